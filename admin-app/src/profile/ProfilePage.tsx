import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useGetIdentity, useNotify } from 'react-admin';
import { PROFILE_ID, PROFILE_RESOURCE } from './profileDataProvider.ts';
import { validateProfileForm } from './profileValidation.ts';

const ProfileToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The signed-in admin's own profile (GET /admin, PUT /admin): first name, last name, mobile number. */
export const ProfilePage = () => {
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();
  return (
    <Edit
      resource={PROFILE_RESOURCE}
      id={PROFILE_ID}
      title="console.profile.title"
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('console.profile.updated', { type: 'success' });
          refetchIdentity();
        },
      }}
    >
      <SimpleForm toolbar={<ProfileToolbar />} validate={validateProfileForm} sx={{ maxWidth: 480 }}>
        <TextInput source="email" label="console.profile.email" readOnly />
        <TextInput
          source="firstName"
          label="console.profile.firstName"
          autoComplete="given-name"
          isRequired
        />
        <TextInput source="lastName" label="console.profile.lastName" autoComplete="family-name" isRequired />
        <TextInput
          source="mobileNo"
          label="console.profile.mobileNo"
          autoComplete="tel-national"
          inputMode="numeric"
          helperText="console.profile.mobileHint"
          isRequired
        />
      </SimpleForm>
    </Edit>
  );
};

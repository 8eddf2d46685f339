import {
  DEFAULT_COUNTRY_CODE,
  type TUpdatePersonalInfoRequest,
  type TUser,
  ZUpdatePersonalInfoRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { MobileField } from '../../../components/form/mobile-field.tsx';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { ADDRESS_FIELDS, addressDefaults } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { EditForm, useSubmitAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';

type Input = TUpdatePersonalInfoRequest;
type Output = z.output<typeof ZUpdatePersonalInfoRequest>;

const FIELDS = ['firstName', 'lastName', 'userName', 'phoneNumber', 'yourBio', ...ADDRESS_FIELDS] as const;

const defaultsOf = (user: TUser): Input => {
  const p = user.userProfile;
  const a = p.address;
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    userName: p.userName ?? '',
    phoneNumber: p.mobileNumber ?? '',
    countryCode: p.countryCode || DEFAULT_COUNTRY_CODE,
    yourBio: p.yourBio ?? '',
    address: addressDefaults(a) as Input['address'],
  };
};

const PersonalInfoForm = ({ user }: { user: TUser }) => {
  const t = useT();
  const update = useUpdatePersonalInfo();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUpdatePersonalInfoRequest),
    defaultValues: defaultsOf(user),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const bio = watch('yourBio') ?? '';

  const onSubmit = useSubmitAndReturn(form, FIELDS, (body, then) =>
    update.mutate({ id: user.id, body }, then),
  );

  return (
    <EditForm
      label={t('profile.editPersonal.form')}
      onSubmit={onSubmit}
      saving={update.isPending}
      error={update.error}
    >
      <PersonFields form={form} />
      <MobileField control={form.control} name="phoneNumber" />
      <TextField
        {...register('yourBio')}
        label={t('profile.editPersonal.bio')}
        multiline
        minRows={3}
        fullWidth
        error={errors.yourBio !== undefined}
        helperText={translateValidation(errors.yourBio?.message) ?? `${bio.length}/249`}
        slotProps={{ htmlInput: { maxLength: 249 } }}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('profile.editPersonal.address')}
      </Typography>
      <AddressFields form={form} />
    </EditForm>
  );
};

/** /my-profile/edit-personal-info: name, username, mobile number, address and bio. */
export const EditPersonalInfoRoute = () => {
  const t = useT();
  const profile = useOwnProfile();
  return (
    <ProfilePage title={t('profile.editPersonal.title')}>
      {profile.data ? <PersonalInfoForm user={profile.data} /> : <PageLoader />}
    </ProfilePage>
  );
};

import {
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  type TUpdatePersonalInfoRequest,
  type TUser,
  ZUpdatePersonalInfoRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { MobileField } from '../../../components/form/mobile-field.tsx';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUserQueryOptions, useAuth } from '../../../lib/auth.tsx';
import { asProvince } from '../../../lib/forms.ts';
import { useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { EditFormActions, SaveError, useSaveAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';

type Input = TUpdatePersonalInfoRequest;
type Output = z.output<typeof ZUpdatePersonalInfoRequest>;

const FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'phoneNumber',
  'yourBio',
  'address.province',
  'address.city',
  'address.addressLine1',
  'address.apartment',
  'address.postalCode',
] as const;

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
    address: {
      province: asProvince(a?.province) as Input['address']['province'],
      city: a?.city ?? '',
      country: a?.country ?? DEFAULT_COUNTRY,
      addressLine1: a?.addressLine1 ?? '',
      apartment: a?.apartment ?? '',
      postalCode: a?.postalCode ?? '',
    },
  };
};

const PersonalInfoForm = ({ user }: { user: TUser }) => {
  const update = useUpdatePersonalInfo();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUpdatePersonalInfoRequest),
    defaultValues: defaultsOf(user),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const bio = watch('yourBio') ?? '';

  const saved = useSaveAndReturn(FIELDS, setError);
  const onSubmit = handleSubmit((body) => {
    update.mutate({ id: user.id, body }, saved);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Personal info">
      <SaveError error={update.error} />
      <PersonFields form={form} />
      <MobileField control={form.control} name="phoneNumber" />
      <TextField
        {...register('yourBio')}
        label="Bio"
        multiline
        minRows={3}
        fullWidth
        error={errors.yourBio !== undefined}
        helperText={errors.yourBio?.message ?? `${bio.length}/249`}
        slotProps={{ htmlInput: { maxLength: 249 } }}
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Address
      </Typography>
      <AddressFields form={form} />
      <EditFormActions saving={update.isPending} />
    </Stack>
  );
};

/** /my-profile/edit-personal-info: name, username, mobile number, address and bio. */
export const EditPersonalInfoRoute = () => {
  const { user } = useAuth();
  const profile = useQuery({ ...getUserQueryOptions(user?.userId ?? ''), enabled: !!user });
  return (
    <ProfilePage title="Edit personal info">
      {profile.data ? <PersonalInfoForm user={profile.data} /> : <PageLoader />}
    </ProfilePage>
  );
};

import {
  DEFAULT_COUNTRY_CODE,
  type TUpdateBusinessDetailsRequest,
  type TUser,
  ZUpdateBusinessDetailsRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { MobileField } from '../../../components/form/mobile-field.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOwnProfile } from '../../../lib/auth.tsx';
import { ADDRESS_FIELDS, addressDefaults, lowercased } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useUpdateBusinessDetails } from '../api/update-business-details.ts';
import { EditForm, useSubmitAndReturn } from '../components/edit-form.tsx';
import { ProfilePage } from '../components/profile-page.tsx';

type Input = TUpdateBusinessDetailsRequest;
type Output = z.output<typeof ZUpdateBusinessDetailsRequest>;

const FIELDS = ['businessName', 'description', 'website', 'phoneNumber', ...ADDRESS_FIELDS] as const;

const defaultsOf = (user: TUser): Input => {
  const b = user.business;
  const a = b?.address ?? user.userProfile.address;
  return {
    businessName: b?.businessName ?? '',
    description: b?.description ?? '',
    website: b?.website ?? '',
    phoneNumber: b?.phoneNumber ?? '',
    countryCode: b?.countryCode || DEFAULT_COUNTRY_CODE,
    address: addressDefaults(a) as Input['address'],
  };
};

const BusinessForm = ({ user }: { user: TUser }) => {
  const t = useT();
  const update = useUpdateBusinessDetails();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUpdateBusinessDetailsRequest),
    defaultValues: defaultsOf(user),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const description = watch('description') ?? '';

  const onSubmit = useSubmitAndReturn(form, FIELDS, (body, then) => update.mutate(body, then));

  return (
    <EditForm
      label={t('profile.editBusiness.form')}
      onSubmit={onSubmit}
      saving={update.isPending}
      error={update.error}
    >
      <TextField
        {...register('businessName')}
        label={t('profile.editBusiness.name')}
        autoComplete="organization"
        required
        fullWidth
        error={errors.businessName !== undefined}
        helperText={translateValidation(errors.businessName?.message)}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        {...register('description')}
        label={t('profile.editBusiness.description')}
        multiline
        minRows={3}
        fullWidth
        error={errors.description !== undefined}
        helperText={translateValidation(errors.description?.message) ?? `${description.length}/500`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        {...lowercased(register('website'))}
        label={t('profile.editBusiness.website')}
        placeholder="https://"
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
        fullWidth
        error={errors.website !== undefined}
        helperText={translateValidation(errors.website?.message)}
      />
      <MobileField control={form.control} name="phoneNumber" label={t('profile.editBusiness.phone')} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('profile.editBusiness.address')}
      </Typography>
      <AddressFields form={form} />
    </EditForm>
  );
};

/** /my-profile/edit-business-details (business members). */
export const EditBusinessDetailsRoute = () => {
  const t = useT();
  const profile = useOwnProfile();
  return (
    <ProfilePage title={t('profile.editBusiness.title')}>
      {!profile.data ? (
        <PageLoader />
      ) : profile.data.business ? (
        <BusinessForm user={profile.data} />
      ) : (
        <Alert severity="info">{t('profile.edit.businessOnly')}</Alert>
      )}
    </ProfilePage>
  );
};

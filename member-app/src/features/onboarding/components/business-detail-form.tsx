import {
  DEFAULT_COUNTRY_CODE,
  type TBusinessDetailRequest,
  ZBusinessDetailRequest,
  ZBusinessName,
  ZMobileNumber,
  ZUserName,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { MobileField } from '../../../components/form/mobile-field.tsx';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useDuplicateMessage } from '../../../lib/duplicate-check.ts';
import { ADDRESS_FIELDS } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { businessInfoAtom, personalInfoAtom } from '../../../stores/onboarding.ts';
import { useSaveBusinessDetail } from '../api/save-business-detail.ts';
import { draftAddress, formAddress } from '../forms.ts';
import { useOnboardingSubmit } from '../use-onboarding-submit.ts';

type Input = TBusinessDetailRequest;

const FIELDS = [
  'businessName',
  'website',
  'description',
  'phoneNumber',
  'firstName',
  'lastName',
  'userName',
  ...ADDRESS_FIELDS,
] as const satisfies readonly Path<Input>[];

const isUserName = (v: string) => ZUserName.safeParse(v).success;
const isMobile = (v: string) => ZMobileNumber.safeParse(v).success;
const isBusinessName = (v: string) => ZBusinessName.safeParse(v).success;

/** /business-detail: the business, its address and the contact person; the draft survives a reload. */
export const BusinessDetailForm = () => {
  const t = useT();
  const [business, setBusiness] = useAtom(businessInfoAtom);
  const [person, setPerson] = useAtom(personalInfoAtom);
  const save = useSaveBusinessDetail();
  const form = useForm<Input, unknown, Input>({
    resolver: zodResolver(ZBusinessDetailRequest) as never,
    defaultValues: {
      businessName: business.businessName,
      website: business.website,
      description: '',
      phoneNumber: business.phoneNumber,
      countryCode: DEFAULT_COUNTRY_CODE,
      address: formAddress(business.address),
      firstName: person.firstName,
      lastName: person.lastName,
      userName: person.userName,
    },
  });
  const { register, watch, formState } = form;
  const { errors } = formState;

  // Keep the draft: business fields in the business info, the contact person in the personal info.
  useEffect(() => {
    const sub = watch((v) => {
      setBusiness((b) => ({
        ...b,
        businessName: v.businessName ?? '',
        website: v.website ?? '',
        phoneNumber: v.phoneNumber ?? '',
        address: draftAddress(b.address, v.address),
      }));
      setPerson((p) => ({
        ...p,
        firstName: v.firstName ?? '',
        lastName: v.lastName ?? '',
        userName: v.userName ?? '',
      }));
    });
    return () => sub.unsubscribe();
  }, [watch, setBusiness, setPerson]);

  const businessNameTaken = useDuplicateMessage('businessName', watch('businessName') ?? '', isBusinessName);
  const userNameTaken = useDuplicateMessage('userName', watch('userName') ?? '', isUserName);
  const mobileTaken = useDuplicateMessage('phoneNumber', watch('phoneNumber') ?? '', isMobile);

  const onSubmit = useOnboardingSubmit(form, FIELDS, save.mutate);

  const businessNameMessage =
    translateValidation(errors.businessName?.message) ?? businessNameTaken ?? undefined;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('onboarding.business.form')}
    >
      <FormError message={save.error?.message} />
      <TextField
        {...register('businessName')}
        label={t('onboarding.business.name')}
        autoComplete="organization"
        required
        fullWidth
        autoFocus
        error={businessNameMessage !== undefined}
        helperText={businessNameMessage}
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        {...register('website')}
        label={t('onboarding.business.website')}
        type="url"
        autoComplete="url"
        placeholder="https://"
        fullWidth
        error={errors.website !== undefined}
        helperText={translateValidation(errors.website?.message)}
        onChange={(e) => {
          e.target.value = e.target.value.toLowerCase();
          void register('website').onChange(e);
        }}
      />
      <TextField
        {...register('description')}
        label={t('onboarding.business.description')}
        multiline
        minRows={3}
        fullWidth
        error={errors.description !== undefined}
        helperText={
          translateValidation(errors.description?.message) ?? `${(watch('description') ?? '').length}/500`
        }
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <MobileField
        control={form.control}
        name="phoneNumber"
        label={t('onboarding.business.phone')}
        extraMessage={mobileTaken}
      />
      <AddressFields form={form} />
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('onboarding.business.contact')}
      </Typography>
      <PersonFields form={form} userNameMessage={userNameTaken} />
      <SubmitButton pending={save.isPending}>{t('onboarding.continue')}</SubmitButton>
    </Stack>
  );
};

import {
  DEFAULT_COUNTRY_CODE,
  type TPersonalProfileRequest,
  ZMobileNumber,
  ZPersonalProfileRequest,
  ZUserName,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
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
import { personalInfoAtom } from '../../../stores/onboarding.ts';
import { useSavePersonalProfile } from '../api/save-personal-profile.ts';
import { draftAddress, formAddress } from '../forms.ts';
import { useOnboardingSubmit } from '../use-onboarding-submit.ts';

type Input = TPersonalProfileRequest;

const FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'phoneNumber',
  ...ADDRESS_FIELDS,
] as const satisfies readonly Path<Input>[];

const isUserName = (v: string) => ZUserName.safeParse(v).success;
const isMobile = (v: string) => ZMobileNumber.safeParse(v).success;

/** /personal-profile: names, username, mobile number and address; the draft survives a reload. */
export const PersonalProfileForm = () => {
  const t = useT();
  const [draft, setDraft] = useAtom(personalInfoAtom);
  const save = useSavePersonalProfile();
  const form = useForm<Input, unknown, Input>({
    resolver: zodResolver(ZPersonalProfileRequest) as never,
    defaultValues: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      userName: draft.userName,
      phoneNumber: draft.phoneNumber,
      countryCode: DEFAULT_COUNTRY_CODE,
      address: formAddress(draft.address),
    },
  });
  const { watch } = form;

  // Keep the draft in the persisted personal info.
  useEffect(() => {
    const sub = watch((v) =>
      setDraft((d) => ({
        ...d,
        firstName: v.firstName ?? '',
        lastName: v.lastName ?? '',
        userName: v.userName ?? '',
        phoneNumber: v.phoneNumber ?? '',
        address: draftAddress(d.address, v.address),
      })),
    );
    return () => sub.unsubscribe();
  }, [watch, setDraft]);

  const userNameTaken = useDuplicateMessage('userName', watch('userName') ?? '', isUserName);
  const mobileTaken = useDuplicateMessage('phoneNumber', watch('phoneNumber') ?? '', isMobile);

  const onSubmit = useOnboardingSubmit(form, FIELDS, save.mutate);

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label={t('onboarding.personal.form')}
    >
      <FormError message={save.error?.message} />
      <PersonFields form={form} userNameMessage={userNameTaken} autoFocus />
      <MobileField control={form.control} name="phoneNumber" extraMessage={mobileTaken} />
      <AddressFields form={form} />
      <SubmitButton pending={save.isPending}>{t('onboarding.continue')}</SubmitButton>
    </Stack>
  );
};

import { isApiError } from '@barterbits/api-client';
import {
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  type TPersonalProfileRequest,
  ZMobileNumber,
  ZPersonalProfileRequest,
  ZUserName,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AddressFields } from '../../../components/form/address-fields.tsx';
import { MobileField } from '../../../components/form/mobile-field.tsx';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { useDuplicateMessage } from '../../../lib/duplicate-check.ts';
import { asProvince } from '../../../lib/forms.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { personalInfoAtom } from '../../../stores/onboarding.ts';
import { useSavePersonalProfile } from '../api/save-personal-profile.ts';
import { formFieldErrors } from '../forms.ts';

type Input = TPersonalProfileRequest;

const FIELDS = [
  'firstName',
  'lastName',
  'userName',
  'phoneNumber',
  'address.province',
  'address.city',
  'address.addressLine1',
  'address.apartment',
  'address.postalCode',
] as const satisfies readonly Path<Input>[];

const isUserName = (v: string) => ZUserName.safeParse(v).success;
const isMobile = (v: string) => ZMobileNumber.safeParse(v).success;

/** /personal-profile: names, username, mobile number and address; the draft survives a reload. */
export const PersonalProfileForm = () => {
  const [draft, setDraft] = useAtom(personalInfoAtom);
  const save = useSavePersonalProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Input>({
    resolver: zodResolver(ZPersonalProfileRequest) as never,
    defaultValues: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      userName: draft.userName,
      phoneNumber: draft.phoneNumber,
      countryCode: DEFAULT_COUNTRY_CODE,
      address: { ...draft.address, province: asProvince(draft.address.province), country: DEFAULT_COUNTRY },
    },
  });
  const { handleSubmit, setError, watch } = form;

  // Keep the draft in the persisted personal info.
  useEffect(() => {
    const sub = watch((v) =>
      setDraft((d) => ({
        ...d,
        firstName: v.firstName ?? '',
        lastName: v.lastName ?? '',
        userName: v.userName ?? '',
        phoneNumber: v.phoneNumber ?? '',
        address: {
          ...d.address,
          ...v.address,
          apartment: v.address?.apartment ?? '',
          country: DEFAULT_COUNTRY,
        },
      })),
    );
    return () => sub.unsubscribe();
  }, [watch, setDraft]);

  const userNameTaken = useDuplicateMessage('userName', watch('userName') ?? '', isUserName);
  const mobileTaken = useDuplicateMessage('phoneNumber', watch('phoneNumber') ?? '', isMobile);

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (user) => navigate(routeForStage(user.checkOutStatus), { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, message] of formFieldErrors(error.fieldErrors, FIELDS))
          setError(field, { message });
        if (error.code === 'ONBOARDING_STAGE') void queryClient.invalidateQueries({ queryKey: userKeys.all });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Personal profile">
      {save.isError ? (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <PersonFields form={form} userNameMessage={userNameTaken} autoFocus />
      <MobileField control={form.control} name="phoneNumber" extraMessage={mobileTaken} />
      <AddressFields form={form} />
      <Button type="submit" variant="contained" size="large" fullWidth loading={save.isPending}>
        Continue
      </Button>
    </Stack>
  );
};

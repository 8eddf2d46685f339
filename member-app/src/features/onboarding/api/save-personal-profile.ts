import type { TPersonalProfileRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyUser } from '../../../lib/onboarding-guard.tsx';

/** POST /onboarding/personal-profile: completes ACCOUNT_SETUP. */
export const savePersonalProfile = async (body: TPersonalProfileRequest) =>
  (await api.savePersonalProfile(body)).data;

export const useSavePersonalProfile = () => {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: savePersonalProfile, onSuccess: applyUser });
};

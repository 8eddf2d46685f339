import type { TBusinessDetailRequest } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyUser } from '../../../lib/onboarding-guard.tsx';

/** POST /onboarding/business-detail: completes ACCOUNT_SETUP. */
export const saveBusinessDetail = async (body: TBusinessDetailRequest) =>
  (await api.saveBusinessDetail(body)).data;

export const useSaveBusinessDetail = () => {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: saveBusinessDetail, onSuccess: applyUser });
};

import type { MemberKind } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useApplyUser } from '../../../lib/onboarding-guard.tsx';

/** POST /onboarding/account-type */
export const setAccountType = async (accountType: MemberKind) =>
  (await api.setAccountType({ accountType })).data;

export const useSetAccountType = () => {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: setAccountType, onSuccess: applyUser });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getMembershipQueryOptions } from './get-membership.ts';

/** POST /subscription/cancel-subscription. */
export const cancelMembership = async (body: BodyOf<'cancelSubscription'>) =>
  (await api.cancelSubscription(body)).data;

export const useCancelMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: async (membership) => {
      queryClient.setQueryData(getMembershipQueryOptions().queryKey, membership);
      await queryClient.invalidateQueries({ queryKey: getUserQueryOptions(membership.userId).queryKey });
    },
  });
};

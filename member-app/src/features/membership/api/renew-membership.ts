import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getMembershipQueryOptions } from './get-membership.ts';

/** POST /subscription/renew-subscription (a renewal whose answer was lost is never paid twice). */
export const renewMembership = async (body: BodyOf<'renewSubscription'> = {}) =>
  (await withAttemptKey('renewSubscription', body, (key) => api.renewSubscription(body, key))).data;

export const useRenewMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewMembership,
    onSuccess: async (data) => {
      queryClient.setQueryData(getMembershipQueryOptions().queryKey, data.membership);
      await queryClient.invalidateQueries({ queryKey: getUserQueryOptions(data.membership.userId).queryKey });
    },
  });
};

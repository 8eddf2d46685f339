import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getMembershipQueryOptions } from './get-membership.ts';

export interface RenewInput {
  body?: BodyOf<'renewSubscription'>;
  idempotencyKey: string;
}

/** POST /subscription/renew-subscription. */
export const renewMembership = async ({ body = {}, idempotencyKey }: RenewInput) =>
  (await api.renewSubscription(body, idempotencyKey)).data;

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

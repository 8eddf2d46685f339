import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { type BankCheck, withBankCheck } from '../../../lib/stripe.ts';
import { getMembershipQueryOptions } from './get-membership.ts';

/**
 * POST /subscription/renew-subscription (a renewal whose answer was lost is never paid twice). With
 * `bankCheck` (Stripe), a bank that asks the member to confirm is answered by the check and the same
 * request again, with the same key.
 */
export const renewMembership = async (body: BodyOf<'renewSubscription'> = {}, bankCheck?: BankCheck) =>
  (
    await withBankCheck(
      () => withAttemptKey('renewSubscription', body, (key) => api.renewSubscription(body, key)),
      bankCheck,
    )
  ).data;

/** A renewal to send, and the bank's check to run if the bank asks for one (Stripe only). */
export interface RenewRequest {
  body?: BodyOf<'renewSubscription'>;
  bankCheck?: BankCheck | undefined;
}

export const useRenewMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, bankCheck }: RenewRequest) => renewMembership(body, bankCheck),
    onSuccess: async (data) => {
      queryClient.setQueryData(getMembershipQueryOptions().queryKey, data.membership);
      await queryClient.invalidateQueries({ queryKey: getUserQueryOptions(data.membership.userId).queryKey });
    },
  });
};

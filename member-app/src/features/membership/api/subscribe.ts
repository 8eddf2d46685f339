import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { getCardsQueryOptions } from '../../../lib/saved-cards.ts';
import { type BankCheck, withBankCheck } from '../../../lib/stripe.ts';
import { getMembershipQueryOptions } from './get-membership.ts';

/**
 * POST /subscription/subscribe (one Idempotency-Key per attempt: a retry never pays twice). With
 * `bankCheck` (Stripe), a bank that asks the member to confirm is answered by the check and the same
 * request again, with the same key (lib/stripe.ts withBankCheck).
 */
export const subscribe = async (body: BodyOf<'subscribe'>, bankCheck?: BankCheck) =>
  (await withBankCheck(() => withAttemptKey('subscribe', body, (key) => api.subscribe(body, key)), bankCheck))
    .data;

/** A membership payment to send, and the bank's check to run if the bank asks for one (Stripe only). */
export interface SubscribeRequest {
  body: BodyOf<'subscribe'>;
  bankCheck?: BankCheck | undefined;
}

/** Pays the membership; the member's profile is refetched (the onboarding stage moves on). */
export const useSubscribe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, bankCheck }: SubscribeRequest) => subscribe(body, bankCheck),
    onSuccess: async (data) => {
      queryClient.setQueryData(getMembershipQueryOptions().queryKey, data.membership);
      await queryClient.invalidateQueries({ queryKey: getCardsQueryOptions().queryKey });
      await queryClient.refetchQueries({ queryKey: getUserQueryOptions(data.membership.userId).queryKey });
    },
  });
};

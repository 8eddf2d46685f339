import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { cardKeys, refreshWallet } from '../../../lib/query-keys.ts';
import { type BankCheck, withBankCheck } from '../../../lib/stripe.ts';

/**
 * POST /wallet/load-bits (one Idempotency-Key per attempt: a retried load never charges twice). With
 * `bankCheck` (a card in Stripe's field), a bank that asks the member to confirm is answered by the check
 * and the same request again, with the same key (lib/stripe.ts withBankCheck).
 */
export const loadBits = async (body: BodyOf<'loadBits'>, bankCheck?: BankCheck) =>
  (await withBankCheck(() => withAttemptKey('loadBits', body, (key) => api.loadBits(body, key)), bankCheck))
    .data;

/** A load to send, and the bank's check to run if the bank asks for one (Stripe only). */
export interface LoadRequest {
  body: BodyOf<'loadBits'>;
  bankCheck?: BankCheck | undefined;
}

/**
 * Loads BITS; the wallet, history, statement and saved cards are refetched (all of them, also the
 * inactive ones: the app does not refetch on mount).
 */
export const useLoadBits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, bankCheck }: LoadRequest) => loadBits(body, bankCheck),
    onSettled: async () => {
      await refreshWallet(queryClient);
      await queryClient.invalidateQueries({ queryKey: cardKeys.all, refetchType: 'all' });
    },
  });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { cardKeys, refreshWallet } from '../../../lib/query-keys.ts';

/** POST /wallet/load-bits (one Idempotency-Key per attempt: a retried load never charges twice). */
export const loadBits = async (body: BodyOf<'loadBits'>) =>
  (await withAttemptKey('loadBits', body, (key) => api.loadBits(body, key))).data;

/**
 * Loads BITS; the wallet, history, statement and saved cards are refetched (all of them, also the
 * inactive ones: the app does not refetch on mount).
 */
export const useLoadBits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadBits,
    onSettled: async () => {
      await refreshWallet(queryClient);
      await queryClient.invalidateQueries({ queryKey: cardKeys.all, refetchType: 'all' });
    },
  });
};

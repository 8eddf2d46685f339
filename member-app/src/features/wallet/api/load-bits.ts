import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface LoadBitsInput {
  body: BodyOf<'loadBits'>;
  /** One key per load attempt: a retried request never charges twice. */
  idempotencyKey: string;
}

/** POST /wallet/load-bits. */
export const loadBits = async ({ body, idempotencyKey }: LoadBitsInput) =>
  (await api.loadBits(body, idempotencyKey)).data;

/**
 * Loads BITS; the wallet, history, statement and saved cards are refetched (all of them, also the
 * inactive ones: the app does not refetch on mount).
 */
export const useLoadBits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadBits,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
      await queryClient.invalidateQueries({ queryKey: ['membership', 'cards'], refetchType: 'all' });
    },
  });
};

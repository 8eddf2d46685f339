import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** POST /gift/claim with the attempt's Idempotency-Key: answers the gift and the new balance. */
export const claimGift = async ({ giftId, key }: { giftId: string; key: string }) =>
  (await api.claimGift({ giftId }, key)).data;

export const useClaimGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void qc.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
    },
  });
};

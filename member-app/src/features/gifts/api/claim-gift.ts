import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { giftKeys } from './keys.ts';

/** POST /gift/claim: answers the gift and the new balance (a retry never claims twice). */
export const claimGift = async ({ giftId }: { giftId: string }) =>
  (await withAttemptKey('claimGift', { giftId }, (key) => api.claimGift({ giftId }, key))).data;

export const useClaimGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimGift,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void refreshWallet(qc);
    },
  });
};

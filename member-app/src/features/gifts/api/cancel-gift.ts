import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { giftKeys } from './keys.ts';

/** POST /gift/cancel: the sender takes back a pending gift. */
export const cancelGift = async ({ giftId }: { giftId: string }) =>
  (await withAttemptKey('cancelGift', { giftId }, (key) => api.cancelGift({ giftId }, key))).data;

export const useCancelGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelGift,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void refreshWallet(qc);
    },
  });
};

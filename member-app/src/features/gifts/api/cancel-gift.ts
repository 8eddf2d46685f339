import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** POST /gift/cancel: the sender takes back a pending gift. */
export const cancelGift = async ({ giftId, key }: { giftId: string; key: string }) =>
  (await api.cancelGift({ giftId }, key)).data;

export const useCancelGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelGift,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void qc.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
    },
  });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { giftKeys } from './keys.ts';

/** POST /gift with the attempt's Idempotency-Key (reuse it to retry the same attempt). */
export const sendGift = async ({ body, key }: { body: BodyOf<'sendGift'>; key: string }) =>
  (await api.sendGift(body, key)).data;

export const useSendGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void qc.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
    },
  });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { giftKeys } from './keys.ts';

/** POST /gift (one Idempotency-Key per attempt: a retried gift is never sent twice). */
export const sendGift = async (body: BodyOf<'sendGift'>) =>
  (await withAttemptKey('sendGift', body, (key) => api.sendGift(body, key))).data;

export const useSendGift = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: giftKeys.all });
      void refreshWallet(qc);
    },
  });
};

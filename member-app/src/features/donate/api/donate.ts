import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { donateKeys } from './keys.ts';

/** POST /donate (one Idempotency-Key per attempt: a retried donation never moves twice). */
export const donate = async (body: BodyOf<'donate'>) =>
  (await withAttemptKey('donate', body, (key) => api.donate(body, key))).data;

export const useDonate = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: donate,
    onSettled: () => {
      // A refused donation can still change the figures others made meanwhile; a success surely does.
      void qc.invalidateQueries({ queryKey: donateKeys.all });
      void refreshWallet(qc);
    },
  });
};

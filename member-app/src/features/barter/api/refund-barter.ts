import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-refund: the seller refunds an accepted sale, fully or in part. */
export const refundBarter = (body: BodyOf<'refundBarter'>) =>
  withAttemptKey('refundBarter', body, (key) => api.refundBarter(body, key));

export const useRefundBarter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundBarter,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: barterKeys.all });
      void refreshWallet(queryClient);
    },
  });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request/confirmation: accept with PIN, or decline. */
export const confirmBarterRequest = (body: BodyOf<'confirmBarterRequest'>) =>
  withAttemptKey('confirmBarterRequest', body, (key) => api.confirmBarterRequest(body, key));

export const useConfirmBarterRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBarterRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: barterKeys.all });
      // The wallet's balance and history change on accept.
      void refreshWallet(queryClient);
    },
  });
};

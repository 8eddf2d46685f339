import type { BodyOf, TBarterRequestDetail } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { refreshWallet } from '../../../lib/query-keys.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request/release: the buyer confirms they received it, and the held payment goes to the seller. */
export const releaseBarterPayment = (body: BodyOf<'releaseBarterPayment'>) =>
  withAttemptKey('releaseBarterPayment', body, (key) => api.releaseBarterPayment(body, key));

export const useReleaseBarterPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseBarterPayment,
    onSuccess: (res) => {
      // The page shows the released state at once, before its refetch (the answer has no refunds list).
      const { request } = res.data;
      queryClient.setQueryData<TBarterRequestDetail>(barterKeys.detail(request.id), (old) =>
        old ? { ...old, ...request } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: barterKeys.all });
      // The buyer's wallet history shows the release.
      void refreshWallet(queryClient);
    },
  });
};

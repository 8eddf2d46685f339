import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-refund: the seller refunds an accepted sale, fully or in part. */
export const refundBarter = (body: BodyOf<'refundBarter'>, idempotencyKey: string) =>
  api.refundBarter(body, idempotencyKey);

export const useRefundBarter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BodyOf<'refundBarter'>; key: string }) => refundBarter(body, key),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: barterKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
    },
  });
};

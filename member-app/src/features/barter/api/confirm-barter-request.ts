import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request/confirmation: accept with PIN, or decline. */
export const confirmBarterRequest = (body: BodyOf<'confirmBarterRequest'>, idempotencyKey: string) =>
  api.confirmBarterRequest(body, idempotencyKey);

export const useConfirmBarterRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BodyOf<'confirmBarterRequest'>; key: string }) =>
      confirmBarterRequest(body, key),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: barterKeys.all });
      // The wallet's balance and history change on accept.
      void queryClient.invalidateQueries({ queryKey: ['wallet'], refetchType: 'all' });
    },
  });
};

import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request: the seller asks the buyer to pay (one key per attempt). */
export const createBarterRequest = (body: BodyOf<'createBarterRequest'>, idempotencyKey: string) =>
  api.createBarterRequest(body, idempotencyKey);

export const useCreateBarterRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BodyOf<'createBarterRequest'>; key: string }) =>
      createBarterRequest(body, key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: barterKeys.all }),
  });
};

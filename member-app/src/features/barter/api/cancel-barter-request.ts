import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request/cancel: the seller cancels a pending request. */
export const cancelBarterRequest = (requestId: string) => api.cancelBarterRequest({ requestId });

export const useCancelBarterRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBarterRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: barterKeys.all }),
  });
};

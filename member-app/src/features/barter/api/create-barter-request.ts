import type { BodyOf } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { withAttemptKey } from '../../../lib/attempts.ts';
import { barterKeys } from './keys.ts';

/** POST /purchase/barter-request: the seller asks the buyer to pay (one key per attempt). */
export const createBarterRequest = (body: BodyOf<'createBarterRequest'>) =>
  withAttemptKey('createBarterRequest', body, (key) => api.createBarterRequest(body, key));

export const useCreateBarterRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBarterRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: barterKeys.all }),
  });
};

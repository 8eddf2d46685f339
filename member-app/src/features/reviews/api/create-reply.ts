import type { TCreateReplyRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** POST /review/reply: the reviewed member replies to a review, once. */
export const createReply = async (body: TCreateReplyRequest) => (await api.createReply(body)).data;

export const useCreateReply = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: (reply) => {
      void qc.invalidateQueries({ queryKey: reviewKeys.one(reply.reviewId), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
    },
  });
};

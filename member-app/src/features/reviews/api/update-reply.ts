import type { TUpdateReplyRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** PATCH /review/reply: the reviewed member edits their reply (found by the review id). */
export const updateReply = async (body: TUpdateReplyRequest) => (await api.updateReply(body)).data;

export const useUpdateReply = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateReply,
    onSuccess: (reply) => {
      void qc.invalidateQueries({ queryKey: reviewKeys.one(reply.reviewId), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
    },
  });
};

import type { TCreateReviewRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** POST /review: review the other party of a successful purchase; answers the new review. */
export const createReview = async (body: TCreateReviewRequest) => (await api.createReview(body)).data;

export const useCreateReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      // The subject's summary and lists, and what the author may still review.
      void qc.invalidateQueries({ queryKey: reviewKeys.summaries(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.eligible(review.subject.id), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.member(review.subject.id), refetchType: 'all' });
    },
  });
};

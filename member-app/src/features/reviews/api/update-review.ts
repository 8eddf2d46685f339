import type { TUpdateReviewRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** PATCH /review: the author changes the hearts or the text; answers the review. */
export const updateReview = async (body: TUpdateReviewRequest) => (await api.updateReview(body)).data;

export const useUpdateReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => {
      qc.setQueryData(reviewKeys.one(review.id), review);
      void qc.invalidateQueries({ queryKey: reviewKeys.summaries(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.member(review.subject.id), refetchType: 'all' });
    },
  });
};

import type { TReview } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** DELETE /review/{id}: the author deletes their review (its purchase cannot be reviewed again). */
export const deleteReview = async (review: Pick<TReview, 'id' | 'subject'>) =>
  (await api.deleteReview(review.id)).data;

export const useDeleteReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_done, review) => {
      qc.removeQueries({ queryKey: reviewKeys.one(review.id) });
      void qc.invalidateQueries({ queryKey: reviewKeys.summaries(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.member(review.subject.id), refetchType: 'all' });
    },
  });
};

import type { TReportReviewRequest } from '@barterbits/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** POST /review/report: report a review of others with a reason (once per member per review). */
export const reportReview = async (body: TReportReviewRequest) => (await api.reportReview(body)).data;

export const useReportReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    // Also after a refusal ("already reported"): the review's reportedByMe is refreshed either way.
    onSettled: (_data, _error, body) => {
      void qc.invalidateQueries({ queryKey: reviewKeys.one(body.reviewId), refetchType: 'all' });
      void qc.invalidateQueries({ queryKey: reviewKeys.lists(), refetchType: 'all' });
    },
  });
};

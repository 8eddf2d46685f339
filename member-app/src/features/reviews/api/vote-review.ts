import type { TReview, TVoteReviewRequest, TVoteReviewResponse } from '@barterbits/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyVote } from '../../../components/reviews/review-rules.ts';
import { api } from '../../../lib/api.ts';
import { reviewKeys } from './keys.ts';

/** POST /review/like-dislike: LIKE, DISLIKE, or NEUTRAL to withdraw; answers the vote and both counts. */
export const voteReview = async (body: TVoteReviewRequest) => (await api.voteReview(body)).data;

type ReviewPage = { data: TReview[] };

/**
 * The answer is written into every cached copy of the review at once (lists and the single review),
 * then they are refetched.
 */
export const useVoteReview = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: voteReview,
    onSuccess: (result: TVoteReviewResponse['data']) => {
      qc.setQueriesData<InfiniteData<ReviewPage>>({ queryKey: reviewKeys.lists() }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({ ...page, data: page.data.map((r) => applyVote(r, result)) })),
            }
          : old,
      );
      qc.setQueryData<TReview>(reviewKeys.one(result.reviewId), (old) =>
        old ? applyVote(old, result) : old,
      );
      void qc.invalidateQueries({ queryKey: reviewKeys.lists() });
      void qc.invalidateQueries({ queryKey: reviewKeys.one(result.reviewId) });
    },
  });
};

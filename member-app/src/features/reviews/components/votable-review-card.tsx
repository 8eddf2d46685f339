import type { TReview } from '@barterbits/contracts';
import type { ComponentProps } from 'react';
import { ReviewCard } from '../../../components/reviews/review-card.tsx';
import { useNotify } from '../../../stores/notify.ts';
import { useVoteReview } from '../api/vote-review.ts';

/** A review card whose Like and Dislike buttons vote (a refusal shows the server's message). */
export const VotableReviewCard = (
  props: Omit<ComponentProps<typeof ReviewCard>, 'onVote' | 'votePending'>,
) => {
  const vote = useVoteReview();
  const notify = useNotify();
  const review: TReview = props.review;
  return (
    <ReviewCard
      {...props}
      votePending={vote.isPending}
      onVote={(reaction) =>
        vote.mutate(
          { reviewId: review.id, reaction },
          { onError: (e) => notify({ message: e.message, severity: 'error' }) },
        )
      }
    />
  );
};

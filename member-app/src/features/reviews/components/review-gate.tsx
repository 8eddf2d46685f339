import type { TReview } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ReviewCard } from '../../../components/reviews/review-card.tsx';
import { useReview } from '../api/get-review.ts';

/**
 * Loads the review a page acts on and shows it (read-only) above the page's form; `render` gives the
 * form, or a notice when the caller may not act on it.
 */
export const ReviewGate = ({
  reviewId,
  party = 'author',
  render,
}: {
  reviewId: string;
  party?: 'author' | 'subject';
  render: (review: TReview) => ReactNode;
}) => {
  const review = useReview(reviewId);
  if (review.isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={188} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  }
  if (review.isError) {
    return (
      <Alert severity="error" role="alert">
        {review.error.message}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <ReviewCard review={review.data} party={party} showReport={false} />
      {render(review.data)}
    </Stack>
  );
};

import type { TListReviewsResponse, TReview } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { nextPageOf, ShowMoreButton } from '../../../components/show-more-button.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Skeleton cards that keep the list's shape while it loads. */
export const ReviewListSkeleton = ({ count = 3 }: { count?: number }) => (
  <Stack spacing={1.5} aria-hidden>
    {Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
      <Skeleton key={i} variant="rounded" height={188} />
    ))}
  </Stack>
);

/** Loading, error (with Retry), empty, the reviews as a list, and "Load more" while there are more. */
export const ReviewList = ({
  label,
  query,
  render,
  empty,
}: {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<TListReviewsResponse>, Error>;
  render: (review: TReview) => ReactNode;
  empty: ReactNode;
}) => {
  const t = useT();
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isPending) return <ReviewListSkeleton />;
  if (query.error && items.length === 0) {
    return (
      <LoadError
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('reviews.list.retry')}
      />
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack spacing={2}>
      {/* Two columns on wide screens; the cards of a row share its height. */}
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          '& > li > *': { height: '100%' },
        }}
      >
        {items.map((review) => (
          <li key={review.id}>{render(review)}</li>
        ))}
      </Box>
      <ShowMoreButton {...nextPageOf(query)}>{t('reviews.list.more')}</ShowMoreButton>
    </Stack>
  );
};

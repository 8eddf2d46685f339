import type { TReviewSummary } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatAverage } from '../../../components/members/member-format.ts';
import { RatingSummary } from '../../../components/members/rating-summary.tsx';
import { HeartsBreakdown } from '../../../components/reviews/hearts-breakdown.tsx';
import { useT } from '../../../lib/i18n.ts';

/**
 * The member's hearts (GET /review/summary): the average, the count, the breakdown per heart, "See all N
 * reviews", and "Write a review" when the caller has a purchase with them still open for a review.
 */
export const ReviewsPanel = ({
  memberId,
  summary,
  loading,
  error,
  canWriteReview,
}: {
  memberId: string;
  summary: TReviewSummary | undefined;
  loading: boolean;
  error: Error | null;
  canWriteReview: boolean;
}) => {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="member-reviews-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="member-reviews-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('members.reviews.heading')}
      </Typography>
      {loading ? (
        <Stack spacing={1}>
          <Skeleton variant="text" width="60%" height={40} />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="text" />
          ))}
        </Stack>
      ) : error || !summary ? (
        <Typography color="error" role="alert">
          {error?.message ?? t('members.reviews.loadError')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            {summary.count > 0 ? (
              <Typography
                component="p"
                sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}
                aria-hidden
              >
                {formatAverage(summary.average)}
              </Typography>
            ) : null}
            <RatingSummary
              average={summary.count > 0 ? summary.average : null}
              count={summary.count}
              size="large"
            />
          </Stack>
          {summary.count > 0 ? (
            <HeartsBreakdown summary={summary} label={t('members.reviews.perHeart')} />
          ) : null}
          {summary.count > 0 ? (
            <Button component={RouterLink} to={PAGES.memberReviews.href(memberId)} variant="outlined">
              {t('members.reviews.seeAll', { count: summary.count })}
            </Button>
          ) : null}
        </Stack>
      )}
      {canWriteReview ? (
        <Button
          component={RouterLink}
          to={PAGES.postReview.href(memberId)}
          variant="contained"
          startIcon={<RateReviewOutlinedIcon />}
          fullWidth
          sx={{ mt: 2 }}
        >
          {t('members.reviews.write')}
        </Button>
      ) : null}
    </Paper>
  );
};

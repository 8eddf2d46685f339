import { HEARTS_MAX, type TReviewSummary } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n.ts';
import { formatAverage, reviewCountLabel } from '../members/member-format.ts';
import { Hearts } from './hearts.tsx';
import { HeartsBreakdown } from './hearts-breakdown.tsx';

/**
 * A member's hearts at a glance: the average, how many reviews, and one bar per heart count.
 */
export const ReviewSummary = ({
  summary,
  isPending = false,
  error = null,
  title,
}: {
  summary: TReviewSummary | undefined;
  isPending?: boolean;
  error?: Error | null;
  title?: string;
}) => {
  const t = useT();
  if (isPending) return <Skeleton variant="rounded" height={148} sx={{ mb: 3 }} />;
  if (error || !summary) {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {error?.message ?? t('app.reviews.loadFailed')}
      </Alert>
    );
  }
  const average = formatAverage(summary.average);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title ?? t('app.reviews.rating')}
      data-testid="review-summary"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
        <Box sx={{ flexShrink: 0, minWidth: 160 }}>
          <Typography variant="h2" component="p" sx={{ fontWeight: 700, lineHeight: 1 }}>
            {summary.count > 0 ? average : '–'}
          </Typography>
          <Hearts value={summary.average} label={t('app.reviews.outOf', { average, max: HEARTS_MAX })} />
          <Typography color="text.secondary">
            {summary.count > 0 ? reviewCountLabel(summary.count) : t('app.reviews.none')}
          </Typography>
        </Box>
        <HeartsBreakdown summary={summary} sx={{ flex: 1, minWidth: 0, maxWidth: 560 }} />
      </Stack>
    </Paper>
  );
};

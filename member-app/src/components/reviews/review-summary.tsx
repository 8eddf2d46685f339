import { formatNumber, HEARTS_MAX, heartsLabel, type TReviewSummary } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAverage } from '../members/member-format.ts';
import { Hearts } from './hearts.tsx';
import { heartsBars, reviewCountLabel } from './review-rules.ts';

/**
 * A member's hearts at a glance: the average, how many reviews, and one bar per heart count (plain
 * boxes, not progress bars: nothing here is loading).
 */
export const ReviewSummary = ({
  summary,
  isPending = false,
  error = null,
  title = 'Rating',
}: {
  summary: TReviewSummary | undefined;
  isPending?: boolean;
  error?: Error | null;
  title?: string;
}) => {
  if (isPending) return <Skeleton variant="rounded" height={148} sx={{ mb: 3 }} />;
  if (error || !summary) {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {error?.message ?? 'The rating could not be loaded.'}
      </Alert>
    );
  }
  const average = formatAverage(summary.average);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="review-summary"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
        <Box sx={{ flexShrink: 0, minWidth: 160 }}>
          <Typography variant="h2" component="p" sx={{ fontWeight: 700, lineHeight: 1 }}>
            {summary.count > 0 ? average : '–'}
          </Typography>
          <Hearts value={summary.average} label={`${average} out of ${HEARTS_MAX} hearts`} />
          <Typography color="text.secondary">
            {summary.count > 0 ? reviewCountLabel(summary.count) : 'No reviews yet'}
          </Typography>
        </Box>
        <Stack
          component="ul"
          spacing={0.75}
          sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minWidth: 0, maxWidth: 560 }}
        >
          {heartsBars(summary).map((bar) => (
            <Stack
              key={bar.hearts}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
              aria-label={`${heartsLabel(bar.hearts)}: ${reviewCountLabel(bar.count)}`}
            >
              <Typography variant="body2" aria-hidden sx={{ width: 64, flexShrink: 0 }}>
                {heartsLabel(bar.hearts)}
              </Typography>
              <Box
                aria-hidden
                sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{ width: `${Math.round(bar.share * 100)}%`, height: '100%', bgcolor: 'error.main' }}
                />
              </Box>
              <Typography variant="body2" aria-hidden sx={{ width: 40, textAlign: 'right', flexShrink: 0 }}>
                {formatNumber(bar.count)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
};

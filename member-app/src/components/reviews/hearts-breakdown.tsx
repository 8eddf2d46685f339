import { formatNumber, type TReviewSummary } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { heartsText, reviewCountLabel } from '../members/member-format.ts';
import { heartsBars } from './review-rules.ts';

/**
 * Reviews per heart as bars, 5 hearts first, each read as "5 Hearts: 12 reviews". Plain boxes, not
 * progress bars: nothing here is loading.
 */
export const HeartsBreakdown = ({
  summary,
  label,
  sx,
}: {
  summary: Pick<TReviewSummary, 'hearts' | 'count'>;
  /** Accessible name of the list, when the page gives it one. */
  label?: string;
  sx?: SxProps<Theme>;
}) => (
  <Stack
    component="ul"
    aria-label={label}
    spacing={0.75}
    sx={[{ listStyle: 'none', m: 0, p: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {heartsBars(summary).map((bar) => (
      <Stack
        key={bar.hearts}
        component="li"
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center' }}
        aria-label={`${heartsText(bar.hearts)}: ${reviewCountLabel(bar.count)}`}
      >
        <Typography variant="body2" aria-hidden sx={{ width: 64, flexShrink: 0 }}>
          {heartsText(bar.hearts)}
        </Typography>
        <Box
          aria-hidden
          sx={{
            flex: 1,
            minWidth: 40,
            height: 8,
            borderRadius: 4,
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          <Box
            sx={{
              width: `${Math.round(bar.share * 100)}%`,
              height: '100%',
              borderRadius: 4,
              bgcolor: 'error.main',
            }}
          />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          aria-hidden
          sx={{ width: 40, textAlign: 'right', flexShrink: 0 }}
        >
          {formatNumber(bar.count)}
        </Typography>
      </Stack>
    ))}
  </Stack>
);

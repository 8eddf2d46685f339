import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.ts';
import type { PowProgress } from '../lib/proof-of-work.ts';

/**
 * The proof of work as it runs: the text, and a bar (filled by the estimate when the challenge gives
 * one, else moving). Announced politely to screen readers.
 */
export const PowStatus = ({ progress }: { progress: PowProgress | null }) => {
  const t = useT();
  const fraction = progress?.fraction ?? null;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('feedback.pow.checking')}
      </Typography>
      <LinearProgress
        aria-label={t('feedback.pow.progress')}
        {...(fraction === null
          ? { variant: 'indeterminate' as const }
          : { variant: 'determinate' as const, value: Math.round(fraction * 100) })}
      />
    </Box>
  );
};

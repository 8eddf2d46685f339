import { formatNumber } from '@barterbits/contracts';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useActionSummary } from '../api/get-action-summary.ts';
import { Section } from './offer-fields.tsx';

const Stat = ({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) => {
  const t = useT();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, textAlign: 'center' }}
      aria-label={t('offers.activity.stat', { label, value: value ?? '…' })}
      role="group"
    >
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        {icon}
        {value === undefined ? (
          <Skeleton width={32} />
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {formatNumber(value)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Stack>
    </Paper>
  );
};

/** Views, favourites and reports of the own offer. */
export const ActionSummary = ({ offerId }: { offerId: string }) => {
  const t = useT();
  const summary = useActionSummary(offerId);
  const s = summary.data;
  return (
    <Section title={t('offers.activity.title')}>
      {summary.isError ? (
        <Alert severity="error" role="alert">
          {summary.error.message}
        </Alert>
      ) : (
        <Grid container spacing={1.5}>
          <Grid size={4}>
            <Stat
              icon={<VisibilityOutlinedIcon color="action" />}
              label={t('offers.activity.views')}
              value={s?.views}
            />
          </Grid>
          <Grid size={4}>
            <Stat
              icon={<FavoriteBorderIcon color="action" />}
              label={t('offers.activity.favourites')}
              value={s?.favourites}
            />
          </Grid>
          <Grid size={4}>
            <Stat
              icon={<FlagOutlinedIcon color="action" />}
              label={t('offers.activity.reports')}
              value={s?.reports}
            />
          </Grid>
        </Grid>
      )}
    </Section>
  );
};

import { formatBits, PAGES, type TWant } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/money.ts';
import { categoryLabel } from '../../../lib/offers/labels.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useWantAction } from '../api/want-actions.ts';
import { wantActions } from '../lib/expiry.ts';
import { matchCountArgs, STATUS_COLOR, STATUS_LABEL } from '../lib/want-text.ts';

/** An own want's status, its matches and "new" badge: the line the list and the want's page share. */
export const WantState = ({ want: w }: { want: TWant }) => {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" label={t(STATUS_LABEL[w.status])} color={STATUS_COLOR[w.status]} />
      <Typography variant="body2">{t('wants.matches', matchCountArgs(w.matchCount))}</Typography>
      {w.newMatchCount > 0 ? (
        <Chip size="small" color="primary" label={t('wants.newMatches', matchCountArgs(w.newMatchCount))} />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {w.status === 'EXPIRED'
          ? t('wants.expiredOn', { date: formatDate(w.expiresAt) })
          : t('wants.activeUntil', { date: formatDate(w.expiresAt) })}
      </Typography>
    </Stack>
  );
};

/**
 * What an own want offers (pause or resume, renew when expired or near its end, edit, delete with a
 * confirmation); `onDeleted` runs once it is gone.
 */
export const WantActions = ({ want: w, onDeleted }: { want: TWant; onDeleted?: () => void }) => {
  const t = useT();
  const notify = useNotify();
  const action = useWantAction();
  const [confirming, setConfirming] = useState(false);
  const run = (kind: 'pause' | 'resume' | 'renew' | 'delete') =>
    action.mutate(
      { kind, id: w.id },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({ message: t(`wants.done.${kind}`) });
          if (kind === 'delete') onDeleted?.();
        },
        onError: (e) => {
          setConfirming(false);
          notify({ message: e.message, severity: 'error' });
        },
      },
    );
  const pendingKind = action.isPending ? action.variables?.kind : undefined;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {wantActions(w).map((kind) =>
          kind === 'edit' ? (
            <Button
              key={kind}
              component={RouterLink}
              to={PAGES.editWant.href(w.id)}
              size="small"
              variant="outlined"
              sx={{ minHeight: 44 }}
              aria-label={`${t('wants.action.edit')} – ${w.title}`}
            >
              {t('wants.action.edit')}
            </Button>
          ) : (
            <Button
              key={kind}
              size="small"
              variant="outlined"
              color={kind === 'delete' ? 'error' : 'primary'}
              sx={{ minHeight: 44 }}
              loading={pendingKind === kind && kind !== 'delete'}
              disabled={action.isPending}
              onClick={() => (kind === 'delete' ? setConfirming(true) : run(kind))}
              aria-label={`${t(`wants.action.${kind}`)} – ${w.title}`}
            >
              {t(`wants.action.${kind}`)}
            </Button>
          ),
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('wants.delete.title')}
        confirmLabel={t('wants.action.delete')}
        cancelLabel={t('wants.cancel')}
        danger
        pending={pendingKind === 'delete'}
        onConfirm={() => run('delete')}
        onClose={() => setConfirming(false)}
      >
        {t('wants.delete.text', { title: w.title })}
      </ConfirmDialog>
    </>
  );
};

/** One own want in the list: what it is, its state and matches, and its actions. */
export const WantItem = ({ want: w }: { want: TWant }) => {
  const t = useT();
  return (
    <Paper variant="outlined" component="article" aria-label={w.title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {categoryLabel(w.category)}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            <Badge color="primary" variant="dot" invisible={w.newMatchCount === 0}>
              <Link component={RouterLink} to={PAGES.want.href(w.id)} underline="hover" sx={touchTargetLink}>
                {w.title}
              </Link>
            </Badge>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              w.maxCents !== null ? t('wants.upTo', { price: formatBits(w.maxCents) }) : t('wants.noLimit'),
              t('wants.within', { km: w.radiusKm }),
            ].join(' · ')}
          </Typography>
        </Box>
        <WantState want={w} />
        {w.status === 'DISABLED' && w.disabledReason ? (
          <Alert severity="error">{t('wants.disabledReason', { reason: w.disabledReason })}</Alert>
        ) : null}
        <WantActions want={w} />
      </Stack>
    </Paper>
  );
};

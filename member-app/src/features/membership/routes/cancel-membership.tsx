import { CHARACTER_COUNTER_DEFAULT, PAGES, ZCancelMembershipReason } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/card-form.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateValidation } from '../../../lib/validation-text.ts';
import { useNotify } from '../../../stores/notify.ts';
import { useCancelMembership } from '../api/cancel-membership.ts';
import { useMembership } from '../api/get-membership.ts';
import { MembershipLockBanner } from '../components/membership-lock-banner.tsx';
import { unlessMaintenance, useMembershipLock } from '../lib/membership-lock.ts';

/**
 * /cancel-membership: an optional reason (at most 250 characters) and a confirmation. While membership
 * is locked the maintenance banner shows and the cancel button is disabled.
 */
export const CancelMembershipRoute = () => {
  const t = useT();
  const membership = useMembership();
  const cancel = useCancelMembership();
  const navigate = useNavigate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lock = useMembershipLock(membership.error, cancel.error);

  if (membership.isPending) return <PageLoader />;
  const m = membership.data;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZCancelMembershipReason.safeParse(reason);
    if (!parsed.success) return setError(translateValidation(parsed.error.issues[0]?.message) ?? null);
    setError(null);
    setConfirming(true);
  };

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('membership.cancel')}
        </Typography>
        <MembershipLockBanner lock={lock} />
        {!m && lock.notice ? null : m?.status !== 'ACTIVE' ? (
          <>
            <Alert severity="info">{t('membership.cancelPage.notActive')}</Alert>
            <Button component={RouterLink} to={PAGES.membership.path} variant="contained">
              {t('membership.cancelPage.back')}
            </Button>
          </>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={onSubmit}
            aria-label={t('membership.cancel')}
          >
            <Typography color="text.secondary">
              {t('membership.cancelPage.lead', { date: formatDate(m.currentPeriodEnd) })}
            </Typography>
            {unlessMaintenance(cancel.error) ? (
              <Alert severity="error" role="alert">
                {cancel.error?.message}
              </Alert>
            ) : null}
            <TextField
              label={t('membership.cancelPage.reason')}
              multiline
              minRows={4}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
              error={error !== null || reason.length > CHARACTER_COUNTER_DEFAULT}
              helperText={error ?? `${reason.length}/${CHARACTER_COUNTER_DEFAULT}`}
              slotProps={{ formHelperText: { sx: { textAlign: error ? 'left' : 'right' } } }}
            />
            <Button type="submit" variant="contained" color="error" size="large" disabled={lock.locked}>
              {t('membership.cancel')}
            </Button>
            <Button component={RouterLink} to={PAGES.membership.path}>
              {t('membership.cancelPage.keep')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming && !lock.locked}
        title={t('membership.cancelPage.confirmTitle')}
        confirmLabel={t('membership.cancelPage.confirm')}
        cancelLabel={t('membership.cancelPage.keepIt')}
        danger
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(
            { reason },
            {
              onSuccess: () => {
                notify({ message: t('membership.cancelPage.cancelled') });
                navigate(PAGES.membership.path, { replace: true });
              },
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        {m ? t('membership.cancelPage.confirmBody', { date: formatDate(m.currentPeriodEnd) }) : null}
      </ConfirmDialog>
    </OnboardingLayout>
  );
};

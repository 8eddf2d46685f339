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
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setConfirming(true);
  };

  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Cancel membership
        </Typography>
        <MembershipLockBanner lock={lock} />
        {!m && lock.notice ? null : m?.status !== 'ACTIVE' ? (
          <>
            <Alert severity="info">Your membership is not active, so there is nothing to cancel.</Alert>
            <Button component={RouterLink} to={PAGES.membership.path} variant="contained">
              Back to Membership
            </Button>
          </>
        ) : (
          <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Cancel membership">
            <Typography color="text.secondary">
              We're sorry to see you go. Your membership stays active until {formatDate(m.currentPeriodEnd)}.
              After that you can no longer create offers, buy, sell or send gifts. You can renew at any time.
            </Typography>
            {unlessMaintenance(cancel.error) ? (
              <Alert severity="error" role="alert">
                {cancel.error?.message}
              </Alert>
            ) : null}
            <TextField
              label="Why are you cancelling? (optional)"
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
              Cancel membership
            </Button>
            <Button component={RouterLink} to={PAGES.membership.path}>
              Keep my membership
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming && !lock.locked}
        title="Cancel your membership?"
        confirmLabel="Yes, cancel"
        cancelLabel="Keep it"
        danger
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(
            { reason },
            {
              onSuccess: () => {
                notify({ message: 'Your membership has been cancelled.' });
                navigate(PAGES.membership.path, { replace: true });
              },
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        {m
          ? `Your access continues until ${formatDate(m.currentPeriodEnd)}. No further payments will be taken.`
          : null}
      </ConfirmDialog>
    </OnboardingLayout>
  );
};

import { isApiError } from '@barterbits/api-client';
import { PAGES, RESEND_VERIFICATION_COOLDOWN_SECONDS } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLogout, useStoreProfile } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import {
  markVerificationSent,
  resendCooldownLeft,
  useResendVerification,
} from '../api/resend-verification.ts';
import { useVerificationWatch } from '../api/watch-verification.ts';
import { AccountPage } from '../components/account-page.tsx';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/** Counts down the seconds left before Resend works again. */
const useCooldown = () => {
  const [left, setLeft] = useState(() => resendCooldownLeft());
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft(resendCooldownLeft()), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, () => setLeft(resendCooldownLeft())] as const;
};

/**
 * /email-verification: "Check your inbox" with the address, Resend (with cooldown) and sign out. The
 * page watches the member's profile (see useVerificationWatch): once the address is verified (the
 * stage has moved on, e.g. by the link opened in another tab), the member goes on to the route of their
 * new stage and is never offered Resend. A member at any other stage is sent to their stage's route.
 */
export const EmailVerificationRoute = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const resend = useResendVerification();
  const logout = useLogout();
  const [left, refreshCooldown] = useCooldown();
  const profile = useVerificationWatch(user?.userId);
  const storeProfile = useStoreProfile();
  const stage = profile.data?.checkOutStatus ?? user?.checkOutStatus;
  const movedOn = stage !== undefined && stage !== 'EMAIL_VERIFICATION';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the fresh profile shows a new stage.
  useEffect(() => {
    if (!movedOn || !stage) return;
    // The stored member first, so the next page's stage guard sees the new stage.
    if (profile.data) storeProfile(profile.data);
    navigate(routeForStage(stage), { replace: true });
  }, [movedOn, stage]);

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => navigate(PAGES.checkEmail.path, { state: { email: user?.email } }),
      onError: (error) => {
        // Verified meanwhile (the server refuses at any other stage): look again and move on.
        if (isApiError(error) && error.code === 'ONBOARDING_STAGE') void profile.refetch();
        // The server's once-a-minute limit: wait out a full minute here too.
        if (isApiError(error) && error.status === 429) markVerificationSent();
        refreshCooldown();
      },
    });

  if (movedOn) return <PageLoader />;

  return (
    <AccountPage
      heading={t('accounts.emailVerification.heading')}
      lead={withValues(t('accounts.emailVerification.lead', { email: SLOTS[0] }), [
        // A long address breaks anywhere rather than overflow a phone.
        <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {user?.email}
        </Box>,
      ])}
    >
      {resend.isError ? (
        <Alert severity="error" role="alert">
          {resend.error.message}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onResend}
        loading={resend.isPending}
        disabled={left > 0}
      >
        {left > 0
          ? t('accounts.emailVerification.resendIn', { seconds: left })
          : t('accounts.emailVerification.resend')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('accounts.emailVerification.spam', { seconds: RESEND_VERIFICATION_COOLDOWN_SECONDS })}
      </Typography>
      <Typography variant="body2">
        {t('accounts.emailVerification.wrongAddress')}{' '}
        <Link component="button" type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('accounts.emailVerification.signOut')}
        </Link>{' '}
        {t('accounts.emailVerification.signUpAgain')}
      </Typography>
    </AccountPage>
  );
};

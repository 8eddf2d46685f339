import { isApiError } from '@barterbits/api-client';
import { PAGES, RESEND_VERIFICATION_COOLDOWN_SECONDS } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLogout, useStoreProfile } from '../../../lib/auth.tsx';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import {
  markVerificationSent,
  resendCooldownLeft,
  useResendVerification,
} from '../api/resend-verification.ts';
import { useVerificationWatch } from '../api/watch-verification.ts';
import { AccountPage } from '../components/account-page.tsx';

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
      heading="Check your inbox"
      lead={
        <>
          We sent a verification link to <strong>{user?.email}</strong>. Open it to verify your email address
          and continue setting up your account. The link expires in 24 hours.
        </>
      }
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
        {left > 0 ? `Resend email (${left}s)` : 'Resend email'}
      </Button>
      <Typography variant="body2" color="text.secondary">
        Didn't get it? Check your spam folder. You can ask for a new email once every{' '}
        {RESEND_VERIFICATION_COOLDOWN_SECONDS} seconds.
      </Typography>
      <Typography variant="body2">
        Wrong address?{' '}
        <Link component="button" type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </Link>{' '}
        and sign up again.
      </Typography>
    </AccountPage>
  );
};

import type { TEmailChangeLinkResponse } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { useResetPersistedAtoms } from '../../../stores/reset.ts';
import { userAtom } from '../../../stores/session.ts';
import { useApproveEmailChange } from '../api/approve-email-change.ts';
import { useDeclineEmailChange } from '../api/decline-email-change.ts';
import { useVerifyEmailChange } from '../api/verify-email-change.ts';
import { AccountPage } from '../components/account-page.tsx';
import { LinkFailed, LinkPending } from '../components/link-status.tsx';
import { isLinkError } from '../lib/password-rules.ts';
import { useLinkOnce } from '../lib/use-link-once.ts';

const EXPIRED_PAGE = PAGES.changeEmailLinkExpire.path;

const HEADINGS: Record<TEmailChangeLinkResponse['data']['status'], string> = {
  AWAITING_APPROVAL: 'New email address verified',
  AWAITING_VERIFICATION: 'Email change approved',
  CHANGED: 'Email address changed',
  DECLINED: 'Email change declined',
};

/**
 * /verify-email-change?token=[&action=approve|decline]: the links of an e-mail change. Without an
 * action it verifies the new address; with one it approves or declines from the current address.
 * The link is used once per visit; a used, expired or unknown link goes to /change-email-link-expire.
 */
export const VerifyEmailChangeRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = params.get('action');
  const verify = useVerifyEmailChange();
  const approve = useApproveEmailChange();
  const decline = useDeclineEmailChange();
  const mutation = action === 'approve' ? approve : action === 'decline' ? decline : verify;
  const valid = !!token && (action === null || action === 'approve' || action === 'decline');
  const user = useAtomValue(userAtom);
  const queryClient = useQueryClient();
  const resetAtoms = useResetPersistedAtoms();
  const navigate = useNavigate();

  useLinkOnce(valid, () => mutation.mutate({ token }));

  if (!valid || (mutation.isError && isLinkError(mutation.error)))
    return <Navigate to={EXPIRED_PAGE} replace />;

  const signedIn = user !== null && api.session.isSignedIn();

  if (mutation.isSuccess) {
    const { status, newEmail } = mutation.data.data;
    const onContinue = () => {
      // The account's address (and possibly this session) changed: reload the member from the server.
      if (signedIn)
        void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(user.userId).queryKey });
      navigate(signedIn ? PAGES.myProfile.path : PAGES.signIn.path, { replace: true });
    };
    const onResetPassword = () => {
      // A decline signs the account out everywhere: end the local session too.
      api.session.clear();
      resetAtoms();
      queryClient.clear();
      navigate(PAGES.forgetPassword.path, { replace: true });
    };
    return (
      <AccountPage heading={HEADINGS[status]} lead={mutation.data.message}>
        {status === 'CHANGED' ? (
          <Typography color="text.secondary">
            Sign in with <strong>{newEmail}</strong> from now on.
          </Typography>
        ) : null}
        {status === 'DECLINED' ? (
          <>
            <Alert severity="warning">
              Someone who knows your password asked for this change. Choose a new password now.
            </Alert>
            <Button variant="contained" size="large" fullWidth onClick={onResetPassword}>
              Change my password
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" fullWidth onClick={onContinue}>
            {signedIn ? 'Continue' : 'Sign in'}
          </Button>
        )}
      </AccountPage>
    );
  }

  if (mutation.isError) {
    return (
      <LinkFailed
        heading="We could not complete this step"
        message={mutation.error.message}
        onRetry={() => mutation.mutate({ token })}
      >
        <Button component={RouterLink} to={PAGES.home.path} size="large" fullWidth>
          Home
        </Button>
      </LinkFailed>
    );
  }

  return <LinkPending heading="Checking your link" />;
};

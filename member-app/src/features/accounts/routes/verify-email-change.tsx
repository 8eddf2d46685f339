import type { TEmailChangeLinkResponse } from '@barterbits/contracts';
import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Messages } from '../../../i18n/messages.ts';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useResetPersistedAtoms } from '../../../stores/reset.ts';
import { userAtom } from '../../../stores/session.ts';
import { useApproveEmailChange } from '../api/approve-email-change.ts';
import { useDeclineEmailChange } from '../api/decline-email-change.ts';
import { useVerifyEmailChange } from '../api/verify-email-change.ts';
import { AccountPage } from '../components/account-page.tsx';
import { LinkFailed, LinkPending } from '../components/link-status.tsx';
import { isLinkError } from '../lib/password-rules.ts';
import { useLinkOnce } from '../lib/use-link-once.ts';
import { SLOTS, withValues } from '../lib/with-values.tsx';

const EXPIRED_PAGE = PAGES.changeEmailLinkExpire.path;

/** The heading of each state the change is in after the link. */
const HEADINGS = {
  AWAITING_APPROVAL: 'accounts.verifyEmailChange.awaitingApproval',
  AWAITING_VERIFICATION: 'accounts.verifyEmailChange.awaitingVerification',
  CHANGED: 'accounts.verifyEmailChange.changed',
  DECLINED: 'accounts.verifyEmailChange.declined',
} as const satisfies Record<TEmailChangeLinkResponse['data']['status'], keyof Messages>;

/**
 * /verify-email-change?token=[&action=approve|decline]: the links of an e-mail change. Without an
 * action it verifies the new address; with one it approves or declines from the current address.
 * The link is used once per visit; a used, expired or unknown link goes to /change-email-link-expire.
 */
export const VerifyEmailChangeRoute = () => {
  const t = useT();
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
      <AccountPage heading={t(HEADINGS[status])} lead={mutation.data.message}>
        {status === 'CHANGED' ? (
          <Typography color="text.secondary">
            {withValues(t('accounts.verifyEmailChange.signInWith', { email: SLOTS[0] }), [
              <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {newEmail}
              </Box>,
            ])}
          </Typography>
        ) : null}
        {status === 'DECLINED' ? (
          <>
            <Alert severity="warning">{t('accounts.verifyEmailChange.someoneElse')}</Alert>
            <Button variant="contained" size="large" fullWidth onClick={onResetPassword}>
              {t('accounts.verifyEmailChange.changePassword')}
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" fullWidth onClick={onContinue}>
            {signedIn ? t('accounts.verifyEmailChange.continue') : t('accounts.verifyEmailChange.signIn')}
          </Button>
        )}
      </AccountPage>
    );
  }

  if (mutation.isError) {
    return (
      <LinkFailed
        heading={t('accounts.verifyEmailChange.failed')}
        message={mutation.error.message}
        onRetry={() => mutation.mutate({ token })}
      >
        <Button component={RouterLink} to={PAGES.home.path} size="large" fullWidth>
          {t('accounts.verifyEmailChange.home')}
        </Button>
      </LinkFailed>
    );
  }

  return <LinkPending heading={t('accounts.verifyEmailChange.pending')} />;
};

import { PAGES } from '@barterbits/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { useT } from '../../../lib/i18n.ts';
import { toLoggedInMember } from '../../../lib/member.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AccountPage } from '../components/account-page.tsx';
import { LinkFailed, LinkPending } from '../components/link-status.tsx';
import { isLinkError } from '../lib/password-rules.ts';
import { useLinkOnce } from '../lib/use-link-once.ts';
import { SLOTS, withValues } from '../lib/with-values.tsx';

/**
 * /email-verified?token=: verifies the address once (the token is single use), then Continue takes a
 * signed-in member to the route of their new stage, anyone else to sign in. A used, expired or
 * unknown link goes to /link-expire.
 */
export const EmailVerifiedRoute = () => {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [user, setUser] = useAtom(userAtom);
  const [continuing, setContinuing] = useState(false);

  useLinkOnce(!!token, () => verify.mutate({ token }));

  if (!token || (verify.isError && isLinkError(verify.error)))
    return <Navigate to={PAGES.linkExpire.path} replace />;

  const onContinue = async () => {
    if (!user || !api.session.isSignedIn()) {
      navigate(PAGES.signIn.path, { replace: true });
      return;
    }
    setContinuing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...getUserQueryOptions(user.userId), staleTime: 0 });
      setUser(toLoggedInMember(fresh));
      navigate(routeForStage(fresh.checkOutStatus), { replace: true });
    } catch {
      navigate(PAGES.signIn.path, { replace: true });
    } finally {
      setContinuing(false);
    }
  };

  if (verify.isSuccess) {
    return (
      <AccountPage
        heading={t('accounts.emailVerified.heading')}
        lead={withValues(t('accounts.emailVerified.lead', { email: SLOTS[0] }), [
          <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {verify.data.data.email}
          </Box>,
        ])}
      >
        <Button variant="contained" size="large" fullWidth onClick={onContinue} loading={continuing}>
          {t('accounts.emailVerified.continue')}
        </Button>
      </AccountPage>
    );
  }

  if (verify.isError) {
    return (
      <LinkFailed
        heading={t('accounts.emailVerified.failed')}
        message={verify.error.message}
        onRetry={() => verify.mutate({ token })}
      />
    );
  }

  return <LinkPending heading={t('accounts.emailVerified.pending')} />;
};

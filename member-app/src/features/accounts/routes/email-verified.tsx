import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { getUserQueryOptions } from '../../../lib/auth.tsx';
import { toLoggedInMember } from '../../../lib/member.ts';
import { routeForStage } from '../../../lib/routes.ts';
import { userAtom } from '../../../stores/session.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AccountPage } from '../components/account-page.tsx';
import { isLinkError } from '../lib/password-rules.ts';

/**
 * /email-verified?token=: verifies the address once (the token is single use), then Continue takes a
 * signed-in member to the route of their new stage, anyone else to sign in. A used, expired or
 * unknown link goes to /link-expire.
 */
export const EmailVerifiedRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [user, setUser] = useAtom(userAtom);
  const [continuing, setContinuing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is used exactly once per visit.
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    verify.mutate({ token });
  }, []);

  if (!token || (verify.isError && isLinkError(verify.error))) return <Navigate to="/link-expire" replace />;

  const onContinue = async () => {
    if (!user || !api.session.isSignedIn()) {
      navigate('/sign-in', { replace: true });
      return;
    }
    setContinuing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...getUserQueryOptions(user.userId), staleTime: 0 });
      setUser(toLoggedInMember(fresh));
      navigate(routeForStage(fresh.checkOutStatus), { replace: true });
    } catch {
      navigate('/sign-in', { replace: true });
    } finally {
      setContinuing(false);
    }
  };

  if (verify.isSuccess) {
    return (
      <AccountPage
        heading="Email verified"
        lead={
          <>
            Thank you! <strong>{verify.data.data.email}</strong> is verified.
          </>
        }
      >
        <Button variant="contained" size="large" fullWidth onClick={onContinue} loading={continuing}>
          Continue
        </Button>
      </AccountPage>
    );
  }

  if (verify.isError) {
    return (
      <AccountPage heading="We could not verify your email">
        <Alert severity="error" role="alert">
          {verify.error.message}
        </Alert>
        <Button variant="contained" size="large" fullWidth onClick={() => verify.mutate({ token })}>
          Try again
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage heading="Verifying your email">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography color="text.secondary">One moment…</Typography>
      </Stack>
    </AccountPage>
  );
};

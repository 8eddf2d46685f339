import { isApiError } from '@barterbits/api-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useNotify } from '../../../stores/notify.ts';
import { useChangePin } from '../api/change-pin.ts';
import { usePinResetLink, useResetPin } from '../api/reset-pin.ts';
import { applyFieldErrors, NewPinForm } from '../components/new-pin-form.tsx';

const EXPIRED_PAGE = '/forgot-pin-link-expire';

/**
 * /new-pin: choose a new PIN, either with the e-mailed reset link (?token=) or, in Change PIN, with
 * the pinToken that /current-pin put in the router state.
 */
export const NewPinRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const pinToken = (useLocation().state as { pinToken?: string } | null)?.pinToken;
  if (token) return <ResetWithLink token={token} />;
  if (pinToken) return <ChangeWithPinToken pinToken={pinToken} />;
  return <Navigate to="/current-pin" replace />;
};

const Title = () => (
  <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
    Choose a new PIN
  </Typography>
);

const ResetWithLink = ({ token }: { token: string }) => {
  const link = usePinResetLink(token);
  const reset = useResetPin();
  const { status } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();

  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    if (isApiError(link.error) && link.error.code === 'LINK_EXPIRED')
      return <Navigate to={EXPIRED_PAGE} replace />;
    return (
      <OnboardingLayout>
        <Stack spacing={2.5}>
          <Title />
          <Alert severity="error" role="alert">
            {link.error.message}
          </Alert>
          <Button component={RouterLink} to="/" variant="outlined">
            Home
          </Button>
        </Stack>
      </OnboardingLayout>
    );
  }
  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Title />
        <NewPinForm
          pinLabel="New PIN"
          submitLabel="Save PIN"
          pending={reset.isPending}
          error={reset.error}
          onSubmit={(values, setFieldError) =>
            reset.mutate(
              { token, ...values },
              {
                onSuccess: ({ message }) => {
                  notify({ message });
                  navigate(status === 'signed-in' ? '/pin' : '/sign-in', { replace: true });
                },
                onError: (e) => {
                  if (isApiError(e) && e.code === 'LINK_EXPIRED')
                    return navigate(EXPIRED_PAGE, { replace: true });
                  applyFieldErrors(e, setFieldError);
                },
              },
            )
          }
        />
      </Stack>
    </OnboardingLayout>
  );
};

const ChangeWithPinToken = ({ pinToken }: { pinToken: string }) => {
  const change = useChangePin();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <OnboardingLayout>
      <Stack spacing={2.5}>
        <Title />
        <NewPinForm
          pinLabel="New PIN"
          submitLabel="Save PIN"
          pending={change.isPending}
          error={change.error}
          onSubmit={(values, setFieldError) =>
            change.mutate(
              { pinToken, ...values },
              {
                onSuccess: ({ message }) => {
                  notify({ message });
                  navigate('/pin', { replace: true });
                },
                onError: (e) => {
                  // The proof of the current PIN ran out: check it again.
                  if (isApiError(e) && e.code === 'FORBIDDEN') {
                    notify({ message: e.message, severity: 'error' });
                    return navigate('/current-pin', { replace: true });
                  }
                  applyFieldErrors(e, setFieldError);
                },
              },
            )
          }
        />
      </Stack>
    </OnboardingLayout>
  );
};

import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { useResetPersistedAtoms } from '../../../stores/reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetLink } from '../api/verify-reset-link.ts';
import { AccountPage } from '../components/account-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { isLinkError } from '../lib/password-rules.ts';

const EXPIRED = PAGES.forgotPasswordLinkExpire.path;

/**
 * /new-password?token= (and /reset-password?token=): checks the reset link first, then takes the new
 * password. A reset ends every session of the account, so this device signs out too.
 */
export const NewPasswordRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useVerifyResetLink(token);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetAtoms = useResetPersistedAtoms();
  if (!token || (link.isError && isLinkError(link.error))) return <Navigate to={EXPIRED} replace />;

  if (link.isPending) {
    return (
      <AccountPage heading="Choose a new password">
        <Stack direction="row" sx={{ justifyContent: 'center' }} role="status" aria-label="Checking the link">
          <CircularProgress />
        </Stack>
      </AccountPage>
    );
  }
  if (link.isError) {
    return (
      <AccountPage heading="Choose a new password">
        <Alert severity="error" role="alert">
          {link.error.message}
        </Alert>
        <Button variant="contained" onClick={() => link.refetch()}>
          Try again
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      heading="Choose a new password"
      lead={
        <>
          Set a new password for <strong>{link.data.email}</strong>.
        </>
      }
    >
      <NewPasswordForm
        label="New password"
        submitLabel="Reset password"
        pending={reset.isPending}
        error={reset.error}
        send={(values, onError) =>
          reset.mutate(
            { token, ...values },
            {
              onSuccess: () => {
                if (api.session.isSignedIn()) {
                  api.session.clear();
                  resetAtoms();
                  queryClient.clear();
                }
                navigate(PAGES.passwordSuccess.path, { replace: true, state: { email: link.data.email } });
              },
              onError,
            },
          )
        }
        onLinkError={() => navigate(EXPIRED, { replace: true })}
      />
    </AccountPage>
  );
};

import { PAGES } from '@barterbits/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { useResetPersistedAtoms } from '../../../stores/reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetLink } from '../api/verify-reset-link.ts';
import { AccountPage } from '../components/account-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { isLinkError } from '../lib/password-rules.ts';
import { SLOTS, withValues } from '../lib/with-values.tsx';

const EXPIRED = PAGES.forgotPasswordLinkExpire.path;

/**
 * /new-password?token= (and /reset-password?token=): checks the reset link first, then takes the new
 * password. A reset ends every session of the account, so this device signs out too.
 */
export const NewPasswordRoute = () => {
  const t = useT();
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
      <AccountPage heading={t('accounts.newPassword.heading')}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'center' }}
          role="status"
          aria-label={t('accounts.newPassword.checking')}
        >
          <CircularProgress />
        </Stack>
      </AccountPage>
    );
  }
  if (link.isError) {
    return (
      <AccountPage heading={t('accounts.newPassword.heading')}>
        <Alert severity="error" role="alert">
          {link.error.message}
        </Alert>
        <Button variant="contained" onClick={() => link.refetch()}>
          {t('accounts.newPassword.retry')}
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      heading={t('accounts.newPassword.heading')}
      lead={withValues(t('accounts.newPassword.lead', { email: SLOTS[0] }), [
        <Box key="email" component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {link.data.email}
        </Box>,
      ])}
    >
      <NewPasswordForm
        label={t('accounts.newPassword.form')}
        submitLabel={t('accounts.newPassword.submit')}
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

import { type TVerifyPasswordRequest, ZVerifyPasswordRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useVerifyPassword } from '../api/verify-password.ts';
import { AccountPage } from './account-page.tsx';
import { PasswordField } from './password-field.tsx';

/**
 * The re-check before a sensitive change: the current password, then on to `next` with the
 * single-use token from POST /user/verify-password in router state (never stored).
 */
export const CurrentPasswordStep = ({ heading, next }: { heading: string; next: string }) => {
  const navigate = useNavigate();
  const notice = (useLocation().state as { message?: string } | null)?.message;
  const verify = useVerifyPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TVerifyPasswordRequest>({
    resolver: zodResolver(ZVerifyPasswordRequest),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      // The token stays in router state only: never stored, gone with this history entry.
      onSuccess: ({ token }) => navigate(next, { state: { token } }),
    }),
  );

  return (
    <AccountPage heading={heading} lead="For your security, please enter your current password first.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Current password">
        {notice && !verify.isError ? <Alert severity="info">{notice}</Alert> : null}
        {verify.isError ? (
          <Alert severity="error" role="alert">
            {verify.error.message}
          </Alert>
        ) : null}
        <PasswordField
          registration={register('password')}
          label="Current password"
          autoComplete="current-password"
          error={errors.password?.message}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          Continue
        </Button>
        <Button component={RouterLink} to="/my-profile" size="large" fullWidth>
          Cancel
        </Button>
      </Stack>
    </AccountPage>
  );
};

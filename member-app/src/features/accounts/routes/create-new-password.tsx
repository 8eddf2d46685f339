import { ACCOUNT_MESSAGES, type TNewPassword, ZNewPassword } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../../stores/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountPage } from '../components/account-page.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { applyFieldErrors, formLevelError } from '../lib/form-errors.ts';
import { isLinkError } from '../lib/password-rules.ts';

/** /create-new-password: the new password (with the token from /current-password); then back to the profile. */
export const CreateNewPasswordRoute = () => {
  const token = (useLocation().state as { token?: string } | null)?.token;
  const navigate = useNavigate();
  const notify = useNotify();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TNewPassword>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) return <Navigate to="/current-password" replace />;

  const onSubmit = handleSubmit((values) =>
    change.mutate(
      { token, ...values },
      {
        onSuccess: (res) => {
          notify({ message: res.message || ACCOUNT_MESSAGES.passwordChanged, severity: 'success' });
          navigate('/my-profile', { replace: true });
        },
        onError: (error) => {
          if (isLinkError(error)) {
            navigate('/current-password', { replace: true, state: { message: error.message } });
          } else {
            applyFieldErrors(error, setError, ['password', 'confirmPassword']);
          }
        },
      },
    ),
  );

  return (
    <AccountPage
      heading="Create a new password"
      lead="Choose a password you have not used here before. Your other devices will be signed out."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Create new password">
        {change.isError && !isLinkError(change.error) && formLevelError(change.error) ? (
          <Alert severity="error" role="alert">
            {formLevelError(change.error)}
          </Alert>
        ) : null}
        <NewPasswordFields register={register} errors={errors} password={watch('password') ?? ''} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </AccountPage>
  );
};

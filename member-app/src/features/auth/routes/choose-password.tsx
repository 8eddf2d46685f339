import { isApiError } from '@barterbits/api-client';
import { type TChoosePasswordRequest, ZChoosePasswordRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useChoosePassword } from '../api/choose-password.ts';

/** /choose-password: a member who signed up with Google, Facebook or Apple picks a password. */
export const ChoosePasswordRoute = () => {
  const choose = useChoosePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TChoosePasswordRequest>({
    resolver: zodResolver(ZChoosePasswordRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <OnboardingLayout>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((v) =>
          choose.mutate(v, {
            // Field messages (e.g. a too common password) show beside their field.
            onError: (e) => applyServerErrors(e, ['password', 'confirmPassword'], setError),
          }),
        )}
      >
        <Typography color="text.secondary">
          You will use it to confirm sensitive changes to your account. You keep signing in with your social
          account.
        </Typography>
        {choose.isError && !(isApiError(choose.error) && choose.error.fieldErrors) ? (
          <Alert severity="error">{choose.error.message}</Alert>
        ) : null}
        <TextField
          {...register('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={!!errors.password}
          helperText={
            errors.password?.message ??
            '8+ characters with an uppercase and a lowercase letter, a digit and a symbol.'
          }
        />
        <TextField
          {...register('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={choose.isPending}>
          Continue
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};

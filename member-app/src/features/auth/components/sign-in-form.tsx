import { isApiError } from '@barterbits/api-client';
import { ZLoginRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { type SignInInput, useLogin } from '../../../lib/auth.tsx';

/** E-mail (ZEmail) and a required password: the member half of the login request. */
const ZSignInForm = ZLoginRequest.pick({ email: true, password: true });

/** The sign-in form: validates locally, then shows the server's message when sign-in fails. */
export const SignInForm = () => {
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignInInput>({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onError: (error) => {
        if (!isApiError(error) || !error.fieldErrors) return;
        for (const field of ['email', 'password'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
      {login.isError ? (
        <Alert severity="error" role="alert">
          {login.error.message}
        </Alert>
      ) : null}
      <TextField
        {...register('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      <TextField
        {...register('password')}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        error={errors.password !== undefined}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((v) => !v)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
        Sign in
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/forget-password" variant="body2">
          Forgot password?
        </Link>
        <Link component={RouterLink} to="/sign-up" variant="body2">
          Create an account
        </Link>
      </Stack>
    </Stack>
  );
};

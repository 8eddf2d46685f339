import { PAGES, ZLoginRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { type SignInInput, useLogin } from '../../../lib/auth.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';

/** E-mail (ZEmail) and a required password: the member half of the login request. */
const ZSignInForm = ZLoginRequest.pick({ email: true, password: true });

/** The sign-in form: validates locally, then shows the server's message when sign-in fails. */
export const SignInForm = () => {
  const t = useT();
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
      onError: (error) => applyServerErrors(error, ['email', 'password'], setError),
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.signIn.form')}>
      <FormError message={login.error?.message} />
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        label={t('auth.signIn.password')}
        autoComplete="current-password"
        error={errors.password?.message}
      />
      <SubmitButton pending={login.isPending}>{t('auth.signIn.submit')}</SubmitButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={PAGES.forgetPassword.path} variant="body2" sx={touchTargetLink}>
          {t('auth.signIn.forgotPassword')}
        </Link>
        <Link component={RouterLink} to={PAGES.signUp.path} variant="body2" sx={touchTargetLink}>
          {t('auth.signIn.createAccount')}
        </Link>
      </Stack>
    </Stack>
  );
};

import { PAGES, ZLoginRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useLogin } from '../../../lib/auth.tsx';
import { applyServerErrors, formErrorMessage, serverFieldMessages } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';

/** The password half of the login request (the address is fixed by the page). */
const ZPasswordStep = ZLoginRequest.pick({ password: true });

/** The field that takes the server's messages; the address's show above the form. */
const FIELDS = ['password'] as const;

interface PasswordStepInput {
  password: string;
}

/**
 * The password step of an e-mail-first sign-in: the password for `email`, sent with the same login call
 * as /sign-in. A message about the address (which cannot be edited here) shows above the form.
 */
export const PasswordStepForm = ({ email }: { email: string }) => {
  const t = useT();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordStepInput, unknown, PasswordStepInput>({
    resolver: zodResolver(ZPasswordStep),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    login.mutate({ email, password }, { onError: (error) => applyServerErrors(error, FIELDS, setError) });
  });

  const [aboutEmail] = serverFieldMessages(login.error, ['email']);
  const formMessage = aboutEmail?.[1] ?? formErrorMessage(login.error, FIELDS);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={t('auth.signIn.form')}>
      {/* The address for password managers, which save and fill the pair by it. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <FormError message={formMessage} />
      <PasswordField
        registration={register('password')}
        label={t('auth.signIn.password')}
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
      />
      <SubmitButton pending={login.isPending}>{t('auth.signIn.submit')}</SubmitButton>
      <Link
        component={RouterLink}
        to={PAGES.forgetPassword.path}
        state={{ email }}
        variant="body2"
        sx={{ ...touchTargetLink, alignSelf: 'flex-start' }}
      >
        {t('auth.signIn.forgotPassword')}
      </Link>
    </Stack>
  );
};

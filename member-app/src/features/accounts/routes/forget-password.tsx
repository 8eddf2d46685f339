import { PAGES, type TForgotPasswordRequest, ZForgotPasswordRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AccountPage } from '../components/account-page.tsx';

/** The field that takes the server's messages. */
const FIELDS = ['email'] as const;

/** The address the page came with (the /password step passes the one being signed in with), else ''. */
const emailFromState = (state: unknown): string => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

/** /forget-password: the e-mail address to send a reset link to; then /email-sent. */
export const ForgetPasswordRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForgotPasswordRequest, unknown, z.output<typeof ZForgotPasswordRequest>>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: emailFromState(state) },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (res) =>
        navigate(PAGES.emailSent.path, { state: { email: values.email, message: res.message } }),
      onError: (error) => applyServerErrors(error, FIELDS, setError),
    }),
  );

  return (
    <AccountPage
      heading={t('accounts.forgetPassword.heading')}
      lead={t('accounts.forgetPassword.lead')}
      footer={<LanguageSwitcher />}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label={t('accounts.forgetPassword.form')}
      >
        <FormError message={formErrorMessage(forgot.error, FIELDS)} />
        <EmailField registration={register('email')} error={errors.email?.message} />
        <SubmitButton pending={forgot.isPending}>{t('accounts.forgetPassword.submit')}</SubmitButton>
        <Link
          component={RouterLink}
          to={PAGES.signIn.path}
          variant="body2"
          sx={{ ...touchTargetLink, alignSelf: 'center' }}
        >
          {t('accounts.forgetPassword.back')}
        </Link>
      </Stack>
    </AccountPage>
  );
};

import { PAGES, type TSignUpRequest, ZEmail, ZSignUpRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useDuplicateMessage } from '../../../lib/duplicate-check.ts';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { rememberReferralCode } from '../../../lib/pending-referral.ts';
import { inlineTouchTargetLink } from '../../../lib/touch-target.ts';
import { referralCodeOf, useCheckReferralCode } from '../api/check-referral-code.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AccountPage } from '../components/account-page.tsx';
import { PasswordRules } from '../components/password-rules.tsx';

/** The fields that take the server's messages. */
const FIELDS = ['email', 'password', 'confirmPassword'] as const;

type Output = z.output<typeof ZSignUpRequest>;

/**
 * /sign-up: e-mail, password (rules shown) and confirmation; then on to /email-verification. From an
 * invite link (`?ref=CODE`) the inviter is named and the code goes with the sign-up; an unknown code
 * gets a quiet note and never blocks it.
 */
export const SignUpRoute = () => {
  const t = useT();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [searchParams] = useSearchParams();
  const refCode = referralCodeOf(searchParams.get('ref'));
  const refCheck = useCheckReferralCode(refCode);
  const inviterName = refCheck.data?.valid ? refCheck.data.inviterName : null;
  const refUnknown = refCode !== '' && (refCheck.isError || refCheck.data?.valid === false);
  // Kept for this tab, should the visitor sign up with a social account instead (lib/pending-referral.ts).
  useEffect(() => {
    if (inviterName) rememberReferralCode(refCode);
  }, [inviterName, refCode]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TSignUpRequest, unknown, Output>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  // As the address is typed (debounced): "Email already exists." before the form is even sent.
  const emailTaken = useDuplicateMessage('email', watch('email') ?? '', (v) => ZEmail.safeParse(v).success);
  const emailMessage = errors.email?.message ?? emailTaken ?? undefined;

  const onSubmit = handleSubmit((values) => {
    // The code goes with the sign-up even when the check could not confirm it: the server ignores an
    // unknown one, so it never blocks the sign-up.
    signUp.mutate(refCode ? { ...values, referralCode: refCode } : values, {
      onSuccess: () => navigate(PAGES.emailVerification.path, { replace: true }),
      onError: (error) => applyServerErrors(error, FIELDS, setError),
    });
  });

  return (
    <AccountPage
      heading={t('accounts.signUp.heading')}
      lead={t('accounts.signUp.lead')}
      footer={<LanguageSwitcher />}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label={t('accounts.signUp.form')}
      >
        {inviterName ? (
          <Alert severity="success" role="status">
            {t('accounts.signUp.invitedBy', { name: inviterName })}
          </Alert>
        ) : refUnknown ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('accounts.signUp.codeUnknown')}
          </Typography>
        ) : null}
        <FormError message={formErrorMessage(signUp.error, FIELDS)} />
        <EmailField registration={register('email')} error={emailMessage} />
        <PasswordField
          registration={register('password')}
          label={t('accounts.signUp.password')}
          error={errors.password?.message}
        />
        <PasswordRules value={watch('password') ?? ''} />
        <PasswordField
          registration={register('confirmPassword')}
          label={t('accounts.signUp.confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <SubmitButton pending={signUp.isPending}>{t('accounts.signUp.submit')}</SubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('accounts.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={PAGES.signIn.path} sx={inlineTouchTargetLink}>
            {t('accounts.signUp.signIn')}
          </Link>
        </Typography>
      </Stack>
    </AccountPage>
  );
};

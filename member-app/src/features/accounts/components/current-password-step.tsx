import { type TVerifyPasswordRequest, ZVerifyPasswordRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form/form-error.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useVerifyPassword } from '../api/verify-password.ts';
import { AccountPage } from './account-page.tsx';
import { CancelToProfile } from './cancel-to-profile.tsx';

/**
 * The re-check before a sensitive change: the current password, then on to `next` with the
 * single-use token from POST /user/verify-password in router state (never stored).
 */
export const CurrentPasswordStep = ({ heading, next }: { heading: string; next: string }) => {
  const t = useT();
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
    <AccountPage heading={heading} lead={t('accounts.currentPasswordStep.lead')}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2.5}
        aria-label={t('accounts.currentPasswordStep.form')}
      >
        {notice && !verify.isError ? <Alert severity="info">{notice}</Alert> : null}
        <FormError message={verify.error?.message} />
        <PasswordField
          registration={register('password')}
          label={t('accounts.currentPasswordStep.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          autoFocus
        />
        <SubmitButton pending={verify.isPending}>{t('accounts.currentPasswordStep.continue')}</SubmitButton>
        <CancelToProfile />
      </Stack>
    </AccountPage>
  );
};

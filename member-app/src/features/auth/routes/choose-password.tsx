import {
  type LoginProvider,
  type TChoosePasswordRequest,
  ZChoosePasswordRequest,
} from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { OnboardingLayout } from '../../../components/layout/onboarding-layout.tsx';
import { applyServerErrors, formErrorMessage } from '../../../lib/forms.ts';
import { type T, useT } from '../../../lib/i18n.ts';
import { RequireStage } from '../../../lib/onboarding-guard.tsx';
import { translateValidation } from '../../../lib/validation-text.ts';
import { userAtom } from '../../../stores/session.ts';
import { useChoosePassword } from '../api/choose-password.ts';

/** The fields that take the server's messages. */
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * What the page says the password is for, by how the member signs in: a social member keeps signing
 * in with their provider and uses the password to confirm sensitive changes; a member who signs in
 * with a password (an account made for them with a temporary one) signs in with the new one.
 */
const purposeOf = (t: T, authMethod: LoginProvider | undefined): string =>
  authMethod && authMethod !== 'Custom'
    ? t('auth.choosePassword.social', { provider: authMethod })
    : t('auth.choosePassword.custom');

/**
 * /choose-password: stage CHANGE_PASSWORD only (the social sign-up's first step; the server sets the
 * password at that stage only): a member at another stage goes on to their own stage's route.
 */
export const ChoosePasswordRoute = () => (
  <RequireStage stages={['CHANGE_PASSWORD']}>
    <ChoosePasswordForm />
  </RequireStage>
);

const ChoosePasswordForm = () => {
  const t = useT();
  const user = useAtomValue(userAtom);
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
  const formError = formErrorMessage(choose.error, FIELDS);
  return (
    <OnboardingLayout>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((v) =>
          choose.mutate(v, {
            // Field messages (e.g. a too common password) show beside their field.
            onError: (e) => applyServerErrors(e, FIELDS, setError),
          }),
        )}
      >
        <Typography color="text.secondary">{purposeOf(t, user?.authMethod)}</Typography>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          {...register('password')}
          label={t('auth.signIn.password')}
          type="password"
          autoComplete="new-password"
          required
          error={!!errors.password}
          helperText={translateValidation(errors.password?.message) ?? t('auth.choosePassword.rules')}
        />
        <TextField
          {...register('confirmPassword')}
          label={t('auth.choosePassword.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={!!errors.confirmPassword}
          helperText={translateValidation(errors.confirmPassword?.message)}
        />
        <Button type="submit" variant="contained" size="large" disabled={choose.isPending}>
          {t('auth.choosePassword.continue')}
        </Button>
      </Stack>
    </OnboardingLayout>
  );
};

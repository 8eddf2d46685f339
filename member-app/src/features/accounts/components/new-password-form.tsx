import { type TNewPassword, ZNewPassword } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { formErrorUnlessLink, onLinkOrFieldErrors } from '../lib/form-errors.ts';
import { PasswordRules } from './password-rules.tsx';

/** The fields that take the server's messages. */
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * The new-password form that reset and change share: new password (with its rules checked as typed),
 * its confirmation and the submit button. `send` gets the values and the handler of a refusal: a link
 * error goes to `onLinkError`, the server's per-field messages onto the fields.
 */
export const NewPasswordForm = ({
  label,
  submitLabel,
  pending,
  error,
  send,
  onLinkError,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  send: (values: TNewPassword, onError: (error: Error) => void) => void;
  onLinkError: (error: Error) => void;
}) => {
  const t = useT();
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
  const onSubmit = handleSubmit((values) => send(values, onLinkOrFieldErrors(setError, FIELDS, onLinkError)));

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={label}>
      <FormError message={formErrorUnlessLink(error, FIELDS)} />
      <PasswordField
        registration={register('password')}
        label={t('accounts.newPasswordForm.password')}
        error={errors.password?.message}
        autoFocus
      />
      <PasswordRules value={watch('password') ?? ''} />
      <PasswordField
        registration={register('confirmPassword')}
        label={t('accounts.newPasswordForm.confirm')}
        error={errors.confirmPassword?.message}
      />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </Stack>
  );
};

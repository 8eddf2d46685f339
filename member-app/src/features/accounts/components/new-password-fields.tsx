import type { TNewPassword } from '@barterbits/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

/** New password (with its rules checked as typed) and its confirmation: reset and change share them. */
export const NewPasswordFields = ({
  register,
  errors,
  password,
}: {
  register: UseFormRegister<TNewPassword>;
  errors: FieldErrors<TNewPassword>;
  password: string;
}) => (
  <>
    <PasswordField
      registration={register('password')}
      label="New password"
      error={errors.password?.message}
      autoFocus
    />
    <PasswordRules value={password} />
    <PasswordField
      registration={register('confirmPassword')}
      label="Confirm new password"
      error={errors.confirmPassword?.message}
    />
  </>
);

import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/** The e-mail address of an account form (focused first), bound to react-hook-form. */
export const EmailField = ({
  registration,
  error,
  label,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  label?: string;
}) => {
  useT();
  const { ref, ...rest } = registration;
  const message = translateValidation(error);
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label ?? tOr('forms.email', 'Email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus
      error={message !== undefined}
      helperText={message}
    />
  );
};

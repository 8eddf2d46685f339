import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The e-mail address of an account form (focused first), bound to react-hook-form. */
export const EmailField = ({
  registration,
  error,
  label = 'Email',
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  label?: string;
}) => {
  const { ref, ...rest } = registration;
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      type="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus
      error={error !== undefined}
      helperText={error}
    />
  );
};

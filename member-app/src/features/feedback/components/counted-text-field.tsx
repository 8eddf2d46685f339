import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { counterText } from '../lib/feedback-form.ts';

/**
 * A text field bound to react-hook-form with the spec's character counter ("n/max") under it, or the
 * field's message when it has one. Typing stops at `max` characters.
 */
export const CountedTextField = ({
  registration,
  label,
  value,
  max,
  error,
  required = false,
  multiline = false,
  placeholder,
  disabled = false,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  value: string | undefined;
  max: number;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) => {
  const { ref, ...rest } = registration;
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      required={required}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      placeholder={placeholder}
      disabled={disabled}
      fullWidth
      error={error !== undefined}
      helperText={error ?? counterText(value, max)}
      slotProps={{
        htmlInput: { maxLength: max },
        formHelperText: { sx: { textAlign: error ? 'left' : 'right' } },
      }}
    />
  );
};

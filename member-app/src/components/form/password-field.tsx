import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/** A password input with a show / hide toggle, bound to react-hook-form. */
export const PasswordField = ({
  registration,
  label,
  error,
  autoComplete = 'new-password',
  autoFocus = false,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  error?: string | undefined;
  autoComplete?: 'new-password' | 'current-password';
  autoFocus?: boolean;
}) => {
  const [show, setShow] = useState(false);
  useT();
  const { ref, ...rest } = registration;
  const message = translateValidation(error);
  const named = { label: label.toLowerCase() };
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      type={show ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={message !== undefined}
      helperText={message}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={
                  show
                    ? tOr('forms.password.hide', `Hide ${named.label}`, named)
                    : tOr('forms.password.show', `Show ${named.label}`, named)
                }
                onClick={() => setShow((v) => !v)}
                edge="end"
              >
                {show ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const { ref, ...rest } = registration;
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
      error={error !== undefined}
      helperText={error}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={show ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
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

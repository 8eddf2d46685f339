import { PIN_LENGTH } from '@barterbits/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { digitsOnly } from '../../lib/forms.ts';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/** A masked PIN input: digits only, 4 at most, numeric keyboard on phones, with a show/hide toggle. */
export const PinField = <T extends FieldValues>({
  control,
  name,
  label,
  autoFocus = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}) => {
  const [show, setShow] = useState(false);
  useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(digitsOnly(e.target.value, PIN_LENGTH))}
          label={label}
          type={show ? 'text' : 'password'}
          required
          fullWidth
          autoFocus={autoFocus}
          autoComplete="off"
          error={fieldState.error !== undefined}
          helperText={translateValidation(fieldState.error?.message)}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: PIN_LENGTH,
              style: { letterSpacing: '0.5em' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={
                      show
                        ? tOr('app.pin.hide', `Hide ${label}`, { label })
                        : tOr('app.pin.show', `Show ${label}`, { label })
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
      )}
    />
  );
};

import { DEFAULT_COUNTRY_CODE } from '@barterbits/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { digitsOnly } from '../../lib/forms.ts';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/** The 10-digit mobile number with the +1 country code in front; non-digits are not typed in. */
export const MobileField = <T extends FieldValues>({
  control,
  name,
  label,
  extraMessage,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  label?: string;
  /** Shown under the field when the form itself has no error (e.g. "already in use"). */
  extraMessage?: string | null;
}) => {
  useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = translateValidation(fieldState.error?.message ?? extraMessage ?? undefined);
        return (
          <TextField
            label={label ?? tOr('app.mobile.label', 'Mobile number')}
            required
            fullWidth
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={(e) => field.onChange(digitsOnly(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="tel-national"
            error={message !== undefined}
            helperText={message}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 10 },
              input: {
                startAdornment: <InputAdornment position="start">{DEFAULT_COUNTRY_CODE}</InputAdornment>,
              },
            }}
          />
        );
      }}
    />
  );
};

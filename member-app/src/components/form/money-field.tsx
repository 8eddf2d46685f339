import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { sanitizeMoneyInput } from '../../lib/money.ts';

/**
 * An amount in BITS (spec §5 money input: digits and one point with two decimals, anything else is
 * not typed in), with the form's error under it and the unit, if given, at its end.
 */
export const MoneyField = <T extends FieldValues>({
  control,
  name,
  unit,
  ...props
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  unit?: string;
} & Pick<TextFieldProps, 'label' | 'required' | 'fullWidth' | 'autoFocus' | 'placeholder'>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...field}
        {...props}
        onChange={(e) => field.onChange(sanitizeMoneyInput(e.target.value))}
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          ...(unit
            ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }
            : {}),
        }}
      />
    )}
  />
);

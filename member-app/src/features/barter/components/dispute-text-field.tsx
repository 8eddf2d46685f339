import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';

/**
 * A dispute's required text (the buyer's account, the seller's answer) bound to react-hook-form, with
 * its "n/max" counter under it, or the field's message when it has one. Typing stops at `max` characters.
 * It stays editable while its form is sent, so that the server's message on it can focus it.
 */
export const DisputeTextField = <F extends FieldValues>({
  control,
  name,
  label,
  max,
}: {
  control: Control<F>;
  name: Path<F>;
  label: string;
  max: number;
}) => {
  useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <TextField
            {...field}
            value={value ?? ''}
            inputRef={ref}
            label={label}
            required
            multiline
            minRows={4}
            fullWidth
            error={message !== undefined}
            helperText={message ?? `${String(value ?? '').length}/${max}`}
            slotProps={{
              htmlInput: { maxLength: max },
              formHelperText: { sx: { textAlign: message ? 'left' : 'right' } },
            }}
          />
        );
      }}
    />
  );
};

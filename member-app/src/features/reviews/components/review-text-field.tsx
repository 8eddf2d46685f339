import { REVIEW_TEXT_MAX, VALIDATION_MESSAGES } from '@barterbits/contracts';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { counterText } from '../../../components/reviews/review-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { reviewFieldMessage } from '../lib/field-message.ts';

/**
 * A review, reply or report text (spec §5: text areas under 250 characters), bound to the form's field
 * `name`, with its counter; past the limit the counter turns into the contracts' message at once.
 */
export const ReviewTextField = <T extends FieldValues>({
  control,
  name,
  label,
  required = true,
  placeholder,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  placeholder?: string;
}) => {
  useT();
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  const tooLong = value.length > REVIEW_TEXT_MAX;
  const message = reviewFieldMessage(
    fieldState.error?.message ?? (tooLong ? VALIDATION_MESSAGES.textAreaMax : undefined),
  );
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      placeholder={placeholder}
      required={required}
      multiline
      minRows={4}
      fullWidth
      error={message !== undefined}
      helperText={message ?? counterText(value, REVIEW_TEXT_MAX)}
      slotProps={{ formHelperText: { sx: { textAlign: message ? 'left' : 'right' } } }}
    />
  );
};

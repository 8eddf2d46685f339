import { REVIEW_TEXT_MAX, VALIDATION_MESSAGES } from '@barterbits/contracts';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { counterText } from '../../../components/reviews/review-rules.ts';

/**
 * A review, reply or report text (spec §5: text areas under 250 characters) with its counter; past the
 * limit the counter turns into the contracts' message at once.
 */
export const ReviewTextField = ({
  registration,
  value,
  label,
  error,
  required = true,
  placeholder,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  label: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) => {
  const tooLong = value.length > REVIEW_TEXT_MAX;
  const message = error ?? (tooLong ? VALIDATION_MESSAGES.textAreaMax : undefined);
  return (
    <TextField
      {...registration}
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

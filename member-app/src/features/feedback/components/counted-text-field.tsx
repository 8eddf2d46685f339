import TextField from '@mui/material/TextField';
import { useFormState, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n.ts';
import { counterText } from '../lib/feedback-form.ts';
import { feedbackMessage } from '../lib/field-message.ts';
import type { FeedbackFormApi } from '../lib/use-feedback-form.ts';

/** The free-text fields of a feedback form. */
type TextFieldName = 'subject' | 'message' | 'steps';

/**
 * A text field of a feedback form, bound to react-hook-form by `name`, with the spec's character
 * counter ("n/max") under it, or the field's message when it has one. Typing stops at `max` characters.
 */
export const CountedTextField = ({
  form,
  name,
  label,
  max,
  required = false,
  multiline = false,
  placeholder,
  disabled = false,
}: {
  form: FeedbackFormApi;
  name: TextFieldName;
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) => {
  useT();
  const { ref, ...rest } = form.register(name);
  const value = useWatch({ control: form.control, name });
  const error = feedbackMessage(useFormState({ control: form.control, name }).errors[name]?.message);
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

import { isApiError } from '@barterbits/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/form-error.tsx';
import { applyServerErrors } from '../../../lib/forms.ts';
import { type ReplyFormValues, ZReplyForm } from '../lib/forms.ts';
import { ReviewTextField } from './review-text-field.tsx';

/** The reply text (required, under 250 characters) with Cancel and the page's submit. */
export const ReplyForm = ({
  label,
  defaultText,
  submitLabel,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  label: string;
  defaultText: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** Sends the text; `onError` puts the server's field message on the field. */
  onSubmit: (text: string, onError: (e: Error) => void) => void;
}) => {
  const form = useForm<ReplyFormValues>({
    resolver: zodResolver(ZReplyForm),
    defaultValues: { text: defaultText },
  });
  const {
    register,
    watch,
    setError,
    formState: { errors },
  } = form;
  const text = watch('text') ?? '';
  const submit = form.handleSubmit((values) =>
    onSubmit(values.text, (e) => void applyServerErrors(e, ['text'], setError)),
  );
  const formError = error && !(isApiError(error) && error.fieldErrors) ? error.message : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={label}>
        <FormError message={formError} />
        <ReviewTextField
          registration={register('text')}
          value={text}
          label="Your reply"
          placeholder="Thank them, or add what the next member should know."
          error={errors.text?.message}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};

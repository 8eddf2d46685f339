import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { useT } from '../../../lib/i18n.ts';

/**
 * The card every review, reply and report form sits in: the form (named by `label`), its own message
 * above the fields, the fields, then Cancel and the submit button (Cancel under it on a phone).
 */
export const ReviewForm = ({
  label,
  onSubmit,
  error,
  onCancel,
  submitLabel,
  submitColor,
  pending,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own message (`formErrorMessage`), or none. */
  error: string | null;
  onCancel: () => void;
  submitLabel: string;
  submitColor?: 'error';
  pending: boolean;
  children: ReactNode;
}) => {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={label}>
        <FormError message={error} />
        {children}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button onClick={onCancel}>{t('reviews.form.cancel')}</Button>
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};

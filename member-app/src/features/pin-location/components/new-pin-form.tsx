import { ZSetPinRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { PinField } from '../../../components/form/pin-field.tsx';
import { formErrorMessage } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';

export interface NewPinValues {
  pin: string;
  confirmPin: string;
}

/** The fields that take the server's messages. */
export const NEW_PIN_FIELDS = ['pin', 'confirmPin'] as const;

/**
 * A new PIN and its confirmation (4 digits, not guessable, the same twice), checked with the
 * contracts' rules before it is sent. Server field messages land on their fields; others above.
 */
export const NewPinForm = ({
  onSubmit,
  pending,
  error,
  submitLabel,
  pinLabel,
  children,
}: {
  /** Sends the values; `setError` puts a refusal's field messages on the fields (`NEW_PIN_FIELDS`). */
  onSubmit: (values: NewPinValues, setError: UseFormSetError<NewPinValues>) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  pinLabel?: string;
  children?: ReactNode;
}) => {
  const t = useT();
  const label = pinLabel ?? t('pin-location.form.pin');
  const { control, handleSubmit, setError } = useForm<NewPinValues>({
    resolver: zodResolver(ZSetPinRequest),
    defaultValues: { pin: '', confirmPin: '' },
  });
  const formError = formErrorMessage(error, NEW_PIN_FIELDS);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={submitLabel}
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
    >
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <PinField control={control} name="pin" label={label} autoFocus />
      <PinField control={control} name="confirmPin" label={t('pin-location.form.confirm', { label })} />
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
};

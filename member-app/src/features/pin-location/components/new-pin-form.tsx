import { isApiError } from '@barterbits/api-client';
import { ZSetPinRequest } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PinField } from '../../../components/form/pin-field.tsx';

export interface NewPinValues {
  pin: string;
  confirmPin: string;
}

/**
 * A new PIN and its confirmation (4 digits, not guessable, the same twice), checked with the
 * contracts' rules before it is sent. Server field messages land on their fields; others above.
 */
export const NewPinForm = ({
  onSubmit,
  pending,
  error,
  submitLabel,
  pinLabel = 'PIN',
  children,
}: {
  onSubmit: (
    values: NewPinValues,
    setFieldError: (field: keyof NewPinValues, message: string) => void,
  ) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  pinLabel?: string;
  children?: ReactNode;
}) => {
  const { control, handleSubmit, setError } = useForm<NewPinValues>({
    resolver: zodResolver(ZSetPinRequest),
    defaultValues: { pin: '', confirmPin: '' },
  });
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  const showAlert = error && !(fieldErrors && (fieldErrors.pin || fieldErrors.confirmPin));
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={submitLabel}
      onSubmit={handleSubmit((values) => onSubmit(values, (field, message) => setError(field, { message })))}
    >
      {showAlert ? (
        <Alert severity="error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      <PinField control={control} name="pin" label={pinLabel} autoFocus />
      <PinField control={control} name="confirmPin" label={`Confirm ${pinLabel}`} />
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
};

/** Puts a failed call's field messages on the form's fields. */
export const applyFieldErrors = (
  error: unknown,
  setFieldError: (field: keyof NewPinValues, message: string) => void,
) => {
  if (!isApiError(error) || !error.fieldErrors) return;
  for (const field of ['pin', 'confirmPin'] as const) {
    const message = error.fieldErrors[field]?.[0];
    if (message) setFieldError(field, message);
  }
};

import { isApiError } from '@barterbits/api-client';
import type { TCardInput } from '@barterbits/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import {
  type CardFormValues,
  cvcLength,
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  makeCardFormSchema,
  toCardInput,
} from '../../lib/card-form.ts';

const SERVER_FIELDS: Record<string, keyof CardFormValues> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
  holderName: 'holderName',
};

/** Puts the server's card field messages (`number` or `card.number` ...) on the form's fields. */
export function applyCardFieldErrors(error: unknown, setError: UseFormSetError<CardFormValues>): void {
  if (!isApiError(error) || !error.fieldErrors) return;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = SERVER_FIELDS[path.replace(/^card\./, '')];
    if (field && messages[0]) setError(field, { message: messages[0] });
  }
}

/**
 * The card form: number (grouped as typed), expiry MM/YY, CVC and name on card, checked with the
 * contracts' card rules. `error` is the last failed call: its message shows above the fields.
 */
export const CardForm = ({
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
  label = 'Card details',
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (card: TCardInput, setError: UseFormSetError<CardFormValues>) => void;
  children?: ReactNode;
  label?: string;
}) => {
  const schema = useMemo(() => makeCardFormSchema(), []);
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<CardFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_CARD_FORM });
  const number = watch('number');

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={2}
      onSubmit={handleSubmit((values) => onSubmit(toCardInput(values), setError))}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      <Controller
        name="number"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
            label="Card number"
            required
            fullWidth
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            error={errors.number !== undefined}
            helperText={errors.number?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
          />
        )}
      />
      <Stack direction="row" spacing={2}>
        <Controller
          name="expiry"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(formatExpiry(e.target.value, field.value))}
              label="Expiry (MM/YY)"
              required
              fullWidth
              autoComplete="cc-exp"
              placeholder="MM/YY"
              error={errors.expiry !== undefined}
              helperText={errors.expiry?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
          )}
        />
        <Controller
          name="cvc"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, cvcLength(number)))}
              label="CVC"
              required
              fullWidth
              autoComplete="cc-csc"
              error={errors.cvc !== undefined}
              helperText={errors.cvc?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        />
      </Stack>
      <Controller
        name="holderName"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            label="Name on card"
            required
            fullWidth
            autoComplete="cc-name"
            error={errors.holderName !== undefined}
            helperText={errors.holderName?.message}
          />
        )}
      />
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Stack>
  );
};

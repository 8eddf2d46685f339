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
  EXPIRY_MESSAGE,
  formatCardNumber,
  formatExpiry,
  makeCardFormSchema,
  toCardInput,
} from '../../lib/card-form.ts';
import { applyServerErrors } from '../../lib/forms.ts';
import { tOr, useT } from '../../lib/i18n.ts';
import { translateValidation } from '../../lib/validation-text.ts';

/** The form's field of each of the server's card fields (named `number`, or `card.number` in a payment). */
const SERVER_FIELDS = Object.fromEntries(
  Object.entries({
    number: 'number',
    expMonth: 'expiry',
    expYear: 'expiry',
    cvc: 'cvc',
    holderName: 'holderName',
  } as const).flatMap(([server, field]) => [
    [server, field],
    [`card.${server}`, field],
  ]),
) as Readonly<Record<string, keyof CardFormValues>>;

/** Puts the server's card field messages on the form's fields. */
export const applyCardFieldErrors = (error: unknown, setError: UseFormSetError<CardFormValues>): void => {
  applyServerErrors(error, SERVER_FIELDS, setError);
};

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
  label,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (card: TCardInput, setError: UseFormSetError<CardFormValues>) => void;
  children?: ReactNode;
  label?: string;
}) => {
  useT();
  const schema = useMemo(() => makeCardFormSchema(), []);
  // The schema words its messages in English: shown in the app's language.
  const say = (message: string | undefined) =>
    message === EXPIRY_MESSAGE ? tOr('app.card.expiryMessage', EXPIRY_MESSAGE) : translateValidation(message);
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
      aria-label={label ?? tOr('app.card.label', 'Card details')}
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
            label={tOr('app.card.number', 'Card number')}
            required
            fullWidth
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            error={errors.number !== undefined}
            helperText={say(errors.number?.message)}
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
              label={tOr('app.card.expiry', 'Expiry (MM/YY)')}
              required
              fullWidth
              autoComplete="cc-exp"
              placeholder={tOr('app.card.expiryPlaceholder', 'MM/YY')}
              error={errors.expiry !== undefined}
              helperText={say(errors.expiry?.message)}
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
              label={tOr('app.card.cvc', 'CVC')}
              required
              fullWidth
              autoComplete="cc-csc"
              error={errors.cvc !== undefined}
              helperText={say(errors.cvc?.message)}
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
            label={tOr('app.card.holderName', 'Name on card')}
            required
            fullWidth
            autoComplete="cc-name"
            error={errors.holderName !== undefined}
            helperText={say(errors.holderName?.message)}
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

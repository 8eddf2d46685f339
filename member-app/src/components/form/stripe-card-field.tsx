/**
 * A new card entered in Stripe's own field (Stripe Elements' CardElement: number, expiry, CVC and postal
 * code in Stripe's frame), for when payments go through Stripe; the card number never reaches BarterBits.
 * On submit the page gets Stripe.js and the field to act with: make a PaymentMethod of the card
 * (lib/stripe.ts createStripeCard) or save it through a SetupIntent (`confirmCardSetup`). Stripe's words
 * (placeholders, errors) follow the app's language; the page gives its own words.
 *
 * Import it lazily (`lazy(() => import(...))`), only where Stripe is on (lib/stripe.ts): it carries
 * Stripe's React bindings, which no page of the sandbox needs.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { loadStripeJs, STRIPE_LOCALES } from '../../lib/stripe.ts';

/** The words the page gives the field (in its own catalog). */
export interface StripeCardWords {
  /** The form's accessible name, e.g. "Card details". */
  form: string;
  /** The label above Stripe's field, e.g. "Card". */
  field: string;
  /** While Stripe.js loads. */
  loading: string;
  /** Stripe.js could not be loaded. */
  unavailable: string;
  /** Try loading it again. */
  retry: string;
  /** A failure that came without words. */
  failed: string;
}

export interface StripeCardFormProps {
  /** Stripe's publishable key (lib/stripe.ts stripePublishableKey). */
  publishableKey: string;
  submitLabel: string;
  words: StripeCardWords;
  /**
   * What the page does with the card entered (Stripe.js and Stripe's field in hand); while it runs the
   * button waits, and what it throws shows above the field (its message).
   */
  onSubmit: (stripe: Stripe, card: StripeCardElement) => Promise<void>;
  /** The page's own work after the card was taken (e.g. the payment) is running. */
  pending?: boolean;
  /** The page's last failure, shown above the field (rather than what the submit threw). */
  error?: string | null;
  /** Shown between the field and the button (e.g. "Save this card"). */
  children?: ReactNode;
}

/** Stripe's card field in a form of its own, with Stripe.js loaded for it. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const { publishableKey, words } = props;
  const locale = useLocale();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [tries, setTries] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tries` is the trigger of a new try after a failure.
  useEffect(() => {
    let live = true;
    setStripe(null);
    setFailed(false);
    loadStripeJs(publishableKey, locale).then(
      (s) => live && setStripe(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, locale, tries]);

  if (failed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => setTries((n) => n + 1)}>
            {words.retry}
          </Button>
        }
      >
        {words.unavailable}
      </Alert>
    );
  }
  if (!stripe) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', minHeight: 56 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{words.loading}</Typography>
      </Stack>
    );
  }
  return (
    // A new Elements group per language: Stripe words its field in the language it was made with.
    <Elements key={locale} stripe={stripe} options={{ locale: STRIPE_LOCALES[locale] }}>
      <CardEntry {...props} />
    </Elements>
  );
}

function CardEntry({
  submitLabel,
  words,
  onSubmit,
  pending: busy,
  error: failure,
  children,
}: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const labelId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(stripe, card);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : words.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={words.form}
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {(failure ?? error) ? (
        <Alert severity="error" role="alert">
          {failure ?? error}
        </Alert>
      ) : null}
      <Box role="group" aria-labelledby={labelId}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          {words.field}
        </Typography>
        <Box
          sx={{
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 1.75,
            py: 2,
            '&:focus-within': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
          }}
        >
          <CardElement
            options={{
              style: {
                base: {
                  fontSize: '16px',
                  color: theme.palette.text.primary,
                  fontFamily: theme.typography.fontFamily,
                  '::placeholder': { color: theme.palette.text.secondary },
                },
                invalid: { color: theme.palette.error.main },
              },
            }}
            onChange={(e) => setError(e.error?.message ?? null)}
          />
        </Box>
      </Box>
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={pending || busy === true}
        disabled={!stripe}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

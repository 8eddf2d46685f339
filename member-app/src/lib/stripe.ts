/**
 * Stripe, when payments go through it: the server then writes Stripe's publishable key into the page
 * (`VITE_STRIPE_PUBLISHABLE_KEY`, see the server's member-page.ts), and the payment pages collect cards in
 * Stripe's own field, so that a card number never reaches BarterBits; without the key they show the app's
 * card form (the sandbox) exactly as before. The key is read from the page only, never from the build: the
 * server alone knows which processor takes the payment.
 *
 * Stripe.js (from js.stripe.com) is fetched only when a payment page asks for it: `@stripe/stripe-js/pure`
 * injects nothing when imported, and it is imported here on demand, so no page's first load carries it.
 */
import { isApiError } from '@barterbits/api-client';
import type { Locale } from '@barterbits/contracts';
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { runtimeEnv } from './firebase-config.ts';
import { currentLocale } from './i18n.ts';

/** The page setting that carries Stripe's publishable key (the server's STRIPE_KEY_SETTING). */
export const STRIPE_KEY_SETTING = 'VITE_STRIPE_PUBLISHABLE_KEY';

/** Stripe's publishable key when payments go through Stripe (the page's run-time settings), else null. */
export function stripePublishableKey(env: Record<string, unknown> = runtimeEnv()): string | null {
  const key = env[STRIPE_KEY_SETTING];
  return typeof key === 'string' && /^pk_(test|live)_\S+$/.test(key.trim()) ? key.trim() : null;
}

/** Stripe's words (its field's placeholders, its errors) in the app's language. */
export const STRIPE_LOCALES: Readonly<Record<Locale, StripeElementLocale>> = {
  'en-CA': 'en-CA',
  'fr-CA': 'fr-CA',
};

/** Stripe.js could not be loaded (offline, blocked): the card field cannot be shown. */
export class StripeUnavailableError extends Error {
  override name = 'StripeUnavailableError';
}

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for `key`, speaking `locale`: loaded once per language (a failed load is tried again at the
 * next call). Rejects with a StripeUnavailableError when the script cannot be had.
 */
export function loadStripeJs(key: string, locale: Locale): Promise<Stripe> {
  const id = `${key} ${locale}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(key, { locale: STRIPE_LOCALES[locale] }))
      .then(
        (s) => {
          if (!s) throw new StripeUnavailableError('Stripe.js did not load.');
          return s;
        },
        (e: unknown) => {
          throw new StripeUnavailableError('Stripe.js did not load.', { cause: e });
        },
      );
    stripe.catch(() => loaded.delete(id));
    loaded.set(id, stripe);
  }
  return stripe;
}

/** A card entered in Stripe's field, as the payment step needs it: Stripe's id, and what to show. */
export interface StripeCard {
  paymentMethodId: string;
  /** The brand as the app names it (Visa, Mastercard, Amex…), and the last four digits. */
  brand: string;
  last4: string;
}

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};

/** Stripe's PaymentMethod → what the flow keeps (no card number: Stripe has it). */
export function stripeCardOf(pm: {
  id: string;
  card?: { brand?: string; last4?: string } | null;
}): StripeCard {
  const brand = pm.card?.brand ?? '';
  return { paymentMethodId: pm.id, brand: BRANDS[brand] ?? (brand || 'Card'), last4: pm.card?.last4 ?? '' };
}

/** Stripe refused what was entered in its field: its message (Stripe's words) is shown as it is. */
export class StripeFieldError extends Error {
  override name = 'StripeFieldError';
}

/**
 * The card entered in Stripe's field as a PaymentMethod (`createPaymentMethod`), as the payment needs it;
 * Stripe's refusal (an incomplete or wrong number…) is thrown as a StripeFieldError with its words, or
 * `fallback` when it gave none.
 */
export async function createStripeCard(
  stripe: Pick<Stripe, 'createPaymentMethod'>,
  card: StripeCardElement,
  fallback: string,
): Promise<StripeCard> {
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
  if (error || !paymentMethod) throw new StripeFieldError(error?.message || fallback);
  return stripeCardOf(paymentMethod);
}

/**
 * The bank's check (3-D Secure) in the browser: resolves with null once the member completed it, or with
 * the message to show (Stripe's words, in the member's language) when it failed or was abandoned.
 */
export type BankCheck = (clientSecret: string) => Promise<string | null>;

/** Stripe.js's bank check for `stripe`: its `handleNextAction`, with `fallback` when Stripe gives no words. */
export const stripeBankCheck =
  (stripe: Pick<Stripe, 'handleNextAction'>, fallback: string): BankCheck =>
  async (clientSecret) => {
    const { error } = await stripe.handleNextAction({ clientSecret });
    return error ? (error.message ?? fallback) : null;
  };

/**
 * The bank's check of a payment page when payments go through Stripe (undefined with the sandbox): Stripe.js
 * in the app's language; `unavailable` when Stripe.js cannot be had, `failed` when Stripe gives no words.
 */
export function pageBankCheck(words: { unavailable: string; failed: string }): BankCheck | undefined {
  const key = stripePublishableKey();
  if (!key) return undefined;
  return async (clientSecret) => {
    let stripe: Stripe;
    try {
      stripe = await loadStripeJs(key, currentLocale());
    } catch {
      return words.unavailable;
    }
    return stripeBankCheck(stripe, words.failed)(clientSecret);
  };
}

/** The bank's check failed: its message (Stripe's words) is shown as it is. */
export class BankCheckError extends Error {
  override name = 'BankCheckError';
}

/** How many bank checks one payment may ask for before the app stops asking (a bank asks once). */
const MAX_CHECKS = 3;

/**
 * Sends a payment, and when the server answers PAYMENT_ACTION_REQUIRED (the bank asks the member to
 * confirm), runs the bank's check and sends the SAME request again: `send` must reuse its request, so its
 * Idempotency-Key stays the attempt's (lib/attempts.ts keeps it through that answer) and the server
 * finishes the payment it started instead of starting another. When the check fails, the request is
 * sent once more so the server closes the payment (its answer, a refusal, ends the attempt), and the
 * check's own message is thrown as a BankCheckError; should that answer be a success after all, it wins.
 * Without `check` (no Stripe.js), the server's answer is thrown as it is.
 */
export async function withBankCheck<T>(send: () => Promise<T>, check: BankCheck | undefined): Promise<T> {
  let answer: Promise<T> = send();
  for (let checks = 0; ; checks++) {
    try {
      return await answer;
    } catch (e) {
      const action = isApiError(e) && e.code === 'PAYMENT_ACTION_REQUIRED' ? e.action : undefined;
      if (!action || !check || checks >= MAX_CHECKS) throw e;
      const failed = await check(action.clientSecret);
      if (failed !== null) {
        try {
          return await send();
        } catch {
          throw new BankCheckError(failed);
        }
      }
      answer = send();
    }
  }
}

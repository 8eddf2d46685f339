/**
 * The donate page's rules, without React: the form's schema, the one-tap amounts, the question asked
 * before the money moves, and what a refusal means for the page.
 */
import { isApiError } from '@barterbits/api-client';
import {
  bitsToCents,
  centsToBits,
  DONATION_MESSAGES,
  DONATION_PRESET_CENTS,
  formatBits,
  formatBitsGrouped,
  formatNumber,
  VALIDATION_MESSAGES,
  ZDonationAmountInput,
  ZDonationMessage,
  ZPinAttempt,
} from '@barterbits/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { serverFieldMessages } from '../../../lib/forms.ts';
import { t } from '../../../lib/i18n.ts';

/** The donate form: amount as typed (to cents), optional message, PIN. */
export const ZDonateForm = z.object({
  amount: ZDonationAmountInput,
  message: ZDonationMessage,
  pin: ZPinAttempt,
});
export type DonateFormInput = z.input<typeof ZDonateForm>;
export type DonateFormOutput = z.output<typeof ZDonateForm>;

/** The form's fields, for the server's per-field messages. */
export const DONATE_FIELDS = ['amount', 'message', 'pin'] as const;
export type DonateField = (typeof DONATE_FIELDS)[number];

/** The contracts' English messages the donate form shows, by their text. */
const VALIDATION: Record<string, () => string> = {
  [VALIDATION_MESSAGES.required]: () => t('donate.v.required'),
  [VALIDATION_MESSAGES.numericOnly]: () => t('donate.v.numericOnly'),
  [VALIDATION_MESSAGES.decimals]: () => t('donate.v.decimals'),
  [VALIDATION_MESSAGES.numberMax]: () => t('donate.v.numberMax'),
  [VALIDATION_MESSAGES.positive]: () => t('donate.v.positive'),
  [VALIDATION_MESSAGES.pinDigits]: () => t('donate.v.pinDigits'),
  [VALIDATION_MESSAGES.textAreaMax]: () => t('donate.v.textAreaMax'),
  [DONATION_MESSAGES.amountMin]: () => t('donate.v.amountMin'),
  [DONATION_MESSAGES.amountMax]: () => t('donate.v.amountMax'),
};

/** A validation message in the app's language (a text without an entry stays as it is). */
export const validationText = (message: string): string => VALIDATION[message]?.() ?? message;

/** `resolver`, each field's message in the app's language. */
export const translatedResolver =
  <I extends FieldValues, C, O>(resolver: Resolver<I, C, O>): Resolver<I, C, O> =>
  async (...args) => {
    const result = await resolver(...args);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = validationText(error.message);
    }
    return result;
  };

/** A one-tap amount: its cents, what it puts in the amount field, and its button's name. */
export interface Preset {
  cents: number;
  value: string;
  /** "10 BITS" ("10 BITS" with a no-break space in French): read when shown, in the app's language. */
  readonly label: string;
}

/** The one-tap amounts (5, 10, 25, 50 BITS). */
export const PRESETS: readonly Preset[] = DONATION_PRESET_CENTS.map((cents) => ({
  cents,
  value: centsToBits(cents),
  get label() {
    return t('donate.form.preset', { amount: formatNumber(cents / 100) });
  },
}));

/** The typed amount in cents, or null while it is not a valid amount yet. */
export const typedCents = (amount: string): number | null => {
  try {
    return amount.trim() ? bitsToCents(amount) : null;
  } catch {
    return null;
  }
};

/** Whether the amount field holds this preset (so its button shows pressed). */
export const isPresetChosen = (amount: string, preset: Preset): boolean =>
  typedCents(amount) === preset.cents;

/** The question asked before the money moves: "Give 10.00 BITS to the Community Fund?". */
export const confirmQuestion = (cents: number): string =>
  t('donate.confirm.title', { amount: formatBitsGrouped(cents) });

/** The member's own share: "Nothing yet", or "15.00 BITS™ in 2 donations". */
export const givenSummary = (totalCents: number, count: number): string =>
  count === 0 ? t('donate.fund.nothing') : t('donate.fund.given', { total: formatBits(totalCents), count });

/** The request body of a checked form. */
export const donateBody = (values: DonateFormOutput) => ({
  amountCents: values.amount,
  ...(values.message.trim() ? { message: values.message.trim() } : {}),
  pin: values.pin,
});

/** What a refused donation means for the page. */
export type DonateFailure =
  /** The wallet is short: say so, with a link to load BITS. */
  | { kind: 'insufficient'; message: string }
  /** Per-field messages (the PIN's included), set on the form's fields. */
  | { kind: 'fields'; errors: Partial<Record<DonateField, string>> }
  /** Anything else, shown above the form. */
  | { kind: 'other'; message: string };

/** The server names the amount `amountCents`; the form calls it `amount`. */
const FIELD_OF_SERVER: Record<string, DonateField> = {
  amountCents: 'amount',
  message: 'message',
  pin: 'pin',
};

/** Sorts a refusal of POST /donate into what the page shows. */
export function donateFailure(error: unknown): DonateFailure {
  if (!isApiError(error))
    return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  if (error.code === 'INSUFFICIENT_BITS') return { kind: 'insufficient', message: error.message };
  if (error.code === 'INCORRECT_PIN' || error.code === 'PIN_LOCKED')
    return { kind: 'fields', errors: { pin: error.message } };
  const errors: Partial<Record<DonateField, string>> = Object.fromEntries(
    serverFieldMessages(error, FIELD_OF_SERVER),
  );
  return Object.keys(errors).length > 0
    ? { kind: 'fields', errors }
    : { kind: 'other', message: error.message };
}

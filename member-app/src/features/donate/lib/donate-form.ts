/**
 * The donate page's rules, without React: the form's schema, the one-tap amounts, the question asked
 * before the money moves, and what a refusal means for the page.
 */
import { isApiError } from '@barterbits/api-client';
import {
  bitsToCents,
  centsToBits,
  DONATION_PRESET_CENTS,
  formatBits,
  formatBitsGrouped,
  formatNumber,
  ZDonationAmountInput,
  ZDonationMessage,
  ZPinAttempt,
} from '@barterbits/contracts';
import { z } from 'zod';
import { serverFieldMessages } from '../../../lib/forms.ts';

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

/** A one-tap amount: its cents, what it puts in the amount field, and its button's name. */
export interface Preset {
  cents: number;
  value: string;
  label: string;
}

/** The one-tap amounts (5, 10, 25, 50 BITS). */
export const PRESETS: readonly Preset[] = DONATION_PRESET_CENTS.map((cents) => ({
  cents,
  value: centsToBits(cents),
  label: `${cents / 100} BITS`,
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
  `Give ${formatBitsGrouped(cents)} BITS to the Community Fund?`;

/** The member's own share: "Nothing yet", or "15.00 BITS™ in 2 donations". */
export const givenSummary = (totalCents: number, count: number): string =>
  count === 0
    ? 'Nothing yet'
    : `${formatBits(totalCents)} in ${formatNumber(count)} ${count === 1 ? 'donation' : 'donations'}`;

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

/**
 * The card form as typed (number with spaces, expiry MM/YY, CVC, name on card) and its conversion
 * to the API's card input. The rules are the contracts' (Luhn and brand, §5 month/year, CVC length).
 */
import {
  formatDate as formatSharedDate,
  formatMoney as formatSharedMoney,
  makeCardInputSchema,
  normalizeCardNumber,
  type TCardInput,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { z } from 'zod';

export const EXPIRY_MESSAGE = 'Enter the expiry date as MM/YY.';

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvc: '', holderName: '' };

/** "MM/YY" → month and four-digit year, or null when the shape is wrong. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return null;
  return { expMonth: Number(m[1]), expYear: 2000 + Number(m[2]) };
}

export const toCardInput = (v: CardFormValues): TCardInput => {
  const expiry = parseExpiry(v.expiry);
  return {
    number: normalizeCardNumber(v.number),
    expMonth: expiry?.expMonth ?? Number.NaN,
    expYear: expiry?.expYear ?? Number.NaN,
    cvc: v.cvc.trim(),
    holderName: v.holderName.trim(),
  };
};

/** The form's schema: the API's card rules, with expiry messages on the one MM/YY field. */
export const makeCardFormSchema = (now: () => Date = () => new Date()) => {
  const card = makeCardInputSchema(now);
  return z
    .object({
      number: z.string(),
      expiry: z.string().trim().min(1, VALIDATION_MESSAGES.required),
      cvc: z.string(),
      holderName: z.string(),
    })
    .superRefine((v, ctx) => {
      const parsed = card.safeParse(toCardInput(v));
      const expiryShapeOk = parseExpiry(v.expiry) !== null;
      if (v.expiry.trim() && !expiryShapeOk)
        ctx.addIssue({ code: 'custom', message: EXPIRY_MESSAGE, path: ['expiry'] });
      if (parsed.success) return;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const target = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
        if (target === 'expiry' && (!expiryShapeOk || !v.expiry.trim())) continue;
        if (seen.has(target)) continue;
        seen.add(target);
        ctx.addIssue({ code: 'custom', message: issue.message, path: [target] });
      }
    });
};

/** Groups the digits as typed: 4-6-5 for American Express, groups of four otherwise (max 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" → "1", "12" → "12/", "123" → "12/3": the slash appears as the month is typed. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, rather than re-adding it at once.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 2);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return `${digits}/`;
  return digits;
}

export const cvcLength = (number: string): number => (/^3[47]/.test(normalizeCardNumber(number)) ? 4 : 3);

/** Money in cents as dollars: "$9.99 CAD", "$1,000.00 CAD" (the shared format, contracts `format.ts`). */
export const formatMoney = (cents: number, currency = 'CAD'): string => formatSharedMoney(cents, currency);

/** "Visa •••• 4242" */
export const cardLabel = (card: { brand: string; last4: string }): string =>
  `${card.brand === 'Amex' ? 'American Express' : card.brand} •••• ${card.last4}`;

/** "Nov 23, 2026" (the shared format). */
export const formatDate = (iso: string): string => formatSharedDate(iso);

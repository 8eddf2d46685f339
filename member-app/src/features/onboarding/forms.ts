import { CANADIAN_PROVINCES } from '@barterbits/contracts';

type Province = (typeof CANADIAN_PROVINCES)[number];

/** Pure helpers shared by the onboarding forms. */

/**
 * The server's per-field messages (409 duplicates, 400 validation) as form errors: the first
 * message of each field the form has. Returns the fields it set.
 */
export function formFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly F[],
): [F, string][] {
  if (!fieldErrors) return [];
  const out: [F, string][] = [];
  for (const f of fields) {
    const message = fieldErrors[f]?.[0];
    if (message) out.push([f, message]);
  }
  return out;
}

/** Keeps digits only, at most `max` of them (the mobile field: 10 digits). */
export const digitsOnly = (value: string, max = 10): string => value.replace(/\D/g, '').slice(0, max);

/** A stored province, if it is one of the 13 (else none, so the select shows "Required field."). */
export const asProvince = (value: string): Province | undefined =>
  (CANADIAN_PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined;

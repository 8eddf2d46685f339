import { firstFieldMessages } from '@barterbits/api-client';
import { CANADIAN_PROVINCES, DEFAULT_COUNTRY, type TAddress } from '@barterbits/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type Province = (typeof CANADIAN_PROVINCES)[number];

/** Keeps digits only, at most `max` of them (the mobile field: 10 digits). */
export const digitsOnly = (value: string, max = 10): string => value.replace(/\D/g, '').slice(0, max);

/** A stored province, if it is one of the 13 (else none, so the select shows "Required field."). */
export const asProvince = (value: string | null | undefined): Province | undefined =>
  value && (CANADIAN_PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined;

/**
 * The fields of a form that take the server's messages: a list of the form's field paths (dotted, such
 * as `address.postalCode`) when the server names them the same, else a map from the server's name to
 * the form's field (`{ amountCents: 'amount' }`).
 */
export type ServerFields<F extends string> = readonly F[] | Readonly<Record<string, F>>;

/**
 * The server's per-field messages (409 duplicates, 400 validation) for the form's `fields`: the first
 * message of each, in the order of `fields`, one per form field.
 */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fields: ServerFields<F>,
): [F, string][] {
  const messages = firstFieldMessages(error);
  const pairs: [string, F][] = Array.isArray(fields)
    ? (fields as readonly F[]).map((f) => [f, f])
    : Object.entries(fields as Readonly<Record<string, F>>);
  const out: [F, string][] = [];
  for (const [server, field] of pairs) {
    const message = messages[server];
    if (message && !out.some(([f]) => f === field)) out.push([field, message]);
  }
  return out;
}

/**
 * Puts the server's per-field messages on the form's `fields` (see `serverFieldMessages`) and focuses
 * the first of them. Returns whether any field got one: the one way every form does it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ServerFields<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  const found = serverFieldMessages(error, fields);
  found.forEach(([field, message], i) => {
    setError(field, { type: 'server', message }, { shouldFocus: i === 0 });
  });
  return found.length > 0;
}

/** URL fields are lower-cased as they are typed (spec §5). Wraps a `register(...)` result. */
export const lowercased = <R extends { onChange: (e: { target: unknown; type?: unknown }) => unknown }>(
  r: R,
): R => ({
  ...r,
  onChange: (e: { target: unknown; type?: unknown }) => {
    const input = e.target as HTMLInputElement;
    const lower = input.value.toLowerCase();
    if (lower !== input.value) {
      const at = input.selectionStart;
      input.value = lower;
      try {
        if (at !== null) input.setSelectionRange(at, at);
      } catch {
        // Inputs without a selection (type url/email) keep the caret at the end.
      }
    }
    return r.onChange(e);
  },
});

/** The form paths of the address fields (`AddressFields`), for the server's per-field messages. */
export const ADDRESS_FIELDS = [
  'address.province',
  'address.city',
  'address.addressLine1',
  'address.apartment',
  'address.postalCode',
] as const;

/** The address fields of an edit form from a stored address (none: empty, in Canada). */
export const addressDefaults = (a: TAddress | null | undefined) => ({
  province: asProvince(a?.province),
  city: a?.city ?? '',
  country: a?.country ?? DEFAULT_COUNTRY,
  addressLine1: a?.addressLine1 ?? '',
  apartment: a?.apartment ?? '',
  postalCode: a?.postalCode ?? '',
});

/**
 * What a form shows above its fields after a refused request: the server's message, unless at least
 * one of its per-field messages goes on one of the form's `fields` (`serverFieldMessages`, the fields
 * `applyServerErrors` was given). A message only about fields the form does not have still shows here,
 * so no refusal goes unseen. Nothing without an error.
 */
export function formErrorMessage<F extends string>(error: unknown, fields: ServerFields<F>): string | null {
  if (!error || serverFieldMessages(error, fields).length > 0) return null;
  return error instanceof Error ? error.message : String(error);
}

import { isApiError } from '@barterbits/api-client';
import { CANADIAN_PROVINCES, DEFAULT_COUNTRY, type TAddress } from '@barterbits/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type Province = (typeof CANADIAN_PROVINCES)[number];

/** Keeps digits only, at most `max` of them (the mobile field: 10 digits). */
export const digitsOnly = (value: string, max = 10): string => value.replace(/\D/g, '').slice(0, max);

/** A stored province, if it is one of the 13 (else none, so the select shows "Required field."). */
export const asProvince = (value: string | null | undefined): Province | undefined =>
  value && (CANADIAN_PROVINCES as readonly string[]).includes(value) ? (value as Province) : undefined;

/**
 * The server's per-field messages (409 duplicates, 400 validation) as form errors on the fields the
 * form has (dotted paths such as `address.postalCode`). Returns whether any field got one.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let any = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (message && fields.includes(key)) {
      setError(key as Path<T>, { type: 'server', message }, { shouldFocus: !any });
      any = true;
    }
  }
  return any;
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
 * What a form shows above its fields after a refused request: the server's message, unless it came with
 * per-field messages (those go on the fields, `applyServerErrors`). Nothing without an error.
 */
export const formErrorMessage = (error: Error | null | undefined): string | null =>
  error && !(isApiError(error) && error.fieldErrors) ? error.message : null;

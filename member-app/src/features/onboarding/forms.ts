/** Pure helpers shared by the onboarding forms. */

import { DEFAULT_COUNTRY } from '@barterbits/contracts';
import { asProvince } from '../../lib/forms.ts';
import type { AddressInfo } from '../../stores/onboarding.ts';

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

/** The persisted draft's address after the form's address fields changed (always in Canada). */
export const draftAddress = (
  draft: AddressInfo,
  edited: Partial<Record<keyof AddressInfo, string | undefined>> | undefined,
): AddressInfo => ({
  ...draft,
  ...edited,
  apartment: edited?.apartment ?? '',
  country: DEFAULT_COUNTRY,
});

/** The form's address from the persisted draft: a province only if it is one of the 13, in Canada. */
export const formAddress = (draft: AddressInfo) => ({
  ...draft,
  province: asProvince(draft.province),
  country: DEFAULT_COUNTRY,
});

/** Pure helpers shared by the onboarding forms. */

import { DEFAULT_COUNTRY } from '@barterbits/contracts';
import { asProvince } from '../../lib/forms.ts';
import type { AddressInfo } from '../../stores/onboarding.ts';

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

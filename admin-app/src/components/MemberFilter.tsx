import type { TUserListItem } from '@barterbits/contracts';
import { AutocompleteInput, ReferenceInput, type ReferenceInputProps } from 'react-admin';
import { displayName } from '../users/userLabels.ts';

/** A member among the filter's (and the picker's) choices: the business or the person's name, then the e-mail. */
export const memberOption = (u: TUserListItem) => `${u.businessName ?? displayName(u)} (${u.email})`;

/**
 * A list filter that picks one member (searched in the `users` resource) for `source`, its field
 * labelled `label` (a message; "Member" unless told). The other props (`alwaysOn`, and what the filter form
 * adds) go to the reference input, as on a `ReferenceInput` placed in the filters directly.
 */
export const MemberFilter = ({
  label = 'console.common.member',
  ...props
}: Partial<ReferenceInputProps> & { source: string; label?: string }) => (
  <ReferenceInput {...props} reference="users">
    <AutocompleteInput label={label} optionText={memberOption} sx={{ minWidth: 280 }} />
  </ReferenceInput>
);

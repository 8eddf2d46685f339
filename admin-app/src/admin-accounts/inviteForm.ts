import { ZInviteAdminRequest } from '@barterbits/contracts';
import type { InviteAdminParams } from './adminAccountsDataProvider.ts';
import { type FieldErrors, fieldErrorsOf } from './formErrors.ts';

/** The invite dialog's values as typed (the role select gives '' until one is chosen). */
export interface InviteFormValues {
  email: string;
  roleId: number | '';
  firstName: string;
  lastName: string;
}

/** The role select's message until a role is chosen. */
export const CHOOSE_ROLE = 'Choose an admin role.';

export const EMPTY_INVITE: InviteFormValues = { email: '', roleId: '', firstName: '', lastName: '' };

/** Checks the invite with the server's own rules: the params to send, or per-field messages. */
export function validateInvite(
  values: InviteFormValues,
): { ok: true; params: InviteAdminParams } | { ok: false; errors: FieldErrors } {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const candidate = {
    email: values.email.trim(),
    roleId: values.roleId === '' ? undefined : values.roleId,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
  const parsed = ZInviteAdminRequest.safeParse(candidate);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    if (errors.roleId) errors.roleId = CHOOSE_ROLE;
    return { ok: false, errors };
  }
  return { ok: true, params: parsed.data };
}

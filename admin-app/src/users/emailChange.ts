/**
 * The rules of "Change e-mail" on a member's page (POST /user/email-change): who sees it, the checks
 * made before sending (the server's own rules), and the server's refusals as per-field messages.
 */
import { ADMIN_ACCOUNT_MESSAGES, type Role, ZAdminEmailChangeRequest } from '@barterbits/contracts';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from '../admin-accounts/formErrors.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import { can } from '../permissions/adminPermissions.ts';
import { errorMessage } from '../providers/errors.ts';
import type { ChangeMemberEmailParams } from './usersDataProvider.ts';

/** The dialog's fields as typed. */
export interface EmailChangeValues {
  newEmail: string;
  reason: string;
  password: string;
}

/** A field of the dialog. */
export type EmailChangeField = keyof EmailChangeValues;

export const EMPTY_EMAIL_CHANGE: EmailChangeValues = { newEmail: '', reason: '', password: '' };

/** The reason's limit (the server's). */
export const EMAIL_CHANGE_REASON_MAX = 250;

/** The password field's message when it is left empty (in English; the dialog shows `console.users.enterPassword`). */
export const ENTER_PASSWORD = 'Enter your password.';

/** The reason's message when it is left empty (the counted field shows it in the dialog's alert). */
export const GIVE_REASON = 'Give a reason for the change.';

/** The checks of the new address and the reason, exactly as the server makes them. */
const ZEmailChangeForm = ZAdminEmailChangeRequest.pick({ newEmail: true, reason: true });

/**
 * Whether the signed-in admin sees "Change e-mail" on `user`'s page: the server lists
 * `adminChangeEmail` among the admin's calls (moderators and super admins) and the account is a
 * member's (the server refuses admin accounts).
 */
export function mayChangeEmail(permissions: unknown, user: { role: Role } | undefined): boolean {
  return user?.role === 'MEMBER' && can(permissions, 'adminChangeEmail');
}

/**
 * Checks the dialog with the server's rules: the params to send (the address trimmed and lower-cased,
 * the reason trimmed), or per-field messages. The same address as now is refused as the server would.
 */
export function validateEmailChange(
  values: EmailChangeValues,
  member: { id: string; email: string },
  t: Translate = englishText,
): { ok: true; params: ChangeMemberEmailParams } | { ok: false; errors: FieldErrors } {
  const parsed = ZEmailChangeForm.safeParse({ newEmail: values.newEmail, reason: values.reason });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (parsed.success && parsed.data.newEmail === member.email.toLowerCase()) {
    errors.newEmail = ADMIN_ACCOUNT_MESSAGES.sameEmail;
  }
  if (!values.reason.trim()) errors.reason = t('console.users.giveReason');
  if (!values.password) errors.password = t('console.users.enterPassword');
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    params: {
      id: member.id,
      newEmail: parsed.data.newEmail,
      reason: parsed.data.reason,
      password: values.password,
    },
  };
}

/** Server field names → the dialog's fields (the password re-check's token is the password field). */
const SERVER_FIELDS: Readonly<Record<string, EmailChangeField>> = {
  newEmail: 'newEmail',
  reason: 'reason',
  password: 'password',
  token: 'password',
};

/**
 * A failed change as the dialog shows it: `message` in the alert (the server's words: address taken,
 * wrong password, ROLE_FORBIDDEN naming the role, …) and the fields it concerns marked with theirs.
 */
export function emailChangeErrors(error: unknown): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(serverFieldErrors(error) ?? {})) {
    const field = SERVER_FIELDS[name];
    if (field && message && fields[field] === undefined) fields[field] = message;
  }
  return { message: errorMessage(error), fields };
}

/** The confirmation sentence: both addresses are told, and what happens to the member's sessions. */
export function emailChangeNotice(oldEmail: string, newEmail: string, t: Translate = englishText): string {
  const next = newEmail.trim() || t('console.users.theNewAddress');
  return t('console.users.emailChangeNotice', { oldEmail, newEmail: next });
}

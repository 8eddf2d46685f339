import type { AdminAccountStatus, TAdminAccount } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';

/** Each account state's message, for the screens and the CSV export. */
export const ADMIN_STATUS_KEYS = {
  INVITED: 'console.admin-accounts.status.INVITED',
  ACTIVE: 'console.admin-accounts.status.ACTIVE',
  SUSPENDED: 'console.admin-accounts.status.SUSPENDED',
  DEACTIVATED: 'console.admin-accounts.status.DEACTIVATED',
} as const satisfies Record<AdminAccountStatus, ConsoleKey>;

/** The status filter's choices (react-admin translates a choice's name, a message key). */
export const ADMIN_STATUS_CHOICES = (Object.keys(ADMIN_STATUS_KEYS) as AdminAccountStatus[]).map((id) => ({
  id,
  name: ADMIN_STATUS_KEYS[id],
}));

/** An admin's name, or their e-mail address before they give one (an invite without names). */
export function adminName(account: Pick<TAdminAccount, 'firstName' | 'lastName' | 'email'>): string {
  const name = [account.firstName, account.lastName].filter((p) => p && p.trim() !== '').join(' ');
  return name || account.email;
}

/** Whether the account can be deactivated (ACTIVE, INVITED, SUSPENDED) or reactivated (DEACTIVATED). */
export const canDeactivate = (status: AdminAccountStatus): boolean => status !== 'DEACTIVATED';

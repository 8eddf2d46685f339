import type { AdminAccountStatus, TAdminAccount } from '@barterbits/contracts';

/** Each account state in words. */
export const ADMIN_STATUS_LABELS: Record<AdminAccountStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  DEACTIVATED: 'Deactivated',
};

/** The status filter's choices. */
export const ADMIN_STATUS_CHOICES = (Object.keys(ADMIN_STATUS_LABELS) as AdminAccountStatus[]).map((id) => ({
  id,
  name: ADMIN_STATUS_LABELS[id],
}));

/** An admin's name, or their e-mail address before they give one (an invite without names). */
export function adminName(account: Pick<TAdminAccount, 'firstName' | 'lastName' | 'email'>): string {
  const name = [account.firstName, account.lastName].filter((p) => p && p.trim() !== '').join(' ');
  return name || account.email;
}

/** Whether the account can be deactivated (ACTIVE, INVITED, SUSPENDED) or reactivated (DEACTIVATED). */
export const canDeactivate = (status: AdminAccountStatus): boolean => status !== 'DEACTIVATED';

import { ADMIN_STATUS_LABELS, adminName } from './adminAccountLabels.ts';
import type { AdminAccountRecord } from './adminAccountsDataProvider.ts';

/** One CSV line per admin account; the column order is the header order. Missing values are empty cells. */
export function toAdminAccountCsvRow(r: AdminAccountRecord) {
  return {
    id: r.id,
    name: adminName(r),
    email: r.email,
    mobileNumber: r.mobileNumber ?? '',
    role: r.role?.name ?? '',
    status: ADMIN_STATUS_LABELS[r.status],
    invitedBy: r.invitedBy?.name ?? '',
    invitedByEmail: r.invitedBy?.email ?? '',
    invitedAt: r.invitedAt ?? '',
    inviteExpiresAt: r.inviteExpiresAt ?? '',
    lastSignIn: r.lastLogin ?? '',
    createdAt: r.created_at,
  };
}

import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { ADMIN_ROLE_KEYS } from '../permissions/adminPermissions.ts';
import { ADMIN_STATUS_KEYS, adminName } from './adminAccountLabels.ts';
import type { AdminAccountRecord } from './adminAccountsDataProvider.ts';

/**
 * One CSV line per admin account; the column order is the header order. Role and status in the console's
 * language (`t`), as the list shows them; missing values are empty cells.
 */
export function toAdminAccountCsvRow(
  r: AdminAccountRecord,
  t: Translate = englishText,
): CsvRow<'admin-accounts'> {
  return {
    accountId: r.id,
    name: adminName(r),
    emailAddress: r.email,
    mobileNumber: r.mobileNumber ?? '',
    role: r.role ? t(ADMIN_ROLE_KEYS[r.role.code]) : '',
    status: t(ADMIN_STATUS_KEYS[r.status]),
    invitedBy: r.invitedBy?.name ?? '',
    invitedByEmail: r.invitedBy?.email ?? '',
    invitedAt: r.invitedAt ?? '',
    inviteExpiresAt: r.inviteExpiresAt ?? '',
    lastLogin: r.lastLogin ?? '',
    createdAt: r.created_at,
  };
}

import type { TUserListItem } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { MEMBER_TYPE_KEYS, ROLE_KEYS, USER_STATUS_KEYS } from './userLabels.ts';

/**
 * One CSV line per user; the column order is the header order. Role, member type and status in the
 * console's language (`t`), as the list shows them; the rest as data.
 */
export function toCsvRow(user: TUserListItem, t: Translate = englishText): CsvRow<'users'> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    userName: user.userName ?? '',
    role: t(ROLE_KEYS[user.role]),
    memberType: user.memberType ? t(MEMBER_TYPE_KEYS[user.memberType]) : '',
    businessName: user.businessName ?? '',
    status: t(USER_STATUS_KEYS[user.status]),
    lastLogin: user.lastLogin ?? '',
    created_at: user.created_at,
  };
}

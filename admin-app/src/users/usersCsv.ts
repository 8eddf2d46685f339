import type { TUserListItem } from '@barterbits/contracts';
import { memberTypeLabel, USER_STATUS_LABELS } from './userLabels.ts';

/** One CSV line per user; the column order is the header order. */
export function toCsvRow(user: TUserListItem) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    userName: user.userName ?? '',
    role: user.role,
    memberType: memberTypeLabel(user.memberType),
    businessName: user.businessName ?? '',
    status: USER_STATUS_LABELS[user.status],
    lastLogin: user.lastLogin ?? '',
    createdAt: user.created_at,
  };
}

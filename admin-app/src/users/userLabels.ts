/** Labels and select choices for the user enumerations shown in the console. */
import {
  MEMBER_TYPES,
  type MemberType,
  ROLES,
  type Role,
  USER_STATUSES,
  type UserStatus,
} from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';

/** The labels' messages, for the screens and the CSV export (in the console's language). */
export const USER_STATUS_KEYS = {
  ACTIVE: 'console.users.status.ACTIVE',
  SUSPENDED: 'console.users.status.SUSPENDED',
  DEACTIVATED: 'console.users.status.DEACTIVATED',
} as const satisfies Record<UserStatus, ConsoleKey>;

export const MEMBER_TYPE_KEYS = {
  CUSTOMER_PERSONAL: 'console.users.memberType.CUSTOMER_PERSONAL',
  CUSTOMER_BUSINESS: 'console.users.memberType.CUSTOMER_BUSINESS',
} as const satisfies Record<MemberType, ConsoleKey>;

export const ROLE_KEYS = {
  ADMIN: 'console.users.role.ADMIN',
  MEMBER: 'console.users.role.MEMBER',
} as const satisfies Record<Role, ConsoleKey>;

/** Each onboarding stage's message (a stage the console does not know reads as the server wrote it). */
export const STAGE_KEYS: Record<string, ConsoleKey> = {
  CHANGE_PASSWORD: 'console.users.stage.CHANGE_PASSWORD',
  EMAIL_VERIFICATION: 'console.users.stage.EMAIL_VERIFICATION',
  ACCOUNT_SETUP: 'console.users.stage.ACCOUNT_SETUP',
  CATEGORY_SELECTION: 'console.users.stage.CATEGORY_SELECTION',
  SUBSCRIPTION: 'console.users.stage.SUBSCRIPTION',
  PIN_SETUP: 'console.users.stage.PIN_SETUP',
  COMPLETED: 'console.users.stage.COMPLETED',
};

/** Select choices: react-admin translates a choice's name (a message key). */
export const STATUS_CHOICES = USER_STATUSES.map((id) => ({ id, name: USER_STATUS_KEYS[id] }));
export const MEMBER_TYPE_CHOICES = MEMBER_TYPES.map((id) => ({ id, name: MEMBER_TYPE_KEYS[id] }));
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: ROLE_KEYS[id] }));

/** What kind of account a row is, as a message: the member type, or "Staff" for an admin. */
export const accountKindKey = (user: { role: Role; memberType?: MemberType | null }): ConsoleKey =>
  user.role === 'ADMIN'
    ? 'console.users.staff'
    : user.memberType
      ? MEMBER_TYPE_KEYS[user.memberType]
      : ROLE_KEYS.MEMBER;

/** "First Last", else the username, else the e-mail. */
export function displayName(user: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  userName?: string | null;
}): string {
  const name = [user.firstName, user.lastName].filter((p) => p && p.trim() !== '').join(' ');
  return name || user.userName || user.email;
}

/** An enumeration value in words: PIN_SETUP → "Pin setup". */
export const humanize = (value: string | null | undefined): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase().replaceAll('_', ' ') : '';

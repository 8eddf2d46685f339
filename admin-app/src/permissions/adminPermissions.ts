/**
 * What the signed-in admin may do, as GET /admin/permissions answers it (the server's rule, see
 * `requiredAdminAccess` in the contracts): the console hides what the server would refuse. The server
 * still checks every call; this only keeps buttons and menu items away from admins who cannot use them.
 */
import type { AdminRoleCode, EndpointName, TAdminPermissionsResponse } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import type { Translate } from '../i18n/useT.ts';

/** Each admin role's name in the console's language (the server's names are English). */
export const ADMIN_ROLE_KEYS = {
  SUPER_ADMIN: 'console.roles.SUPER_ADMIN',
  MODERATOR: 'console.roles.MODERATOR',
  SUPPORT: 'console.roles.SUPPORT',
} as const satisfies Record<AdminRoleCode, ConsoleKey>;

/** `authProvider.getPermissions()`'s answer: the role (null without an active one) and the callable endpoints. */
export type AdminPermissions = TAdminPermissionsResponse['data'];

/** True when `value` has the shape of {@link AdminPermissions} (react-admin types permissions as `any`). */
export function isAdminPermissions(value: unknown): value is AdminPermissions {
  const v = value as Partial<AdminPermissions> | null | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.allowedEndpoints) &&
    typeof v.readOnly === 'boolean' &&
    (v.role === null || typeof v.role === 'object')
  );
}

/** Whether the admin may call `endpoint`; false while the permissions are unknown (loading or failed). */
export function can(permissions: unknown, endpoint: EndpointName): boolean {
  return isAdminPermissions(permissions) && permissions.allowedEndpoints.includes(endpoint);
}

/** The endpoint each resource's list reads: an admin sees the resource (menu, pages) when they may call it. */
export const RESOURCE_LIST_ENDPOINTS: Readonly<Record<string, EndpointName>> = {
  users: 'listUsers',
  'business-categories': 'listBusinessCategories',
  offers: 'adminOffers',
  'offer-reports': 'offerReports',
  wants: 'adminWants',
  'wallet-transactions': 'adminWalletTransactions',
  'card-loads': 'adminCardLoads',
  disputes: 'adminDisputes',
  'barter-disputes': 'adminBarterDisputes',
  reviews: 'listReviews',
  'reported-reviews': 'listReportedReviews',
  referrals: 'listReferrals',
  'chat-reports': 'adminListChatReports',
  'chat-bans': 'adminListChatBans',
  feedback: 'listFeedback',
  'admin-accounts': 'listAdminAccounts',
};

/**
 * Whether the admin may open a resource: its list endpoint is allowed. A resource missing from
 * {@link RESOURCE_LIST_ENDPOINTS} is opened by anyone whose permissions are known (its pages guard themselves).
 */
export function canOpenResource(permissions: unknown, resource: string): boolean {
  const endpoint = RESOURCE_LIST_ENDPOINTS[resource];
  return endpoint ? can(permissions, endpoint) : isAdminPermissions(permissions);
}

/**
 * The role's name for the user menu ("Support"), or a plain note when the account has none: in the
 * console's language with `t`, else in the server's English.
 */
export function roleLabel(permissions: unknown, t?: Translate): string | undefined {
  if (!isAdminPermissions(permissions)) return undefined;
  if (t) return t(permissions.role ? ADMIN_ROLE_KEYS[permissions.role.code] : 'console.menu.noRole');
  return permissions.role?.name ?? 'No active role';
}

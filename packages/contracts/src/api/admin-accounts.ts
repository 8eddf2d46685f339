/**
 * Admin accounts and roles: the roles an admin holds (user_profiles.sub_role_id) and the one
 * rule that decides which admin calls each role may make, invites by e-mail and the invited admin's
 * onboarding, the admins list, what the signed-in admin may do, and two member calls for admins:
 * looking members up by username and changing a member's e-mail address directly.
 *
 * The permission rule (`requiredAdminAccess`) is pure and takes an endpoint's method and tag, so the
 * server enforces it on every admin call and the console can hide what the server would refuse:
 * - an explicit override (`ADMIN_ACCESS_OVERRIDES`) wins;
 * - a GET is readable by every role (Support reads and exports every list);
 * - a change is for moderators when its tag is one of `MODERATOR_TAGS`, else for super admins only.
 * So a new admin endpoint gets a safe default without any list being edited.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZAdminRole, ZId } from '../entities.ts';
import {
  dataEnvelope,
  pageEnvelope,
  zNumeric,
  zPagingQuery,
  zSearchText,
  zWholeNumber,
} from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZEmail, ZMobileNumber, ZPassword, ZPersonName } from '../rules.ts';
import { ZLoginResponse } from './auth.ts';

// ─── Roles and the permission rule ───────────────────────────────────────────────────────────────

/** Admin role codes, from most to least powerful (table admin_roles). */
export const ADMIN_ROLE_CODES = ['SUPER_ADMIN', 'MODERATOR', 'SUPPORT'] as const;
export const ZAdminRoleCode = z.enum(ADMIN_ROLE_CODES);
export type AdminRoleCode = z.infer<typeof ZAdminRoleCode>;
/** admin_roles.id of each role (seeded by migration 0021). */
export const ADMIN_ROLE_IDS: Record<AdminRoleCode, number> = { SUPER_ADMIN: 1, MODERATOR: 2, SUPPORT: 3 };
export const ADMIN_ROLE_LABELS: Record<AdminRoleCode, string> = {
  SUPER_ADMIN: 'Super admin',
  MODERATOR: 'Moderator',
  SUPPORT: 'Support',
};
export const adminRoleCodeById = (id: number | null | undefined): AdminRoleCode | undefined =>
  ADMIN_ROLE_CODES.find((code) => ADMIN_ROLE_IDS[code] === id);

/**
 * What an admin call needs: `SELF` any signed-in admin, even one without an active role (their own
 * profile, password, permissions, sign-out); otherwise at least the role named.
 */
export type AdminAccess = 'SELF' | AdminRoleCode;

/**
 * Tags whose changes moderators may make: members, offers, reviews, chat moderation, feedback and the
 * disputes of held barter payments.
 */
export const MODERATOR_TAGS: ReadonlySet<string> = new Set([
  'barter-disputes',
  'users',
  'offers',
  'offer-moderation',
  'offer-engagement',
  'want-moderation',
  'reviews',
  'chat',
  'feedback',
]);

/** The exceptions to the rule by method and tag, by endpoint name. */
export const ADMIN_ACCESS_OVERRIDES: Readonly<Record<string, AdminAccess>> = {
  // The admin's own account.
  getAdmin: 'SELF',
  updateAdmin: 'SELF',
  getAdminPermissions: 'SELF',
  verifyPassword: 'SELF',
  changePassword: 'SELF',
  logout: 'SELF',
  updateLanguage: 'SELF',
  // Member status changes are moderation, though tagged 'admin'.
  changeStatus: 'MODERATOR',
  // Other admins' contact details and activity: super admins only, reading included.
  listAdminAccounts: 'SUPER_ADMIN',
};

/** What calling an endpoint as an admin requires (see the file's comment). */
export function requiredAdminAccess(name: string, def: Pick<EndpointDef, 'method' | 'tag'>): AdminAccess {
  const override = ADMIN_ACCESS_OVERRIDES[name];
  if (override) return override;
  if (def.method === 'GET') return 'SUPPORT';
  return MODERATOR_TAGS.has(def.tag) ? 'MODERATOR' : 'SUPER_ADMIN';
}

const RANK: Record<AdminRoleCode, number> = { SUPPORT: 1, MODERATOR: 2, SUPER_ADMIN: 3 };

/** Whether an admin holding `role` (null: no active role) may make a call that needs `access`. */
export function adminMay(role: AdminRoleCode | null, access: AdminAccess): boolean {
  if (access === 'SELF') return true;
  return role !== null && RANK[role] >= RANK[access];
}

/** The 403 message when an admin holding `role` is refused a call that needs `access`. */
export function adminRefusalMessage(role: AdminRoleCode | null, access: AdminAccess): string {
  if (role === null) return 'Your admin account has no active role. Ask a super admin to assign one.';
  const label = `Your admin role (${ADMIN_ROLE_LABELS[role]})`;
  if (role === 'SUPPORT') return `${label} cannot make changes: it can read and export lists only.`;
  if (access === 'SUPER_ADMIN') return `${label} cannot do this: only a super admin can.`;
  return `${label} cannot do this: a moderator or a super admin can.`;
}

// ─── GET /admin/roles, GET /admin/permissions ────────────────────────────────────────────────────

/** An admin role (spec §3: id, name, description, isActive) with its stable code. */
export const ZAdminRoleItem = ZAdminRole.extend({ code: ZAdminRoleCode });
export type TAdminRoleItem = z.infer<typeof ZAdminRoleItem>;
export const ZListAdminRolesResponse = dataEnvelope(z.array(ZAdminRoleItem));
export type TListAdminRolesResponse = z.infer<typeof ZListAdminRolesResponse>;

/** A role as other answers name it. */
export const ZAdminRoleRef = z.object({ id: z.number().int(), code: ZAdminRoleCode, name: z.string() });
export type TAdminRoleRef = z.infer<typeof ZAdminRoleRef>;

/**
 * What the signed-in admin may do, for the console to hide what the server would refuse: the role
 * (null when the account has no active role), whether it only reads, and the names of the endpoints
 * it may call (every admin call and every signed-in call whose rule it passes).
 */
export const ZAdminPermissionsResponse = dataEnvelope(
  z.object({
    role: ZAdminRoleRef.nullable(),
    readOnly: z.boolean(),
    allowedEndpoints: z.array(z.string()),
  }),
);
export type TAdminPermissionsResponse = z.infer<typeof ZAdminPermissionsResponse>;

// ─── Admin accounts: list, invite, change ────────────────────────────────────────────────────────

/**
 * An admin account's state: INVITED (has not finished onboarding), ACTIVE, SUSPENDED, DEACTIVATED
 * (cannot sign in; a deactivated invite's link no longer works).
 */
export const ADMIN_ACCOUNT_STATUSES = ['INVITED', 'ACTIVE', 'SUSPENDED', 'DEACTIVATED'] as const;
export const ZAdminAccountStatus = z.enum(ADMIN_ACCOUNT_STATUSES);
export type AdminAccountStatus = z.infer<typeof ZAdminAccountStatus>;

/** A row of GET /admin/accounts. */
export const ZAdminAccount = z
  .object({
    id: ZId,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    role: ZAdminRoleRef.nullable(),
    status: ZAdminAccountStatus,
    invitedBy: z.object({ id: ZId, email: z.string(), name: z.string() }).nullable(),
    /** When the latest invite e-mail was sent, and until when its link works (null once onboarded). */
    invitedAt: z.string().nullable(),
    inviteExpiresAt: z.string().nullable(),
    lastLogin: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminAccount' });
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

const ADMIN_LIST_LIMITS = zPagingQuery(100, 25, 10_000);
export const ZListAdminAccountsQuery = z.object({
  ...ADMIN_LIST_LIMITS,
  /** Part of the e-mail or name, case-insensitive. */
  search: zSearchText(100, 'Search must be at most 100 characters.'),
  status: ZAdminAccountStatus.optional(),
  roleId: zNumeric(zWholeNumber(1, 1000), 'Choose an admin role.').optional(),
});
export type TListAdminAccountsQuery = z.input<typeof ZListAdminAccountsQuery>;
export const ZListAdminAccountsResponse = pageEnvelope(ZAdminAccount);
export type TListAdminAccountsResponse = z.infer<typeof ZListAdminAccountsResponse>;

const ZRoleId = z
  .number({ error: M.required })
  .int('Choose an admin role.')
  .min(1, 'Choose an admin role.')
  .max(1000, 'Choose an admin role.');

/** POST /admin/invite (super admin). */
export const ZInviteAdminRequest = z.object({
  email: ZEmail,
  roleId: ZRoleId,
  firstName: ZPersonName.optional(),
  lastName: ZPersonName.optional(),
});
export type TInviteAdminRequest = z.input<typeof ZInviteAdminRequest>;
export const ZInviteAdminResponse = dataEnvelope(ZAdminAccount);
export type TInviteAdminResponse = z.infer<typeof ZInviteAdminResponse>;

/** PATCH /admin/accounts (super admin): another admin's role and/or status. */
export const ZUpdateAdminAccountRequest = z
  .object({
    adminId: ZId,
    roleId: ZRoleId.optional(),
    status: z.enum(['ACTIVE', 'DEACTIVATED']).optional(),
  })
  .refine((v) => v.roleId !== undefined || v.status !== undefined, {
    message: 'Give a new role or a new status.',
    path: ['roleId'],
  });
export type TUpdateAdminAccountRequest = z.input<typeof ZUpdateAdminAccountRequest>;
export const ZUpdateAdminAccountResponse = dataEnvelope(ZAdminAccount);

/** How long an invite link works. */
export const ADMIN_INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The console page the invite link opens (under the console's base path), with `?token=`. */
export const ADMIN_ONBOARDING_PATH = '/admin/onboarding';

// ─── POST /admin/onboarding (public, with the invite token) ──────────────────────────────────────

export const ZAdminOnboardingRequest = z
  .object({
    token: z.string({ error: M.required }).trim().min(1, M.required).max(512),
    password: ZPassword,
    confirmPassword: z.string({ error: M.required }).min(1, M.required),
    firstName: ZPersonName,
    lastName: ZPersonName,
    mobileNo: ZMobileNumber,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type TAdminOnboardingRequest = z.input<typeof ZAdminOnboardingRequest>;
/** Like sign-in: the new session's tokens (also in the access-token and refresh-token headers) and the admin. */
export const ZAdminOnboardingResponse = ZLoginResponse;
export type TAdminOnboardingResponse = z.infer<typeof ZAdminOnboardingResponse>;

// ─── Member calls for admins: GET /user/user-name, POST /user/email-change ───────────────────────

export const ZUserNameLookupQuery = z
  .object({
    /** Part of the username, case-insensitive (`userName` is accepted as another name for it). */
    q: zSearchText(30, 'Search must be at most 30 characters.'),
    userName: zSearchText(30, 'Search must be at most 30 characters.'),
    ...zPagingQuery(20, 10, 1_000),
  })
  .refine((v) => (v.q ?? v.userName) !== undefined, { message: M.required, path: ['q'] });
export type TUserNameLookupQuery = z.input<typeof ZUserNameLookupQuery>;
export const ZUserNameMatch = z.object({
  id: ZId,
  userName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  businessName: z.string().nullable(),
  status: z.enum(['ACTIVE', 'SUSPENDED', 'DEACTIVATED']),
});
export type TUserNameMatch = z.infer<typeof ZUserNameMatch>;
export const ZUserNameLookupResponse = pageEnvelope(ZUserNameMatch);
export type TUserNameLookupResponse = z.infer<typeof ZUserNameLookupResponse>;

/**
 * POST /user/email-change (moderator): support changes a member's sign-in address directly (the member
 * lost their mailbox), after re-entering their own password (token from POST /user/verify-password).
 */
export const ZAdminEmailChangeRequest = z.object({
  userId: ZId,
  newEmail: ZEmail,
  reason: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(250, 'Must be at most 250 characters.'),
  token: z.string({ error: M.required }).trim().min(1, M.required).max(512),
});
export type TAdminEmailChangeRequest = z.input<typeof ZAdminEmailChangeRequest>;
export const ZAdminEmailChangeResponse = dataEnvelope(
  z.object({ userId: ZId, oldEmail: z.string(), newEmail: z.string() }),
);
export type TAdminEmailChangeResponse = z.infer<typeof ZAdminEmailChangeResponse>;

/** Messages of this module. */
export const ADMIN_ACCOUNT_MESSAGES = {
  invited: 'Invitation sent.',
  reinvited: 'Invitation sent again; the earlier link no longer works.',
  updated: 'Admin account updated.',
  memberEmail: 'This email address belongs to a member account. Invite another address.',
  adminExists: 'This email address already belongs to an admin account.',
  roleUnknown: 'Choose an active admin role.',
  notAnAdmin: 'This admin account does not exist.',
  notYourself: 'You cannot change your own admin account. Ask another super admin.',
  lastSuperAdmin: 'This is the last active super admin. Make another admin a super admin first.',
  onboarded: 'Welcome aboard! Your admin account is ready.',
  emailChanged: "The member's email address was changed. Both addresses were told.",
  sameEmail: 'The new email address must be different from the current one.',
  onlyMembers: 'Only member accounts can be changed here.',
  memberNotFound: 'This member does not exist.',
} as const;

export const adminAccountsEndpoints = {
  getAdminPermissions: {
    method: 'GET',
    path: '/admin/permissions',
    audience: 'admin',
    summary: "The signed-in admin's role and the endpoints it may call (for the console to hide the rest)",
    tag: 'admin-accounts',
    response: ZAdminPermissionsResponse,
  },
  listAdminRoles: {
    method: 'GET',
    path: '/admin/roles',
    audience: 'admin',
    summary: 'The admin roles: id, code, name, description, isActive',
    tag: 'admin-accounts',
    response: ZListAdminRolesResponse,
  },
  listAdminAccounts: {
    method: 'GET',
    path: '/admin/accounts',
    audience: 'admin',
    summary: 'Admin accounts with role, status, who invited them and last sign-in (super admins)',
    tag: 'admin-accounts',
    query: ZListAdminAccountsQuery,
    response: ZListAdminAccountsResponse,
  },
  inviteAdmin: {
    method: 'POST',
    path: '/admin/invite',
    audience: 'admin',
    summary:
      'Invite an admin by e-mail with a role (super admins): a pending account and a 7-day onboarding link; inviting a pending address again sends a new link',
    tag: 'admin-accounts',
    body: ZInviteAdminRequest,
    response: ZInviteAdminResponse,
  },
  updateAdminAccount: {
    method: 'PATCH',
    path: '/admin/accounts',
    audience: 'admin',
    summary:
      "Change another admin's role or deactivate / reactivate them (super admins; never oneself, never the last active super admin)",
    tag: 'admin-accounts',
    body: ZUpdateAdminAccountRequest,
    response: ZUpdateAdminAccountResponse,
  },
  adminOnboarding: {
    method: 'POST',
    path: '/admin/onboarding',
    audience: 'public',
    summary:
      "An invited admin sets a password and profile with the invite's single-use token; answers the new session tokens, also in the response headers",
    tag: 'admin-accounts',
    body: ZAdminOnboardingRequest,
    response: ZAdminOnboardingResponse,
  },
  lookupUserNames: {
    method: 'GET',
    path: '/user/user-name',
    audience: 'admin',
    summary: 'Members whose username contains the text (exact match first), paged',
    tag: 'users',
    query: ZUserNameLookupQuery,
    response: ZUserNameLookupResponse,
  },
  adminChangeEmail: {
    method: 'POST',
    path: '/user/email-change',
    audience: 'admin',
    summary:
      "Change a member's e-mail address directly (moderators, after a password re-check): audited, both addresses are told, the member's sessions end",
    tag: 'users',
    body: ZAdminEmailChangeRequest,
    response: ZAdminEmailChangeResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/** User and admin-profile calls of spec §7 needed by the foundation. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId, ZUser, ZUserListItem } from '../entities.ts';
import { ZMemberType, ZRole, ZUserStatus } from '../enums.ts';
import { dataEnvelope, pageEnvelope, ZSortOrder, zQueryInt } from '../envelope.ts';
import { LOCALES } from '../i18n/locales.ts';
import { ZMobileNumber, ZPersonName } from '../rules.ts';

export const ZUserIdParams = z.object({ id: ZId });
export const ZGetUserQuery = z.object({ raw: z.enum(['true', 'explore']).optional() });
export const ZGetUserResponse = dataEnvelope(ZUser);
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;

export const USER_SORT_FIELDS = [
  'created_at',
  'email',
  'firstName',
  'lastName',
  'lastLogin',
  'status',
] as const;

/** GET /user (admin): server-side paging, sort, search and filters. */
export const ZListUsersQuery = z.object({
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  sortBy: z.enum(USER_SORT_FIELDS).default('created_at'),
  sortOrder: ZSortOrder.default('DESC'),
  /** Matches e-mail, names, username and business name, case-insensitively. */
  search: z.string().trim().max(100).optional(),
  status: ZUserStatus.optional(),
  role: ZRole.optional(),
  memberType: ZMemberType.optional(),
});
export type TListUsersQuery = z.input<typeof ZListUsersQuery>;
export const ZListUsersResponse = pageEnvelope(ZUserListItem);
export type TListUsersResponse = z.infer<typeof ZListUsersResponse>;

/** GET /admin and PUT /admin (admin profile form: firstName, lastName, mobileNo). */
export const ZGetAdminResponse = dataEnvelope(ZUser);
export const ZUpdateAdminRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  mobileNo: ZMobileNumber,
});
export type TUpdateAdminRequest = z.infer<typeof ZUpdateAdminRequest>;

/** POST /user/change-status (admin): behind a fresh password re-check (token from POST /user/verify-password). */
export const ZChangeStatusRequest = z.object({
  userId: ZId,
  status: ZUserStatus,
  reason: z.string().trim().min(1, 'Required field.').max(250, 'Must be at most 250 characters.'),
  /** The admin's password-check token from POST /user/verify-password. */
  token: z.string().min(1, 'Required field.').max(200),
});
export type TChangeStatusRequest = z.infer<typeof ZChangeStatusRequest>;
export const ZChangeStatusResponse = dataEnvelope(ZUser);

/** Messages of the language setting (ours: the spec has none). */
export const LANGUAGE_MESSAGES = {
  unsupported: 'Choose English (en-CA) or French (fr-CA).',
} as const;

/**
 * PATCH /user/language: the language of the own account (members and admins), used for what is sent
 * to the account later (e-mails, notices) and for its requests' answers.
 */
export const ZUpdateLanguageRequest = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_MESSAGES.unsupported }),
});
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequest>;

export const usersEndpoints = {
  getUser: {
    method: 'GET',
    path: '/user/:id',
    audience: 'user',
    summary: 'A user with userProfile and business (members: their own; admins: anyone)',
    tag: 'users',
    params: ZUserIdParams,
    query: ZGetUserQuery,
    response: ZGetUserResponse,
  },
  listUsers: {
    method: 'GET',
    path: '/user',
    audience: 'admin',
    summary: 'Users, paged, sorted, searched and filtered',
    tag: 'users',
    query: ZListUsersQuery,
    response: ZListUsersResponse,
  },
  getAdmin: {
    method: 'GET',
    path: '/admin',
    audience: 'admin',
    summary: "The signed-in admin's profile",
    tag: 'admin',
    response: ZGetAdminResponse,
  },
  updateAdmin: {
    method: 'PUT',
    path: '/admin',
    audience: 'admin',
    summary: "Update the signed-in admin's profile",
    tag: 'admin',
    body: ZUpdateAdminRequest,
    response: ZGetAdminResponse,
  },
  updateLanguage: {
    method: 'PATCH',
    path: '/user/language',
    audience: 'user',
    summary: 'Set the language of the own account (en-CA or fr-CA)',
    tag: 'users',
    body: ZUpdateLanguageRequest,
    response: ZGetUserResponse,
  },
  changeStatus: {
    method: 'POST',
    path: '/user/change-status',
    audience: 'admin',
    summary:
      "Change a member's status (ACTIVE, SUSPENDED, DEACTIVATED) with a reason, after the admin re-enters their password",
    tag: 'admin',
    body: ZChangeStatusRequest,
    response: ZChangeStatusResponse,
  },
} as const satisfies Record<string, EndpointDef>;

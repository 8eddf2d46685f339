import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Admin accounts and roles, and the admin's member look-ups: one typed function per endpoint. */
export const adminAccountsApi = (invoke: Invoke) => ({
  /** GET /admin/permissions: the signed-in admin's role and the endpoints it may call. */
  getAdminPermissions: () => invoke('getAdminPermissions'),
  /** GET /admin/roles: the admin roles (id, code, name, description, isActive). */
  listAdminRoles: () => invoke('listAdminRoles'),
  /** GET /admin/accounts (super admin): admins with role, status, inviter and last sign-in, paged. */
  listAdminAccounts: (query?: QueryOf<'listAdminAccounts'>) => invoke('listAdminAccounts', { query }),
  /** POST /admin/invite (super admin): invite an admin by e-mail (again: a new link). */
  inviteAdmin: (body: BodyOf<'inviteAdmin'>) => invoke('inviteAdmin', { body }),
  /** PATCH /admin/accounts (super admin): another admin's role or status. */
  updateAdminAccount: (body: BodyOf<'updateAdminAccount'>) => invoke('updateAdminAccount', { body }),
  /**
   * POST /admin/onboarding (public, with the invite token): answers the new session's tokens; store
   * them as sign-in does (`api.session.setTokens(res.data)`, then `api.session.touch()`).
   */
  adminOnboarding: (body: BodyOf<'adminOnboarding'>) => invoke('adminOnboarding', { body }),
  /** GET /user/user-name (admin): members whose username contains `q`, exact match first. */
  lookupUserNames: (query: QueryOf<'lookupUserNames'>) => invoke('lookupUserNames', { query }),
  /** POST /user/email-change (moderator): change a member's e-mail; needs a token from verifyPassword. */
  adminChangeEmail: (body: BodyOf<'adminChangeEmail'>) => invoke('adminChangeEmail', { body }),
});

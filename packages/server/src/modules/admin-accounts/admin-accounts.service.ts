/**
 * Admin accounts: roles, what the signed-in admin may do, invites by e-mail, the invited
 * admin's onboarding (a new session, like sign-in), and super admins' role and status changes. Every
 * change is audited in admin_audit_log.
 */
import {
  ADMIN_INVITE_TTL_SECONDS,
  ADMIN_ONBOARDING_PATH,
  ADMIN_ROLE_IDS,
  type AdminRoleCode,
  adminMay,
  adminRoleCodeById,
  type EndpointDef,
  ERROR_MESSAGES,
  endpoints,
  type Locale,
  ADMIN_ACCOUNT_MESSAGES as MSG,
  ROLE_IDS,
  requiredAdminAccess,
  type TAdminAccount,
  type TAdminPermissionsResponse,
  type TLoginResponse,
  USER_STATUS_IDS,
  type ZAdminOnboardingRequest,
  type ZInviteAdminRequest,
  type ZListAdminAccountsQuery,
  type ZUpdateAdminAccountRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sessionCache } from '../auth/session-cache.ts';
import { hashToken, newRefreshToken } from '../auth/tokens.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { ADMIN_INVITE_PURPOSE, createAdminAccountsRepository } from './admin-accounts.repository.ts';
import { adminInviteMail } from './admin-mails.ts';
import { adminRoleCache } from './admin-role-cache.ts';

const INVITE_MESSAGES = {
  invalid: 'This invitation link is not valid.',
  expired: 'This invitation has expired or was already used. Ask a super admin to invite you again.',
} as const;

/** The names of the endpoints an admin holding `role` may call, worked out once per role. */
const allowedByRole = new Map<AdminRoleCode | null, string[]>();
export function allowedEndpointsOf(role: AdminRoleCode | null): string[] {
  let names = allowedByRole.get(role);
  if (!names) {
    names = Object.entries(endpoints as Record<string, EndpointDef>)
      .filter(([, def]) => def.audience === 'admin' || def.audience === 'user')
      .filter(([name, def]) => adminMay(role, requiredAdminAccess(name, def)))
      .map(([name]) => name);
    allowedByRole.set(role, names);
  }
  return names;
}

const roleField = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fieldErrors: { roleId: [message] } });

export function createAdminAccountsService(deps: Pick<Deps, 'db' | 'config' | 'auth' | 'mailer'>) {
  const { db, config, mailer } = deps;
  const repo = createAdminAccountsRepository(db);
  const usersRepo = createUsersRepository(db);
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };

  async function activeRoleCode(roleId: number): Promise<AdminRoleCode> {
    const role = await repo.activeRole(roleId);
    const code = adminRoleCodeById(role?.id);
    if (!code) throw roleField(MSG.roleUnknown);
    return code;
  }

  async function nameOf(userId: string): Promise<string> {
    const user = await usersRepo.findById(userId);
    const full = [user?.userProfile.firstName, user?.userProfile.lastName].filter(Boolean).join(' ');
    return full || user?.email || 'An administrator';
  }

  return {
    /** GET /admin/permissions: the caller's role (from the session check) and what it may call. */
    async permissions(auth: AuthContext): Promise<TAdminPermissionsResponse['data']> {
      const code = auth.adminRole ?? null;
      const role = code ? (await repo.roles()).find((r) => r.code === code) : undefined;
      return {
        role: role ? { id: role.id, code: role.code, name: role.name } : null,
        readOnly: code !== 'SUPER_ADMIN' && code !== 'MODERATOR',
        allowedEndpoints: allowedEndpointsOf(code),
      };
    },

    roles: () => repo.roles(),

    list: (q: z.output<typeof ZListAdminAccountsQuery>) => repo.list(q),

    /**
     * Invites an admin: a pending account with the role, and a single-use onboarding link by e-mail.
     * Inviting a pending admin again sends a new link (the earlier one stops working); a member's or
     * an onboarded admin's address is refused. The address has no language of its own: the new account
     * takes `locale` (the inviting admin's request's), and every invite to it is in the account's language.
     */
    async invite(
      auth: AuthContext,
      body: z.output<typeof ZInviteAdminRequest>,
      locale: Locale,
    ): Promise<{ account: TAdminAccount; resent: boolean }> {
      const role = await activeRoleCode(body.roleId);
      const token = newRefreshToken();
      const expiresAt = new Date(Date.now() + ADMIN_INVITE_TTL_SECONDS * 1000);
      let outcome: { id: string; resent: boolean; language: Locale };
      try {
        outcome = await db.transaction(async (tx) => {
          const r = createAdminAccountsRepository(tx);
          const existing = await r.userByEmail(body.email);
          if (existing && existing.roleId !== ROLE_IDS.ADMIN) {
            throw new AppError('EMAIL_ALREADY_ASSOCIATED', MSG.memberEmail, {
              fieldErrors: { email: [MSG.memberEmail] },
            });
          }
          if (existing && (existing.checkOutStatus === 'COMPLETED' || existing.passwordHash)) {
            throw new AppError('EMAIL_EXISTS', MSG.adminExists, {
              fieldErrors: { email: [MSG.adminExists] },
            });
          }
          const names = { firstName: body.firstName ?? null, lastName: body.lastName ?? null };
          let id: string;
          if (existing) {
            id = existing.id;
            await r.lockUser(id);
            await r.refreshPendingAdmin(id, {
              invitedBy: auth.userId,
              roleId: body.roleId,
              ...(body.firstName ? { firstName: body.firstName } : {}),
              ...(body.lastName ? { lastName: body.lastName } : {}),
            });
            adminRoleCache.forget(id);
          } else {
            id = await r.createPendingAdmin({
              email: body.email,
              invitedBy: auth.userId,
              roleId: body.roleId,
              ...names,
              language: locale,
            });
          }
          await r.issueInvite(id, hashToken(token), expiresAt);
          await r.audit(auth.userId, id, existing ? 'ADMIN_INVITE_RESENT' : 'ADMIN_INVITE', {
            email: body.email,
            roleId: body.roleId,
            role,
            expiresAt: expiresAt.toISOString(),
          });
          return { id, resent: !!existing, language: existing?.language ?? locale };
        });
      } catch (e) {
        // The same address invited twice at the same moment: the other invite won.
        if (uniqueViolation(e) !== null) throw new AppError('EMAIL_EXISTS', MSG.adminExists);
        throw e;
      }
      const link = `${config.publicUrl}${ADMIN_ONBOARDING_PATH}?token=${encodeURIComponent(token)}`;
      const days = Math.round(ADMIN_INVITE_TTL_SECONDS / 86_400);
      await mailer.send(
        adminInviteMail(
          brand,
          body.email,
          { role, inviterName: await nameOf(auth.userId), link, days },
          outcome.language,
        ),
      );
      const account = await repo.account(outcome.id);
      return { account: account!, resent: outcome.resent };
    },

    /**
     * Another admin's role or status (super admins). Never the caller's own account, and never the
     * last active super admin. Deactivating ends the admin's sessions and any unused invite link.
     */
    async update(
      auth: AuthContext,
      body: z.output<typeof ZUpdateAdminAccountRequest>,
    ): Promise<TAdminAccount> {
      if (body.adminId === auth.userId) throw new AppError('CONFLICT', MSG.notYourself);
      if (body.roleId !== undefined) await activeRoleCode(body.roleId);
      await db.transaction(async (tx) => {
        const r = createAdminAccountsRepository(tx);
        await r.serializeAdminChanges();
        const target = await r.lockUser(body.adminId);
        if (!target || target.roleId !== ROLE_IDS.ADMIN) throw new AppError('NOT_FOUND', MSG.notAnAdmin);
        const before = await r.account(target.id);
        const superAdmins = await r.lockActiveSuperAdmins(ADMIN_ROLE_IDS.SUPER_ADMIN);
        const losesSuper =
          superAdmins.includes(target.id) &&
          ((body.roleId !== undefined && body.roleId !== ADMIN_ROLE_IDS.SUPER_ADMIN) ||
            body.status === 'DEACTIVATED');
        if (losesSuper && superAdmins.length <= 1) throw new AppError('CONFLICT', MSG.lastSuperAdmin);

        if (body.roleId !== undefined && body.roleId !== before?.role?.id) {
          await r.setRole(target.id, body.roleId);
          await r.audit(auth.userId, target.id, 'ADMIN_ROLE_CHANGE', {
            fromRoleId: before?.role?.id ?? null,
            toRoleId: body.roleId,
          });
        }
        const statusId = body.status ? USER_STATUS_IDS[body.status] : undefined;
        if (statusId !== undefined && statusId !== target.statusId) {
          await r.setStatus(target.id, statusId);
          if (body.status === 'DEACTIVATED') {
            await r.revokeSessions(target.id, 'admin-deactivated');
            await r.cancelTokens(target.id, [ADMIN_INVITE_PURPOSE, 'PASSWORD_RESET', 'PASSWORD_CHANGE']);
          }
          await r.audit(auth.userId, target.id, 'ADMIN_STATUS_CHANGE', {
            fromStatusId: target.statusId,
            toStatusId: statusId,
          });
        }
        // From the next request on (in this process; others within the cache's TTL).
        adminRoleCache.forget(target.id);
        sessionCache.forgetUser(target.id);
      });
      return (await repo.account(body.adminId))!;
    },

    /**
     * POST /admin/onboarding: the invite's single-use token sets the password and profile and opens a
     * session. Unknown token: 400; used, expired or revoked: 410.
     */
    async onboard(
      body: z.output<typeof ZAdminOnboardingRequest>,
      client: ClientInfo,
    ): Promise<TLoginResponse['data']> {
      const invite = await repo.findInvite(hashToken(body.token));
      if (!invite) throw new AppError('LINK_INVALID', INVITE_MESSAGES.invalid);
      if (invite.usedAt || invite.expiresAt <= new Date())
        throw new AppError('LINK_EXPIRED', INVITE_MESSAGES.expired);
      const userId = invite.userId;
      if (await usersRepo.isMobileTaken(body.mobileNo, '+1', userId)) {
        throw new AppError('MOBILE_IN_USE', ERROR_MESSAGES.mobileInUse, {
          fieldErrors: { mobileNo: [ERROR_MESSAGES.mobileInUse] },
        });
      }
      const passwordHash = await hashPassword(body.password);
      try {
        await db.transaction(async (tx) => {
          const r = createAdminAccountsRepository(tx);
          const user = await r.lockUser(userId);
          const usable =
            user?.roleId === ROLE_IDS.ADMIN &&
            user.statusId === USER_STATUS_IDS.ACTIVE &&
            user.checkOutStatus !== 'COMPLETED';
          if (!usable || !(await r.useToken(invite.id))) {
            throw new AppError('LINK_EXPIRED', INVITE_MESSAGES.expired);
          }
          await r.completeOnboarding(userId, {
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            mobileNumber: body.mobileNo,
          });
          await r.audit(userId, userId, 'ADMIN_ONBOARDED', {});
        });
      } catch (e) {
        if (uniqueViolation(e) !== null) {
          throw new AppError('MOBILE_IN_USE', ERROR_MESSAGES.mobileInUse, {
            fieldErrors: { mobileNo: [ERROR_MESSAGES.mobileInUse] },
          });
        }
        throw e;
      }
      const tokens = await deps.auth.startSession(userId, 'ADMIN', client);
      const user = await usersRepo.findById(userId);
      return { ...tokens, user: user! };
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;

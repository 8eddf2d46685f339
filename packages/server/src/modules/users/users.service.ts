import {
  ERROR_MESSAGES,
  type TChangeStatusRequest,
  type TUpdateAdminRequest,
  type TUpdateLanguageRequest,
  USER_STATUS_IDS,
  type ZListUsersQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { sessionCache } from '../auth/session-cache.ts';
import { hashToken } from '../auth/tokens.ts';
import { isMemberAccount } from '../members/visibility.ts';
import { createUsersRepository } from './users.repository.ts';

const RECHECK_MESSAGE = 'Please confirm your password again to continue.';

export function createUsersService(db: Db) {
  const repo = createUsersRepository(db);
  return {
    /** Members read their own account; admins read anyone's. Others' private data is forbidden. */
    async getUser(auth: AuthContext, id: string) {
      if (auth.role !== 'ADMIN' && auth.userId !== id) throw new AppError('FORBIDDEN');
      const user = await repo.findById(id);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    },

    /** GET /user (admin): accounts filtered, sorted and paged. */
    async list(_auth: AuthContext, q: z.output<typeof ZListUsersQuery>) {
      const { rows, total } = await repo.list(q);
      return { items: rows, total } satisfies Page<(typeof rows)[number]>;
    },

    async getSelf(auth: AuthContext) {
      const user = await repo.findById(auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    },

    /**
     * Admin changes a member's status. The admin proved their password moments ago (a single-use
     * token from POST /user/verify-password). Anything but ACTIVE ends every session of the member
     * at once; every change is audited with the admin's id and reason.
     */
    async changeStatus(auth: AuthContext, body: TChangeStatusRequest) {
      const target = await repo.findAuthById(body.userId);
      if (!target) throw new AppError('NOT_FOUND');
      if (!isMemberAccount(target))
        throw new AppError('FORBIDDEN', 'Only member accounts can be changed here.');
      const statusId = USER_STATUS_IDS[body.status];
      await db.transaction(async (tx) => {
        const r = createUsersRepository(tx);
        // Use the password-check token: it must be the admin's own, unused and unexpired.
        const expiresAt = await r.useEmailToken(hashToken(body.token), 'PASSWORD_CHANGE', auth.userId);
        if (!expiresAt || expiresAt <= new Date()) {
          throw new AppError('LINK_INVALID', RECHECK_MESSAGE, { fieldErrors: { token: [RECHECK_MESSAGE] } });
        }
        const from = target.statusId;
        await r.setStatus(target.id, statusId);
        sessionCache.forgetUser(target.id);
        if (body.status !== 'ACTIVE')
          await r.revokeSessions(target.id, `status-${body.status.toLowerCase()}`);
        await r.audit(auth.userId, target.id, 'USER_STATUS_CHANGE', {
          fromStatusId: from,
          toStatusId: statusId,
          reason: body.reason,
        });
      });
      const user = await repo.findById(target.id);
      return user!;
    },

    /**
     * The own account's language (members and admins). The remembered session checks of the account
     * are forgotten, so its next request on this instance already reads the new language.
     */
    async updateLanguage(auth: AuthContext, body: TUpdateLanguageRequest) {
      await repo.setLanguage(auth.userId, body.language);
      sessionCache.forgetUser(auth.userId);
      return this.getSelf(auth);
    },

    async updateAdminProfile(auth: AuthContext, body: TUpdateAdminRequest) {
      if (await repo.isMobileTaken(body.mobileNo, '+1', auth.userId)) {
        throw new AppError('MOBILE_IN_USE', ERROR_MESSAGES.mobileInUse, {
          fieldErrors: { mobileNo: [ERROR_MESSAGES.mobileInUse] },
        });
      }
      await repo.updateProfileNames(auth.userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        mobileNumber: body.mobileNo,
      });
      // Audited like every admin action: who changed their own profile, and to what.
      await repo.audit(auth.userId, auth.userId, 'ADMIN_PROFILE_UPDATE', {
        firstName: body.firstName,
        lastName: body.lastName,
        mobileNo: body.mobileNo,
      });
      return this.getSelf(auth);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

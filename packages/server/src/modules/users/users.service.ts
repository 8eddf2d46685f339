import { ERROR_MESSAGES, type TUpdateAdminRequest, type ZListUsersQuery } from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createUsersRepository } from './users.repository.ts';

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

    list: (q: z.output<typeof ZListUsersQuery>) => repo.list(q),

    async getSelf(auth: AuthContext) {
      const user = await repo.findById(auth.userId);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
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
      return this.getSelf(auth);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

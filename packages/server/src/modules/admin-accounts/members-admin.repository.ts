/** SQL of the admins' member calls: username look-up, and a member's e-mail change by support. */
import { type TUserNameMatch, userStatusById } from '@barterbits/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import { authSessions, businesses, emailTokens, userProfiles, users } from '../../db/schema.ts';
import { memberAccount } from '../members/visibility.ts';

export function createMembersAdminRepository(db: DbOrTx) {
  return {
    /** Members whose username contains `text`: the exact match first, then those starting with it, then A–Z. */
    async findByUserName(
      text: string,
      page: { limit: number; offset: number },
    ): Promise<{ items: TUserNameMatch[]; total: number }> {
      const needle = text.toLowerCase();
      const condition = and(memberAccount(users), ilike(userProfiles.userName, `%${escapeLike(needle)}%`));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({
            id: users.id,
            userName: userProfiles.userName,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
            email: users.email,
            businessName: businesses.businessName,
            statusId: users.statusId,
          })
          .from(users)
          .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
          .leftJoin(businesses, eq(businesses.userId, users.id))
          .where(condition)
          .orderBy(
            desc(sql`lower(${userProfiles.userName}) = ${needle}`),
            desc(sql`lower(${userProfiles.userName}) like ${`${escapeLike(needle)}%`}`),
            asc(userProfiles.userName),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(users)
          .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(condition),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          userName: r.userName ?? '',
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          businessName: r.businessName,
          status: userStatusById(r.statusId) ?? 'ACTIVE',
        })),
        total: totalRow?.n ?? 0,
      };
    },

    async lockUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return !!row && row.id !== exceptUserId;
    },

    /** Uses the admin's own password re-check token (POST /user/verify-password); false when it is not usable. */
    async usePasswordCheck(adminId: string, tokenHash: string): Promise<boolean> {
      const used = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, 'PASSWORD_CHANGE'),
            eq(emailTokens.userId, adminId),
            isNull(emailTokens.usedAt),
          ),
        )
        .returning({ expiresAt: emailTokens.expiresAt });
      return used.length > 0 && used[0]!.expiresAt > new Date();
    },

    /**
     * The member signs in with `email` from now on: every session ends, and links mailed to the old
     * address (verification, reset, e-mail change) stop working.
     */
    async changeEmail(userId: string, email: string) {
      const now = new Date();
      await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, userId));
      await db
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'email-changed-by-support' })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            isNull(emailTokens.usedAt),
            inArray(emailTokens.purpose, [
              'EMAIL_VERIFICATION',
              'PASSWORD_RESET',
              'PASSWORD_CHANGE',
              'EMAIL_CHANGE_VERIFY',
              'EMAIL_CHANGE_APPROVE',
            ]),
          ),
        );
    },
  };
}

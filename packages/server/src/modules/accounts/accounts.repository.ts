/** Data access for accounts: new members, single-use e-mail tokens, passwords and sessions. */
import { type EmailTokenPurpose, type Locale, ROLE_IDS } from '@barterbits/contracts';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authDevices, authSessions, emailTokens, userProfiles, users } from '../../db/schema.ts';
import { sessionCache } from '../auth/session-cache.ts';

export function createAccountsRepository(db: DbOrTx) {
  return {
    /**
     * A custom (e-mail and password) member at EMAIL_VERIFICATION with an empty profile row, reading
     * BarterBits in `language`.
     */
    async createMember(email: string, passwordHash: string, language: Locale): Promise<string> {
      const [user] = await db
        .insert(users)
        .values({
          email,
          passwordHash,
          language,
          authMethod: 'Custom',
          roleId: ROLE_IDS.MEMBER,
          checkOutStatus: 'EMAIL_VERIFICATION',
        })
        .returning({ id: users.id });
      await db.insert(userProfiles).values({ userId: user!.id });
      return user!.id;
    },

    /** Locks the user row until the transaction ends (serialises resends). */
    async lockUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, stage: users.checkOutStatus })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    async insertToken(v: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      /** E-mail change: the address being changed to. */
      newEmail?: string;
      /** E-mail change: the two tokens of one request share it. */
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(v);
    },

    /** Ends every unused token of a purpose (a newer link replaces the older ones). */
    async invalidateTokens(userId: string, purpose: EmailTokenPurpose) {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
        );
    },

    /**
     * Cancels every unused token of these purposes: marked used and expired at once, so a cancelled
     * token (usedAt = expiresAt) stays apart from a consumed one (usedAt < expiresAt).
     */
    async cancelTokens(userId: string, purposes: EmailTokenPurpose[]) {
      const now = new Date();
      await db
        .update(emailTokens)
        .set({ usedAt: now, expiresAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            inArray(emailTokens.purpose, purposes),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    /** The other token of an e-mail change request (same user and creation time), or null. */
    async findPartnerToken(userId: string, purpose: EmailTokenPurpose, createdAt: Date) {
      const [row] = await db
        .select({ id: emailTokens.id, usedAt: emailTokens.usedAt, expiresAt: emailTokens.expiresAt })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.createdAt, createdAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The new (already lower-cased, verified) address of an e-mail change. */
    async setEmail(userId: string, email: string) {
      const now = new Date();
      await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    /** The token with its account's e-mail, or null. */
    async findToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: emailTokens.id,
          userId: emailTokens.userId,
          purpose: emailTokens.purpose,
          expiresAt: emailTokens.expiresAt,
          usedAt: emailTokens.usedAt,
          createdAt: emailTokens.createdAt,
          newEmail: emailTokens.newEmail,
          email: users.email,
        })
        .from(emailTokens)
        .innerJoin(users, eq(users.id, emailTokens.userId))
        .where(eq(emailTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Marks a token used; false when it already was (a replay or a concurrent use). */
    async useToken(id: string): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
        .returning({ id: emailTokens.id });
      return rows.length === 1;
    },

    /** When the newest token of a purpose was issued, or null. */
    async latestTokenAt(userId: string, purpose: EmailTokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: emailTokens.createdAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    async markEmailVerified(userId: string) {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    async setPassword(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The sign-in throttle trusts none of the user's browsers any more. */
    async forgetDevices(userId: string) {
      await db.delete(authDevices).where(eq(authDevices.userId, userId));
    },

    /** Revokes the user's sessions, all of them or all but `exceptSessionId`. */
    async revokeSessions(userId: string, reason: string, exceptSessionId?: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.revokedAt),
            exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
          ),
        );
      sessionCache.forgetUser(userId);
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

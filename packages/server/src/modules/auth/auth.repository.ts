/** Sessions (refresh-token families), refresh tokens and sign-in throttle counters. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authSessions, authThrottle, refreshTokens, users } from '../../db/schema.ts';
import { sessionCache } from './session-cache.ts';

export function createAuthRepository(db: DbOrTx) {
  /**
   * The session check of every authenticated request, built once and prepared by name: PostgreSQL
   * parses it once per connection and no query is assembled per request.
   */
  let activeSession: ReturnType<typeof prepareActiveSession> | undefined;
  function prepareActiveSession() {
    return db
      .select({ statusId: users.statusId, roleId: users.roleId })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sessionId')),
          eq(authSessions.userId, sql.placeholder('userId')),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('auth_find_active_session');
  }

  return {
    async createSession(v: { userId: string; expiresAt: Date; userAgent?: string; ip?: string }) {
      const [row] = await db
        .insert(authSessions)
        .values({
          userId: v.userId,
          expiresAt: v.expiresAt,
          userAgent: v.userAgent ?? null,
          ip: v.ip ?? null,
        })
        .returning({ id: authSessions.id });
      return row!.id;
    },

    async insertRefreshToken(v: { sessionId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(v);
    },

    /** The refresh token with its session and user status, or null. */
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          sessionRevokedAt: authSessions.revokedAt,
          sessionExpiresAt: authSessions.expiresAt,
          userId: authSessions.userId,
          roleId: users.roleId,
          statusId: users.statusId,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Marks a refresh token used; false when it was already used (a concurrent or replayed use). */
    async markRefreshTokenUsed(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeSession(sessionId: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
      sessionCache.forgetSession(sessionId);
    },

    async touchSession(sessionId: string) {
      await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId));
    },

    /** Session state checked on every authenticated request. */
    async findActiveSession(sessionId: string, userId: string) {
      activeSession ??= prepareActiveSession();
      // The timestamp as drizzle sends a Date for this column (ISO text).
      const [row] = await activeSession.execute({ sessionId, userId, now: new Date().toISOString() });
      return row ?? null;
    },

    async getThrottle(key: string) {
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
      return row ?? null;
    },

    /**
     * Counts one failure for `key` in a window of `windowSeconds` and locks the key for `lockSeconds`
     * once `max` failures are reached. One statement, so concurrent failures all count.
     */
    async recordFailure(key: string, windowSeconds: number, max: number, lockSeconds: number) {
      await db.execute(sql`
        insert into auth_throttle (key, failures, window_started_at, locked_until)
        values (${key}, 1, now(), case when 1 >= ${max} then now() + make_interval(secs => ${lockSeconds}) end)
        on conflict (key) do update set
          failures = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds})
                          then 1 else auth_throttle.failures + 1 end,
          window_started_at = case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds})
                          then now() else auth_throttle.window_started_at end,
          locked_until = case
            when (case when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then 1 else auth_throttle.failures + 1 end) >= ${max}
            then now() + make_interval(secs => ${lockSeconds})
            else auth_throttle.locked_until end
      `);
    },

    async clearThrottle(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

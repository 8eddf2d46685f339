/** Sessions (refresh-token families), refresh tokens, trusted devices and throttle counters. */
import type { Locale } from '@barterbits/contracts';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql, rowsOf } from '../../db/rows.ts';
import { authDevices, authSessions, authThrottle, refreshTokens, users } from '../../db/schema.ts';
import type { SlowdownRule } from './login-throttle.ts';
import { sessionCache } from './session-cache.ts';

/**
 * One failure more for `key` (a new window once the last one is `windowSeconds` old) and, from the
 * rule's free failures on, the time before the next attempt: base × 2^(failures − free), capped.
 */
function slowdownUpsert(key: string, rule: SlowdownRule, windowSeconds: number, where?: SQL): SQL {
  const expired = sql`auth_throttle.window_started_at <= now() - make_interval(secs => ${windowSeconds}::int)`;
  const failures = sql`(case when ${expired} then 1 else auth_throttle.failures + 1 end)`;
  const nextAttempt = (n: SQL) => sql`case when ${n} >= ${rule.free}::int then now() + make_interval(secs =>
    least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2::float8, least(${n} - ${rule.free}::int, 30)))) end`;
  return sql`
    insert into auth_throttle (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), ${nextAttempt(sql`1`)})
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = case when ${expired} then now() else auth_throttle.window_started_at end,
      locked_until = ${nextAttempt(failures)}
    ${where ?? sql``}
    returning failures`;
}

/**
 * The session check of every authenticated request: its text made once and prepared by name, so
 * PostgreSQL parses it once per connection and nothing is assembled per request. It also reads the
 * account's language, the language of the request (plugins/locale.ts), so that costs no query of its own.
 */
const activeSessionOf = preparedSql<
  { sessionId: string; userId: string; now: string },
  { statusId: number; roleId: number; language: Locale }
>(
  'auth_active_session',
  (v) => sql`select u.status_id as "statusId", u.role_id as "roleId", u.language
               from auth_sessions s join users u on u.id = s.user_id
              where s.id = ${v.sessionId}::uuid and s.user_id = ${v.userId}::uuid
                and s.revoked_at is null and s.expires_at > ${v.now}::timestamptz
              limit 1`,
);

export function createAuthRepository(db: DbOrTx) {
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
      const [row] = await activeSessionOf(db, { sessionId, userId, now: new Date().toISOString() });
      return row ?? null;
    },

    async getThrottle(key: string) {
      const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
      return row ?? null;
    },

    /** Seconds until every one of `keys` allows an attempt again (0: now). */
    async secondsUntilAllowed(keys: string[]): Promise<number> {
      const [row] = await db
        .select({
          s: sql<number | string | null>`max(extract(epoch from (${authThrottle.lockedUntil} - now())))`,
        })
        .from(authThrottle)
        .where(and(inArray(authThrottle.key, keys), gt(authThrottle.lockedUntil, sql`now()`)));
      return Math.max(0, Number(row?.s ?? 0));
    },

    /**
     * Takes one attempt under `key`, counted as a failure until `clearThrottle` takes it back (so
     * concurrent attempts cannot all slip in before their failures are counted). Refused, and not
     * counted, while the key makes attempts wait.
     */
    async takeAttempt(
      key: string,
      rule: SlowdownRule,
      windowSeconds: number,
    ): Promise<{ allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number }> {
      const where = sql`where auth_throttle.locked_until is null or auth_throttle.locked_until <= now()`;
      const [row] = await rowsOf<{ failures: number }>(db, slowdownUpsert(key, rule, windowSeconds, where));
      if (row) return { allowed: true, failures: Number(row.failures) };
      return { allowed: false, retryAfterSeconds: await this.secondsUntilAllowed([key]) };
    },

    /** Counts one failure under `key`; the failures in the window so far. */
    async recordSlowdownFailure(key: string, rule: SlowdownRule, windowSeconds: number): Promise<number> {
      const [row] = await rowsOf<{ failures: number }>(db, slowdownUpsert(key, rule, windowSeconds));
      return Number(row?.failures ?? 0);
    },

    /** True for the first call per `key` in a window of `windowSeconds` (a once-per-window notice). */
    async claimOncePerWindow(key: string, windowSeconds: number): Promise<boolean> {
      const rows = await rowsOf<{ key: string }>(
        db,
        sql`
          insert into auth_throttle (key, failures, window_started_at) values (${key}, 1, now())
          on conflict (key) do update set failures = 1, window_started_at = now()
            where auth_throttle.window_started_at <= now() - make_interval(secs => ${windowSeconds}::int)
          returning key`,
      );
      return rows.length === 1;
    },

    /**
     * Counts one failure for `key` in a window of `windowSeconds` and locks the key for `lockSeconds`
     * once `max` failures are reached. One statement, so concurrent failures all count; answers the
     * failures in the window, this one included (a limit is "count > max": no check-then-act race).
     */
    async recordFailure(
      key: string,
      windowSeconds: number,
      max: number,
      lockSeconds: number,
    ): Promise<number> {
      const [row] = await rowsOf<{ failures: number }>(
        db,
        sql`
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
        returning failures`,
      );
      return Number(row?.failures ?? 0);
    },

    async clearThrottle(key: string) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Deletes every counter whose key starts with `prefix`. */
    async clearThrottlePrefix(prefix: string) {
      await db.delete(authThrottle).where(sql`starts_with(${authThrottle.key}, ${prefix})`);
    },

    /** Whether the account signed in from `ip` within `days`. */
    async signedInFrom(userId: string, ip: string, days: number): Promise<boolean> {
      const [row] = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(
          and(
            eq(authSessions.userId, userId),
            eq(authSessions.ip, ip),
            gt(authSessions.createdAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Whether the device (its token's hash) signed the account in within `days`. */
    async isTrustedDevice(tokenHash: string, userId: string, days: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: authDevices.userId })
        .from(authDevices)
        .where(
          and(
            eq(authDevices.tokenHash, tokenHash),
            eq(authDevices.userId, userId),
            gt(authDevices.lastUsedAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .limit(1);
      return !!row;
    },

    /** Records (or refreshes) that the device signed the account in. */
    async trustDevice(tokenHash: string, userId: string) {
      await db
        .insert(authDevices)
        .values({ tokenHash, userId })
        .onConflictDoUpdate({
          target: [authDevices.tokenHash, authDevices.userId],
          set: { lastUsedAt: sql`now()` },
        });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

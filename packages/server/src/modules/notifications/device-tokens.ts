/**
 * Browsers' push tokens (POST/DELETE /notify/manage-token): one row per token, owned by the
 * member who registered it last; pruned when unseen for DEVICE_TOKEN_MAX_IDLE_DAYS.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deviceTokens } from '../../db/schema.ts';

/** A token not registered again for this long is dropped (browsers refresh theirs on every visit). */
export const DEVICE_TOKEN_MAX_IDLE_DAYS = 30;

export function createDeviceTokensRepository(db: DbOrTx) {
  return {
    /** Stores the token for `userId` (taking it from whoever had it) and marks it seen now. */
    async upsert(v: { token: string; userId: string; platform: string; userAgent: string | null; at: Date }) {
      const [row] = await db
        .insert(deviceTokens)
        .values({ ...v, createdAt: v.at, lastSeenAt: v.at })
        .onConflictDoUpdate({
          target: deviceTokens.token,
          set: { userId: v.userId, platform: v.platform, userAgent: v.userAgent, lastSeenAt: v.at },
        })
        .returning();
      return row!;
    },

    /** Removes the token only when it is `userId`'s; answers whether it was. */
    async removeOwn(userId: string, token: string): Promise<boolean> {
      const rows = await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.token, token), eq(deviceTokens.userId, userId)))
        .returning({ token: deviceTokens.token });
      return rows.length > 0;
    },

    /** The member's tokens (the push deliverer sends to each). */
    async ofUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({ token: deviceTokens.token })
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId));
      return rows.map((r) => r.token);
    },

    /** Deletes a token the push service said will never work again. */
    async remove(token: string): Promise<void> {
      await db.delete(deviceTokens).where(eq(deviceTokens.token, token));
    },

    /** Deletes tokens last seen before `before`; answers how many. */
    async pruneUnseenSince(before: Date): Promise<number> {
      const rows = await db
        .delete(deviceTokens)
        .where(lt(deviceTokens.lastSeenAt, before))
        .returning({ token: deviceTokens.token });
      return rows.length;
    },
  };
}

/** The scheduler job: drops tokens unseen for DEVICE_TOKEN_MAX_IDLE_DAYS. */
export function pruneDeviceTokens(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEVICE_TOKEN_MAX_IDLE_DAYS * 24 * 60 * 60_000);
  return createDeviceTokensRepository(db).pruneUnseenSince(before);
}

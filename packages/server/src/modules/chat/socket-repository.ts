/** The chat socket's own reads: who gets a typing indicator; which sessions are still good. */
import { USER_STATUS_IDS } from '@barterbits/contracts';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { authSessions, users } from '../../db/schema.ts';

/**
 * The other current members of `channelId` who should see `userId` typing, or null when `userId` may
 * not send there: not a current member, or muted. Members in a block with the sender (either way) are
 * left out.
 */
export async function typingRecipients(db: Db, channelId: string, userId: string): Promise<string[] | null> {
  const rows = await rowsOf<{ userId: string | null }>(
    db,
    sql`
    SELECT m.user_id::text AS "userId"
      FROM chat_members me
      JOIN chat_members m ON m.channel_id = me.channel_id AND m.left_at IS NULL AND m.user_id <> me.user_id
     WHERE me.channel_id = ${channelId} AND me.user_id = ${userId} AND me.left_at IS NULL
       AND (me.muted_until IS NULL OR me.muted_until <= now())
       AND NOT EXISTS (
         SELECT 1 FROM chat_blocks b
          WHERE (b.user_id = me.user_id AND b.blocked_id = m.user_id)
             OR (b.user_id = m.user_id AND b.blocked_id = me.user_id))
    UNION ALL
    SELECT NULL FROM chat_members me
     WHERE me.channel_id = ${channelId} AND me.user_id = ${userId} AND me.left_at IS NULL
       AND (me.muted_until IS NULL OR me.muted_until <= now())`,
  );
  // The NULL row says the sender may type here (a channel of one still answers it).
  if (!rows.some((r) => r.userId === null)) return null;
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/** Of `sessionIds`, those still open (not revoked, not expired) whose account is ACTIVE. */
export async function activeSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        inArray(authSessions.id, sessionIds),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(users.statusId, USER_STATUS_IDS.ACTIVE),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Notices in the database: one by id, one member's page, unread count, and marking read (their own
 * rows only).
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: DbOrTx) {
  return {
    /** Writes the notices in one statement; answers the rows written. */
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      return rows.length ? db.insert(notifications).values(rows).returning() : [];
    },

    /** One notice by id, or null (the live deliverer reads it as it is when sent). */
    async byId(id: string): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Newest first (ties by id, so paging is stable). */
    async page(userId: string, limit: number, offset: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      const [c] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
      return { rows, total: Number(c?.n ?? 0) };
    },

    async unreadCount(userId: string): Promise<number> {
      const [c] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return Number(c?.n ?? 0);
    },

    /** Marks the member's unread notices read: those in `ids`, or all when `ids` is null. */
    async markRead(userId: string, ids: string[] | null, at: Date): Promise<number> {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

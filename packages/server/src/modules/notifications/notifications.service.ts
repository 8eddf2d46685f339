/** In-app notices of the signed-in member: their page with the unread count, and marking read. */
import type { NotificationType, TNotification } from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

const toNotification = (r: NotificationRow): TNotification => ({
  id: r.id,
  type: r.type as NotificationType,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  readAt: r.readAt ? r.readAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export function createNotificationsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const repo = createNotificationsRepository(db);

  return {
    async list(callerId: string, q: { userId: string; limit: number; offset: number }) {
      if (q.userId !== callerId) throw new AppError('FORBIDDEN');
      const { rows, total } = await repo.page(callerId, q.limit, q.offset);
      const unread = await repo.unreadCount(callerId);
      return {
        data: rows.map(toNotification),
        meta: { total, limit: q.limit, offset: q.offset, unread },
      };
    },

    /** Someone else's ids are ignored (nothing is told about them); answers the caller's unread count. */
    async markRead(callerId: string, body: { ids?: string[] | undefined; all?: boolean | undefined }) {
      await repo.markRead(callerId, body.all ? null : [...new Set(body.ids ?? [])], clock());
      return { unread: await repo.unreadCount(callerId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

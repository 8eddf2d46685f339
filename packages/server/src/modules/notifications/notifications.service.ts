/** In-app notices of the signed-in member: their page with the unread count, and marking read. */
import type { NotificationType, TNotification } from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
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
    /** One page of the caller's notices (`userId` in the query must be theirs) and their unread count. */
    async list(
      auth: AuthContext,
      q: { userId: string; limit: number; offset: number },
    ): Promise<Page<TNotification, { unread: number }>> {
      if (q.userId !== auth.userId) throw new AppError('FORBIDDEN');
      const { rows, total } = await repo.page(auth.userId, q.limit, q.offset);
      const unread = await repo.unreadCount(auth.userId);
      return { items: rows.map(toNotification), total, unread };
    },

    /** Someone else's ids are ignored (nothing is told about them); answers the caller's unread count. */
    async markRead(auth: AuthContext, body: { ids?: string[] | undefined; all?: boolean | undefined }) {
      await repo.markRead(auth.userId, body.all ? null : [...new Set(body.ids ?? [])], clock());
      return { unread: await repo.unreadCount(auth.userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

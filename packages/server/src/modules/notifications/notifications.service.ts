/**
 * In-app notices of the signed-in member: their page with the unread count, and marking read. Marking
 * read tells the member's live sockets (every tab, on every instance) the new unread count, so each
 * tab's badge stays true.
 */
import type { TNotification } from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ChatHub } from '../chat/hub.ts';
import { toNotification } from './notice-view.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

export function createNotificationsService(deps: {
  db: Db;
  /** The live hub: 'notices-read' goes to the member's sockets. */
  hub: ChatHub;
  now?: () => Date;
}) {
  const { db, hub } = deps;
  const clock = deps.now ?? (() => new Date());
  const repo = createNotificationsRepository(db);

  /** After the answer (its error is logged; the marking has committed whatever the hub does). */
  const publishUnread = (userId: string, unread: number) => {
    runInBackground('publish notices-read', () =>
      hub.publish({ type: 'notices-read', channelId: null, recipients: [userId], payload: { unread } }),
    );
  };

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

    /**
     * Someone else's ids are ignored (nothing is told about them); answers the caller's unread count,
     * also published to their live sockets when something was marked.
     */
    async markRead(auth: AuthContext, body: { ids?: string[] | undefined; all?: boolean | undefined }) {
      const ids = body.all ? null : [...new Set(body.ids ?? [])];
      const marked = await repo.markRead(auth.userId, ids, clock());
      const unread = await repo.unreadCount(auth.userId);
      if (marked > 0) publishUnread(auth.userId, unread);
      return { unread };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** A notice row as members see it: GET /notify's items and the live 'notice' event's payload. */
import type { NotificationType, TNotification } from '@barterbits/contracts';
import type { NotificationRow } from './notifications.repository.ts';

/** The row in the contracts' shape (dates as ISO text, `read` from readAt). */
export const toNotification = (r: NotificationRow): TNotification => ({
  id: r.id,
  type: r.type as NotificationType,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  readAt: r.readAt ? r.readAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Writes one in-app notice (none for null: the builder found nobody to tell). Callers pass THEIR
 * transaction handle (the one that moves the money or changes the status), so the notice commits
 * with the event or not at all.
 */
import type { NotificationType } from '@barterbits/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

export interface Notice {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A member-app path, e.g. `/bits-gift/<id>`. */
  link?: string | null;
}

export async function notify(tx: DbOrTx, n: Notice | null): Promise<NotificationRow | null> {
  if (!n) return null;
  return createNotificationsRepository(tx).insert({
    userId: n.userId,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
  });
}

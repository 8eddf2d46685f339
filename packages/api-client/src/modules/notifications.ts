import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** In-app notifications (spec §7): one typed function per endpoint. */
export const notificationsApi = (invoke: Invoke) => ({
  /** GET /notify?userId=: the caller's notices, newest first, with the unread count in `meta.unread`. */
  listNotifications: (query: QueryOf<'listNotifications'>) => invoke('listNotifications', { query }),
  /** PATCH /notify: mark the given notices (or all) read; answers the unread count. */
  markNotificationsRead: (body: BodyOf<'markNotificationsRead'>) => invoke('markNotificationsRead', { body }),
});

import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** In-app notifications, their settings and push tokens (spec §7): one typed function per endpoint. */
export const notificationsApi = (invoke: Invoke) => ({
  /** GET /notify?userId=: the caller's notices, newest first, with the unread count in `meta.unread`. */
  listNotifications: (query: QueryOf<'listNotifications'>) => invoke('listNotifications', { query }),
  /** PATCH /notify: mark the given notices (or all) read; answers the unread count. */
  markNotificationsRead: (body: BodyOf<'markNotificationsRead'>) => invoke('markNotificationsRead', { body }),
  /** GET /user/notification/setting: the group × channel matrix, locked cells and the search radii. */
  getNotificationSettings: () => invoke('getNotificationSettings'),
  /** PATCH /user/notification/setting: change only the cells and radii sent; answers the whole settings. */
  updateNotificationSettings: (body: BodyOf<'updateNotificationSettings'>) =>
    invoke('updateNotificationSettings', { body }),
  /** POST /notify/manage-token: store this browser's push token for the caller. */
  registerDeviceToken: (body: BodyOf<'registerDeviceToken'>) => invoke('registerDeviceToken', { body }),
  /** DELETE /notify/manage-token: forget this browser's push token (call before signing out). */
  removeDeviceToken: (body: BodyOf<'removeDeviceToken'>) => invoke('removeDeviceToken', { body }),
});

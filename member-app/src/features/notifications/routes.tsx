import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from './paths.ts';

const NotificationsRoute = lazyRoute(() =>
  import('./routes/notifications.tsx').then((m) => m.NotificationsRoute),
);
const NotificationSettingsRoute = lazyRoute(() =>
  import('./routes/notification-settings.tsx').then((m) => m.NotificationSettingsRoute),
);

export { NOTIFICATIONS_PATH } from './paths.ts';

/** Routes of the notifications feature, by access group (see lib/feature-routes.ts). */
export const notificationsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={NOTIFICATIONS_PATH} element={<NotificationsRoute />} />
      <Route path={NOTIFICATION_SETTINGS_PATH} element={<NotificationSettingsRoute />} />
    </>
  ),
};

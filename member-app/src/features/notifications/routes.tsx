import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const NotificationsRoute = lazyRoute(
  () => import('./routes/notifications.tsx').then((m) => m.NotificationsRoute),
  { catalogs: ['notifications'] },
);
const NotificationSettingsRoute = lazyRoute(
  () => import('./routes/notification-settings.tsx').then((m) => m.NotificationSettingsRoute),
  { catalogs: ['notifications'] },
);

/** Routes of the notifications feature, by access group (see lib/feature-routes.ts). */
export const notificationsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.notifications.path} element={<NotificationsRoute />} />
      <Route path={PAGES.notificationSettings.path} element={<NotificationSettingsRoute />} />
    </>
  ),
};

import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const NotificationsRoute = lazyRoute(() =>
  import('./routes/notifications.tsx').then((m) => m.NotificationsRoute),
);

/** The path of the notifications page (built: the shell's placeholder is dropped). */
export const NOTIFICATIONS_PATH = '/notification';

/** Routes of the notifications feature, by access group (see app/feature-routes.ts). */
export const notificationsRoutes: FeatureRoutes = {
  member: <Route path={NOTIFICATIONS_PATH} element={<NotificationsRoute />} />,
};

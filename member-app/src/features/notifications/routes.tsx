import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { NotificationsRoute } from './routes/notifications.tsx';

/** The path of the notifications page (built: the shell's placeholder is dropped). */
export const NOTIFICATIONS_PATH = '/notification';

/** Routes of the notifications feature, by access group (see app/feature-routes.ts). */
export const notificationsRoutes: FeatureRoutes = {
  member: <Route path={NOTIFICATIONS_PATH} element={<NotificationsRoute />} />,
};

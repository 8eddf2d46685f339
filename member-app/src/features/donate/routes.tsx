import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const DonateRoute = lazyRoute(() => import('./routes/donate.tsx').then((m) => m.DonateRoute), {
  catalogs: ['donate'],
});

/** Routes of the donate feature (spec §2 /donate), by access group. */
export const donateRoutes: FeatureRoutes = {
  member: <Route path={PAGES.donate.path} element={<DonateRoute />} />,
};

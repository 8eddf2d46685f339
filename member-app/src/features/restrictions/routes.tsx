import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

// The page's words, and the forms' (the frame's back arrow, "Required field." of the unlock pass).
const WebRestrictionsRoute = lazyRoute(
  () => import('./routes/web-restrictions.tsx').then((m) => m.WebRestrictionsRoute),
  { catalogs: ['restrictions', 'forms', 'app'] },
);

/** The maintenance page (spec §2 /web-restrictions), open to anyone. */
export const restrictionsRoutes: FeatureRoutes = {
  open: <Route path={PAGES.webRestrictions.path} element={<WebRestrictionsRoute />} />,
};

import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

// The page's words, and the forms' (the frame's back arrow).
const FaqRoute = lazyRoute(() => import('./routes/faq.tsx').then((m) => m.FaqRoute), {
  catalogs: ['help', 'forms', 'app'],
});

/**
 * Routes of the help feature, by access group (see lib/feature-routes.ts): the FAQ (the Need Help popover's
 * FAQ link unless VITE_FAQ_URL points elsewhere) is open to members and visitors alike.
 */
export const helpRoutes: FeatureRoutes = {
  open: <Route path={PAGES.faq.path} element={<FaqRoute />} />,
};

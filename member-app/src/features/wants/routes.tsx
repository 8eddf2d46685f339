import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/**
 * The feature's pages are one chunk, loaded with the first of them: five chunks would each add their list
 * of dependencies to the route table every page loads, and would share enough of src/lib to move it into
 * the common chunk of the first pages (see vite.config.ts), /sign-in included.
 */
const WantsPage = lazyRoute(() => import('./pages.tsx').then((m) => m.WantsPage), {
  catalogs: ['wants', 'forms', 'saved-search'],
});

/**
 * Routes of the wants feature (the demand side: own wants and saved searches, one want, one search's
 * matches, the wanted feed), by access group (see lib/feature-routes.ts).
 */
export const wantsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.wants.path} element={<WantsPage page="mine" />} />
      <Route path={PAGES.createWant.path} element={<WantsPage page="editor" />} />
      <Route path={PAGES.want.path} element={<WantsPage page="want" />} />
      <Route path={PAGES.editWant.path} element={<WantsPage page="editor" />} />
      <Route path={PAGES.savedSearch.path} element={<WantsPage page="savedSearch" />} />
      <Route path={PAGES.wanted.path} element={<WantsPage page="wanted" />} />
    </>
  ),
};

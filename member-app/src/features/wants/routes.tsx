import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** Every page of the feature reads its words from the wants catalog (and the form words of src/i18n/forms). */
const catalogs = ['wants'];

const MyWantsRoute = lazyRoute(() => import('./routes/my-wants.tsx').then((m) => m.MyWantsRoute), {
  catalogs,
});
const WantEditorRoute = lazyRoute(() => import('./routes/want-editor.tsx').then((m) => m.WantEditorRoute), {
  catalogs: [...catalogs, 'forms'],
});
const WantRoute = lazyRoute(() => import('./routes/want.tsx').then((m) => m.WantRoute), { catalogs });
const SavedSearchRoute = lazyRoute(
  () => import('./routes/saved-search.tsx').then((m) => m.SavedSearchRoute),
  { catalogs },
);
const WantedRoute = lazyRoute(() => import('./routes/wanted.tsx').then((m) => m.WantedRoute), {
  catalogs,
});

/**
 * Routes of the wants feature (the demand side: own wants and saved searches, one want, one search's
 * matches, the wanted feed), by access group (see lib/feature-routes.ts).
 */
export const wantsRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.wants.path} element={<MyWantsRoute />} />
      <Route path={PAGES.createWant.path} element={<WantEditorRoute />} />
      <Route path={PAGES.want.path} element={<WantRoute />} />
      <Route path={PAGES.editWant.path} element={<WantEditorRoute />} />
      <Route path={PAGES.savedSearch.path} element={<SavedSearchRoute />} />
      <Route path={PAGES.wanted.path} element={<WantedRoute />} />
    </>
  ),
};

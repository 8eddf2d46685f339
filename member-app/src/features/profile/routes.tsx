import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The profile pages' words. */
const CATALOGS = { catalogs: ['profile'] };
/** The edit pages: the profile's words and the shared form fields' (names, address, mobile number). */
const FORM_CATALOGS = { catalogs: ['profile', 'forms'] };

const EditBusinessDetailsRoute = lazyRoute(
  () => import('./routes/edit-business-details.tsx').then((m) => m.EditBusinessDetailsRoute),
  FORM_CATALOGS,
);
const EditCategoriesRoute = lazyRoute(
  () => import('./routes/edit-categories.tsx').then((m) => m.EditCategoriesRoute),
  FORM_CATALOGS,
);
const EditPersonalInfoRoute = lazyRoute(
  () => import('./routes/edit-personal-info.tsx').then((m) => m.EditPersonalInfoRoute),
  FORM_CATALOGS,
);
const EditSocialsRoute = lazyRoute(
  () => import('./routes/edit-socials.tsx').then((m) => m.EditSocialsRoute),
  FORM_CATALOGS,
);
const MyProfileRoute = lazyRoute(
  () => import('./routes/my-profile.tsx').then((m) => m.MyProfileRoute),
  CATALOGS,
);

/** Routes of the profile feature, by access group (see lib/feature-routes.ts). */
export const profileRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path={PAGES.myProfile.path} element={<MyProfileRoute />} />
      <Route path={PAGES.editPersonalInfo.path} element={<EditPersonalInfoRoute />} />
      <Route path={PAGES.editBusinessDetails.path} element={<EditBusinessDetailsRoute />} />
      <Route path={PAGES.editCategories.path} element={<EditCategoriesRoute />} />
      <Route path={PAGES.editSocials.path} element={<EditSocialsRoute />} />
    </>
  ),
};

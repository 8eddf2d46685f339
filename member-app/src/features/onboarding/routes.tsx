import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { RequireStage } from '../../lib/onboarding-guard.tsx';

/**
 * The onboarding pages' words, the shared form fields' (names, address, mobile number: `app`) and the
 * onboarding frame's and validation messages (`forms`): these pages are outside the member shell, which
 * loads `app` for its own pages.
 */
const CATALOGS = { catalogs: ['onboarding', 'forms', 'app'] };

const BusinessCategoriesRoute = lazyRoute(
  () => import('./routes/business-categories.tsx').then((m) => m.BusinessCategoriesRoute),
  CATALOGS,
);
const BusinessDetailRoute = lazyRoute(
  () => import('./routes/business-detail.tsx').then((m) => m.BusinessDetailRoute),
  CATALOGS,
);
const ConfirmCategoriesRoute = lazyRoute(
  () => import('./routes/confirm-categories.tsx').then((m) => m.ConfirmCategoriesRoute),
  CATALOGS,
);
const ConfirmSubmissionRoute = lazyRoute(
  () => import('./routes/confirm-submission.tsx').then((m) => m.ConfirmSubmissionRoute),
  CATALOGS,
);
const PersonalProfileRoute = lazyRoute(
  () => import('./routes/personal-profile.tsx').then((m) => m.PersonalProfileRoute),
  CATALOGS,
);
const ProfileSetupRoute = lazyRoute(
  () => import('./routes/profile-setup.tsx').then((m) => m.ProfileSetupRoute),
  CATALOGS,
);

/** Routes of the onboarding feature, by access group (see lib/feature-routes.ts). */
export const onboardingRoutes: FeatureRoutes = {
  onboarding: (
    <>
      <Route element={<RequireStage stages={['ACCOUNT_SETUP']} />}>
        <Route path={PAGES.profileSetup.path} element={<ProfileSetupRoute />} />
        <Route path={PAGES.personalProfile.path} element={<PersonalProfileRoute />} />
        <Route path={PAGES.businessDetail.path} element={<BusinessDetailRoute />} />
      </Route>
      <Route element={<RequireStage stages={['CATEGORY_SELECTION']} />}>
        <Route path={PAGES.businessCategories.path} element={<BusinessCategoriesRoute />} />
        <Route path={PAGES.confirmCategories.path} element={<ConfirmCategoriesRoute />} />
        <Route path={PAGES.confirmSubmission.path} element={<ConfirmSubmissionRoute />} />
      </Route>
    </>
  ),
};

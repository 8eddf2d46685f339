import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';
import { RequireStage } from '../../lib/onboarding-guard.tsx';

const BusinessCategoriesRoute = lazyRoute(() =>
  import('./routes/business-categories.tsx').then((m) => m.BusinessCategoriesRoute),
);
const BusinessDetailRoute = lazyRoute(() =>
  import('./routes/business-detail.tsx').then((m) => m.BusinessDetailRoute),
);
const ConfirmCategoriesRoute = lazyRoute(() =>
  import('./routes/confirm-categories.tsx').then((m) => m.ConfirmCategoriesRoute),
);
const ConfirmSubmissionRoute = lazyRoute(() =>
  import('./routes/confirm-submission.tsx').then((m) => m.ConfirmSubmissionRoute),
);
const PersonalProfileRoute = lazyRoute(() =>
  import('./routes/personal-profile.tsx').then((m) => m.PersonalProfileRoute),
);
const ProfileSetupRoute = lazyRoute(() =>
  import('./routes/profile-setup.tsx').then((m) => m.ProfileSetupRoute),
);

/** Routes of the onboarding feature, by access group (see lib/feature-routes.ts). */
export const onboardingRoutes: FeatureRoutes = {
  onboarding: (
    <>
      <Route element={<RequireStage stages={['ACCOUNT_SETUP']} />}>
        <Route path="/profile-setup" element={<ProfileSetupRoute />} />
        <Route path="/personal-profile" element={<PersonalProfileRoute />} />
        <Route path="/business-detail" element={<BusinessDetailRoute />} />
      </Route>
      <Route element={<RequireStage stages={['CATEGORY_SELECTION']} />}>
        <Route path="/business-categories" element={<BusinessCategoriesRoute />} />
        <Route path="/confirm-categories" element={<ConfirmCategoriesRoute />} />
        <Route path="/confirm-submission" element={<ConfirmSubmissionRoute />} />
      </Route>
    </>
  ),
};

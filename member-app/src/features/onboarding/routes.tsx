import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { RequireStage } from '../../lib/onboarding-guard.tsx';
import { BusinessCategoriesRoute } from './routes/business-categories.tsx';
import { BusinessDetailRoute } from './routes/business-detail.tsx';
import { ConfirmCategoriesRoute } from './routes/confirm-categories.tsx';
import { ConfirmSubmissionRoute } from './routes/confirm-submission.tsx';
import { PersonalProfileRoute } from './routes/personal-profile.tsx';
import { ProfileSetupRoute } from './routes/profile-setup.tsx';

/** Routes of the onboarding feature, by access group (see app/feature-routes.ts). */
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

import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { EditBusinessDetailsRoute } from './routes/edit-business-details.tsx';
import { EditCategoriesRoute } from './routes/edit-categories.tsx';
import { EditPersonalInfoRoute } from './routes/edit-personal-info.tsx';
import { EditSocialsRoute } from './routes/edit-socials.tsx';
import { MyProfileRoute } from './routes/my-profile.tsx';

/** Routes of the profile feature, by access group (see app/feature-routes.ts). */
export const profileRoutes: FeatureRoutes = {
  member: (
    <>
      <Route path="/my-profile" element={<MyProfileRoute />} />
      <Route path="/my-profile/edit-personal-info" element={<EditPersonalInfoRoute />} />
      <Route path="/my-profile/edit-business-details" element={<EditBusinessDetailsRoute />} />
      <Route path="/my-profile/edit-categories" element={<EditCategoriesRoute />} />
      <Route path="/my-profile/edit-socials" element={<EditSocialsRoute />} />
    </>
  ),
};

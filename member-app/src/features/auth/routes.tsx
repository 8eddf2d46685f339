import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { ChoosePasswordRoute } from './routes/choose-password.tsx';

/** Routes of the auth feature besides /sign-in (which the app router places itself). */
export const authRoutes: FeatureRoutes = {
  onboarding: <Route path="/choose-password" element={<ChoosePasswordRoute />} />,
};

import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const ChoosePasswordRoute = lazyRoute(
  () => import('./routes/choose-password.tsx').then((m) => m.ChoosePasswordRoute),
  { catalogs: ['auth', 'forms', 'app'] },
);
const PasswordRoute = lazyRoute(() => import('./routes/password.tsx').then((m) => m.PasswordRoute), {
  catalogs: ['auth', 'forms', 'app'],
});

/** Routes of the auth feature besides /sign-in (which the app router places itself). */
export const authRoutes: FeatureRoutes = {
  guest: <Route path={PAGES.password.path} element={<PasswordRoute />} />,
  onboarding: <Route path={PAGES.choosePassword.path} element={<ChoosePasswordRoute />} />,
};

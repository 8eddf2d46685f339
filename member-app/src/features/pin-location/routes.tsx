import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

const CurrentPinRoute = lazyRoute(() => import('./routes/current-pin.tsx').then((m) => m.CurrentPinRoute));
const ForgetPinRoute = lazyRoute(() => import('./routes/forget-pin.tsx').then((m) => m.ForgetPinRoute));
const ForgotPinLinkExpireRoute = lazyRoute(() =>
  import('./routes/forgot-pin-link-expire.tsx').then((m) => m.ForgotPinLinkExpireRoute),
);
const GeneralLocationRoute = lazyRoute(() =>
  import('./routes/general-location.tsx').then((m) => m.GeneralLocationRoute),
);
const NewPinRoute = lazyRoute(() => import('./routes/new-pin.tsx').then((m) => m.NewPinRoute));
const PinSettingsRoute = lazyRoute(() => import('./routes/pin-settings.tsx').then((m) => m.PinSettingsRoute));
const PinSetupRoute = lazyRoute(() => import('./routes/pin-setup.tsx').then((m) => m.PinSetupRoute));

/**
 * Routes of the pin-location feature, by access group (see lib/feature-routes.ts).
 * /pin-setup and /general-location check the stage themselves: both serve onboarding (PIN_SETUP) and
 * completed members (a first PIN, a new location). /new-pin is open: the e-mailed link works signed out.
 */
export const pinLocationRoutes: FeatureRoutes = {
  onboarding: (
    <>
      <Route path={PAGES.pinSetup.path} element={<PinSetupRoute />} />
      <Route path={PAGES.generalLocation.path} element={<GeneralLocationRoute />} />
    </>
  ),
  account: (
    <>
      <Route path={PAGES.pin.path} element={<PinSettingsRoute />} />
      <Route path={PAGES.currentPin.path} element={<CurrentPinRoute />} />
      <Route path={PAGES.forgetPin.path} element={<ForgetPinRoute />} />
    </>
  ),
  open: (
    <>
      <Route path={PAGES.newPin.path} element={<NewPinRoute />} />
      <Route path={PAGES.forgotPinLinkExpire.path} element={<ForgotPinLinkExpireRoute />} />
    </>
  ),
};

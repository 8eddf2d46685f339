import { PAGES } from '@barterbits/contracts';
import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { lazyRoute } from '../../lib/lazy-route.tsx';

/** The pages' words, and the forms' (the frame's back arrow, the validation messages). */
const PAGE_CATALOGS = ['pin-location', 'forms'];
/** Pages with a PIN field or the place picker, or an onboarding title: the frame's catalog has their words. */
const FIELD_CATALOGS = ['pin-location', 'forms', 'app'];

const CurrentPinRoute = lazyRoute(() => import('./routes/current-pin.tsx').then((m) => m.CurrentPinRoute), {
  catalogs: FIELD_CATALOGS,
});
const ForgetPinRoute = lazyRoute(() => import('./routes/forget-pin.tsx').then((m) => m.ForgetPinRoute), {
  catalogs: PAGE_CATALOGS,
});
const ForgotPinLinkExpireRoute = lazyRoute(
  () => import('./routes/forgot-pin-link-expire.tsx').then((m) => m.ForgotPinLinkExpireRoute),
  { catalogs: PAGE_CATALOGS },
);
const GeneralLocationRoute = lazyRoute(
  () => import('./routes/general-location.tsx').then((m) => m.GeneralLocationRoute),
  { catalogs: FIELD_CATALOGS },
);
const NewPinRoute = lazyRoute(() => import('./routes/new-pin.tsx').then((m) => m.NewPinRoute), {
  catalogs: FIELD_CATALOGS,
});
const PinSettingsRoute = lazyRoute(
  () => import('./routes/pin-settings.tsx').then((m) => m.PinSettingsRoute),
  {
    catalogs: PAGE_CATALOGS,
  },
);
const PinSetupRoute = lazyRoute(() => import('./routes/pin-setup.tsx').then((m) => m.PinSetupRoute), {
  catalogs: FIELD_CATALOGS,
});

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

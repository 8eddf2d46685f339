import { Route } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';
import { CurrentPinRoute } from './routes/current-pin.tsx';
import { ForgetPinRoute } from './routes/forget-pin.tsx';
import { ForgotPinLinkExpireRoute } from './routes/forgot-pin-link-expire.tsx';
import { GeneralLocationRoute } from './routes/general-location.tsx';
import { NewPinRoute } from './routes/new-pin.tsx';
import { PinSettingsRoute } from './routes/pin-settings.tsx';
import { PinSetupRoute } from './routes/pin-setup.tsx';

/**
 * Routes of the pin-location feature, by access group (see app/feature-routes.ts).
 * /pin-setup and /general-location check the stage themselves: both serve onboarding (PIN_SETUP) and
 * completed members (a first PIN, a new location). /new-pin is open: the e-mailed link works signed out.
 */
export const pinLocationRoutes: FeatureRoutes = {
  onboarding: (
    <>
      <Route path="/pin-setup" element={<PinSetupRoute />} />
      <Route path="/general-location" element={<GeneralLocationRoute />} />
    </>
  ),
  account: (
    <>
      <Route path="/pin" element={<PinSettingsRoute />} />
      <Route path="/current-pin" element={<CurrentPinRoute />} />
      <Route path="/forget-pin" element={<ForgetPinRoute />} />
    </>
  ),
  open: (
    <>
      <Route path="/new-pin" element={<NewPinRoute />} />
      <Route path="/forgot-pin-link-expire" element={<ForgotPinLinkExpireRoute />} />
    </>
  ),
};

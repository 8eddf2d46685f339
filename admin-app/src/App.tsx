import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, combineDataProviders, LoginWithEmail, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import {
  ADMIN_ACCOUNTS_RESOURCE,
  createAdminAccountsProvider,
} from './admin-accounts/adminAccountsDataProvider.ts';
import adminAccounts from './admin-accounts/index.ts';
import { api } from './api.ts';
import businessCategories from './business-categories/index.ts';
import chatBans from './chat-bans/index.ts';
import chatReports from './chat-reports/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import feedback from './feedback/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { consoleTheme } from './layout/theme.ts';
import { MAINTENANCE_PATH, MaintenancePage } from './maintenance/index.ts';
import offerReports from './offer-reports/index.ts';
import offers from './offers/index.ts';
import { BASENAME, LOGIN_PATH, PROFILE_PATH } from './paths.ts';
import { PLEDGE_PATH, PledgePage } from './pledge/PledgePage.tsx';
import { createAuthProvider, createIdentityCache } from './providers/authProvider.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import referrals from './referrals/index.ts';
import reportedReviews from './reported-reviews/index.ts';
import reviews from './reviews/index.ts';
import users from './users/index.ts';
import walletTransactions from './wallet-transactions/index.ts';

/** The profile page is its own chunk, as are the resources' screens (see their index.ts). */
/** The invited admin's set-up page: its own chunk, so the console's start does not carry it. */
const OnboardingPage = lazy(() =>
  import('./onboarding/OnboardingPage.tsx').then((m) => ({ default: m.OnboardingPage })),
);
const ProfilePage = lazy(() => import('./profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));

const identity = createIdentityCache();
const authProvider = createAuthProvider(api, { loginPath: LOGIN_PATH, identity });
const consoleDataProvider = createDataProvider(api, { onAdminUpdated: identity.set });
const adminAccountsProvider = createAdminAccountsProvider(api);
const dataProvider = combineDataProviders((resource) =>
  resource === ADMIN_ACCOUNTS_RESOURCE ? adminAccountsProvider : consoleDataProvider,
);

const Console = () => (
  <Admin
    basename={BASENAME}
    authProvider={authProvider}
    dataProvider={dataProvider}
    title="BarterBits Admin"
    dashboard={Dashboard}
    requireAuth
    loginPage={LoginWithEmail}
    layout={AdminLayout}
    lightTheme={consoleTheme}
    disableTelemetry
  >
    <Resource name="users" {...users} />
    <Resource name="business-categories" {...businessCategories} />
    <Resource name="offers" {...offers} />
    <Resource name="offer-reports" {...offerReports} />
    <Resource name="wallet-transactions" {...walletTransactions} />
    <Resource name="reviews" {...reviews} />
    <Resource name="reported-reviews" {...reportedReviews} />
    <Resource name="referrals" {...referrals} />
    <Resource name="chat-reports" {...chatReports} />
    <Resource name="chat-bans" {...chatBans} />
    <Resource name="feedback" {...feedback} />
    <Resource name={ADMIN_ACCOUNTS_RESOURCE} {...adminAccounts} />
    <CustomRoutes>
      <Route path={PROFILE_PATH} element={<ProfilePage />} />
      <Route path={PLEDGE_PATH} element={<PledgePage />} />
      <Route path={MAINTENANCE_PATH} element={<MaintenancePage />} />
    </CustomRoutes>
  </Admin>
);

/**
 * The console runs under /admin in the browser's own history (react-admin's `basename` prefixes its links).
 * Location updates are applied synchronously, as in react-admin's own router: inside a transition, the
 * redirect to the login page kept being interrupted by the auth check's re-renders (a logout loop).
 */
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <Routes>
      {/* The invited admin's page, before the console (which would ask them to sign in). */}
      <Route
        path={`${BASENAME}/onboarding`}
        element={
          <Suspense fallback={null}>
            <OnboardingPage onSignedIn={authProvider.startSession} />
          </Suspense>
        }
      />
      <Route path={`${BASENAME}/*`} element={<Console />} />
      <Route path="*" element={<Navigate to={BASENAME} replace />} />
    </Routes>
  </BrowserRouter>
);

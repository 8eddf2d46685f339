import { Suspense } from 'react';
import {
  Admin,
  CoreAdminContext,
  CustomRoutes,
  localStorageStore,
  Resource,
  useLocaleState,
  useLogin,
  useTranslate,
} from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_ACCOUNTS_RESOURCE } from './admin-accounts/adminAccountsDataProvider.ts';
import adminAccounts from './admin-accounts/index.ts';
import { api } from './api.ts';
import barterDisputes from './barter-disputes/index.ts';
import businessCategories from './business-categories/index.ts';
import cardLoads from './card-loads/index.ts';
import chatBans from './chat-bans/index.ts';
import chatReports from './chat-reports/index.ts';
import { type LazyPage, lazyPage } from './components/lazyScreens.ts';
import { Dashboard, DashboardPage } from './dashboard/Dashboard.tsx';
import disputes from './disputes/index.ts';
import feedback from './feedback/index.ts';
import { createI18nProvider, loadMessages } from './i18n/provider.ts';
import { consoleLocale, type Locale } from './language.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { consoleTheme } from './layout/theme.ts';
import { LoginScreen } from './login/LoginScreen.tsx';
import type { LoginWords } from './login/loginWords.ts';
import { MAINTENANCE_PATH, MaintenancePage } from './maintenance/index.ts';
import offerReports from './offer-reports/index.ts';
import offers from './offers/index.ts';
import { BASENAME, PROFILE_PATH } from './paths.ts';
import { PLEDGE_PATH, PledgePage } from './pledge/index.ts';
import { authProvider, identity } from './providers/consoleSession.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import referrals from './referrals/index.ts';
import reportedReviews from './reported-reviews/index.ts';
import reviews from './reviews/index.ts';
import users from './users/index.ts';
import walletTransactions from './wallet-transactions/index.ts';
import wants from './wants/index.ts';

/** The profile page is its own chunk, as are the resources' screens (see their index.ts). */
/** The invited admin's set-up page: its own chunk, so the console's start does not carry it. */
const OnboardingPage = lazyPage(() =>
  import('./onboarding/OnboardingPage.tsx').then((m) => m.OnboardingPage),
);
const ProfilePage = lazyPage(() => import('./profile/ProfilePage.tsx').then((m) => m.ProfilePage));

/** The console's resources by name (the `<Resource>`s below, in the same order). */
const RESOURCES = {
  users,
  'business-categories': businessCategories,
  offers,
  'offer-reports': offerReports,
  wants,
  'wallet-transactions': walletTransactions,
  'card-loads': cardLoads,
  disputes,
  'barter-disputes': barterDisputes,
  reviews,
  'reported-reviews': reportedReviews,
  referrals,
  'chat-reports': chatReports,
  'chat-bans': chatBans,
  feedback,
  [ADMIN_ACCOUNTS_RESOURCE]: adminAccounts,
} as const;

/** Pages of the console outside its resources, by their first path segment ('' is the dashboard). */
const PAGES: Record<string, LazyPage> = {
  '': DashboardPage,
  onboarding: OnboardingPage,
  [PROFILE_PATH.slice(1)]: ProfilePage,
  [MAINTENANCE_PATH.slice(1)]: MaintenancePage,
  [PLEDGE_PATH.slice(1)]: PledgePage,
};

/**
 * Loads the chunks of what the console opens on at `pathname` (a resource's screens, or a page), and its
 * messages in the console's language (which it cannot render without), so that it renders without a
 * spinner in between; settles once they are in, failed or not. The console's start
 * (boot.tsx) calls it only where the console will show that page: signed out, it shows the login page alone.
 */
export const preloadConsole = async (pathname: string): Promise<void> => {
  const first = pathname.slice(BASENAME.length).split('/')[1] ?? '';
  const resource = (RESOURCES as Record<string, Record<string, unknown>>)[first];
  const pages = resource
    ? Object.values(resource).filter((v): v is LazyPage => typeof (v as LazyPage)?.preload === 'function')
    : [PAGES[first]].filter((p) => p !== undefined);
  await Promise.all([...pages.map((p) => p.preload()), loadMessages(consoleLocale())]);
};

/** Every read and write of the console's screens, the invited admin's set-up page included. */
const dataProvider = createDataProvider(api, { onAdminUpdated: identity.set });

/**
 * react-admin's preferences, in this browser's storage (its default store). Its locale is the console's
 * language chosen at start (language.ts), stored from the start as react-admin renders nothing until its
 * store's locale is the provider's; a switch changes it there (i18n/provider.ts remembers the choice).
 */
const store = localStorageStore();
store.setItem('locale', consoleLocale());

/**
 * The console's messages (i18n/provider.ts), made on first use: by then the console's start has loaded
 * those of its language (`preloadConsole`).
 */
let i18nProvider: ReturnType<typeof createI18nProvider> | undefined;
const consoleI18n = () => {
  i18nProvider ??= createI18nProvider(consoleLocale());
  return i18nProvider;
};

const LOGIN_WORDS = [
  'title',
  'form',
  'email',
  'password',
  'showPassword',
  'hidePassword',
  'submit',
  'signingIn',
  'required',
  'refused',
  'language',
] as const satisfies readonly (keyof LoginWords)[];

/**
 * The login page react-admin shows when a session ends: the console's own (login/), signing in through
 * react-admin, in its language (`console.login.*`); its switch changes react-admin's locale.
 */
const ConsoleLoginPage = () => {
  const login = useLogin();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const words = Object.fromEntries(
    LOGIN_WORDS.map((word) => [word, translate(`console.login.${word}`)]),
  ) as LoginWords;
  return (
    <LoginScreen
      onSignIn={(credentials) => login(credentials)}
      language={{ locale: locale as Locale, words, onSwitch: setLocale }}
    />
  );
};

const Console = () => (
  <Admin
    store={store}
    i18nProvider={consoleI18n()}
    basename={BASENAME}
    authProvider={authProvider}
    dataProvider={dataProvider}
    title="BarterBits Admin"
    dashboard={Dashboard}
    requireAuth
    loginPage={ConsoleLoginPage}
    layout={AdminLayout}
    lightTheme={consoleTheme}
    disableTelemetry
  >
    {Object.entries(RESOURCES).map(([name, resource]) => (
      <Resource key={name} name={name} {...resource} />
    ))}
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
    <ConsoleRoutes />
  </BrowserRouter>
);

/** The console's routes, inside the browser's router (`App`). */
const ConsoleRoutes = () => (
  <Routes>
    {/* The invited admin's page, before the console (which would ask them to sign in); it reaches the
        API through the console's data provider, with no auth provider, as no one is signed in yet. */}
    <Route
      path={`${BASENAME}/onboarding`}
      element={
        <CoreAdminContext
          dataProvider={dataProvider}
          store={store}
          i18nProvider={consoleI18n()}
          basename={BASENAME}
        >
          <Suspense fallback={null}>
            <OnboardingPage onSignedIn={authProvider.startSession} />
          </Suspense>
        </CoreAdminContext>
      }
    />
    <Route path={`${BASENAME}/*`} element={<Console />} />
    <Route path="*" element={<Navigate to={BASENAME} replace />} />
  </Routes>
);

import { PAGES } from '@barterbits/contracts';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, type RouteObject, Routes } from 'react-router-dom';
import { accountsRoutes } from '../features/accounts/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { barterRoutes } from '../features/barter/routes.tsx';
import { chatRoutes } from '../features/chat/routes.tsx';
import { donateRoutes } from '../features/donate/routes.tsx';
import { feedbackRoutes } from '../features/feedback/routes.tsx';
import { giftsRoutes } from '../features/gifts/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { membersRoutes } from '../features/members/routes.tsx';
import { membershipRoutes } from '../features/membership/routes.tsx';
import { notificationsRoutes } from '../features/notifications/routes.tsx';
import { offerEditorRoutes } from '../features/offer-editor/routes.tsx';
import { offersRoutes } from '../features/offers/routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes.tsx';
import { pinLocationRoutes } from '../features/pin-location/routes.tsx';
import { profileRoutes } from '../features/profile/routes.tsx';
import { referralsRoutes } from '../features/referrals/routes.tsx';
import { restrictionsRoutes } from '../features/restrictions/routes.tsx';
import { reviewsRoutes } from '../features/reviews/routes.tsx';
import { walletRoutes } from '../features/wallet/routes.tsx';
import { wantsRoutes } from '../features/wants/routes.tsx';
import { GuestOnly, RequireAuth } from '../lib/auth.tsx';
import type { FeatureRoutes } from '../lib/feature-routes.ts';
import { isLazyRoute, lazyRoute } from '../lib/lazy-route.tsx';

// Every page is its own chunk (see lib/lazy-route.tsx), and so is the shell: /sign-in loads neither the
// shell nor any other page.
const SignInRoute = lazyRoute(
  () => import('../features/auth/routes/sign-in.tsx').then((m) => m.SignInRoute),
  {
    // Every page loads the shared components' words (src/i18n/app): Need Help, banners, form fields.
    catalogs: ['auth', 'forms', 'app'],
  },
);
const HomeRoute = lazyRoute(() => import('../features/home/routes/home.tsx').then((m) => m.HomeRoute), {
  catalogs: ['home'],
});
const NotFoundRoute = lazyRoute(
  () => import('../features/misc/routes/not-found.tsx').then((m) => m.NotFoundRoute),
  { catalogs: ['app'] },
);
// The shell's words are the signed-in frame's and the shared components' (src/i18n/app).
const MemberShell = lazyRoute(() => import('./member-shell.tsx').then((m) => m.MemberShell), {
  catalogs: ['app'],
});

const FEATURES: [string, FeatureRoutes][] = [
  ['auth', authRoutes],
  ['accounts', accountsRoutes],
  ['onboarding', onboardingRoutes],
  ['pin-location', pinLocationRoutes],
  ['membership', membershipRoutes],
  ['profile', profileRoutes],
  ['offers', offersRoutes],
  ['offer-editor', offerEditorRoutes],
  ['wants', wantsRoutes],
  ['wallet', walletRoutes],
  ['barter', barterRoutes],
  ['gifts', giftsRoutes],
  ['donate', donateRoutes],
  ['notifications', notificationsRoutes],
  ['members', membersRoutes],
  ['referrals', referralsRoutes],
  ['reviews', reviewsRoutes],
  ['chat', chatRoutes],
  ['feedback', feedbackRoutes],
  ['help', helpRoutes],
  ['restrictions', restrictionsRoutes],
];
const group = (key: keyof FeatureRoutes) =>
  FEATURES.map(([name, f]) => (f[key] ? <Fragment key={`${name}-${key}`}>{f[key]}</Fragment> : null));

/** The application's route tree (one element, so that it can be matched outside rendering too). */
const ROUTE_TREE: ReactElement<{ children?: ReactNode }> = (
  <>
    <Route element={<GuestOnly />}>
      <Route path={PAGES.signIn.path} element={<SignInRoute />} />
      {group('guest')}
    </Route>
    {group('open')}
    <Route element={<RequireAuth />}>{group('onboarding')}</Route>
    <Route element={<RequireAuth completedOnly />}>
      {group('account')}
      <Route element={<MemberShell />}>
        {group('member')}
        <Route index element={<HomeRoute />} />
      </Route>
    </Route>
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

/** The application's routes. */
export const AppRoutes = () => <Routes>{ROUTE_TREE}</Routes>;

/**
 * Loads the chunks of the pages and layouts that `pathname` renders (the shell and the page, for a member
 * page), so that the app opens on them without a spinner in between. Settles once they are in, failed or not.
 */
export const preloadRoutes = async (pathname: string): Promise<void> => {
  await Promise.all(routeChunks(pathname).map((page) => page.preload()));
};

/** The lazily loaded pages and layouts that `pathname` renders in `tree` (the application's by default), outermost first. */
export const routeChunks = (pathname: string, tree: ReactElement<{ children?: ReactNode }> = ROUTE_TREE) =>
  (matchRoutes(createRoutesFromChildren(tree.props.children), pathname) ?? [])
    .map((m) => (m.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyRoute);

/** Every path the route tree declares (its index route as "/"), each once: the pages of `PAGES` and the wildcard. */
export const routePaths = (tree: ReactElement<{ children?: ReactNode }> = ROUTE_TREE): string[] => {
  const walk = (routes: RouteObject[]): string[] =>
    routes.flatMap((r) => [...(r.index ? ['/'] : r.path ? [r.path] : []), ...walk(r.children ?? [])]);
  return [...new Set(walk(createRoutesFromChildren(tree.props.children)))];
};

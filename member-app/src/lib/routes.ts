import {
  ONBOARDING_STAGE_LABELS,
  ONBOARDING_STAGE_ROUTES,
  type OnboardingStage,
} from '@barterbits/contracts';

/** Main sections of the member app, in the order of the navigation panel. */
export const MEMBER_SECTIONS = [
  { key: 'home', label: 'Home', path: '/' },
  { key: 'offers', label: 'Offers', path: '/offers' },
  { key: 'myOffers', label: 'My Offers', path: '/my-offers' },
  { key: 'myWallet', label: 'My Wallet', path: '/my-wallet' },
  { key: 'findMembers', label: 'Find Members', path: '/find-members' },
  { key: 'chat', label: 'Chat', path: '/chat' },
  { key: 'notifications', label: 'Notifications', path: '/notification' },
  { key: 'myProfile', label: 'My Profile', path: '/my-profile' },
  { key: 'feedback', label: 'Feedback', path: '/feedback' },
] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];
export type MemberSectionKey = MemberSection['key'];

/** Pages that take the whole screen: the header navbar (and with it the navigation panel) is hidden there. */
export const NAVBAR_HIDDEN_PATHS = ['/create-offer', '/invite-a-friend', '/edit-calender'] as const;

/** Drops a trailing slash (but keeps "/") so "/offers/" and "/offers" compare equal. */
export const normalizePath = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;

export const isNavbarHidden = (pathname: string): boolean =>
  (NAVBAR_HIDDEN_PATHS as readonly string[]).includes(normalizePath(pathname));

/** Whether a navigation link is the current one: Home only on "/", others on their path and below it. */
export const isSectionActive = (sectionPath: string, pathname: string): boolean => {
  const path = normalizePath(pathname);
  if (sectionPath === '/') return path === '/';
  return path === sectionPath || path.startsWith(`${sectionPath}/`);
};

/** The page scrolls to top whenever the path (not the query or hash) changes. */
export const shouldScrollToTop = (previousPath: string | null, nextPath: string): boolean =>
  previousPath !== null && normalizePath(previousPath) !== normalizePath(nextPath);

/**
 * Where a member goes after signing in: home when onboarding is complete, otherwise the route
 * of their current onboarding stage (the server may also report a stage by its label).
 */
export const routeForStage = (checkOutStatus: string | null | undefined): string => {
  if (!checkOutStatus || checkOutStatus === 'COMPLETED') return '/';
  const stage = (ONBOARDING_STAGE_LABELS[checkOutStatus] ?? checkOutStatus) as OnboardingStage;
  return ONBOARDING_STAGE_ROUTES[stage] ?? '/';
};

/** Routes of the onboarding stages before COMPLETED (reachable while signed in but not yet onboarded). */
export const ONBOARDING_ROUTES: readonly string[] = Object.entries(ONBOARDING_STAGE_ROUTES)
  .filter(([stage]) => stage !== 'COMPLETED')
  .map(([, route]) => route);

import {
  ONBOARDING_STAGE_LABELS,
  ONBOARDING_STAGE_ROUTES,
  type OnboardingStage,
  PAGES,
} from '@barterbits/contracts';
import type { Messages } from '../i18n/messages.ts';

/**
 * Main sections of the member app, in the order of the navigation panel; `label` is the id of the
 * section's name in the frame's catalog (src/i18n/app).
 */
export const MEMBER_SECTIONS = [
  { key: 'home', label: 'app.nav.home', path: PAGES.home.path },
  { key: 'offers', label: 'app.nav.offers', path: PAGES.offers.path },
  { key: 'myOffers', label: 'app.nav.myOffers', path: PAGES.myOffers.path },
  { key: 'wants', label: 'app.nav.wants', path: PAGES.wants.path },
  { key: 'myWallet', label: 'app.nav.myWallet', path: PAGES.myWallet.path },
  { key: 'findMembers', label: 'app.nav.findMembers', path: PAGES.findMembers.path },
  { key: 'chat', label: 'app.nav.chat', path: PAGES.chat.path },
  { key: 'notifications', label: 'app.nav.notifications', path: PAGES.notifications.path },
  { key: 'myProfile', label: 'app.nav.myProfile', path: PAGES.myProfile.path },
  { key: 'feedback', label: 'app.nav.feedback', path: PAGES.feedback.path },
] as const satisfies readonly { key: string; label: keyof Messages; path: string }[];
export type MemberSection = (typeof MEMBER_SECTIONS)[number];
export type MemberSectionKey = MemberSection['key'];

/** Pages that take the whole screen: the header navbar (and with it the navigation panel) is hidden there. */
export const NAVBAR_HIDDEN_PATHS = [
  PAGES.createOffer.path,
  PAGES.inviteAFriend.path,
  PAGES.editCalender.path,
] as const;

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
  if (!checkOutStatus || checkOutStatus === 'COMPLETED') return PAGES.home.path;
  const stage = (ONBOARDING_STAGE_LABELS[checkOutStatus] ?? checkOutStatus) as OnboardingStage;
  return ONBOARDING_STAGE_ROUTES[stage] ?? PAGES.home.path;
};

import { PAGES } from '@barterbits/contracts';
import { tOr } from './i18n.ts';
/** The onboarding layout table of spec §2: header title and back arrow per route. */

export interface OnboardingHeader {
  title: string | null;
  /** The back arrow works. */
  back: boolean;
  /** No title band, back arrow shown but disabled. */
  backDisabledShown: boolean;
}

const BUSINESS = () => tOr('app.onboarding.business', 'Tell us about your business.');

const TITLED: Record<string, { title: (product: string) => string; back: boolean }> = {
  [PAGES.profileSetup.path]: {
    title: () => tOr('app.onboarding.profileSetup', "Yay, you are back. Now let's choose your account type."),
    back: false,
  },
  [PAGES.personalProfile.path]: {
    title: () => tOr('app.onboarding.personalProfile', "Great, let's create your account."),
    back: true,
  },
  [PAGES.businessDetail.path]: { title: BUSINESS, back: true },
  [PAGES.businessCategories.path]: { title: BUSINESS, back: true },
  [PAGES.confirmCategories.path]: { title: BUSINESS, back: true },
  [PAGES.confirmSubmission.path]: { title: BUSINESS, back: true },
  [PAGES.pinSetup.path]: {
    title: (product) => tOr('app.onboarding.pinSetup', `Welcome to the ${product} Community!`, { product }),
    back: false,
  },
  [PAGES.subscription.path]: {
    title: () => tOr('app.onboarding.subscription', 'Join your new barter community.'),
    back: true,
  },
  [PAGES.choosePassword.path]: {
    title: () => tOr('app.onboarding.choosePassword', 'Choose a password.'),
    back: false,
  },
  [PAGES.generalLocation.path]: {
    title: () => tOr('app.onboarding.generalLocation', "Tell us where you're located."),
    back: true,
  },
};

/** Pages with no title band; the back arrow is disabled on all of them except web-restrictions. */
export const UNTITLED_PAGES = [
  PAGES.emailSent.path,
  PAGES.webRestrictions.path,
  PAGES.passwordSuccess.path,
  PAGES.forgetPassword.path,
  PAGES.newPassword.path,
  PAGES.emailVerified.path,
  PAGES.addCard.path,
  PAGES.memberSubscription.path,
  PAGES.linkExpire.path,
  PAGES.changeEmailLinkExpire.path,
  PAGES.forgotPinLinkExpire.path,
  PAGES.forgotPasswordLinkExpire.path,
] as const;

export function onboardingHeader(pathname: string, productName: string): OnboardingHeader {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const titled = TITLED[path];
  if (titled) return { title: titled.title(productName), back: titled.back, backDisabledShown: false };
  if ((UNTITLED_PAGES as readonly string[]).includes(path)) {
    const back = path === PAGES.webRestrictions.path;
    return { title: null, back, backDisabledShown: !back };
  }
  // Other account pages (sign-up, check-email, PIN and password changes...): no title, back allowed.
  return { title: null, back: true, backDisabledShown: false };
}

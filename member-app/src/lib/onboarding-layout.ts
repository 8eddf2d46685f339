/** The onboarding layout table of spec §2: header title and back arrow per route. */

export interface OnboardingHeader {
  title: string | null;
  /** The back arrow works. */
  back: boolean;
  /** No title band, back arrow shown but disabled. */
  backDisabledShown: boolean;
}

const BUSINESS = 'Tell us about your business.';

const TITLED: Record<string, { title: (product: string) => string; back: boolean }> = {
  '/profile-setup': { title: () => "Yay, you are back. Now let's choose your account type.", back: false },
  '/personal-profile': { title: () => "Great, let's create your account.", back: true },
  '/business-detail': { title: () => BUSINESS, back: true },
  '/business-categories': { title: () => BUSINESS, back: true },
  '/confirm-categories': { title: () => BUSINESS, back: true },
  '/confirm-submission': { title: () => BUSINESS, back: true },
  '/pin-setup': { title: (product) => `Welcome to the ${product} Community!`, back: false },
  '/subscription': { title: () => 'Join your new barter community.', back: true },
  '/choose-password': { title: () => 'Choose a password.', back: false },
  '/general-location': { title: () => "Tell us where you're located.", back: true },
};

/** Pages with no title band; the back arrow is disabled on all of them except web-restrictions. */
export const UNTITLED_PAGES = [
  '/email-sent',
  '/web-restrictions',
  '/password-success',
  '/forget-password',
  '/new-password',
  '/email-verified',
  '/add-card',
  '/member-subscription',
  '/link-expire',
  '/change-email-link-expire',
  '/forgot-pin-link-expire',
  '/forgot-password-link-expire',
] as const;

export function onboardingHeader(pathname: string, productName: string): OnboardingHeader {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const titled = TITLED[path];
  if (titled) return { title: titled.title(productName), back: titled.back, backDisabledShown: false };
  if ((UNTITLED_PAGES as readonly string[]).includes(path)) {
    const back = path === '/web-restrictions';
    return { title: null, back, backDisabledShown: !back };
  }
  // Other account pages (sign-up, check-email, PIN and password changes...): no title, back allowed.
  return { title: null, back: true, backDisabledShown: false };
}

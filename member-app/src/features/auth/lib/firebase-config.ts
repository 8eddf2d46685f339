import type { SocialProvider } from '@barterbits/contracts';

/** Providers offered, in the order shown (the Firebase config itself is `lib/firebase-config.ts`). */
export const SOCIAL_BUTTONS: { provider: SocialProvider; label: string }[] = [
  { provider: 'Google', label: 'Continue with Google' },
  { provider: 'Facebook', label: 'Continue with Facebook' },
  { provider: 'Apple', label: 'Continue with Apple' },
];

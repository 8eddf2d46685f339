import type { SocialProvider } from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';

/** Providers offered, in the order shown, with their button's words (the Firebase config itself is `lib/firebase-config.ts`). */
export const SOCIAL_BUTTONS: { provider: SocialProvider; label: keyof Messages }[] = [
  { provider: 'Google', label: 'auth.social.google' },
  { provider: 'Facebook', label: 'auth.social.facebook' },
  { provider: 'Apple', label: 'auth.social.apple' },
];

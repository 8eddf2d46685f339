import type { BodyOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Social sign-in calls: one typed function per endpoint. Tokens arrive in headers and are stored. */
export const socialApi = (invoke: Invoke) => ({
  /** POST /auth/social-login with a Firebase ID token. */
  socialLogin: (body: BodyOf<'socialLogin'>) => invoke('socialLogin', { body }),
  /** POST /auth/choose-password (stage CHANGE_PASSWORD). */
  choosePassword: (body: BodyOf<'choosePassword'>) => invoke('choosePassword', { body }),
});

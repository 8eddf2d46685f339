import type { BodyOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/**
 * accounts calls: one typed function per endpoint. Sign-up answers new tokens in the
 * access-token / refresh-token headers, which the client stores like a login.
 */
export const accountsApi = (invoke: Invoke) => ({
  /** POST /auth/sign-up: creates the member, sends the verification e-mail, signs in. */
  signUp: (body: BodyOf<'signUp'>) => invoke('signUp', { body }),
  /** POST /auth/verify-email with the token of the e-mailed link. */
  verifyEmail: (body: BodyOf<'verifyEmail'>) => invoke('verifyEmail', { body }),
  /** POST /auth/resend-verification (at most once a minute). */
  resendVerification: () => invoke('resendVerification'),
  /** POST /auth/forgot-password: the same answer whether or not the account exists. */
  forgotPassword: (body: BodyOf<'forgotPassword'>) => invoke('forgotPassword', { body }),
  /** GET /auth/forgot-password/verify-link?token= (a 401 here never triggers a refresh). */
  verifyResetLink: (token: string) => invoke('verifyResetLink', { query: { token } }),
  /** POST /auth/reset-password: new password with the reset link's token. */
  resetPassword: (body: BodyOf<'resetPassword'>) => invoke('resetPassword', { body }),
  /** POST /user/verify-password: the current password for a 10-minute password-change token. */
  verifyPassword: (body: BodyOf<'verifyPassword'>) => invoke('verifyPassword', { body }),
  /** POST /user/change-password with the password-change token. */
  changePassword: (body: BodyOf<'changePassword'>) => invoke('changePassword', { body }),
  /** POST /user/email-change-request: the password-change token and the new address; mails both addresses. */
  emailChangeRequest: (body: BodyOf<'emailChangeRequest'>) => invoke('emailChangeRequest', { body }),
  /** POST /user/verify-email-change with the new address's link token (a 401 here never triggers a refresh). */
  verifyEmailChange: (body: BodyOf<'verifyEmailChange'>) => invoke('verifyEmailChange', { body }),
  /** POST /user/approve-email-change with the current address's link token. */
  approveEmailChange: (body: BodyOf<'approveEmailChange'>) => invoke('approveEmailChange', { body }),
  /** POST /user/decline-email-change with the current address's link token: cancels the change. */
  declineEmailChange: (body: BodyOf<'declineEmailChange'>) => invoke('declineEmailChange', { body }),
});

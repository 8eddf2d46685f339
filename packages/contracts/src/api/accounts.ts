/**
 * Account calls: custom sign-up and e-mail verification, forgot / reset password, and
 * change password (confirm the current one first, then set the new one with the short-lived token).
 * E-mailed links carry a single-use token; an expired or used one answers 410 LINK_EXPIRED,
 * an unknown one 400 LINK_INVALID.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { dataEnvelope, ZMessageResponse } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZEmail, ZPassword } from '../rules.ts';
import { ZLoginResponse } from './auth.ts';
import { ZReferralCodeInput } from './referrals.ts';

/** Lifetimes of the single-use tokens (docs/decisions.md). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const PASSWORD_CHANGE_TTL_SECONDS = 10 * 60;
/** E-mail change links (new-address verification, old-address approval / decline). */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
/** A new verification e-mail at most once a minute. */
export const RESEND_VERIFICATION_COOLDOWN_SECONDS = 60;
/** Sign-ups per client address per hour. */
export const SIGN_UP_THROTTLE = { windowSeconds: 60 * 60, maxPerAddress: 10 } as const;
/** Forgot-password e-mails per account and per address per hour (beyond that: answered, not sent). */
export const FORGOT_PASSWORD_THROTTLE = {
  windowSeconds: 60 * 60,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

/** Purposes of rows in email_tokens. */
export const EMAIL_TOKEN_PURPOSES = [
  'EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'PASSWORD_CHANGE',
  /** Sent to the new address of an e-mail change: proves the member controls it. */
  'EMAIL_CHANGE_VERIFY',
  /** Sent to the current address of an e-mail change: approve or decline (one token, either action). */
  'EMAIL_CHANGE_APPROVE',
  /** The invitation of a new admin (accepted at /admin/onboarding). */
  'ADMIN_INVITE',
] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** A token from an e-mailed link (or the password-change step). */
export const ZLinkToken = z.string({ error: M.required }).trim().min(1, M.required).max(512);

const ZConfirmPassword = z.string({ error: M.required }).min(1, M.required);
const mustMatch = {
  message: M.passwordsMustMatch,
  path: ['confirmPassword'],
};

/** POST /auth/sign-up */
export const ZSignUpRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirmPassword: ZConfirmPassword,
    /** The invite code of the link (?ref=); an unknown or stale code is ignored, never an error. */
    referralCode: ZReferralCodeInput.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, mustMatch);
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;
export const ZSignUpResponse = ZLoginResponse;
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** POST /auth/verify-email */
export const ZVerifyEmailRequest = z.object({ token: ZLinkToken });
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;
export const ZVerifyEmailResponse = dataEnvelope(z.object({ email: z.string() }));
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** POST /auth/resend-verification */
export const ZResendVerificationResponse = ZMessageResponse;

/** POST /auth/forgot-password */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordResponse = ZMessageResponse;

/** GET /auth/forgot-password/verify-link?token= */
export const ZVerifyResetLinkQuery = z.object({ token: ZLinkToken });
export type TVerifyResetLinkQuery = z.input<typeof ZVerifyResetLinkQuery>;
export const ZVerifyResetLinkResponse = dataEnvelope(z.object({ email: z.string() }));
export type TVerifyResetLinkResponse = z.infer<typeof ZVerifyResetLinkResponse>;

/** New password + confirmation, as the password forms send them. */
export const ZNewPassword = z
  .object({ password: ZPassword, confirmPassword: ZConfirmPassword })
  .refine((v) => v.password === v.confirmPassword, mustMatch);
export type TNewPassword = z.input<typeof ZNewPassword>;

/** POST /auth/reset-password */
export const ZResetPasswordRequest = z
  .object({ token: ZLinkToken, password: ZPassword, confirmPassword: ZConfirmPassword })
  .refine((v) => v.password === v.confirmPassword, mustMatch);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = ZMessageResponse;

/** POST /user/verify-password: the current password, answered with a 10-minute password-change token. */
export const ZVerifyPasswordRequest = z.object({
  password: z.string({ error: M.required }).min(1, M.required).max(256),
});
export type TVerifyPasswordRequest = z.input<typeof ZVerifyPasswordRequest>;
export const ZVerifyPasswordResponse = dataEnvelope(
  z.object({ token: z.string(), expiresIn: z.number().int() }),
);
export type TVerifyPasswordResponse = z.infer<typeof ZVerifyPasswordResponse>;

/** POST /user/change-password */
export const ZChangePasswordRequest = z
  .object({ token: ZLinkToken, password: ZPassword, confirmPassword: ZConfirmPassword })
  .refine((v) => v.password === v.confirmPassword, mustMatch);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = ZMessageResponse;

/** POST /user/email-change-request: the password-change token from /user/verify-password and the new address. */
export const ZEmailChangeRequest = z.object({ token: ZLinkToken, newEmail: ZEmail });
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;
export const ZEmailChangeRequestResponse = dataEnvelope(
  z.object({ currentEmail: z.string(), newEmail: z.string(), expiresIn: z.number().int() }),
);
export type TEmailChangeRequestResponse = z.infer<typeof ZEmailChangeRequestResponse>;

/** The form of /profile-email-change (the token travels apart, in router state). */
export const ZNewEmailForm = z.object({ newEmail: ZEmail });
export type TNewEmailForm = z.input<typeof ZNewEmailForm>;

/**
 * Where an e-mail change stands after a link was used:
 * - AWAITING_APPROVAL: the new address is verified, the current address has not approved yet;
 * - AWAITING_VERIFICATION: approved, the new address is not verified yet;
 * - CHANGED: both done, the account now uses the new address;
 * - DECLINED: the current address declined; the request is cancelled.
 */
export const EMAIL_CHANGE_STATUSES = [
  'AWAITING_APPROVAL',
  'AWAITING_VERIFICATION',
  'CHANGED',
  'DECLINED',
] as const;
export const ZEmailChangeStatus = z.enum(EMAIL_CHANGE_STATUSES);
export type TEmailChangeStatus = z.infer<typeof ZEmailChangeStatus>;

/** POST /user/verify-email-change, /user/approve-email-change, /user/decline-email-change: the link's token. */
export const ZEmailChangeLinkRequest = z.object({ token: ZLinkToken });
export type TEmailChangeLinkRequest = z.input<typeof ZEmailChangeLinkRequest>;
export const ZEmailChangeLinkResponse = dataEnvelope(
  z.object({ status: ZEmailChangeStatus, newEmail: z.string() }),
);
export type TEmailChangeLinkResponse = z.infer<typeof ZEmailChangeLinkResponse>;

/** Messages of the e-mail change (ours; docs/decisions.md). */
export const EMAIL_CHANGE_MESSAGES = {
  sameEmail: 'The new email address must be different from the current one.',
  requested: 'Check both inboxes: confirm the new address and approve the change from your current address.',
  awaitingApproval:
    'Your new email address is verified. The change takes effect once it is approved from your current email address.',
  awaitingVerification:
    'Thank you for approving. The change takes effect once the new email address is verified.',
  changed: 'Your email address has been changed. Please use the new address to sign in.',
  declined:
    'The email change was cancelled. If you did not ask for it, please change your password right away.',
} as const;

/** Success messages of these calls (ours; docs/decisions.md). */
export const ACCOUNT_MESSAGES = {
  verificationSent: 'A new verification email is on its way.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed.',
  passwordChangeExpired: 'Please enter your current password again to continue.',
  resendTooSoon: 'Please wait a minute before asking for another email.',
  signUpTooMany: 'Too many sign-ups from this network. Please try again later.',
} as const;

export const accountsEndpoints = {
  signUp: {
    method: 'POST',
    path: '/auth/sign-up',
    audience: 'public',
    summary:
      'Create a member account with e-mail and password, send the verification e-mail and sign in (tokens also in headers)',
    tag: 'accounts',
    body: ZSignUpRequest,
    response: ZSignUpResponse,
    unique: ['email'],
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    audience: 'public',
    summary: 'Verify the e-mail address with the token of the e-mailed link (single use, 24 hours)',
    tag: 'accounts',
    body: ZVerifyEmailRequest,
    response: ZVerifyEmailResponse,
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    audience: 'member',
    summary: 'Send a new verification e-mail (at most once a minute); older links stop working',
    tag: 'accounts',
    response: ZResendVerificationResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    audience: 'public',
    summary: 'E-mail a password-reset link (1 hour) if the account exists; the answer is the same either way',
    tag: 'accounts',
    body: ZForgotPasswordRequest,
    response: ZForgotPasswordResponse,
  },
  verifyResetLink: {
    method: 'GET',
    path: '/auth/forgot-password/verify-link',
    audience: 'public',
    summary: 'Check a password-reset link before showing the new-password form',
    tag: 'accounts',
    query: ZVerifyResetLinkQuery,
    response: ZVerifyResetLinkResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    audience: 'public',
    summary: 'Set a new password with a reset link; ends every session of the account',
    tag: 'accounts',
    body: ZResetPasswordRequest,
    response: ZResetPasswordResponse,
  },
  verifyPassword: {
    method: 'POST',
    path: '/user/verify-password',
    audience: 'user',
    summary: 'Confirm the current password; answers a single-use password-change token (10 minutes)',
    tag: 'accounts',
    body: ZVerifyPasswordRequest,
    response: ZVerifyPasswordResponse,
  },
  changePassword: {
    method: 'POST',
    path: '/user/change-password',
    audience: 'user',
    summary: 'Set a new password with the password-change token; ends the other sessions',
    tag: 'accounts',
    body: ZChangePasswordRequest,
    response: ZChangePasswordResponse,
  },
  emailChangeRequest: {
    method: 'POST',
    path: '/user/email-change-request',
    audience: 'member',
    summary:
      'Start an e-mail change with the password-change token: a verification link to the new address, approve / decline links to the current one (24 hours, single use); older requests stop working',
    tag: 'accounts',
    body: ZEmailChangeRequest,
    response: ZEmailChangeRequestResponse,
  },
  verifyEmailChange: {
    method: 'POST',
    path: '/user/verify-email-change',
    audience: 'public',
    summary:
      'Verify the new address with the token of its link; the change takes effect once the current address approved too',
    tag: 'accounts',
    body: ZEmailChangeLinkRequest,
    response: ZEmailChangeLinkResponse,
  },
  approveEmailChange: {
    method: 'POST',
    path: '/user/approve-email-change',
    audience: 'public',
    summary:
      'Approve an e-mail change from the current address; the change takes effect once the new address is verified too',
    tag: 'accounts',
    body: ZEmailChangeLinkRequest,
    response: ZEmailChangeLinkResponse,
  },
  declineEmailChange: {
    method: 'POST',
    path: '/user/decline-email-change',
    audience: 'public',
    summary:
      'Decline an e-mail change from the current address: cancels it and signs the account out everywhere',
    tag: 'accounts',
    body: ZEmailChangeLinkRequest,
    response: ZEmailChangeLinkResponse,
  },
} as const satisfies Record<string, EndpointDef>;

import { RESEND_VERIFICATION_COOLDOWN_SECONDS } from '@barterbits/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const SENT_AT_KEY = 'verificationSentAt';

/** Remembers (for this tab) when the last verification e-mail went out, for the Resend cooldown. */
export const markVerificationSent = (at = Date.now()) => {
  try {
    sessionStorage.setItem(SENT_AT_KEY, String(at));
  } catch {
    // Storage may be unavailable; the server enforces the cooldown anyway.
  }
};

/** Seconds until Resend may be used again (0 when it may). */
export const resendCooldownLeft = (now = Date.now()): number => {
  let sentAt = Number.NaN;
  try {
    sentAt = Number(sessionStorage.getItem(SENT_AT_KEY));
  } catch {
    // see above
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_VERIFICATION_COOLDOWN_SECONDS * 1000 - now) / 1000));
};

/** POST /auth/resend-verification */
export const resendVerification = () => api.resendVerification();

export const useResendVerification = () =>
  useMutation({ mutationFn: resendVerification, onSuccess: () => markVerificationSent() });

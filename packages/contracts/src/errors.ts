/**
 * One application error vocabulary: stable codes, their HTTP status, and the user-facing message.
 * The server throws `AppError`s with these codes; clients read `code` and show `message`.
 */
import { z } from 'zod';
import { ERROR_MESSAGES } from './messages.ts';

export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: ERROR_MESSAGES.validationFailed },
  BAD_REQUEST: { status: 400, message: ERROR_MESSAGES.someErrorOccurred },
  INVALID_CREDENTIALS: { status: 401, message: ERROR_MESSAGES.invalidCredentials },
  // A wrong password on a re-check of a signed-in user: 400, so clients do not take it for an expired session.
  INCORRECT_CREDENTIALS: { status: 400, message: ERROR_MESSAGES.incorrectCredentials },
  UNAUTHORIZED: { status: 401, message: ERROR_MESSAGES.unauthorized },
  TOKEN_EXPIRED: { status: 401, message: ERROR_MESSAGES.sessionExpired },
  REFRESH_TOKEN_INVALID: { status: 401, message: ERROR_MESSAGES.sessionExpired },
  REFRESH_TOKEN_REUSED: { status: 401, message: ERROR_MESSAGES.sessionExpired },
  ACCOUNT_SUSPENDED: { status: 403, message: ERROR_MESSAGES.accountSuspended },
  FORBIDDEN: { status: 403, message: ERROR_MESSAGES.forbidden },
  // The admin's role may not make this call (the session is fine: the console stays signed in).
  ROLE_FORBIDDEN: { status: 403, message: ERROR_MESSAGES.forbidden },
  NOT_FOUND: { status: 404, message: ERROR_MESSAGES.notFound },
  EMAIL_EXISTS: { status: 409, message: ERROR_MESSAGES.emailExists },
  EMAIL_ALREADY_ASSOCIATED: { status: 409, message: ERROR_MESSAGES.emailAlreadyAssociated },
  EMAIL_NOT_ASSOCIATED: { status: 404, message: ERROR_MESSAGES.emailNotAssociated },
  USERNAME_IN_USE: { status: 409, message: ERROR_MESSAGES.userNameInUse },
  MOBILE_IN_USE: { status: 409, message: ERROR_MESSAGES.mobileInUse },
  SAME_SIGN_IN_METHOD: { status: 409, message: ERROR_MESSAGES.sameSignInMethod },
  INCORRECT_PIN: { status: 400, message: ERROR_MESSAGES.incorrectPin },
  CONFLICT: { status: 409, message: ERROR_MESSAGES.someErrorOccurred },
  ONBOARDING_STAGE: { status: 409, message: ERROR_MESSAGES.onboardingStage },
  LINK_EXPIRED: { status: 410, message: ERROR_MESSAGES.linkExpired },
  LINK_INVALID: { status: 400, message: ERROR_MESSAGES.linkInvalid },
  PIN_LOCKED: { status: 423, message: ERROR_MESSAGES.pinLocked },
  INSUFFICIENT_BITS: { status: 409, message: ERROR_MESSAGES.insufficientBits },
  // The member's wallet lets no BITS out while a card load of theirs is disputed (or its debt is outstanding).
  SPENDING_PAUSED: { status: 403, message: ERROR_MESSAGES.spendingPaused },
  CARD_DECLINED: { status: 402, message: ERROR_MESSAGES.cardDeclined },
  CARD_INSUFFICIENT_FUNDS: { status: 402, message: ERROR_MESSAGES.cardInsufficientFunds },
  CARD_INVALID: { status: 400, message: ERROR_MESSAGES.cardInvalid },
  // The member's bank asks them to confirm the payment (3-D Secure): `action` says how; the same request
  // with the same Idempotency-Key, once confirmed, finishes it.
  PAYMENT_ACTION_REQUIRED: { status: 402, message: ERROR_MESSAGES.paymentActionRequired },
  SUBSCRIPTION_REQUIRED: { status: 403, message: ERROR_MESSAGES.subscriptionRequired },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: ERROR_MESSAGES.idempotencyConflict },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: ERROR_MESSAGES.someErrorOccurred },
  PAYLOAD_TOO_LARGE: { status: 413, message: ERROR_MESSAGES.someErrorOccurred },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: ERROR_MESSAGES.someErrorOccurred },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, message: ERROR_MESSAGES.tooManyAttempts },
  RATE_LIMITED: { status: 429, message: ERROR_MESSAGES.rateLimited },
  SERVICE_UNAVAILABLE: { status: 503, message: ERROR_MESSAGES.serviceUnavailable },
  // A maintenance lock: the message is the admin's note; Retry-After says when to check again.
  MAINTENANCE: { status: 503, message: ERROR_MESSAGES.serviceUnavailable },
  INTERNAL: { status: 500, message: ERROR_MESSAGES.someErrorOccurred },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ZErrorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/**
 * A step the member takes with the card processor before a payment is made: `authenticate` is the
 * bank's check (3-D Secure), which the processor's script in the browser runs with `clientSecret`.
 */
export const ZPaymentAction = z
  .object({ type: z.literal('authenticate'), clientSecret: z.string() })
  .meta({ id: 'PaymentAction' });
export type TPaymentAction = z.infer<typeof ZPaymentAction>;

/** Body of every error response. */
export const ZErrorResponse = z
  .object({
    statusCode: z.number().int(),
    code: ZErrorCode,
    message: z.string(),
    /** Per-field messages for VALIDATION_FAILED, keyed by dotted path. */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    /** PAYMENT_ACTION_REQUIRED: what the member's browser does before sending the request again. */
    action: ZPaymentAction.optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const isErrorResponse = (body: unknown): body is TErrorResponse =>
  ZErrorResponse.safeParse(body).success;

import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode, type TPaymentAction } from '@barterbits/contracts';
import { isAxiosError } from 'axios';

/** `code` of an {@link ApiError} raised when no HTTP answer arrived (offline, DNS, CORS, timeout). */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/**
 * Every failed call rejects with an `ApiError` (request cancellation excepted, which rejects with
 * axios' `CanceledError`). `message` is the server's user-facing message, or
 * `ERROR_MESSAGES.someErrorOccurred` when the server gave none; show it as is.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Stable application error code from the server body, or `NETWORK_ERROR`. */
  code: ApiErrorCode;
  /** Per-field messages (VALIDATION_FAILED), keyed by dotted field path. */
  fieldErrors?: Record<string, string[]>;
  /** PAYMENT_ACTION_REQUIRED: the step to take (the bank's check) before sending the same request again. */
  action?: TPaymentAction;

  constructor(
    message: string,
    status: number,
    code: ApiErrorCode,
    fieldErrors?: Record<string, string[]>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

/** A body's `action`, when it is one (read by hand: the first pages carry no schema library for this). */
function paymentActionOf(v: unknown): TPaymentAction | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const a = v as Record<string, unknown>;
  return a.type === 'authenticate' && typeof a.clientSecret === 'string'
    ? { type: 'authenticate', clientSecret: a.clientSecret }
    : undefined;
}

/** True for an {@link ApiError}. */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const isKnownCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** Fallback code when the body carries none: the catalogue entry with that status, else by class. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'IDEMPOTENCY_KEY_REUSED';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

function isFieldErrors(v: unknown): v is Record<string, string[]> {
  return (
    typeof v === 'object' &&
    v !== null &&
    Object.values(v).every((a) => Array.isArray(a) && a.every((s) => typeof s === 'string'))
  );
}

/**
 * Normalise anything a call can throw into an {@link ApiError}, reading the server's error body
 * `{ statusCode, code, message, fieldErrors? }`. A body without a known `code` (a proxy page, a
 * framework default error) keeps only the status; its text is not shown to users.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const res = error.response;
    if (!res)
      return new ApiError(ERROR_MESSAGES.someErrorOccurred, 0, 'NETWORK_ERROR', undefined, { cause: error });
    const body: unknown = res.data;
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (isKnownCode(b.code)) {
      const message =
        typeof b.message === 'string' && b.message.trim() !== ''
          ? b.message
          : ERROR_MESSAGES.someErrorOccurred;
      const apiError = new ApiError(
        message,
        res.status,
        b.code,
        isFieldErrors(b.fieldErrors) ? b.fieldErrors : undefined,
        {
          cause: error,
        },
      );
      const action = paymentActionOf(b.action);
      if (action) apiError.action = action;
      return apiError;
    }
    return new ApiError(ERROR_MESSAGES.someErrorOccurred, res.status, codeForStatus(res.status), undefined, {
      cause: error,
    });
  }
  return new ApiError(ERROR_MESSAGES.someErrorOccurred, 0, 'NETWORK_ERROR', undefined, { cause: error });
}

/**
 * The first message of each field of a refusal's per-field messages (an {@link ApiError}'s `fieldErrors`,
 * or any error carrying them), keyed by the server's dotted field path; empty when there are none.
 * What both apps' forms put on their fields.
 */
export function firstFieldMessages(error: unknown): Record<string, string> {
  const fieldErrors = (error as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  const out: Record<string, string> = {};
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return out;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string' && messages[0]) out[field] = messages[0];
  }
  return out;
}

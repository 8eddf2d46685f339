import { ERROR_CODES, type ErrorCode, type TPaymentAction } from '@barterbits/contracts';
import type { LocalizedMessage } from './i18n.ts';

/**
 * The one application error. Services throw it with a stable code; the central error handler
 * answers with the code's HTTP status and the user-facing message (the catalogue's unless given), in the
 * request's language. A message with parameters also gives its catalog id and values (`i18n`), from which
 * it is worded in French; the English `message` stays the one logged and compared.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly i18n: LocalizedMessage | undefined;
  /** PAYMENT_ACTION_REQUIRED: the step the member takes before sending the request again. */
  readonly action: TPaymentAction | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: {
      fieldErrors?: Record<string, string[]>;
      cause?: unknown;
      i18n?: LocalizedMessage;
      action?: TPaymentAction;
    } = {},
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.fieldErrors = opts.fieldErrors;
    this.i18n = opts.i18n;
    this.action = opts.action;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

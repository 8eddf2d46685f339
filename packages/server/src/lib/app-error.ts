import { ERROR_CODES, type ErrorCode } from '@barterbits/contracts';

/**
 * The one application error. Services throw it with a stable code; the central error handler
 * answers with the code's HTTP status and the user-facing message (the catalogue's unless given).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(message ?? ERROR_CODES[code].message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.fieldErrors = opts.fieldErrors;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

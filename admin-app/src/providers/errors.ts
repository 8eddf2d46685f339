/** The console's one error shape for data-provider failures, and the conversion every provider applies. */
import { firstFieldMessages, isApiError } from '@barterbits/api-client';
import { ERROR_MESSAGES } from '@barterbits/contracts';
import { inConsoleLanguage } from '../i18n/contractsWords.ts';

/**
 * A data-provider failure react-admin understands: `message` is shown, `status` reaches
 * `authProvider.checkError`, and `body.errors` marks form fields (server-side validation).
 */
export class DataProviderError extends Error {
  override name = 'DataProviderError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: { errors: Record<string, string> },
  ) {
    super(message);
  }
}

interface ApiErrorLike {
  message: string;
  status: number;
  fieldErrors?: Record<string, string[]>;
}
const isApiErrorLike = (e: unknown): e is ApiErrorLike =>
  e instanceof Error && typeof (e as Partial<ApiErrorLike>).status === 'number';

/**
 * Keep the API's message and status; turn per-field messages into react-admin form errors. Anything
 * else (no field messages, not an API error) passes through unchanged, so applying it twice is harmless.
 */
export function toDataProviderError(error: unknown): unknown {
  if (!isApiErrorLike(error) || !error.fieldErrors) return error;
  return new DataProviderError(error.message, error.status, { errors: firstFieldMessages(error) });
}

/** What a dialog shows for a failed provider call: the server's message, else a generic one. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) || error instanceof DataProviderError
    ? error.message
    : inConsoleLanguage(ERROR_MESSAGES.someErrorOccurred);

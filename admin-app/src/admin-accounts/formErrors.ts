import { firstFieldMessages } from '@barterbits/api-client';
import type { z } from 'zod';
import { inConsoleLanguage } from '../i18n/contractsWords.ts';

/** Per-field messages of a form: the first message of each field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod failure as per-field messages (the first issue of each top-level field). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = inConsoleLanguage(issue.message);
  }
  return errors;
}

/** The server's per-field messages (a data provider's `body.errors`, or an ApiError's `fieldErrors`). */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  const e = error as { body?: { errors?: unknown }; fieldErrors?: unknown } | null | undefined;
  const fromBody = e?.body?.errors;
  if (typeof fromBody === 'object' && fromBody !== null) return fromBody as FieldErrors;
  const fromApi = e?.fieldErrors;
  if (typeof fromApi !== 'object' || fromApi === null) return undefined;
  return firstFieldMessages(error);
}

/**
 * The central error handler: every error body is `{ statusCode, code, message, fieldErrors? }`.
 * Bad input is a 4xx with the field messages; anything unexpected is a 500 whose details stay in the log.
 * `message` and every field message are in the request's language (`req.locale`, lib/i18n.ts).
 */
import {
  DEFAULT_LOCALE,
  ERROR_CODES,
  type ErrorCode,
  LOCALES,
  type Locale,
  type TErrorResponse,
} from '@barterbits/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { formatMessage, translate, translateFieldMessage } from '../lib/i18n.ts';
import { uniqueConflict } from '../lib/unique-conflicts.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

function body(
  locale: Locale,
  code: ErrorCode,
  message?: string,
  fieldErrors?: Record<string, string[]>,
): TErrorResponse {
  return {
    statusCode: ERROR_CODES[code].status,
    code,
    message: translate(locale, message ?? ERROR_CODES[code].message),
    ...(fieldErrors ? { fieldErrors: translateFields(locale, fieldErrors) } : {}),
  };
}

const translateFields = (
  locale: Locale,
  fieldErrors: Record<string, string[]>,
  translateOne: (message: string) => string = (message) => translate(locale, message),
): Record<string, string[]> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list.map(translateOne)]));

/** An AppError's answer: a message with parameters is worded from its id and values, in its field messages too. */
function appErrorBody(locale: Locale, err: AppError): TErrorResponse {
  const answer = wordedAppErrorBody(locale, err);
  return err.action ? { ...answer, action: err.action } : answer;
}

function wordedAppErrorBody(locale: Locale, err: AppError): TErrorResponse {
  const { i18n } = err;
  if (!i18n) return body(locale, err.code, err.message, err.fieldErrors);
  const message = formatMessage(locale, i18n);
  const same = (text: string) => (text === err.message ? message : translate(locale, text));
  return {
    statusCode: err.statusCode,
    code: err.code,
    message,
    ...(err.fieldErrors ? { fieldErrors: translateFields(locale, err.fieldErrors, same) } : {}),
  };
}

/**
 * The language of an error body: the request's (`req.locale`), or English when the request never got one
 * (an error raised before the language hook ran, or an app without it): the handler itself must not fail.
 */
const answerLocale = (req: FastifyRequest): Locale =>
  (LOCALES as readonly unknown[]).includes(req.locale) ? req.locale : DEFAULT_LOCALE;

type Validation = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/**
 * A body that matches none of a union's shapes (a card typed in our form, or a card saved in the processor's
 * field) is answered with the problems of the shape it came closest to (the fewest problems; the first shape
 * on a tie), field by field, rather than one "Invalid input" for the whole body.
 */
function expandUnions(validation: readonly Validation[]): Validation[] {
  return validation.flatMap((v) => {
    const branches = v.keyword === 'invalid_union' ? v.params.errors : undefined;
    if (!Array.isArray(branches) || branches.length === 0 || !branches.every(Array.isArray)) return [v];
    const closest = (branches as { path?: PropertyKey[]; message?: string; code?: string }[][]).reduce(
      (best, b) => (b.length < best.length ? b : best),
    );
    if (closest.length === 0) return [v];
    return expandUnions(
      closest.map((issue) => ({
        instancePath: [v.instancePath.replace(/\/$/, ''), ...(issue.path ?? []).map(String)].join('/'),
        message: issue.message,
        keyword: issue.code ?? 'custom',
        params: issue as Record<string, unknown>,
      })),
    );
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = answerLocale(req);
    if (err instanceof AppError) {
      // A maintenance lock's 503 is the system working as told, not a failure to log.
      if (err.statusCode >= 500 && err.code !== 'MAINTENANCE') req.log.error({ err }, 'application error');
      // Throttles (RateLimitedError, the sign-in throttle) say when to try again.
      const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number')
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return reply.status(err.statusCode).send(appErrorBody(locale, err));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      let first: string | undefined;
      for (const v of expandUnions(err.validation)) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const message = translateFieldMessage(locale, v.message ?? 'Invalid value.', {
          ...v.params,
          code: v.keyword,
        });
        first ??= message;
        const list = fieldErrors[key] ?? [];
        list.push(message);
        fieldErrors[key] = list;
      }
      // The first field message is the most useful one-line answer for a form (already in the request's language).
      const fallback = body(locale, 'VALIDATION_FAILED');
      return reply.status(400).send({ ...fallback, message: first ?? fallback.message, fieldErrors });
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) return reply.status(ERROR_CODES[mapped].status).send(body(locale, mapped));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: ErrorCode =
        err.statusCode === 404
          ? 'NOT_FOUND'
          : err.statusCode === 429
            ? 'RATE_LIMITED'
            : err.statusCode === 413
              ? 'PAYLOAD_TOO_LARGE'
              : 'BAD_REQUEST';
      return reply.status(err.statusCode).send({ ...body(locale, code), statusCode: err.statusCode });
    }
    // Two requests raced past a service's duplicate check: the same 409 the check gives one at a time.
    const conflict = uniqueConflict(err);
    if (conflict) {
      req.log.warn({ err }, 'unique violation answered as a conflict');
      return reply.status(conflict.statusCode).send(appErrorBody(locale, conflict));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(locale, 'INTERNAL'));
  });
}

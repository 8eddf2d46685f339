/**
 * The language of each request, `req.locale`, that answers to the request (refusals, downloads) are in:
 * the request's own Accept-Language when it names English or French (the apps always send their current
 * language, so a member who switches reads the next answer in the new language at once), else the
 * signed-in account's language once its session is checked (`app.authenticate`, from the session check
 * it already makes: no query of its own), else en-CA. A public call is not authenticated, so it goes by
 * Accept-Language alone. What is sent to an account later (e-mails, push, notices) is not an answer: it
 * reads the recipient's stored language instead.
 * A success answer's `message` (`{ message }`, `{ data, message }`) is worded in `req.locale` here, as
 * refusals are in plugins/errors.ts: looked up by its English in the answers' catalogs (lib/i18n.ts).
 */
import { DEFAULT_LOCALE, type Locale, requestedLocale } from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { translate } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Whether the request's Accept-Language named English or French (then the account's language does not replace it). */
    localeAsked: boolean;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('localeAsked', false);
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const asked = requestedLocale(req.headers['accept-language']);
    req.localeAsked = asked !== null;
    req.locale = asked ?? DEFAULT_LOCALE;
    done();
  });
  // Refusals are worded by the error handler; a success body's text message is worded here.
  app.addHook('preSerialization', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (req.locale === DEFAULT_LOCALE || reply.statusCode >= 400) return done(null, payload);
    const message = (payload as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return done(null, payload);
    const worded = translate(req.locale, message);
    done(null, worded === message ? payload : { ...(payload as object), message: worded });
  });
}

/**
 * The language of each request, `req.locale`, that answers to the request (refusals, downloads) are in:
 * the request's own Accept-Language when it names English or French (the apps always send their current
 * language, so a member who switches reads the next answer in the new language at once), else the
 * signed-in account's language once its session is checked (`app.authenticate`, from the session check
 * it already makes: no query of its own), else en-CA. A public call is not authenticated, so it goes by
 * Accept-Language alone. What is sent to an account later (e-mails, push, notices) is not an answer: it
 * reads the recipient's stored language instead.
 */
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    req.locale = negotiateLocale(req.headers['accept-language']);
    done();
  });
}

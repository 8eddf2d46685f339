/**
 * The language of each request, `req.locale`: the signed-in account's language once its session is
 * checked (`app.authenticate`, from the session check it already makes: no query of its own), else the
 * reader's Accept-Language, negotiated to one of the LOCALES (the api-client sends the app's language).
 * A public call is not authenticated, so it reads Accept-Language even with a token.
 * Answers to the request (refusals, downloads) are for `req.locale`; what is sent to an account later
 * (e-mails, notices) reads the recipient's stored language instead.
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

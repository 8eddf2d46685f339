/**
 * Helmet's security headers (content security policy, HSTS, nosniff, frame and referrer policies …) on
 * every response, set at the start of each request so that a route or the static file server may still
 * change or remove one. The middleware is built once, at start: `@fastify/helmet` built it again for
 * every request, parsing and checking the whole policy each time (about a twentieth of a request's CPU).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const apply = helmet(options);
  app.addHook('onRequest', (req, reply, done) => {
    // Helmet passes on only Errors (a policy directive computed per request that fails).
    apply(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

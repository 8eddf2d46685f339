/**
 * Helmet's security headers (content security policy, HSTS, nosniff, frame and referrer policies …) on
 * every response, set at the start of each request so that a route or the static file server may still
 * change or remove one.
 *
 * The policy is the same for every request (no directive is computed per request), so helmet runs once,
 * at start, against a recording response: each request then only sets the recorded headers. Running
 * helmet's twelve middlewares on every request was about a twentieth of a small request's CPU.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to a response: headers set (in order) and headers removed. */
export interface SecurityHeaders {
  set: [name: string, value: string | string[]][];
  removed: string[];
}

/** Runs helmet with `options` once against a response that only records what is done to it. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const out: SecurityHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      out.set.push([name, Array.isArray(value) ? [...value] : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      out.removed.push(name);
    },
    getHeader: () => undefined,
    hasHeader: () => false,
  };
  let failure: unknown;
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
    finished = true;
  });
  // Helmet answers synchronously; a policy that did not is one computed per request, which this
  // plugin does not support.
  if (!finished) throw new Error('security headers: helmet did not finish synchronously');
  if (failure) throw failure;
  return out;
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const { set, removed } = securityHeadersOf(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    done();
  });
}

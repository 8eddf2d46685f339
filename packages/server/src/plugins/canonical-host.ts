/**
 * `localhost` and `127.0.0.1` are different origins to a browser: a member who opened the app at one
 * and follows an e-mailed link to the other arrives signed out, with nothing saved. Links are always
 * built from the one setting `PUBLIC_URL` (never from a request's Host header, which anyone can set),
 * so a page opened at another loopback name of the same port is redirected to the public URL.
 *
 * Only loopback names are redirected: behind a proxy or load balancer the public host is the proxy's
 * business, and the API (`/v1`) is never redirected.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `host:port` of a URL or Host header, with the scheme's default port filled in; null when unparsable. */
function hostAndPort(value: string, protocol: string): { name: string; port: string } | null {
  try {
    const u = new URL(`${protocol}//${value}`);
    return { name: u.hostname.toLowerCase(), port: u.port || (protocol === 'https:' ? '443' : '80') };
  } catch {
    return null;
  }
}

export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  let target: URL;
  try {
    target = new URL(publicUrl);
  } catch {
    return;
  }
  const publicHost = hostAndPort(target.host, target.protocol);
  if (!publicHost || !LOOPBACK.has(publicHost.name)) return;

  /** Whether `req` is a page opened at another loopback name of the public address. */
  const misnamed = (req: FastifyRequest): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.url === '/v1' || req.url.startsWith('/v1/') || req.url.startsWith('/v1?')) return false;
    const seen = hostAndPort(req.host, target.protocol);
    if (!seen || !LOOPBACK.has(seen.name)) return false;
    return seen.name !== publicHost.name && seen.port === publicHost.port;
  };
  app.addHook('onRequest', (req, reply, done) => {
    // A hook that answers does not call done.
    if (misnamed(req)) reply.redirect(`${target.origin}${req.url}`, 308);
    else done();
  });
}

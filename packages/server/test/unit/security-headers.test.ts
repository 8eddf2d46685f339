import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersOf } from '../../src/plugins/security-headers.ts';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet itself puts on a real response of node's HTTP server. */
function helmetOwn(options: HelmetOptions): Promise<Record<string, unknown>> {
  const apply = helmet(options);
  return new Promise((resolve, reject) => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('x-powered-by', 'something');
      apply(req, res, () => {
        resolve(res.getHeaders());
        res.end();
        server.close();
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      fetch(`http://127.0.0.1:${port}/`).catch(reject);
    });
  });
}

describe('security headers', () => {
  it('recorded once, they are exactly what helmet sets on a response, X-Powered-By removed', async () => {
    const recorded = securityHeadersOf(OPTIONS);
    const own = await helmetOwn(OPTIONS);
    expect(Object.fromEntries(recorded.set.map(([k, v]) => [k.toLowerCase(), v]))).toEqual(own);
    expect(recorded.removed.map((h) => h.toLowerCase())).toEqual(['x-powered-by']);
  });

  it('every answer carries them, and a route may still replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/framed', async (_req, reply) => {
      reply.header('x-frame-options', 'DENY');
      return { ok: true };
    });
    const plain = await app.inject({ url: '/plain' });
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain.headers['strict-transport-security']).toContain('max-age=');
    expect((await app.inject({ url: '/framed' })).headers['x-frame-options']).toBe('DENY');
    const missing = await app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});

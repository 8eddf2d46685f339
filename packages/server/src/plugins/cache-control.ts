/**
 * `Cache-Control: no-store` on every /v1 answer (success or error, signed in or not) unless the
 * route chose its own policy: only the stored public images do (a year, immutable). Answers of the
 * API are personal or change with every call, so no browser, proxy or CDN may keep a copy; one rule
 * for the whole prefix cannot be forgotten by a new endpoint.
 */
import type { FastifyInstance } from 'fastify';

const API = /^\/v1(?:[/?#]|$)/;

export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (API.test(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

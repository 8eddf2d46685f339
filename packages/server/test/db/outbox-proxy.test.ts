/**
 * The outbox page (password-reset, PIN-reset and e-mail-change links) opens only to this machine's
 * own connections and only when enabled; behind trusted proxies, req.ip is the client they report.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, parseTrustProxy } from '../../src/config.ts';
import { build, devOutbox, requests } from '../helper.ts';

/** Answers req.ip, the address every per-address limit keys on. */
const reflectIp = (app: FastifyInstance) => {
  app.get('/test/ip', async (req) => ({ ip: req.ip }));
};

describe('GET /v1/dev/outbox behind a proxy', async () => {
  // Production with the outbox turned on (as `npm start` does without SMTP_URL), behind one proxy.
  const behindProxy = await build({
    seed: false,
    config: { env: 'production', devOutbox: true, trustProxy: parseTrustProxy('10.0.0.5') },
  });
  // A proxy on this machine (nginx on 127.0.0.1) relaying remote clients.
  const behindLocalProxy = await build({
    seed: false,
    config: { env: 'production', devOutbox: true, trustProxy: parseTrustProxy('loopback') },
  });

  it('is never opened by a forged X-Forwarded-For from a remote socket', async () => {
    for (const xff of ['127.0.0.1', '127.0.0.1, 8.8.8.8', '8.8.8.8, 127.0.0.1', '::1']) {
      const res = await devOutbox(behindProxy, '203.0.113.9', { 'x-forwarded-for': xff });
      expect(res.statusCode, xff).toBe(404);
      expect(res.body, xff).not.toContain('outbox');
    }
  });

  it('is not opened when the trusted proxy reports a loopback client', async () => {
    const res = await devOutbox(behindProxy, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });

  it('is not opened to remote clients relayed by a proxy on this machine', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '8.8.8.8' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=8.8.8.8' },
      { 'x-real-ip': '8.8.8.8' },
    ];
    for (const headers of relayed) {
      const res = await devOutbox(behindLocalProxy, '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it("opens to this machine's own connections", async () => {
    for (const peer of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const res = await devOutbox(behindProxy, peer);
      expect(res.statusCode, peer).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    for (const peer of ['10.0.0.5', '203.0.113.9', '::ffff:10.0.0.1', 'fe80::1']) {
      expect((await devOutbox(behindProxy, peer)).statusCode, peer).toBe(404);
    }
  });
});

describe('a server told to trust every X-Forwarded-For', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('does not start: TRUST_PROXY=true and hop counts are refused', async () => {
    for (const value of ['true', '1', '2']) {
      vi.stubEnv('TRUST_PROXY', value);
      await expect(buildApp({ logger: false, databaseUrl: '', dataDir: 'memory://' }), value).rejects.toThrow(
        ConfigError,
      );
    }
  });
});

describe('GET /v1/dev/outbox turned off', async () => {
  const prod = await build({ seed: false, config: { env: 'production', devOutbox: false } });
  const dev = await build({ seed: false, config: { env: 'development', devOutbox: false } });

  it('is a 404 without DEV_OUTBOX, even from this machine, even in development when turned off', async () => {
    expect((await devOutbox(prod, '127.0.0.1')).statusCode).toBe(404);
    expect((await devOutbox(prod, '::1')).statusCode).toBe(404);
    expect((await devOutbox(dev, '127.0.0.1')).statusCode).toBe(404);
  });
});

describe('req.ip behind trusted proxies', async () => {
  const proxied = await build({
    config: { trustProxy: parseTrustProxy('10.0.0.0/8, 192.0.2.1') },
    beforeReady: reflectIp,
  });
  const direct = await build({ config: { trustProxy: parseTrustProxy(undefined) }, beforeReady: reflectIp });
  const ipOf = async (app: FastifyInstance, remoteAddress: string, xff?: string) =>
    (
      await requests(app).get('/test/ip', null, {
        remoteAddress,
        headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
      })
    ).json().ip;

  it('is the client the trusted hops report, skipping what the client wrote itself', async () => {
    expect(await ipOf(proxied, '10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    // The client sends its own X-Forwarded-For; each trusted proxy appends the address it saw.
    expect(await ipOf(proxied, '10.0.0.5', '127.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf(proxied, '192.0.2.1', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(await ipOf(proxied, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('is the socket address when the peer is not a trusted proxy', async () => {
    expect(await ipOf(proxied, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(await ipOf(proxied, '192.0.2.2', '198.51.100.7')).toBe('192.0.2.2');
    expect(await ipOf(direct, '10.0.0.5', '198.51.100.7')).toBe('10.0.0.5');
  });
});

/** The shared request helpers of helper.ts: what `call` and `requests(app)` send. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, headersOf, requests } from '../helper.ts';

/** A stand-in app that records the options of each inject call. */
function recorder() {
  const sent: InjectOptions[] = [];
  const app = { inject: async (opts: InjectOptions) => sent.push(opts) } as unknown as FastifyInstance;
  return { app, sent };
}
const session = { accessToken: 'tok', refreshToken: 'r', user: { id: 'u1' }, headers: {} };

describe('call', () => {
  it('takes method and path from the registry, fills params and adds the query', async () => {
    const { app, sent } = recorder();
    await call(app, 'getGift', { as: session, params: { id: 'a b' } });
    await call(app, 'listSentGifts', { as: 'raw', query: { limit: 5, offset: undefined } });
    expect(sent[0]).toEqual({
      method: 'GET',
      url: '/v1/gift/a%20b',
      headers: { authorization: 'Bearer tok' },
    });
    expect(sent[1]).toEqual({
      method: 'GET',
      url: '/v1/gift/history?limit=5',
      headers: { authorization: 'Bearer raw' },
    });
  });

  it('adds a fresh Idempotency-Key to idempotent endpoints only, the given one, or none when null', async () => {
    const { app, sent } = recorder();
    const body = { giftId: 'g' };
    await call(app, 'claimGift', { as: session, body });
    await call(app, 'claimGift', { as: session, body });
    await call(app, 'claimGift', { as: session, body, idempotencyKey: 'given-key-1' });
    await call(app, 'claimGift', { as: session, body, idempotencyKey: null });
    await call(app, 'validateGiftEmail', { as: session, body: { email: 'x@example.com' } });
    const keys = sent.map((o) => (o.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^test-[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['given-key-1', undefined, undefined]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/v1/gift/claim', payload: body });
  });

  it('refuses a missing path parameter', () => {
    const { app } = recorder();
    expect(() => call(app, 'getGift', { as: session })).toThrow('Missing path parameter "id"');
  });
});

describe('requests(app) and headersOf', () => {
  it('send the URL as given, the payload only when given, and the address', async () => {
    const { app, sent } = recorder();
    const http = requests(app);
    await http.get('/v1/wallet', { authorization: 'Bearer h' });
    await http.delete('/v1/x/1', null, undefined, { remoteAddress: '10.9.9.9' });
    await http.put('/v1/x/1', session, { a: 1 }, { idempotencyKey: 'k-12345678' });
    expect(sent).toEqual([
      { method: 'GET', url: '/v1/wallet', headers: { authorization: 'Bearer h' } },
      { method: 'DELETE', url: '/v1/x/1', headers: {}, remoteAddress: '10.9.9.9' },
      {
        method: 'PUT',
        url: '/v1/x/1',
        headers: { authorization: 'Bearer tok', 'idempotency-key': 'k-12345678' },
        payload: { a: 1 },
      },
    ]);
    expect(headersOf(undefined)).toEqual({});
  });
});

import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { call } from '../../src/call.ts';

/** An axios instance that answers every request with its own headers, without any network. */
function echoClient() {
  const client = axios.create({ baseURL: 'http://api.test/v1' });
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => ({
    data: { headers: config.headers.toJSON() },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return client;
}

const headerOf = (res: unknown) =>
  (res as { headers: Record<string, string | undefined> }).headers['idempotency-key'];

describe('call(): the Idempotency-Key follows the registry mark', () => {
  it('sends the given key on a marked endpoint', async () => {
    const res = await call(echoClient(), 'loadBits', {
      body: { amountCents: 100, cardId: '00000000-0000-4000-8000-000000000000', pin: '2468' },
      idempotencyKey: 'attempt-12345678',
    });
    expect(headerOf(res)).toBe('attempt-12345678');
  });

  it('makes a fresh key for a marked endpoint called without one', async () => {
    const a = headerOf(await call(echoClient(), 'renewSubscription', { body: {} }));
    const b = headerOf(await call(echoClient(), 'renewSubscription', { body: {} }));
    expect(a).toMatch(/^pay-[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
  });

  it('sends no key on an endpoint that is not marked', async () => {
    const res = await call(echoClient(), 'getWallet', { idempotencyKey: 'attempt-12345678' });
    expect(headerOf(res)).toBeUndefined();
  });
});

import { type EndpointName, ROUTES } from '@barterbits/contracts';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CallArgs, call, type IdempotentEndpointName } from '../../src/call.ts';
import { fakeServer } from './fake-server.ts';

/** An axios instance that answers every request with its own headers, without any network; counts requests. */
function echoClient() {
  const client = axios.create({ baseURL: 'http://api.test/v1' });
  const sent: unknown[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(config);
    return { data: { headers: config.headers.toJSON() }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return Object.assign(client, { sent });
}

const headerOf = (res: unknown) =>
  (res as { headers: Record<string, string | undefined> }).headers['idempotency-key'];

const LOAD = { amountCents: 100, cardId: '00000000-0000-4000-8000-000000000000', pin: '2468' };

describe('call(): the Idempotency-Key follows the registry mark', () => {
  it('sends the given key on a marked endpoint, the same one on a retry of that attempt', async () => {
    const client = echoClient();
    const first = await call(client, 'loadBits', { body: LOAD, idempotencyKey: 'attempt-12345678' });
    const retry = await call(client, 'loadBits', { body: LOAD, idempotencyKey: 'attempt-12345678' });
    expect([headerOf(first), headerOf(retry)]).toEqual(['attempt-12345678', 'attempt-12345678']);
  });

  it('refuses every marked endpoint called without its key, before any request', async () => {
    const marked = (Object.keys(ROUTES) as EndpointName[]).filter((name) => ROUTES[name].idempotent);
    expect(marked.length).toBeGreaterThan(0);
    const client = echoClient();
    for (const name of marked) {
      const args = [{ body: {} }] as unknown as CallArgs<typeof name>;
      await expect(call(client, name, ...args), name).rejects.toThrow(`${name} needs the Idempotency-Key`);
      const blank = [{ body: {}, idempotencyKey: '' }] as unknown as CallArgs<typeof name>;
      await expect(call(client, name, ...blank), name).rejects.toThrow('Idempotency-Key');
    }
    expect(client.sent).toEqual([]);
  });

  it('sends no key on an endpoint that is not marked', async () => {
    const res = await call(echoClient(), 'getWallet');
    expect(headerOf(res)).toBeUndefined();
  });
});

describe('the key is part of the types', () => {
  it('is required on marked endpoints and refused on the others', () => {
    expectTypeOf<'loadBits'>().toExtend<IdempotentEndpointName>();
    expectTypeOf<'adminWalletPost'>().toExtend<IdempotentEndpointName>();
    expectTypeOf<'getWallet'>().not.toExtend<IdempotentEndpointName>();

    // Type-checked only (never run): each line below must fail to compile.
    const client = echoClient();
    const { api } = fakeServer();
    const wrong = () => [
      // @ts-expect-error a marked endpoint needs the attempt's key
      call(client, 'loadBits', { body: LOAD }),
      // @ts-expect-error a marked endpoint needs an input carrying the key
      call(client, 'renewSubscription'),
      // @ts-expect-error only marked endpoints take a key
      call(client, 'getWallet', { idempotencyKey: 'attempt-12345678' }),
      // @ts-expect-error the per-endpoint function needs the key too
      api.loadBits(LOAD),
      // @ts-expect-error the per-endpoint function needs the key too
      api.adminWalletPost({ userId: 'u1', kind: 'REWARD', amountCents: 100, reason: 'Thanks' }),
      // @ts-expect-error the per-endpoint function needs the key too
      api.renewSubscription({}),
    ];
    expect(typeof wrong).toBe('function');
  });
});

/** The shared request helpers of helper.ts: what `call`, `requests(app)`, `upload` and `devOutbox` send. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, devOutbox, headersOf, requests, upload } from '../helper.ts';

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

describe('upload', () => {
  it('POSTs the files as one multipart body, its boundary in the content type, as the caller', async () => {
    const { app, sent } = recorder();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await upload(app, '/v1/user/profile-photo', session, [{ name: 'a.png', type: 'image/png', data: png }]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/v1/user/profile-photo' });
    expect(sent[0]).not.toHaveProperty('remoteAddress');
    const headers = sent[0]!.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual(['authorization', 'content-type']);
    expect(headers.authorization).toBe('Bearer tok');
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(headers['content-type']!)?.[1];
    expect(boundary).toBeTruthy();
    expect(Buffer.isBuffer(sent[0]!.payload)).toBe(true);
    expect(
      (sent[0]!.payload as Buffer).equals(
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      ),
    ).toBe(true);
  });

  it('sends each file under its field, with the address, extra headers and key; no files is the closing boundary only', async () => {
    const { app, sent } = recorder();
    const http = requests(app);
    await http.upload(
      '/v1/offer/o1/photos',
      'raw',
      [
        { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('A') },
        { field: 'photo', name: 'b.txt', type: 'text/plain', data: Buffer.from('B') },
      ],
      { remoteAddress: '10.9.9.8', headers: { 'x-extra': '1' }, idempotencyKey: 'k-upload-1' },
    );
    await http.upload('/v1/offer/o1/photos', null, []);
    const headers = sent[0]!.headers as Record<string, string>;
    const boundary = headers['content-type']!.split('boundary=')[1];
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/v1/offer/o1/photos', remoteAddress: '10.9.9.8' });
    expect(headers).toEqual({
      authorization: 'Bearer raw',
      'x-extra': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'idempotency-key': 'k-upload-1',
    });
    expect((sent[0]!.payload as Buffer).toString()).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nA\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="b.txt"\r\nContent-Type: text/plain\r\n\r\nB\r\n` +
        `--${boundary}--\r\n`,
    );
    const empty = sent[1]!;
    const emptyBoundary = (empty.headers as Record<string, string>)['content-type']!.split('boundary=')[1];
    expect(Object.keys(empty.headers as object)).toEqual(['content-type']);
    expect((empty.payload as Buffer).toString()).toBe(`--${emptyBoundary}--\r\n`);
  });
});

describe('devOutbox', () => {
  it('GETs /v1/dev/outbox with no caller and no body, from the given address with the given headers', async () => {
    const { app, sent } = recorder();
    await devOutbox(app);
    await devOutbox(app, '203.0.113.7', { 'x-forwarded-for': '198.51.100.1' });
    expect(sent).toEqual([
      { method: 'GET', url: '/v1/dev/outbox', headers: {} },
      {
        method: 'GET',
        url: '/v1/dev/outbox',
        headers: { 'x-forwarded-for': '198.51.100.1' },
        remoteAddress: '203.0.113.7',
      },
    ]);
  });
});

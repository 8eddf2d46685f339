/** The push adapter: service account parsing, links, and the FCM sender against the local stand-in. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  absoluteLink,
  createFcmSender,
  createPushSender,
  type FcmSenderOptions,
  PUSH_NOT_CONFIGURED,
  readServiceAccount,
  toFcmMessage,
} from '../../src/adapters/push.ts';
import { ConfigError } from '../../src/config.ts';
import { type FcmStandIn, startFcmStandIn } from '../fcm-stand-in.ts';

const dir = mkdtempSync(join(tmpdir(), 'push-test-'));
const writeKeyFile = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const pem = (type: 'rsa' | 'ec') =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
    : generateKeyPairSync('ec', { namedCurve: 'P-256' })
  ).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

// Every request of the sender goes through the global fetch: none may leave this machine.
const fetched: string[] = [];
const realFetch = globalThis.fetch;
vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
  fetched.push(String(input));
  return realFetch(input, init);
});
afterAll(() => {
  expect(fetched.length).toBeGreaterThan(10);
  for (const url of fetched) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  vi.restoreAllMocks();
});

let clockOffset = 0;
const now = () => Date.now() + clockOffset;
let fcm: FcmStandIn;
beforeEach(async () => {
  clockOffset = 0;
  fcm = await startFcmStandIn({ now });
});
afterEach(() => fcm.close());

const HTTPS_APP = 'https://app.barterbits.test';
function sender(extra: Partial<FcmSenderOptions> = {}, keyOverrides: Record<string, unknown> = {}) {
  return createFcmSender({
    account: readServiceAccount(JSON.stringify(fcm.serviceAccount(keyOverrides))),
    apiUrl: fcm.url,
    publicUrl: HTTPS_APP,
    now,
    ...extra,
  });
}
const msg = (token = 'device-1') => ({ token, title: 'New barter request', body: 'Ana wants your bike' });

describe('readServiceAccount', () => {
  it('reads the key from a file path or from the JSON itself', async () => {
    const json = JSON.stringify(fcm.serviceAccount());
    const fromJson = readServiceAccount(json);
    const fromFile = readServiceAccount(writeKeyFile('key.json', json));
    for (const account of [fromJson, fromFile]) {
      expect(account).toMatchObject({
        projectId: fcm.projectId,
        clientEmail: fcm.clientEmail,
        privateKeyId: 'stand-in-key-1',
        tokenUri: fcm.tokenUri,
      });
      expect(account.privateKey.asymmetricKeyType).toBe('rsa');
    }
  });

  it("uses Google's token endpoint when the key names none", () => {
    const { token_uri: _, ...key } = fcm.serviceAccount();
    expect(readServiceAccount(JSON.stringify(key)).tokenUri).toBe('https://oauth2.googleapis.com/token');
  });

  it('says what is wrong with a missing file, bad JSON or an incomplete key', () => {
    const cases: [string, RegExp][] = [
      ['  ', /FCM_SERVICE_ACCOUNT is empty/],
      [join(dir, 'missing.json'), /cannot read the key file ".*missing\.json" \(ENOENT\)/],
      [writeKeyFile('broken.json', '{"private_key": "-----BEGIN PRIVATE KEY-----'), /is not valid JSON/],
      ['{"type": "service_account",', /FCM_SERVICE_ACCOUNT \(inline JSON\) is not valid JSON/],
      ['[1]', /is not a JSON object/],
      [JSON.stringify({ ...fcm.serviceAccount(), type: 'authorized_user' }), /is not a service account key/],
      [JSON.stringify({ ...fcm.serviceAccount(), client_email: '' }), /has no "client_email"/],
      [JSON.stringify({ ...fcm.serviceAccount(), project_id: undefined }), /has no "project_id"/],
      [JSON.stringify({ ...fcm.serviceAccount(), private_key: 'not a key' }), /"private_key" .* not a PEM/],
      [JSON.stringify({ ...fcm.serviceAccount(), private_key: pem('ec') }), /not an RSA key/],
      [
        JSON.stringify({ ...fcm.serviceAccount(), token_uri: 'http://tokens.example.com/token' }),
        /token_uri: "http:\/\/tokens\.example\.com\/token" must be an https URL/,
      ],
    ];
    for (const [value, message] of cases) {
      expect(() => readServiceAccount(value), value.slice(0, 40)).toThrow(ConfigError);
      expect(() => readServiceAccount(value), value.slice(0, 40)).toThrow(message);
    }
  });

  it('never quotes the key content in its errors', () => {
    const secret = '-----BEGIN PRIVATE KEY-----\nMIIsecret';
    const file = writeKeyFile('leaky.json', `{"private_key": "${secret}`);
    expect(() => readServiceAccount(file)).not.toThrow(/MIIsecret/);
    expect(() => readServiceAccount(`{"private_key": "${secret}`)).not.toThrow(/MIIsecret/);
  });
});

describe('links and message shape', () => {
  it('joins app paths to the public URL and keeps absolute http(s) links', () => {
    expect(absoluteLink('/my-wallet/barter-requests/7', HTTPS_APP)).toBe(
      'https://app.barterbits.test/my-wallet/barter-requests/7',
    );
    expect(absoluteLink('/notification', 'http://localhost:8080')).toBe('http://localhost:8080/notification');
    expect(absoluteLink('https://app.barterbits.test/notification', 'http://localhost:8080')).toBe(
      'https://app.barterbits.test/notification',
    );
  });

  it('drops what is not a link: relative, empty, other schemes', () => {
    expect(absoluteLink('notification', HTTPS_APP)).toBeUndefined();
    expect(absoluteLink(null, HTTPS_APP)).toBeUndefined();
    expect(absoluteLink('', HTTPS_APP)).toBeUndefined();
    expect(absoluteLink('javascript:alert(1)', HTTPS_APP)).toBeUndefined();
  });

  it('builds the v1 message: token, notification, data with the link, webpush link only when https', () => {
    expect(toFcmMessage({ ...msg(), link: '/gifts/3', data: { type: 'gift' } }, HTTPS_APP)).toEqual({
      token: 'device-1',
      notification: { title: 'New barter request', body: 'Ana wants your bike' },
      data: { link: 'https://app.barterbits.test/gifts/3', type: 'gift' },
      webpush: { fcm_options: { link: 'https://app.barterbits.test/gifts/3' } },
    });
    expect(toFcmMessage({ ...msg(), link: '/gifts/3', data: {} }, 'http://localhost:8080')).toEqual({
      token: 'device-1',
      notification: { title: 'New barter request', body: 'Ana wants your bike' },
      data: { link: 'http://localhost:8080/gifts/3' },
    });
    expect(toFcmMessage({ ...msg(), link: null }, HTTPS_APP)).toEqual({
      token: 'device-1',
      notification: { title: 'New barter request', body: 'Ana wants your bike' },
    });
  });
});

describe('createPushSender', () => {
  it('without a service account is the "none" sender, which sends nothing', async () => {
    for (const fcmServiceAccount of [undefined, '', ' ']) {
      const push = createPushSender({ fcmServiceAccount, fcmApiUrl: fcm.url, publicUrl: HTTPS_APP });
      expect(push.name).toBe('none');
      expect(await push.send(msg())).toEqual({ ok: false, tokenInvalid: false, error: PUSH_NOT_CONFIGURED });
    }
    expect(fcm.tokenRequests + fcm.sendRequests).toBe(0);
  });

  it('with FCM_SERVICE_ACCOUNT (a key file) and FCM_API_URL sends through FCM', async () => {
    const keyFile = writeKeyFile('config-key.json', JSON.stringify(fcm.serviceAccount()));
    const push = createPushSender({
      fcmServiceAccount: keyFile,
      fcmApiUrl: `${fcm.url}/`,
      publicUrl: HTTPS_APP,
    });
    expect(push.name).toBe('fcm');
    expect(await push.send(msg())).toEqual({ ok: true });
    expect(fcm.delivered).toHaveLength(1);
  });

  it('refuses to start with a bad key or a non-https FCM_API_URL', () => {
    const base = { fcmApiUrl: undefined, publicUrl: HTTPS_APP };
    expect(() => createPushSender({ ...base, fcmServiceAccount: '{oops' })).toThrow(ConfigError);
    const key = JSON.stringify(fcm.serviceAccount());
    expect(() =>
      createPushSender({ ...base, fcmServiceAccount: key, fcmApiUrl: 'http://fcm.example.com' }),
    ).toThrow(/FCM_API_URL: "http:\/\/fcm\.example\.com" must be an https URL/);
  });
});

describe('FCM sender against the stand-in', () => {
  it('signs in with an assertion the stand-in verifies and sends the message FCM expects', async () => {
    const push = sender();
    const result = await push.send({
      ...msg(),
      link: '/my-wallet/barter-requests/7',
      data: { kind: 'barter' },
    });
    expect(result).toEqual({ ok: true });
    expect(fcm.refusals).toEqual([]);
    expect(fcm.tokenRequests).toBe(1);
    expect(fcm.delivered).toEqual([
      {
        token: 'device-1',
        notification: { title: 'New barter request', body: 'Ana wants your bike' },
        data: { link: 'https://app.barterbits.test/my-wallet/barter-requests/7', kind: 'barter' },
        webpush: { fcm_options: { link: 'https://app.barterbits.test/my-wallet/barter-requests/7' } },
      },
    ]);
  });

  it('fails without sending when the key does not match the service account (bad signature)', async () => {
    const push = sender({}, { private_key: pem('rsa') });
    const result = await push.send(msg());
    expect(result).toEqual({
      ok: false,
      tokenInvalid: false,
      error: 'FCM sign-in with the service account failed (400): invalid_grant: Invalid JWT Signature.',
    });
    expect(fcm.sendRequests).toBe(0);
  });

  it('mints one access token for many sends, also when they start together', async () => {
    const push = sender();
    const first = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((t) => push.send(msg(t))));
    for (const t of ['f', 'g', 'h']) await push.send(msg(t));
    expect(first.every((r) => r.ok)).toBe(true);
    expect(fcm.tokenRequests).toBe(1);
    expect(fcm.delivered.map((m) => m.token).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('replaces the access token a few minutes before it expires', async () => {
    const push = sender();
    await push.send(msg());
    clockOffset = 50 * 60_000;
    await push.send(msg());
    expect(fcm.tokenRequests).toBe(1);
    clockOffset = 56 * 60_000;
    await push.send(msg());
    expect(fcm.tokenRequests).toBe(2);
    expect(fcm.delivered).toHaveLength(3);
  });

  it('on 401 mints a new access token and retries once', async () => {
    const push = sender();
    await push.send(msg('a'));
    fcm.revokeAccessTokens();
    expect(await push.send(msg('b'))).toEqual({ ok: true });
    expect(fcm.tokenRequests).toBe(2);
    expect(fcm.sendRequests).toBe(3);
    expect(fcm.refusals).toEqual([expect.stringMatching(/^401 UNAUTHENTICATED/)]);
  });

  it('gives up after one retry when FCM keeps answering 401', async () => {
    await fcm.close();
    fcm = await startFcmStandIn({ now, accessTokenLifetimeS: 0 });
    const result = await sender().send(msg());
    expect(result).toMatchObject({ ok: false, tokenInvalid: false });
    expect(result.ok || result.error).toMatch(/^FCM answered 401 UNAUTHENTICATED/);
    expect(fcm.sendRequests).toBe(2);
  });

  it('reports an unregistered or invalid token as invalid (the caller deletes it)', async () => {
    fcm.markUnregistered('gone');
    fcm.markInvalid('garbled');
    const push = sender();
    expect(await push.send(msg('gone'))).toEqual({
      ok: false,
      tokenInvalid: true,
      error: 'FCM answered 404 UNREGISTERED: Requested entity was not found.',
    });
    expect(await push.send(msg('garbled'))).toEqual({
      ok: false,
      tokenInvalid: true,
      error:
        'FCM answered 400 INVALID_ARGUMENT: The registration token is not a valid FCM registration token',
    });
  });

  it("keeps a token of another Firebase project (the server's key is likely the wrong one)", async () => {
    fcm.markOtherProject('elsewhere');
    expect(await sender().send(msg('elsewhere'))).toEqual({
      ok: false,
      tokenInvalid: false,
      error: 'FCM answered 403 SENDER_ID_MISMATCH: SenderId mismatch',
    });
  });

  it('keeps the token when FCM refuses the message itself', async () => {
    const result = await sender().send({ ...msg(), data: { from: 'ana' } });
    expect(result).toMatchObject({ ok: false, tokenInvalid: false });
    expect(result.ok || result.error).toMatch(/^FCM answered 400 INVALID_ARGUMENT: Invalid data payload key/);
  });

  it('treats 503, 500 and 429 as transient: the token stays, the next send works', async () => {
    const push = sender();
    fcm.failNext(503);
    expect(await push.send(msg())).toEqual({
      ok: false,
      tokenInvalid: false,
      error: 'FCM answered 503 UNAVAILABLE: The service is unavailable.',
    });
    fcm.failNext(500);
    expect(await push.send(msg())).toMatchObject({ ok: false, tokenInvalid: false });
    fcm.failNext(429);
    expect(await push.send(msg())).toEqual({
      ok: false,
      tokenInvalid: false,
      error: 'FCM answered 429 QUOTA_EXCEEDED: Quota exceeded. (retry after 30 s)',
    });
    expect(await push.send(msg())).toEqual({ ok: true });
  });

  it('answers a timeout or an unreachable FCM as a transient failure', async () => {
    const hang: FcmSenderOptions['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await sender({ fetch: hang, timeoutMs: 50 }).send(msg())).toEqual({
      ok: false,
      tokenInvalid: false,
      error: 'FCM did not answer within 50 ms',
    });
    const account = readServiceAccount(JSON.stringify(fcm.serviceAccount()));
    await fcm.close();
    const result = await createFcmSender({ account, apiUrl: fcm.url, publicUrl: HTTPS_APP }).send(msg());
    expect(result).toMatchObject({ ok: false, tokenInvalid: false });
    expect(result.ok || result.error).toMatch(/^FCM request failed: .*ECONNREFUSED/);
    fcm = await startFcmStandIn({ now });
  });
});

describe('the stand-in refuses what FCM would refuse', () => {
  /** A sender whose outgoing message is altered after it is built, with its real access token. */
  const tampered = (alter: (message: Record<string, unknown>) => object, url?: (u: string) => string) =>
    sender({
      fetch: (u, init) => {
        if (!u.includes('/messages:send')) return fetch(u, init);
        const { message } = JSON.parse(String(init?.body)) as { message: Record<string, unknown> };
        return fetch(url ? url(u) : u, { ...init, body: JSON.stringify({ message: alter(message) }) });
      },
    });

  it('a forged Bearer token', async () => {
    const res = await fetch(`${fcm.url}/v1/projects/${fcm.projectId}/messages:send`, {
      method: 'POST',
      headers: { authorization: 'Bearer forged', 'content-type': 'application/json' },
      body: JSON.stringify({ message: toFcmMessage(msg(), HTTPS_APP) }),
    });
    expect(res.status).toBe(401);
  });

  it('an http link, a non-string data value, no notification, an unknown field, another project', async () => {
    const cases: [ReturnType<typeof tampered>, RegExp][] = [
      [tampered((m) => ({ ...m, webpush: { fcm_options: { link: 'http://x.test/' } } })), /400 .*HTTPS/],
      [tampered((m) => ({ ...m, data: { count: 3 } })), /400 .*TYPE_STRING/],
      [tampered(({ notification: _, ...m }) => m), /400 .*notification\.title/],
      [tampered((m) => ({ ...m, priority: 'high' })), /400 .*Unknown name "priority"/],
      [
        tampered(
          (m) => m,
          (u) => u.replace(fcm.projectId, 'someone-else'),
        ),
        /403 PERMISSION_DENIED/,
      ],
    ];
    for (const [push, error] of cases) {
      const result = await push.send(msg());
      expect(result).toMatchObject({ ok: false, tokenInvalid: false });
      expect(result.ok || result.error, String(error)).toMatch(error);
    }
    expect(fcm.delivered).toEqual([]);
  });
});

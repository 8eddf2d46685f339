import { ERROR_MESSAGES, LOGIN_THROTTLE } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  BUSINESS,
  bearer,
  build,
  freshIp,
  login,
  MEMBER,
  OTHER_MEMBER,
  SUSPENDED,
} from '../helper.ts';

const app = await build();

const post = (url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

describe('POST /v1/user/login', () => {
  it('signs a member in, with tokens in the body and in the response headers', async () => {
    const res = await post('/v1/user/login', MEMBER);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: MEMBER.email, role: 'MEMBER', memberType: 'CUSTOMER_PERSONAL' });
    expect(data.user.userProfile).toMatchObject({ firstName: 'Alex', lastName: 'Martin' });
    expect(data.user.lastLogin).not.toBeNull();
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('signs a business member in with the business record', async () => {
    const { user } = await login(app, BUSINESS);
    expect(user).toMatchObject({
      memberType: 'CUSTOMER_BUSINESS',
      business: { businessName: 'Maple Leaf Bakery' },
    });
  });

  it('answers the same message for an unknown e-mail and a wrong password', async () => {
    const unknown = await post('/v1/user/login', { email: 'nobody@example.com', password: 'Whatever#1' });
    const wrong = await post('/v1/user/login', { ...OTHER_MEMBER, password: 'Wrong#Pass1' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES.invalidCredentials,
      });
    }
  });

  it('matches e-mails case-insensitively', async () => {
    const res = await post('/v1/user/login', { ...MEMBER, email: '  ALEX@Demo.BarterBits.ca ' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects bad input with a 400 and field messages', async () => {
    const res = await post('/v1/user/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid email format.',
      fieldErrors: { email: ['Invalid email format.'], password: ['Required field.'] },
    });
    const noBody = await app.inject({ method: 'POST', url: '/v1/user/login', remoteAddress: freshIp() });
    expect(noBody.statusCode).toBe(400);
    const badJson = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('BAD_REQUEST');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('keeps members out of the admin console and admins out of the member app', async () => {
    const member = await post('/v1/user/login', { ...MEMBER, portal: 'ADMIN' });
    expect(member.statusCode).toBe(401);
    expect(member.json().message).toBe(ERROR_MESSAGES.invalidCredentials);
    const admin = await post('/v1/user/login', { ...ADMIN, portal: 'MEMBER' });
    expect(admin.statusCode).toBe(401);
    expect((await post('/v1/user/login', { ...ADMIN, portal: 'ADMIN' })).statusCode).toBe(200);
  });

  it('refuses a suspended account even with the right password', async () => {
    const res = await post('/v1/user/login', SUSPENDED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ERROR_MESSAGES.accountSuspended });
  });
});

describe('sign-in throttling', () => {
  it('locks an account after repeated failures, from any address, even for the right password', async () => {
    const target = { email: 'maple@demo.barterbits.ca', password: 'Wrong#Pass1' };
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) {
      expect((await post('/v1/user/login', target)).statusCode).toBe(401);
    }
    const locked = await post('/v1/user/login', BUSINESS);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: ERROR_MESSAGES.tooManyAttempts,
    });
  });

  it('locks an address that tries many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      const res = await post('/v1/user/login', { email: `guess${i}@example.com`, password: 'Guess#123' }, ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await post('/v1/user/login', OTHER_MEMBER, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post('/v1/user/login', OTHER_MEMBER)).statusCode).toBe(200);
  });

  it('counts concurrent failures without losing any', async () => {
    const email = 'race@example.com';
    await Promise.all(
      Array.from({ length: LOGIN_THROTTLE.maxFailuresPerAccount }, () =>
        post('/v1/user/login', { email, password: 'Wrong#Pass1' }),
      ),
    );
    expect((await post('/v1/user/login', { email, password: 'Wrong#Pass1' })).statusCode).toBe(429);
  });
});

describe('POST /v1/user/refresh-token', () => {
  it('rotates: new tokens in headers and body; the old refresh token is spent', async () => {
    const first = await login(app, MEMBER);
    const res = await post('/v1/user/refresh-token', { token: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.headers['access-token']).toBe(data.accessToken);
    expect(res.headers['refresh-token']).toBe(data.refreshToken);
    expect(data.refreshToken).not.toBe(first.refreshToken);
    const me = await app.inject({ url: `/v1/user/${first.user.id}`, headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole session family when a used refresh token comes back', async () => {
    const first = await login(app, MEMBER);
    const rotated = (await post('/v1/user/refresh-token', { token: first.refreshToken })).json().data;
    const replay = await post('/v1/user/refresh-token', { token: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The thief's and the owner's newer tokens are both dead now.
    expect((await post('/v1/user/refresh-token', { token: rotated.refreshToken })).statusCode).toBe(401);
    const me = await app.inject({ url: `/v1/user/${first.user.id}`, headers: bearer(rotated.accessToken) });
    expect(me.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous uses of a token win', async () => {
    const first = await login(app, MEMBER);
    const results = await Promise.all([
      post('/v1/user/refresh-token', { token: first.refreshToken }),
      post('/v1/user/refresh-token', { token: first.refreshToken }),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.statusCode === 401)).toBe(true);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await post('/v1/user/refresh-token', { token: 'nope' })).statusCode).toBe(401);
    expect((await post('/v1/user/refresh-token', {})).statusCode).toBe(400);
  });
});

describe('GET /v1/user/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const s = await login(app, MEMBER);
    const out = await app.inject({ url: '/v1/user/logout', headers: { 'access-token': s.accessToken } });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ url: `/v1/user/${s.user.id}`, headers: bearer(s.accessToken) });
    expect(me.statusCode).toBe(401);
    expect((await post('/v1/user/refresh-token', { token: s.refreshToken })).statusCode).toBe(401);
  });

  it('leaves the member signed in elsewhere', async () => {
    const a = await login(app, MEMBER);
    const b = await login(app, MEMBER);
    await app.inject({ url: '/v1/user/logout', headers: bearer(a.accessToken) });
    expect(
      (await app.inject({ url: `/v1/user/${b.user.id}`, headers: bearer(b.accessToken) })).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/v1/user/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.unauthorized });
  });
});

describe('access tokens', () => {
  it('accepts the access-token header and the bearer header; rejects forged and garbage tokens', async () => {
    const s = await login(app, MEMBER);
    const url = `/v1/user/${s.user.id}`;
    expect((await app.inject({ url, headers: { 'access-token': s.accessToken } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(s.accessToken) })).statusCode).toBe(200);
    const [h, p] = s.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await app.inject({ url, headers: bearer(forged) })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: bearer('garbage') })).statusCode).toBe(401);
  });
});

describe('expired access tokens', async () => {
  const { createTestApp } = await import('../helper.ts');
  it('answer 401 TOKEN_EXPIRED, and a refresh brings a working one', async () => {
    const t = await createTestApp({ config: { accessTokenTtlSeconds: 1 } });
    try {
      const s = await login(t.app, MEMBER);
      await new Promise((r) => setTimeout(r, 2100));
      const url = `/v1/user/${s.user.id}`;
      const expired = await t.app.inject({ url, headers: bearer(s.accessToken) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('TOKEN_EXPIRED');
      const r = await t.app.inject({
        method: 'POST',
        url: '/v1/user/refresh-token',
        payload: { token: s.refreshToken },
      });
      expect((await t.app.inject({ url, headers: bearer(r.json().data.accessToken) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

import { COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN, ERROR_MESSAGES } from '@barterbits/contracts';
import { CanceledError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '../../src/index.ts';
import { fakeServer } from './fake-server.ts';

const USER_ID = '00000000-0000-4000-8000-000000000001';

async function signedIn() {
  const f = fakeServer();
  await f.api.login({ email: 'a@b.ca', password: 'right' });
  return f;
}

describe('request headers', () => {
  it('login sends no token headers and stores the returned tokens and last-active', async () => {
    const f = fakeServer();
    f.store.set(COOKIE_ACCESS_TOKEN, 'stale', 7);
    await f.api.login({ email: 'a@b.ca', password: 'right' });
    const login = f.requests[0]!;
    expect(login.headers['access-token']).toBeUndefined();
    expect(login.headers.authorization).toBeUndefined();
    expect(f.api.session.getAccessToken()).toBe('access-0');
    expect(f.api.session.getRefreshToken()).toBe('refresh-0');
    expect(f.api.session.lastActive()).toBeTypeOf('number');
  });

  it('other calls send access-token and Bearer authorization from the store', async () => {
    const f = await signedIn();
    await f.api.getUser(USER_ID);
    await f.api.health();
    for (const r of f.requests.slice(1)) {
      expect(r.headers['access-token']).toBe('access-0');
      expect(r.headers.authorization).toBe('Bearer access-0');
    }
  });

  it("every call asks for answers in the app's language (Accept-Language, en-CA until set)", async () => {
    const f = fakeServer();
    await f.api.health();
    await f.api.login({ email: 'a@b.ca', password: 'right' });
    f.api.setLanguage('fr-CA');
    await f.api.getUser(USER_ID);
    await f.api.updateLanguage({ language: 'fr-CA' }).catch(() => undefined);
    expect(f.requests.map((r) => r.headers['accept-language'])).toEqual(['en-CA', 'en-CA', 'fr-CA', 'fr-CA']);
    expect(f.api.language()).toBe('fr-CA');
  });

  it('no client reads a cookie for an XSRF header (the API takes bearer tokens)', () => {
    const f = fakeServer();
    for (const client of Object.values(f.api.clients)) expect(client.defaults.withXSRFToken).toBe(false);
  });

  it('refresh-token sends the refresh token in the body and no token headers', async () => {
    const f = await signedIn();
    await f.api.refreshToken();
    const r = f.requests.find((x) => x.path === '/v1/user/refresh-token')!;
    expect(r.body).toEqual({ token: 'refresh-0' });
    expect(r.headers['access-token']).toBeUndefined();
    expect(r.headers.authorization).toBeUndefined();
    expect(f.api.session.getAccessToken()).toBe('access-1');
    expect(f.api.session.getRefreshToken()).toBe('refresh-1');
  });

  it('stores tokens handed out in response headers of any call', async () => {
    const f = await signedIn();
    f.routes.set('POST /v1/user/set-pin', () => [
      200,
      { message: 'ok' },
      { 'access-token': 'A2', 'refresh-token': 'R2' },
    ]);
    await f.api.clients.member.post('/user/set-pin', { pin: '1357' });
    expect(f.store.get(COOKIE_ACCESS_TOKEN)).toBe('A2');
    expect(f.store.get(COOKIE_REFRESH_TOKEN)).toBe('R2');
  });

  it('does not set last-active for anonymous calls', async () => {
    const f = fakeServer();
    await f.api.health();
    expect(f.api.session.lastActive()).toBeUndefined();
  });
});

describe('call()', () => {
  it('fills path params, serialises arrays as repeated keys, passes extra headers', async () => {
    const f = await signedIn();
    f.routes.set('GET /v1/user', () => [200, { data: [], meta: { total: 0, limit: 25, offset: 0 } }]);
    await f.api.listUsers({ limit: 10, search: 'maple', status: undefined });
    expect(f.requests.at(-1)!.query).toBe('?limit=10&search=maple');
    await f.api.getUser(USER_ID, { raw: 'true' });
    expect(f.requests.at(-1)).toMatchObject({ path: `/v1/user/${USER_ID}`, query: '?raw=true' });
    await call(f.api.clients.admin, 'listUsers', {
      query: { search: 'x', ids: ['a', 'b'] } as never,
      headers: { 'idempotency-key': 'k1' },
    });
    expect(f.requests.at(-1)!.query).toBe('?search=x&ids=a&ids=b');
    expect(f.requests.at(-1)!.headers['idempotency-key']).toBe('k1');
  });

  it('rejects with the server error as ApiError', async () => {
    const f = fakeServer();
    const e = await f.api.login({ email: 'a@b.ca', password: 'wrong' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: ERROR_MESSAGES.invalidCredentials,
    });
  });

  it('passes cancellation through as axios CanceledError', async () => {
    const f = await signedIn();
    const ac = new AbortController();
    ac.abort();
    const e = await call(f.api.clients.common, 'getUser', {
      params: { id: USER_ID },
      signal: ac.signal,
    }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CanceledError);
  });
});

describe('401 handling', () => {
  it('20 concurrent 401s share exactly one refresh and are all retried with the new token', async () => {
    const f = await signedIn();
    f.validAccess = 'expired-elsewhere'; // the stored access-0 is now refused
    const results = await Promise.all(Array.from({ length: 20 }, () => f.api.getUser(USER_ID)));
    expect(results).toHaveLength(20);
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    const retries = f.requests.filter(
      (r) => r.path === `/v1/user/${USER_ID}` && r.headers['access-token'] === 'access-1',
    );
    expect(retries).toHaveLength(20);
    expect(f.onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 arriving after the refresh finished retries with the new token without a second refresh', async () => {
    const f = await signedIn();
    f.validAccess = 'expired-elsewhere';
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The slow call is answered 401 only after the first refresh is over.
    f.routes.set(`GET /v1/user/slow`, (req) =>
      req.headers['access-token'] === f.validAccess
        ? [200, { data: {} }]
        : [401, { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'x' }],
    );
    const slowAdapter = f.api.clients.common.defaults.adapter as (c: unknown) => Promise<unknown>;
    f.api.clients.common.defaults.adapter = async (c) => {
      if (
        (c as { url?: string }).url === '/user/slow' &&
        !(c as unknown as Record<string, unknown>).__barterbitsRetried
      )
        await gate;
      return slowAdapter(c) as never;
    };
    const slow = f.api.clients.common.get('/user/slow');
    await f.api.getUser(USER_ID); // 401 -> refresh -> retry
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    release();
    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(f.count('/v1/user/refresh-token')).toBe(1);
  });

  it('a retried call that 401s again is rejected without another refresh', async () => {
    const f = await signedIn();
    f.routes.set('GET /v1/user/always-401', () => [
      401,
      { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    ]);
    const e = await f.api.clients.common.get('/user/always-401').catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    expect(f.count('/v1/user/always-401')).toBe(2);
    expect(f.api.session.isSignedIn()).toBe(true);
  });

  it.each([
    '/user/login',
    '/user/refresh-token',
    '/auth/forgot-password/verify-link',
    '/user/verify-email-change',
  ])('a 401 from %s does not trigger a refresh', async (path) => {
    const f = await signedIn();
    f.routes.set(`POST /v1${path}`, () => [
      401,
      { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'no' },
    ]);
    const e = await f.api.clients.public.post(path, {}).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'no' });
    expect(f.count('/v1/user/refresh-token')).toBe(path === '/user/refresh-token' ? 1 : 0);
    expect(f.onSessionEnded).not.toHaveBeenCalled();
    expect(f.api.session.isSignedIn()).toBe(true);
  });

  it('a failed refresh clears the session once, calls onSessionEnded once and rejects every waiting call', async () => {
    const f = await signedIn();
    f.validAccess = 'expired-elsewhere';
    f.refreshWorks = false;
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => f.api.getUser(USER_ID)));
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const reason = (s as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_INVALID' });
    }
    expect(f.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(f.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(f.api.session.getAccessToken()).toBeUndefined();
    expect(f.api.session.getRefreshToken()).toBeUndefined();
    expect(f.api.session.lastActive()).toBeUndefined();
  });

  it('a 401 arriving after the refresh failed gets the same session-ended error, without a second refresh', async () => {
    const f = await signedIn();
    f.validAccess = 'revoked-elsewhere';
    f.refreshWorks = false;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    f.routes.set('GET /v1/user/slow', () => [
      401,
      { statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
    ]);
    const adapter = f.api.clients.common.defaults.adapter as (c: unknown) => Promise<unknown>;
    f.api.clients.common.defaults.adapter = async (c) => {
      if ((c as { url?: string }).url === '/user/slow') await gate;
      return adapter(c) as never;
    };
    const slow = f.api.clients.common.get('/user/slow').catch((x: unknown) => x);
    const first = await f.api.getUser(USER_ID).catch((x: unknown) => x); // 401 -> failed refresh
    expect(first).toMatchObject({ status: 401, code: 'REFRESH_TOKEN_INVALID' });
    release();
    const late = await slow;
    expect(late).toBeInstanceOf(ApiError);
    expect(late).toMatchObject({
      status: 401,
      code: 'REFRESH_TOKEN_INVALID',
      message: (first as ApiError).message,
    });
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    expect(f.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('after signing in again, a late 401 of the old session is not mistaken for the new one', async () => {
    const f = await signedIn();
    f.validAccess = 'revoked-elsewhere';
    f.refreshWorks = false;
    await f.api.getUser(USER_ID).catch(() => undefined);
    f.refreshWorks = true;
    await f.api.login({ email: 'a@b.ca', password: 'right' });
    f.routes.set('GET /v1/user/gone', () => [
      401,
      { statusCode: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    ]);
    const e = await f.api.clients.common.get('/user/gone').catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a 401 with an access token but no refresh token ends the session', async () => {
    const f = await signedIn();
    f.store.remove(COOKIE_REFRESH_TOKEN);
    f.validAccess = 'expired-elsewhere';
    const e = await f.api.getUser(USER_ID).catch((x: unknown) => x);
    expect(e).toMatchObject({
      status: 401,
      code: 'REFRESH_TOKEN_INVALID',
      message: ERROR_MESSAGES.sessionExpired,
    });
    expect(f.count('/v1/user/refresh-token')).toBe(0);
    expect(f.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(f.api.session.isSignedIn()).toBe(false);
  });

  it('an anonymous 401 (no tokens at all) is just rejected: there is no session to end', async () => {
    const f = fakeServer();
    const e = await f.api.getUser(USER_ID).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(f.count('/v1/user/refresh-token')).toBe(0);
    expect(f.onSessionEnded).not.toHaveBeenCalled();
  });

  it('api.refreshToken() is single-flight too', async () => {
    const f = await signedIn();
    const all = await Promise.all([f.api.refreshToken(), f.api.refreshToken(), f.api.refreshToken()]);
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    expect(all[0]).toBe(all[2]);
    expect(all[0].data.accessToken).toBe('access-1');
    await f.api.refreshToken();
    expect(f.count('/v1/user/refresh-token')).toBe(2);
    expect(f.api.session.getAccessToken()).toBe('access-2');
  });

  it('a throwing onSessionEnded does not replace the ApiError', async () => {
    const f = await signedIn();
    f.onSessionEnded.mockImplementation(() => {
      throw new Error('reload failed');
    });
    const errSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    f.refreshWorks = false;
    await expect(f.api.refreshToken()).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect(errSpy).toHaveBeenCalled();
    errSpy.mockRestore();
  });
});

describe('logout', () => {
  it('calls GET /user/logout with the token, then clears the session without onSessionEnded', async () => {
    const f = await signedIn();
    await f.api.logout();
    const r = f.requests.at(-1)!;
    expect(r).toMatchObject({ method: 'GET', path: '/v1/user/logout' });
    expect(r.headers['access-token']).toBe('access-0');
    expect(f.api.session.isSignedIn()).toBe(false);
    expect(f.api.session.getRefreshToken()).toBeUndefined();
    expect(f.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(f.onSessionEnded).not.toHaveBeenCalled();
  });

  it('ignores a failing logout call, even when its refresh fails, and never reloads', async () => {
    const f = await signedIn();
    f.validAccess = 'expired-elsewhere';
    f.refreshWorks = false;
    await expect(f.api.logout()).resolves.toBeUndefined();
    expect(f.count('/v1/user/refresh-token')).toBe(1);
    expect(f.onSessionEnded).not.toHaveBeenCalled();
    expect(f.api.session.isSignedIn()).toBe(false);
  });

  it('refreshes an expired access token so the server can end the session', async () => {
    const f = await signedIn();
    f.validAccess = 'expired-elsewhere';
    await f.api.logout();
    expect(
      f.requests.filter((r) => r.path === '/v1/user/logout').map((r) => r.headers['access-token']),
    ).toEqual(['access-0', 'access-1']);
    expect(f.api.session.isSignedIn()).toBe(false);
  });
});

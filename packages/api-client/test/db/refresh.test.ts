/**
 * Token refresh against a real server issuing 3-second access tokens, so that they really
 * expire: one refresh for many concurrent 401s, retries, and the session end on failure. The server
 * runs in this process: its clock (`Date`, which signs and checks the tokens' expiry) is moved
 * forward instead of waiting for the seconds to pass, and otherwise runs with real time.
 */
import { ERROR_MESSAGES } from '@barterbits/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/index.ts';
import { client, DEMO, startServer, type TestClient, type TestServer } from './server.ts';

const TTL_SECONDS = 3;
/** Moves the clock past the `exp` (whole seconds) of any token issued until now. */
const waitForExpiry = () => vi.setSystemTime(Date.now() + TTL_SECONDS * 1000 + 1000);

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  server = await startServer({ accessTokenTtlSeconds: TTL_SECONDS });
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

async function signedIn(who: keyof typeof DEMO = 'alex'): Promise<TestClient & { userId: string }> {
  const c = client(server);
  const res = await c.api.login(DEMO[who]);
  return { ...c, userId: res.data.user.id };
}

describe('refresh on 401', () => {
  it('20 concurrent calls with an expired access token cause exactly one refresh and all succeed', async () => {
    const c = await signedIn();
    const old = { access: c.api.session.getAccessToken()!, refresh: c.api.session.getRefreshToken()! };
    waitForExpiry();

    const refreshesBefore = server.count('/user/refresh-token');
    const seenBefore = server.seen.length;
    const results = await Promise.all(Array.from({ length: 20 }, () => c.api.getUser(c.userId)));

    expect(results.map((r) => r.data.id)).toEqual(Array(20).fill(c.userId));
    expect(server.count('/user/refresh-token') - refreshesBefore).toBe(1);
    const fresh = c.api.session.getAccessToken()!;
    expect(fresh).not.toBe(old.access);
    expect(c.api.session.getRefreshToken()).not.toBe(old.refresh);

    const calls = server.seen.slice(seenBefore).filter((r) => r.path === `/user/${c.userId}`);
    const refused = calls.filter((r) => r.statusCode === 401);
    const ok = calls.filter((r) => r.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.accessToken === old.access)).toBe(true);
    expect(ok).toHaveLength(20);
    expect(ok.every((r) => r.accessToken === fresh && r.authorization === `Bearer ${fresh}`)).toBe(true);
    // Each call was retried at most once.
    expect(calls).toHaveLength(20 + refused.length);
    expect(refused.length).toBeLessThanOrEqual(20);
    expect(c.onSessionEnded).not.toHaveBeenCalled();

    // The next expiry is handled the same way: one more refresh.
    waitForExpiry();
    await Promise.all(Array.from({ length: 5 }, () => c.api.getUser(c.userId)));
    expect(server.count('/user/refresh-token') - refreshesBefore).toBe(2);
    expect(c.onSessionEnded).not.toHaveBeenCalled();
  });

  it('api.refreshToken() is single-flight and stores the rotated tokens', async () => {
    const c = await signedIn('maple');
    const before = server.count('/user/refresh-token');
    const [a, b, d] = await Promise.all([c.api.refreshToken(), c.api.refreshToken(), c.api.refreshToken()]);
    expect(server.count('/user/refresh-token') - before).toBe(1);
    expect(a).toBe(b);
    expect(a).toBe(d);
    expect(c.api.session.getAccessToken()).toBe(a.data.accessToken);
    expect(c.api.session.getRefreshToken()).toBe(a.data.refreshToken);
    const seen = server.seen.filter((r) => r.path === '/user/refresh-token').at(-1)!;
    expect(seen.accessToken).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    await expect(c.api.getUser(c.userId)).resolves.toMatchObject({ data: { id: c.userId } });
  });

  it('logout with an expired access token refreshes first, so the server really ends the session', async () => {
    const c = await signedIn();
    waitForExpiry();
    const before = server.count('/user/refresh-token');
    await c.api.logout();
    expect(server.count('/user/refresh-token') - before).toBe(1);
    const last = server.seen.filter((r) => r.path === '/user/logout').at(-1)!;
    expect(last.statusCode).toBe(200);
    expect(c.api.session.isSignedIn()).toBe(false);
    expect(c.onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('failed refresh', () => {
  function expectEnded(c: TestClient, settled: PromiseSettledResult<unknown>[]) {
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const e = (s as PromiseRejectedResult).reason;
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    }
    expect(c.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(c.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(c.api.session.getAccessToken()).toBeUndefined();
    expect(c.api.session.getRefreshToken()).toBeUndefined();
    expect(c.api.session.lastActive()).toBeUndefined();
  }

  it('a session revoked by a logout elsewhere: one refresh attempt, session ended once, calls rejected', async () => {
    const c = await signedIn();
    const elsewhere = client(server);
    elsewhere.api.session.setTokens({
      accessToken: c.api.session.getAccessToken()!,
      refreshToken: c.api.session.getRefreshToken()!,
    });
    await elsewhere.api.logout();

    const before = server.count('/user/refresh-token');
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => c.api.getUser(c.userId)));
    expect(server.count('/user/refresh-token') - before).toBe(1);
    expectEnded(c, settled);
    expect(settled.map((s) => (s as PromiseRejectedResult).reason.code)).toEqual(
      Array(5).fill('REFRESH_TOKEN_INVALID'),
    );
  });

  it('a garbage refresh token ends the session', async () => {
    const c = client(server);
    c.api.session.setTokens({ accessToken: 'garbage.access.token', refreshToken: 'garbage-refresh' });
    const before = server.count('/user/refresh-token');
    const settled = await Promise.allSettled([
      c.api.getUser('00000000-0000-4000-8000-000000000000'),
      c.api.getAdmin(),
    ]);
    expect(server.count('/user/refresh-token') - before).toBe(1);
    expectEnded(c, settled);
  });

  it('an expired access token and no refresh token ends the session without calling refresh-token', async () => {
    const c = await signedIn();
    c.store.remove('refreshToken');
    waitForExpiry();
    const before = server.count('/user/refresh-token');
    const settled = await Promise.allSettled([c.api.getUser(c.userId)]);
    expect(server.count('/user/refresh-token') - before).toBe(0);
    expectEnded(c, settled);
  });

  it('a reused refresh token revokes the session for every holder', async () => {
    const c = await signedIn();
    const thief = client(server);
    thief.api.session.setTokens({
      accessToken: c.api.session.getAccessToken()!,
      refreshToken: c.api.session.getRefreshToken()!,
    });
    await thief.api.refreshToken(); // rotates: c's refresh token is now used
    // c's next refresh presents the used token.
    c.api.session.setTokens({
      accessToken: 'garbage.access.token',
      refreshToken: c.api.session.getRefreshToken()!,
    });
    const settled = await Promise.allSettled([c.api.getUser(c.userId)]);
    expectEnded(c, settled);
    expect((settled[0] as PromiseRejectedResult).reason.code).toBe('REFRESH_TOKEN_REUSED');
    // The whole family is gone: the thief's fresh tokens are dead too.
    const e = await thief.api.getUser(c.userId).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401 });
    expect(thief.onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

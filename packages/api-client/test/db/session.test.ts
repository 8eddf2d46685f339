/** The api-client against a real server: sign-in, token headers, typed calls, errors, logout. */
import { COOKIE_ACCESS_TOKEN, COOKIE_REFRESH_TOKEN, ERROR_MESSAGES } from '@barterbits/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, memoryTokenStore } from '../../src/index.ts';
import { client, DEMO, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as ApiError,
  );

describe('sign-in and token headers', () => {
  it('health answers', async () => {
    const { api } = client(server);
    await expect(api.health()).resolves.toMatchObject({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('login sends no token headers, stores both tokens and last-active; getUser sends both headers', async () => {
    const c = client(server);
    const before = Date.now();
    const res = await c.api.login(DEMO.alex);
    const loginSeen = server.seen.filter((r) => r.path === '/user/login').at(-1)!;
    expect(loginSeen.accessToken).toBeUndefined();
    expect(loginSeen.authorization).toBeUndefined();

    expect(res.data.user.email).toBe(DEMO.alex.email);
    expect(c.store.get(COOKIE_ACCESS_TOKEN)).toBe(res.data.accessToken);
    expect(c.store.get(COOKIE_REFRESH_TOKEN)).toBe(res.data.refreshToken);
    expect(c.api.session.isSignedIn()).toBe(true);
    expect(c.api.session.lastActive()).toBeGreaterThanOrEqual(before);

    const user = await c.api.getUser(res.data.user.id);
    expect(user.data).toMatchObject({ id: res.data.user.id, email: DEMO.alex.email, role: 'MEMBER' });
    const getSeen = server.seen.filter((r) => r.path === `/user/${res.data.user.id}`).at(-1)!;
    expect(getSeen.accessToken).toBe(res.data.accessToken);
    expect(getSeen.authorization).toBe(`Bearer ${res.data.accessToken}`);
    expect(getSeen.statusCode).toBe(200);
    expect(server.count('/user/refresh-token')).toBe(0);
  });

  it('a login while an old session is stored still sends no token headers', async () => {
    const c = client(server);
    await c.api.login(DEMO.alex);
    await c.api.login(DEMO.maple);
    const loginSeen = server.seen.filter((r) => r.path === '/user/login').at(-1)!;
    expect(loginSeen.accessToken).toBeUndefined();
    expect(loginSeen.authorization).toBeUndefined();
  });

  it('admin calls: getAdmin, listUsers, updateAdmin, getUser of anyone', async () => {
    const admin = client(server);
    await admin.api.login(DEMO.admin);
    const me = await admin.api.getAdmin();
    expect(me.data).toMatchObject({ email: DEMO.admin.email, role: 'ADMIN' });

    const list = await admin.api.listUsers({ search: 'maple', limit: 10 });
    expect(list.meta).toMatchObject({ limit: 10, offset: 0 });
    const maple = list.data.find((u) => u.email === DEMO.maple.email);
    expect(maple).toBeDefined();

    const other = await admin.api.getUser(maple!.id, { raw: 'true' });
    expect(other.data.email).toBe(DEMO.maple.email);

    const updated = await admin.api.updateAdmin({
      firstName: 'Avery',
      lastName: 'Admin',
      mobileNo: '4165550100',
    });
    expect(updated.data.userProfile).toMatchObject({ firstName: 'Avery', lastName: 'Admin' });
    expect((await admin.api.getAdmin()).data.userProfile.firstName).toBe('Avery');
  });
});

describe('errors', () => {
  it('a 401 from login does not trigger a refresh, and carries the server code and message', async () => {
    const c = client(server);
    await c.api.login(DEMO.alex);
    const session = { access: c.api.session.getAccessToken(), refresh: c.api.session.getRefreshToken() };
    const refreshesBefore = server.count('/user/refresh-token');

    const e = await rejection(c.api.login({ ...DEMO.alex, password: 'WrongPass#1' }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: ERROR_MESSAGES.invalidCredentials,
    });
    expect(server.count('/user/refresh-token')).toBe(refreshesBefore);
    expect(c.onSessionEnded).not.toHaveBeenCalled();
    // The stored session is untouched by a failed sign-in.
    expect(c.api.session.getAccessToken()).toBe(session.access);
    expect(c.api.session.getRefreshToken()).toBe(session.refresh);
  });

  it('the wrong portal reads like any failed sign-in', async () => {
    const c = client(server);
    const e = await rejection(c.api.login({ ...DEMO.admin, portal: 'MEMBER' }));
    expect(e).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(c.api.session.isSignedIn()).toBe(false);
  });

  it('validation failures carry fieldErrors', async () => {
    const c = client(server);
    const body = { email: 'not-an-email', password: 'x' };
    const e = await rejection(c.api.login(body));
    // Exactly what the server said, read here without the client.
    const raw = await fetch(`${server.baseURL}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const served = (await raw.json()) as {
      code: string;
      message: string;
      fieldErrors: Record<string, string[]>;
    };
    expect(e).toMatchObject({ status: raw.status, code: 'VALIDATION_FAILED' });
    expect(served.code).toBe('VALIDATION_FAILED');
    expect(e.message).toBe(served.message);
    expect(e.fieldErrors).toEqual(served.fieldErrors);
    expect(Object.keys(e.fieldErrors ?? {})).toContain('email');
  });

  it('403 and 404 carry their codes and catalogue messages', async () => {
    const member = client(server);
    await member.api.login(DEMO.alex);
    const forbidden = await rejection(member.api.listUsers({}));
    expect(forbidden).toMatchObject({ status: 403, code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });

    const admin = client(server);
    await admin.api.login(DEMO.admin);
    const missing = await rejection(admin.api.getUser('00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound });
    expect(member.onSessionEnded).not.toHaveBeenCalled();
    expect(admin.onSessionEnded).not.toHaveBeenCalled();
  });

  it('no server at all is a NETWORK_ERROR', async () => {
    const api = createApi({
      baseURL: 'http://127.0.0.1:1/v1',
      tokenStore: memoryTokenStore(),
      onSessionEnded: () => {},
      clearLocalStorage: () => {},
    });
    const e = await rejection(api.health());
    expect(e).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: ERROR_MESSAGES.someErrorOccurred });
  });
});

describe('logout', () => {
  it('ends the session on the server and clears it locally, without onSessionEnded', async () => {
    const c = client(server);
    const { data } = await c.api.login(DEMO.alex);
    await c.api.logout();
    const seen = server.seen.filter((r) => r.path === '/user/logout').at(-1)!;
    expect(seen).toMatchObject({ method: 'GET', accessToken: data.accessToken, statusCode: 200 });
    expect(c.api.session.isSignedIn()).toBe(false);
    expect(c.api.session.getRefreshToken()).toBeUndefined();
    expect(c.api.session.lastActive()).toBeUndefined();
    expect(c.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(c.onSessionEnded).not.toHaveBeenCalled();

    // The old tokens are dead on the server: a second client holding them cannot get in.
    const other = client(server);
    other.api.session.setTokens(data);
    const e = await rejection(other.api.getUser(data.user.id));
    expect(e.status).toBe(401);
    expect(other.onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('still clears the local session when the server call fails', async () => {
    const c = client(server);
    c.api.session.setTokens({ accessToken: 'garbage', refreshToken: 'garbage' });
    await expect(c.api.logout()).resolves.toBeUndefined();
    expect(c.api.session.isSignedIn()).toBe(false);
    expect(c.onSessionEnded).not.toHaveBeenCalled();
  });
});

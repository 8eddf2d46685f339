/** The endpoint registry: path building and the no-refresh list of spec §4. */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/endpoints.ts';
import { buildPath, NO_REFRESH_PATHS } from '../../src/routes.ts';

describe('buildPath', () => {
  it.each([
    ['/user/:id', { id: 'abc' }, '/user/abc'],
    ['/user/:id', { id: 42 }, '/user/42'],
    ['/user/:id', { id: 0 }, '/user/0'],
    ['/user/:id', { id: 'a b/c?d' }, '/user/a%20b%2Fc%3Fd'],
    ['/rating-review/:id/reply/:reply_id', { id: 'r1', reply_id: 'x9' }, '/rating-review/r1/reply/x9'],
    ['/user/:id', { id: 'u1', extra: 'ignored' }, '/user/u1'],
    ['/health', undefined, '/health'],
    ['/health', {}, '/health'],
  ] as const)('%s with %j -> %s', (path, params, expected) => {
    expect(buildPath(path, params)).toBe(expected);
  });
  it('throws on a missing parameter, naming it', () => {
    expect(() => buildPath('/user/:id')).toThrow('Missing path parameter "id" for /user/:id');
    expect(() => buildPath('/user/:id', {})).toThrow(/"id"/);
    expect(() => buildPath('/a/:x/b/:y', { x: 1 })).toThrow(/"y"/);
  });
  it('throws on an empty parameter (it would address another route: /user/ is not /user/:id)', () => {
    expect(() => buildPath('/user/:id', { id: '' })).toThrow(/"id"/);
  });
  it('fills every path of the registry from a params object', () => {
    for (const def of Object.values(endpoints)) {
      const names = [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
      const built = buildPath(def.path, Object.fromEntries(names.map((n) => [n, 'v'])));
      expect(built).not.toContain(':');
    }
  });
});

describe('NO_REFRESH_PATHS (spec §4: a 401 here does not trigger a token refresh)', () => {
  it('is exactly refresh-token, login, forgot-password verify-link and verify-email-change', () => {
    expect([...NO_REFRESH_PATHS].sort()).toEqual(
      [
        '/user/refresh-token',
        '/user/login',
        '/auth/forgot-password/verify-link',
        '/user/verify-email-change',
      ].sort(),
    );
  });
  it('covers the registry entries for login and refresh-token', () => {
    expect(NO_REFRESH_PATHS).toContain(endpoints.login.path);
    expect(NO_REFRESH_PATHS).toContain(endpoints.refreshToken.path);
  });
});

describe('endpoint registry', () => {
  const defs = Object.entries(endpoints);
  it.each(defs)('%s is well formed', (_name, def) => {
    expect(def.path).toMatch(/^\/[a-z0-9/:_-]*$/i);
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(def.method);
    expect(['public', 'user', 'member', 'admin']).toContain(def.audience);
    expect(def.summary.trim()).not.toBe('');
    if (def.path.includes(':')) expect('params' in def && def.params).toBeTruthy();
  });
  it('no two entries share a method and path', () => {
    const keys = defs.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('sign-in and token refresh are public; the user list and admin profile are admin-only', () => {
    expect(endpoints.login.audience).toBe('public');
    expect(endpoints.refreshToken.audience).toBe('public');
    expect(endpoints.listUsers.audience).toBe('admin');
    expect(endpoints.getAdmin.audience).toBe('admin');
    expect(endpoints.updateAdmin.audience).toBe('admin');
  });
});

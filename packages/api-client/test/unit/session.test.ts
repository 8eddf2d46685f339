import {
  BUSINESS_INTRO_FLAG_KEY,
  COOKIE_ACCESS_TOKEN,
  COOKIE_LAST_ACTIVE,
  COOKIE_REFRESH_TOKEN,
} from '@barterbits/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi, createConsoleApi, memoryTokenStore } from '../../src/index.ts';

function fakeLocalStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api.session', () => {
  it('stores tokens, reports sign-in and the last-active marker', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const store = memoryTokenStore();
    const { session } = createApi({ baseURL: '/v1', tokenStore: store, clearLocalStorage: () => {} });
    expect(session.isSignedIn()).toBe(false);
    expect(session.lastActive()).toBeUndefined();
    session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(store.get(COOKIE_ACCESS_TOKEN)).toBe('a');
    expect(store.get(COOKIE_REFRESH_TOKEN)).toBe('r');
    expect(session.getAccessToken()).toBe('a');
    expect(session.getRefreshToken()).toBe('r');
    expect(session.isSignedIn()).toBe(true);
    session.touch();
    expect(session.lastActive()).toBe(1_700_000_000_000);
    expect(store.get(COOKIE_LAST_ACTIVE)).toBe('1700000000000');
  });

  it('keeps token cookies for 7 days', () => {
    vi.useFakeTimers();
    const { session } = createApi({
      baseURL: '/v1',
      tokenStore: memoryTokenStore(),
      clearLocalStorage: () => {},
    });
    session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.advanceTimersByTime(7 * 24 * 3600_000 - 1000);
    expect(session.getRefreshToken()).toBe('r');
    vi.advanceTimersByTime(1000);
    expect(session.getRefreshToken()).toBeUndefined();
  });

  it('clear() removes tokens and last-active, clears local storage and the business-intro flag', () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('window', { localStorage: storage });
    const store = memoryTokenStore();
    const clearLocalStorage = vi.fn(); // a custom clearer that keeps every key
    const { session } = createApi({ baseURL: '/v1', tokenStore: store, clearLocalStorage });
    session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    session.touch();
    storage.setItem(BUSINESS_INTRO_FLAG_KEY, 'true');
    storage.setItem('other', 'kept by the custom clearer');
    session.clear();
    expect(session.getAccessToken()).toBeUndefined();
    expect(session.getRefreshToken()).toBeUndefined();
    expect(session.lastActive()).toBeUndefined();
    expect(clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(storage.getItem(BUSINESS_INTRO_FLAG_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept by the custom clearer');
  });

  it('by default clears window.localStorage', () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('window', { localStorage: storage });
    const { session } = createApi({ baseURL: '/v1', tokenStore: memoryTokenStore() });
    storage.setItem('user', '{}');
    storage.setItem(BUSINESS_INTRO_FLAG_KEY, 'true');
    session.clear();
    expect(storage.length).toBe(0);
  });

  it('clear() works without a window', () => {
    const { session } = createApi({ baseURL: '/v1', tokenStore: memoryTokenStore() });
    expect(() => session.clear()).not.toThrow();
  });
});

describe('createApi and createConsoleApi', () => {
  it("the member app's client has no console calls; the console's has them beside every member call", () => {
    const options = { baseURL: '/v1', tokenStore: memoryTokenStore(), clearLocalStorage: () => {} };
    const member = createApi(options);
    const console = createConsoleApi(options);
    for (const name of [
      'adminWalletPost',
      'adminResolveBarterDispute',
      'adminAnalytics',
      'listUsers',
      'getAdmin',
    ]) {
      expect(name in member, name).toBe(false);
      expect(typeof (console as Record<string, unknown>)[name], name).toBe('function');
    }
    for (const name of Object.keys(member)) expect(name in console, name).toBe(true);
  });
});

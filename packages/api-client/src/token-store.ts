import Cookies from 'js-cookie';

/**
 * Where the session values (access token, refresh token, last-active marker) live.
 * The browser apps use {@link cookieTokenStore}; tests and Node use {@link memoryTokenStore}.
 */
export interface TokenStore {
  /** The stored value, or `undefined` when absent (or expired). */
  get(name: string): string | undefined;
  /** Store `value` under `name` for `days` days. */
  set(name: string, value: string, days: number): void;
  /** Forget `name`. Removing an absent value is a no-op. */
  remove(name: string): void;
}

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * Token store backed by browser cookies (js-cookie): path `/`, `SameSite=Strict`, and `Secure`
 * when the page is served over https. Outside a browser every read returns `undefined`.
 */
export const cookieTokenStore: TokenStore = {
  get: (name) => Cookies.get(name),
  set: (name, value, days) => {
    Cookies.set(name, value, { expires: days, path: '/', sameSite: 'strict', secure: isHttps() });
  },
  remove: (name) => {
    Cookies.remove(name, { path: '/' });
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * In-memory token store for tests and Node. Honours the `days` lifetime like a cookie would:
 * a value read after its lifetime has passed is gone.
 */
export function memoryTokenStore(): TokenStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  return {
    get(name) {
      const entry = values.get(name);
      if (!entry) return undefined;
      if (Date.now() >= entry.expiresAt) {
        values.delete(name);
        return undefined;
      }
      return entry.value;
    },
    set(name, value, days) {
      values.set(name, { value, expiresAt: Date.now() + days * DAY_MS });
    },
    remove(name) {
      values.delete(name);
    },
  };
}

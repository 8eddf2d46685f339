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
 * `prefix` keeps two apps on one origin apart (the admin console uses `admin_`), so signing in to
 * one does not sign the other in or out.
 */
export function createCookieTokenStore(opts: { prefix?: string } = {}): TokenStore {
  const prefix = opts.prefix ?? '';
  return {
    get: (name) => Cookies.get(prefix + name),
    set: (name, value, days) => {
      Cookies.set(prefix + name, value, { expires: days, path: '/', sameSite: 'strict', secure: isHttps() });
    },
    remove: (name) => {
      Cookies.remove(prefix + name, { path: '/' });
    },
  };
}

/** The member app's store: the cookie names of spec §3 without a prefix. */
export const cookieTokenStore: TokenStore = createCookieTokenStore();

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

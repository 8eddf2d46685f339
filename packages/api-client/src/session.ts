import {
  BUSINESS_INTRO_FLAG_KEY,
  COOKIE_ACCESS_TOKEN,
  COOKIE_LAST_ACTIVE,
  COOKIE_REFRESH_TOKEN,
  TOKEN_COOKIE_DAYS,
} from '@barterbits/contracts';
import type { TokenStore } from './token-store.ts';

/** The stored session of spec §3/§4: token cookies plus the last-active marker. */
export interface Session {
  /** The stored access token. */
  getAccessToken(): string | undefined;
  /** The stored refresh token. */
  getRefreshToken(): string | undefined;
  /** True while an access token is stored. */
  isSignedIn(): boolean;
  /** Store both tokens for {@link TOKEN_COOKIE_DAYS} days. */
  setTokens(tokens: { accessToken: string; refreshToken: string }): void;
  /** Set the last-active marker to `Date.now()`. */
  touch(): void;
  /** The last-active marker (ms since epoch), if any. */
  lastActive(): number | undefined;
  /**
   * End the session locally: remove the token and last-active cookies, clear local storage and
   * remove the business-intro flag. Does not call the server.
   */
  clear(): void;
}

/** `window.localStorage` when there is one (and it is reachable), else `undefined`. */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    // Access can throw (sandboxed iframes, disabled storage).
    return undefined;
  }
}

export function createSession(store: TokenStore, clearLocalStorage: () => void): Session {
  const session: Session = {
    getAccessToken: () => store.get(COOKIE_ACCESS_TOKEN) || undefined,
    getRefreshToken: () => store.get(COOKIE_REFRESH_TOKEN) || undefined,
    isSignedIn: () => session.getAccessToken() !== undefined,
    setTokens({ accessToken, refreshToken }) {
      store.set(COOKIE_ACCESS_TOKEN, accessToken, TOKEN_COOKIE_DAYS);
      store.set(COOKIE_REFRESH_TOKEN, refreshToken, TOKEN_COOKIE_DAYS);
    },
    touch() {
      store.set(COOKIE_LAST_ACTIVE, String(Date.now()), TOKEN_COOKIE_DAYS);
    },
    lastActive() {
      const raw = store.get(COOKIE_LAST_ACTIVE);
      if (raw === undefined) return undefined;
      const n = Number(raw);
      return Number.isFinite(n) ? n : undefined;
    },
    clear() {
      store.remove(COOKIE_ACCESS_TOKEN);
      store.remove(COOKIE_REFRESH_TOKEN);
      store.remove(COOKIE_LAST_ACTIVE);
      try {
        clearLocalStorage();
      } finally {
        // Also when a custom clearLocalStorage keeps other keys: the flag must go.
        browserLocalStorage()?.removeItem(BUSINESS_INTRO_FLAG_KEY);
      }
    },
  };
  return session;
}

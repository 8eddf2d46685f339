/**
 * The one place where the session rules of spec §4/§7 live: every axios instance of an `Api`
 * is created by {@link createClient} and gets the same interceptors.
 */
import {
  COOKIE_ACCESS_TOKEN,
  COOKIE_REFRESH_TOKEN,
  ERROR_MESSAGES,
  HEADER_ACCESS_TOKEN,
  HEADER_REFRESH_TOKEN,
  type Locale,
  NO_REFRESH_PATHS,
  type ResponseOf,
  ROUTES,
  TOKEN_COOKIE_DAYS,
} from '@barterbits/contracts';
import axios, {
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
  isCancel,
} from 'axios';
import { ApiError, toApiError } from './errors.ts';
import type { Session } from './session.ts';
import type { TokenStore } from './token-store.ts';

/** Calls that carry no access token: login, and refresh-token (which sends the refresh token in its body). */
const NO_AUTH_PATHS: ReadonlySet<string> = new Set([ROUTES.login.path, ROUTES.refreshToken.path]);
const NO_REFRESH: ReadonlySet<string> = new Set(NO_REFRESH_PATHS);
const AUTHORIZATION = 'Authorization';
const ACCEPT_LANGUAGE = 'Accept-Language';
/** Marks a request already retried after a refresh, so a second 401 is final. */
const RETRIED = '__barterbitsRetried';
type RetriableConfig = InternalAxiosRequestConfig & { [RETRIED]?: boolean };

/**
 * The path of a request relative to the API base (`/user/login`), without query or trailing
 * slash, also when `url` is absolute.
 */
export function requestPath(config: { url?: string; baseURL?: string }): string {
  let path = (config.url ?? '').split(/[?#]/, 1)[0] ?? '';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) {
    path = new URL(path).pathname;
    const base = config.baseURL
      ? new URL(config.baseURL, 'http://base.invalid').pathname.replace(/\/+$/, '')
      : '';
    if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length);
  }
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}

/** What the interceptors need from the `Api` they belong to. */
export interface SessionContext {
  store: TokenStore;
  session: Session;
  /** The app's current language, sent as Accept-Language with every call. */
  language(): Locale;
  /** Single-flight refresh: joins the refresh in progress or starts one. Rejects with ApiError. */
  refresh(): Promise<unknown>;
  /** True while a refresh is in progress. */
  refreshing(): boolean;
  /**
   * The error the session ended with, when the refresh for `accessToken` failed: a call sent
   * with that token whose 401 arrives after the session ended gets the same answer as the calls
   * that waited for the refresh.
   */
  endedWith(accessToken: string | undefined): ApiError | undefined;
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const raw = axios.AxiosHeaders.from(headers as Record<string, string>).get(name);
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}

/** Install the request / response interceptors of the session rules on `instance`. */
export function setupInterceptors(instance: AxiosInstance, ctx: SessionContext): void {
  const { store, session } = ctx;

  instance.interceptors.request.use((config) => {
    config.headers.set(ACCEPT_LANGUAGE, ctx.language());
    const token = NO_AUTH_PATHS.has(requestPath(config)) ? undefined : session.getAccessToken();
    if (token) {
      config.headers.set(HEADER_ACCESS_TOKEN, token);
      config.headers.set(AUTHORIZATION, `Bearer ${token}`);
    } else {
      config.headers.delete(HEADER_ACCESS_TOKEN);
      config.headers.delete(AUTHORIZATION);
    }
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      // refresh-token, set-pin and admin onboarding hand out new tokens in headers.
      const access = headerValue(response.headers, HEADER_ACCESS_TOKEN);
      const refresh = headerValue(response.headers, HEADER_REFRESH_TOKEN);
      if (access) store.set(COOKIE_ACCESS_TOKEN, access, TOKEN_COOKIE_DAYS);
      if (refresh) store.set(COOKIE_REFRESH_TOKEN, refresh, TOKEN_COOKIE_DAYS);
      if (session.isSignedIn()) session.touch();
      return response;
    },
    async (error: unknown) => {
      if (isCancel(error)) throw error;
      if (!isAxiosError(error) || !error.config || error.response?.status !== 401) throw toApiError(error);
      const config = error.config as RetriableConfig;
      if (config[RETRIED] || NO_REFRESH.has(requestPath(config))) throw toApiError(error);

      const sent = headerValue(config.headers, HEADER_ACCESS_TOKEN);
      const current = session.getAccessToken();
      if (sent === current || ctx.refreshing()) {
        // Nothing to refresh for an anonymous call: there is no session to end.
        if (sent === undefined && current === undefined && !session.getRefreshToken())
          throw toApiError(error);
        await ctx.refresh();
      } else if (current === undefined) {
        // Signed out (or the session ended) while this call was in flight.
        throw ctx.endedWith(sent) ?? toApiError(error);
      }
      // else: the token changed since this call left (a refresh finished): just retry with the new one.
      config[RETRIED] = true;
      return instance.request(config);
    },
  );
}

/**
 * A new axios instance for `baseURL` with credentials, repeated-key arrays and the session interceptors.
 * The API authenticates by bearer token and sets no XSRF cookie, so axios is told not to look for one:
 * it would otherwise read `document.cookie` (a synchronous round trip to the browser) on every call.
 */
export function createClient(baseURL: string, ctx: SessionContext): AxiosInstance {
  const instance = axios.create({
    baseURL,
    withCredentials: true,
    withXSRFToken: false,
    paramsSerializer: { indexes: null },
  });
  setupInterceptors(instance, ctx);
  return instance;
}

/**
 * Single-flight refresh: one POST /user/refresh-token at a time; concurrent callers share it.
 * On failure (or with no refresh token) `endSession` runs once and every caller gets the ApiError.
 */
export function createRefresher(opts: {
  session: Session;
  post(token: string): Promise<ResponseOf<'refreshToken'>>;
  endSession(): void;
}): Pick<SessionContext, 'refreshing' | 'endedWith'> & { refresh(): Promise<ResponseOf<'refreshToken'>> } {
  let inFlight: Promise<ResponseOf<'refreshToken'>> | undefined;
  /** The last failed refresh: the access token it was meant to replace and the error it ended with. */
  let ended: { accessToken: string | undefined; error: ApiError } | undefined;

  const endSession = (): void => {
    try {
      opts.endSession();
    } catch (e) {
      // A throwing onSessionEnded must not replace the ApiError the waiting calls get.
      console.error(e);
    }
  };

  const fail = (accessToken: string | undefined, error: ApiError): never => {
    ended = { accessToken, error };
    endSession();
    throw error;
  };

  async function run(): Promise<ResponseOf<'refreshToken'>> {
    const token = opts.session.getRefreshToken();
    const accessToken = opts.session.getAccessToken();
    if (!token)
      return fail(accessToken, new ApiError(ERROR_MESSAGES.sessionExpired, 401, 'REFRESH_TOKEN_INVALID'));
    let res: ResponseOf<'refreshToken'>;
    try {
      res = await opts.post(token);
    } catch (e) {
      return fail(accessToken, toApiError(e));
    }
    opts.session.setTokens(res.data);
    opts.session.touch();
    return res;
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    refreshing: () => inFlight !== undefined,
    endedWith: (accessToken) =>
      ended && accessToken !== undefined && ended.accessToken === accessToken ? ended.error : undefined,
  };
}

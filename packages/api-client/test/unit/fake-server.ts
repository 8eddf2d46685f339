/**
 * A tiny in-process stand-in for the v1 API, installed as the axios adapter of every client of an
 * `Api`. Unit tests only: the db tests run against the real server.
 */

import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import {
  type ConsoleApi as Api,
  createConsoleApi,
  memoryTokenStore,
  type TokenStore,
} from '../../src/index.ts';

export interface Recorded {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeServer {
  api: Api;
  store: TokenStore;
  onSessionEnded: ReturnType<typeof vi.fn>;
  clearLocalStorage: ReturnType<typeof vi.fn>;
  requests: Recorded[];
  /** The access token the fake accepts; change it to "expire" the current one. */
  validAccess: string;
  validRefresh: string;
  /** When false, refresh-token answers 401 REFRESH_TOKEN_INVALID. */
  refreshWorks: boolean;
  /** Delay of the refresh-token answer, to let concurrent 401s pile up. */
  refreshDelayMs: number;
  /** Routes: return [status, body, headers?]. Default handlers cover login, refresh-token, logout, user. */
  routes: Map<string, (req: Recorded) => [number, unknown, Record<string, string>?]>;
  count(path: string): number;
}

const err = (statusCode: number, code: string, message: string) => ({ statusCode, code, message });

export function fakeServer(): FakeServer {
  const store = memoryTokenStore();
  const onSessionEnded = vi.fn();
  const clearLocalStorage = vi.fn();
  const api = createConsoleApi({
    baseURL: 'http://fake.invalid/v1',
    tokenStore: store,
    onSessionEnded,
    clearLocalStorage,
  });
  let generation = 0;
  const fake: FakeServer = {
    api,
    store,
    onSessionEnded,
    clearLocalStorage,
    requests: [],
    validAccess: 'access-0',
    validRefresh: 'refresh-0',
    refreshWorks: true,
    refreshDelayMs: 20,
    routes: new Map(),
    count: (path) => fake.requests.filter((r) => r.path === path).length,
  };

  const authed = (req: Recorded) => req.headers['access-token'] === fake.validAccess;
  fake.routes.set('POST /v1/user/login', (req) => {
    const b = req.body as { password?: string };
    if (b.password !== 'right')
      return [401, err(401, 'INVALID_CREDENTIALS', 'Invalid credentials. Please try again.')];
    return [
      200,
      { data: { accessToken: fake.validAccess, refreshToken: fake.validRefresh, expiresIn: 900 } },
    ];
  });
  fake.routes.set('POST /v1/user/refresh-token', (req) => {
    const b = req.body as { token?: string };
    if (!fake.refreshWorks || b.token !== fake.validRefresh)
      return [401, err(401, 'REFRESH_TOKEN_INVALID', 'Your session has expired. Please sign in again.')];
    generation++;
    fake.validAccess = `access-${generation}`;
    fake.validRefresh = `refresh-${generation}`;
    const data = { accessToken: fake.validAccess, refreshToken: fake.validRefresh, expiresIn: 900 };
    return [200, { data }, { 'access-token': data.accessToken, 'refresh-token': data.refreshToken }];
  });
  fake.routes.set('GET /v1/user/logout', (req) =>
    authed(req)
      ? [200, { message: 'ok' }]
      : [401, err(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.')],
  );
  fake.routes.set('GET /v1/user/:id', (req) =>
    authed(req)
      ? [200, { data: { id: req.path.split('/').pop() } }]
      : [401, err(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.')],
  );
  fake.routes.set('GET /v1/health', () => [200, { status: 'ok', db: 'pglite' }]);

  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = new URL(api.clients.public.getUri(config));
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      headers[k.toLowerCase()] = String(v);
    const req: Recorded = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query: url.search,
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    fake.requests.push(req);
    const exact = `${req.method} ${req.path}`;
    const key = fake.routes.has(exact)
      ? exact
      : [...fake.routes.keys()].find((k) => {
          const [m, p] = k.split(' ') as [string, string];
          return m === req.method && new RegExp(`^${p.replace(/:[a-z]+/g, '[^/]+')}$`).test(req.path);
        });
    if (req.path === '/v1/user/refresh-token') await new Promise((r) => setTimeout(r, fake.refreshDelayMs));
    else await new Promise((r) => setTimeout(r, 1));
    const [status, data, resHeaders] = key
      ? fake.routes.get(key)!(req)
      : [404, err(404, 'NOT_FOUND', 'We could not find what you were looking for.')];
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(resHeaders ?? {}),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  for (const c of Object.values(api.clients)) c.defaults.adapter = adapter;
  return fake;
}

/**
 * The endpoint registry: one entry per v1 call, with its method, path, audience and schemas.
 * The server registers routes from it, the OpenAPI document is generated from it, and the
 * API client's typed functions are checked against it. Paths are relative to `/v1`.
 */
import { z } from 'zod';
import {
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
} from './api/auth.ts';
import {
  ZGetAdminResponse,
  ZGetUserQuery,
  ZGetUserResponse,
  ZListUsersQuery,
  ZListUsersResponse,
  ZUpdateAdminRequest,
  ZUserIdParams,
} from './api/users.ts';

/** Who may call: anyone, any signed-in account, members only, admins only. */
export type Audience = 'public' | 'user' | 'member' | 'admin';

export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  audience: Audience;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Money-moving calls take an Idempotency-Key header. */
  idempotent?: boolean;
}

export const ZHealthResponse = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

export const endpoints = {
  health: {
    method: 'GET',
    path: '/health',
    audience: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: ZHealthResponse,
  },
  login: {
    method: 'POST',
    path: '/user/login',
    audience: 'public',
    summary: 'Sign in with e-mail and password (members and admins)',
    tag: 'auth',
    body: ZLoginRequest,
    response: ZLoginResponse,
  },
  refreshToken: {
    method: 'POST',
    path: '/user/refresh-token',
    audience: 'public',
    summary:
      'Rotate the refresh token; new tokens also come back in the access-token and refresh-token headers',
    tag: 'auth',
    body: ZRefreshTokenRequest,
    response: ZRefreshTokenResponse,
  },
  logout: {
    method: 'GET',
    path: '/user/logout',
    audience: 'user',
    summary: 'End the current session (its whole refresh-token family)',
    tag: 'auth',
    response: ZLogoutResponse,
  },
  getUser: {
    method: 'GET',
    path: '/user/:id',
    audience: 'user',
    summary: 'A user with userProfile and business (members: their own; admins: anyone)',
    tag: 'users',
    params: ZUserIdParams,
    query: ZGetUserQuery,
    response: ZGetUserResponse,
  },
  listUsers: {
    method: 'GET',
    path: '/user',
    audience: 'admin',
    summary: 'Users, paged, sorted, searched and filtered',
    tag: 'users',
    query: ZListUsersQuery,
    response: ZListUsersResponse,
  },
  getAdmin: {
    method: 'GET',
    path: '/admin',
    audience: 'admin',
    summary: "The signed-in admin's profile",
    tag: 'admin',
    response: ZGetAdminResponse,
  },
  updateAdmin: {
    method: 'PUT',
    path: '/admin',
    audience: 'admin',
    summary: "Update the signed-in admin's profile",
    tag: 'admin',
    body: ZUpdateAdminRequest,
    response: ZGetAdminResponse,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Get<T, K extends string> = T extends Record<K, infer V> ? V : never;
/** Request body / query / params types (input side, before defaults) and response type of an endpoint. */
export type BodyOf<N extends EndpointName> =
  Get<Endpoints[N], 'body'> extends z.ZodType ? z.input<Get<Endpoints[N], 'body'>> : undefined;
export type QueryOf<N extends EndpointName> =
  Get<Endpoints[N], 'query'> extends z.ZodType ? z.input<Get<Endpoints[N], 'query'>> : undefined;
export type ParamsOf<N extends EndpointName> =
  Get<Endpoints[N], 'params'> extends z.ZodType ? z.input<Get<Endpoints[N], 'params'>> : undefined;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/** Endpoints whose 401 must not trigger a token refresh (spec §4). */
export const NO_REFRESH_PATHS = [
  '/user/refresh-token',
  '/user/login',
  '/auth/forgot-password/verify-link',
  '/user/verify-email-change',
] as const;

/** Fill `:param` segments of a path; a missing or empty value throws (it would address another route). */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null || v === '')
      throw new Error(`Missing path parameter "${k}" for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Session calls of spec §7: login, refresh-token, logout. Tokens also travel in response headers. */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZUser } from '../entities.ts';
import { dataEnvelope, ZMessageResponse } from '../envelope.ts';
import { ZEmail } from '../rules.ts';

/** `portal` says which app signs in: a member account cannot sign in to the admin console and vice versa. */
export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Required field.').max(256),
  portal: z.enum(['MEMBER', 'ADMIN']).default('MEMBER'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZLoginResponse = dataEnvelope(ZTokenPair.extend({ user: ZUser }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshTokenRequest = z.object({ token: z.string().min(1, 'Required field.').max(512) });
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;
export const ZRefreshTokenResponse = dataEnvelope(ZTokenPair);
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;

export const ZLogoutResponse = ZMessageResponse;

export const authEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;

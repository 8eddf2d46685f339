/**
 * Reads the access token (access-token header, or Authorization: Bearer) and checks its session. An
 * admin's context also carries their admin role, remembered for a moment like the session. A checked
 * session makes the account's language the request's (`req.locale`, plugins/locale.ts) when the request's
 * Accept-Language names neither English nor French.
 */
import { type AdminRoleCode, HEADER_ACCESS_TOKEN, type Locale, type Role } from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { adminRoleOf } from '../modules/admin-accounts/admin-role-lookup.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

export interface AuthContext {
  userId: string;
  role: Role;
  sessionId: string;
  /** Admins only: the code of their active admin role, null when they have none (set by `app.authenticate`). */
  adminRole?: AdminRoleCode | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate(req: FastifyRequest): Promise<AuthContext>;
  }
}

export function tokenFromRequest(req: FastifyRequest): string | null {
  const header = req.headers[HEADER_ACCESS_TOKEN];
  if (typeof header === 'string' && header.length > 0) return header;
  const authz = req.headers.authorization;
  if (authz?.startsWith('Bearer ')) return authz.slice(7).trim() || null;
  return null;
}

export function registerAuth(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = tokenFromRequest(req);
    if (!token) throw new AppError('UNAUTHORIZED');
    const { language, ...context }: AuthContext & { language: Locale } = await auth.authenticate(token);
    if (!req.localeAsked) req.locale = language;
    if (context.role !== 'ADMIN') return context;
    return { ...context, adminRole: await adminRoleOf(app.database.db, context.userId) };
  });
}

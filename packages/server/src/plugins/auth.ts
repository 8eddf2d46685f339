/** Reads the access token (access-token header, or Authorization: Bearer) and checks its session. */
import { HEADER_ACCESS_TOKEN, type Role } from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

export interface AuthContext {
  userId: string;
  role: Role;
  sessionId: string;
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
    return auth.authenticate(token);
  });
}

import { HEADER_ACCESS_TOKEN, HEADER_REFRESH_TOKEN, type TTokenPair } from '@barterbits/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../lib/route.ts';
import type { AuthService } from './auth.service.ts';

/** Spec §7: new tokens travel in response headers as well as in the body. */
export function setTokenHeaders(reply: FastifyReply, t: TTokenPair) {
  reply.header(HEADER_ACCESS_TOKEN, t.accessToken).header(HEADER_REFRESH_TOKEN, t.refreshToken);
  reply.header('cache-control', 'no-store');
}

export function authRoutes(app: FastifyInstance, auth: AuthService) {
  route(app, 'login', async (req, reply) => {
    const data = await auth.login(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
    setTokenHeaders(reply, data);
    return { data };
  });

  route(app, 'refreshToken', async (req, reply) => {
    const data = await auth.refresh(req.body.token);
    setTokenHeaders(reply, data);
    return { data };
  });

  route(app, 'logout', async (req) => {
    await auth.logout(req.auth!.sessionId);
    return { message: 'Signed out.' };
  });
}

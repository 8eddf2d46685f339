import type { FastifyInstance } from 'fastify';
import { backgroundSettled, useBackgroundLogger } from '../../lib/background.ts';
import { route } from '../../lib/route.ts';
import { setTokenHeaders } from '../../lib/token-headers.ts';
import { publishSessionEnded } from '../chat/hub-session.ts';
import type { AuthService } from './auth.service.ts';
import { deviceCookie, deviceTokenOf, SignInThrottledError } from './login-throttle.ts';

export function authRoutes(app: FastifyInstance, auth: AuthService) {
  // Work left after answers (e-mails) is logged here and finishes before the database closes.
  useBackgroundLogger(app.log);
  app.addHook('onClose', backgroundSettled);

  route(app, 'login', async (req, reply) => {
    try {
      const { deviceToken, ...data } = await auth.login(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? '',
        deviceToken: deviceTokenOf(req.headers.cookie),
      });
      setTokenHeaders(reply, data);
      const path = req.url.split('?')[0] ?? '/';
      reply.header('set-cookie', deviceCookie(deviceToken, { path, secure: req.protocol === 'https' }));
      return { data };
    } catch (e) {
      if (e instanceof SignInThrottledError) reply.header('retry-after', String(e.retryAfterSeconds));
      throw e;
    }
  });

  route(app, 'refreshToken', async (req, reply) => {
    const data = await auth.refresh(req.body.token);
    setTokenHeaders(reply, data);
    return { data };
  });

  route(app, 'logout', async (req) => {
    await auth.logout(req.auth.sessionId);
    // This session's chat sockets close at once, on every instance.
    await publishSessionEnded(
      app.chatHub,
      req.auth.userId,
      { sessionId: req.auth.sessionId, reason: 'logout' },
      req.log,
    );
    return { message: 'Signed out.' };
  });
}

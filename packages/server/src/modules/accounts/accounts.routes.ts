import {
  ACCOUNT_MESSAGES,
  ERROR_MESSAGES,
  HEADER_ACCESS_TOKEN,
  HEADER_REFRESH_TOKEN,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { createAccountsService } from './accounts.service.ts';
import { devOutboxRoute } from './dev-outbox.ts';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

/** Sign-up and e-mail verification, forgot / reset password, change password; the dev outbox page. */
export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  const accounts = createAccountsService(deps);

  route(app, 'signUp', async (req, reply) => {
    const data = await accounts.signUp(req.body, clientOf(req));
    // Like login: the new tokens also travel in the response headers.
    reply.header(HEADER_ACCESS_TOKEN, data.accessToken).header(HEADER_REFRESH_TOKEN, data.refreshToken);
    reply.header('cache-control', 'no-store');
    return { data };
  });

  route(app, 'verifyEmail', async (req) => ({ data: await accounts.verifyEmail(req.body.token) }));

  route(app, 'resendVerification', async (req) => {
    await accounts.resendVerification(req.auth!.userId);
    return { message: ACCOUNT_MESSAGES.verificationSent };
  });

  route(app, 'forgotPassword', async (req) => {
    await accounts.forgotPassword(req.body.email, clientOf(req));
    return { message: ERROR_MESSAGES.forgotPasswordSent };
  });

  route(app, 'verifyResetLink', async (req) => ({ data: await accounts.verifyResetLink(req.query.token) }));

  route(app, 'resetPassword', async (req) => {
    await accounts.resetPassword(req.body);
    return { message: ACCOUNT_MESSAGES.passwordReset };
  });

  route(app, 'verifyPassword', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await accounts.verifyPassword(req.auth!, req.body.password) };
  });

  route(app, 'changePassword', async (req) => {
    await accounts.changePassword(req.auth!, req.body);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  if (deps.config.env === 'development') devOutboxRoute(app, deps);
}

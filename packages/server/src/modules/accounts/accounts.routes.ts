import {
  ACCOUNT_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  ERROR_MESSAGES,
  type TEmailChangeStatus,
} from '@barterbits/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { setTokenHeaders } from '../../lib/token-headers.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createAccountsService } from './accounts.service.ts';
import { devOutboxRoute } from './dev-outbox.ts';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

const emailChangeMessage: Record<TEmailChangeStatus, string> = {
  AWAITING_APPROVAL: EMAIL_CHANGE_MESSAGES.awaitingApproval,
  AWAITING_VERIFICATION: EMAIL_CHANGE_MESSAGES.awaitingVerification,
  CHANGED: EMAIL_CHANGE_MESSAGES.changed,
  DECLINED: EMAIL_CHANGE_MESSAGES.declined,
};

/** Sign-up and e-mail verification, forgot / reset password, change password, change e-mail; the dev outbox page. */
export function accountsRoutes(app: FastifyInstance, deps: Deps) {
  const accounts = createAccountsService(deps);

  /**
   * E-mail change links are public (they may be opened on any device). When the caller is signed
   * in anyway, their session is the one kept if the change takes effect (the service keeps it only
   * for the same account).
   */
  const optionalSession = async (req: FastifyRequest): Promise<AuthContext | null> => {
    if (!req.headers.authorization) return null;
    try {
      return await app.authenticate(req);
    } catch {
      return null;
    }
  };

  route(app, 'signUp', async (req, reply) => {
    const data = await accounts.signUp(req.body, clientOf(req), req.locale);
    // Like login: the new tokens also travel in the response headers.
    setTokenHeaders(reply, data);
    return { data };
  });

  route(app, 'verifyEmail', async (req) => ({ data: await accounts.verifyEmail(req.body.token) }));

  route(app, 'resendVerification', async (req) => {
    await accounts.resendVerification(req.auth);
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
    return { data: await accounts.verifyPassword(req.auth, req.body.password) };
  });

  route(app, 'changePassword', async (req) => {
    await accounts.changePassword(req.auth, req.body);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  route(app, 'emailChangeRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const data = await accounts.requestEmailChange(req.auth, req.body);
    return { data, message: EMAIL_CHANGE_MESSAGES.requested };
  });

  route(app, 'verifyEmailChange', async (req) => {
    const data = await accounts.verifyEmailChange(req.body.token, await optionalSession(req));
    return { data, message: emailChangeMessage[data.status] };
  });

  route(app, 'approveEmailChange', async (req) => {
    const data = await accounts.approveEmailChange(req.body.token, await optionalSession(req));
    return { data, message: emailChangeMessage[data.status] };
  });

  route(app, 'declineEmailChange', async (req) => {
    const data = await accounts.declineEmailChange(req.body.token, await optionalSession(req));
    return { data, message: emailChangeMessage[data.status] };
  });

  // The outbox page: in development, and whenever no mail server is configured (then the outbox is
  // the only place e-mailed links go, and the page answers requests from this machine only).
  if (deps.config.env === 'development' || !deps.config.smtpUrl) devOutboxRoute(app, deps);
}

/**
 * Admin accounts and roles: permissions, roles, the admins list, invites, role and status
 * changes, the invited admin's onboarding; and the admins' member calls (username look-up, e-mail change).
 * Which admin role may call what is decided by route() (contracts' requiredAdminAccess).
 */
import { ADMIN_ACCOUNT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { setTokenHeaders } from '../../lib/token-headers.ts';
import { publishSessionEnded } from '../chat/hub-session.ts';
import { createAdminAccountsService } from './admin-accounts.service.ts';
import { createMembersAdminService } from './members-admin.service.ts';

export function adminAccountsRoutes(app: FastifyInstance, deps: Deps) {
  const admins = createAdminAccountsService(deps);
  const members = createMembersAdminService(deps);

  route(app, 'getAdminPermissions', async (req) => ({ data: await admins.permissions(req.auth) }));

  route(app, 'listAdminRoles', async () => ({ data: await admins.roles() }));

  route(app, 'listAdminAccounts', async (req) => paged(await admins.list(req.query), req.query));

  route(app, 'inviteAdmin', async (req) => {
    const { account, resent } = await admins.invite(req.auth, req.body, req.locale);
    return {
      data: account,
      message: resent ? ADMIN_ACCOUNT_MESSAGES.reinvited : ADMIN_ACCOUNT_MESSAGES.invited,
    };
  });

  route(app, 'updateAdminAccount', async (req) => {
    const data = await admins.update(req.auth, req.body);
    // A deactivated admin's sockets close at once, on every instance.
    if (req.body.status === 'DEACTIVATED')
      await publishSessionEnded(
        app.chatHub,
        req.body.adminId,
        { sessionId: null, reason: 'account-deactivated' },
        req.log,
      );
    return { data, message: ADMIN_ACCOUNT_MESSAGES.updated };
  });

  route(app, 'adminOnboarding', async (req, reply) => {
    const data = await admins.onboard(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
    // Spec §7: the new session's tokens travel in the response headers too.
    setTokenHeaders(reply, data);
    return { data, message: ADMIN_ACCOUNT_MESSAGES.onboarded };
  });

  route(app, 'lookupUserNames', async (req) => paged(await members.lookupUserNames(req.query), req.query));

  route(app, 'adminChangeEmail', async (req) => {
    const data = await members.changeEmail(req.auth, req.body);
    await publishSessionEnded(
      app.chatHub,
      data.userId,
      { sessionId: null, reason: 'email-changed-by-support' },
      req.log,
    );
    return { data, message: ADMIN_ACCOUNT_MESSAGES.emailChanged };
  });
}

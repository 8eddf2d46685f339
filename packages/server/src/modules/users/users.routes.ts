import { ZPublicProfileResponse } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { publishSessionEnded } from '../chat/hub-session.ts';
import { readPublicProfile } from '../profile/profile.service.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  route(app, 'getUser', async (req, reply) => {
    // ?raw=explore is another member's public view (same as GET /user/{id}/public), serialized by
    // its own schema so that no private field can pass.
    if (req.query.raw === 'explore') {
      const body = { data: await readPublicProfile(app.database.db, req.params.id) };
      return reply.serializer((p) => JSON.stringify(ZPublicProfileResponse.parse(p))).send(body) as never;
    }
    return { data: await users.getUser(req.auth, req.params.id) };
  });

  route(app, 'listUsers', async (req) => paged(await users.list(req.auth, req.query), req.query));

  route(app, 'getAdmin', async (req) => ({ data: await users.getSelf(req.auth) }));

  route(app, 'updateAdmin', async (req) => ({ data: await users.updateAdminProfile(req.auth, req.body) }));

  route(app, 'updateLanguage', async (req) => ({ data: await users.updateLanguage(req.auth, req.body) }));

  route(app, 'changeStatus', async (req) => {
    const data = await users.changeStatus(req.auth, req.body);
    // A member no longer ACTIVE loses their chat sockets at once, on every instance.
    if (req.body.status !== 'ACTIVE')
      await publishSessionEnded(
        app.chatHub,
        req.body.userId,
        { sessionId: null, reason: 'account-suspended' },
        req.log,
      );
    return { data };
  });
}

import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, users: UsersService) {
  route(app, 'getUser', async (req) => ({ data: await users.getUser(req.auth!, req.params.id) }));

  route(app, 'listUsers', async (req) => {
    const { rows, total } = await users.list(req.query);
    return { data: rows, meta: { total, limit: req.query.limit, offset: req.query.offset } };
  });

  route(app, 'getAdmin', async (req) => ({ data: await users.getSelf(req.auth!) }));

  route(app, 'updateAdmin', async (req) => ({ data: await users.updateAdminProfile(req.auth!, req.body) }));
}

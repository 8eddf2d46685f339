/** Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public member profiles. Thin routes over the members service. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createMembersService } from './members.service.ts';

export function membersRoutes(app: FastifyInstance, deps: Deps) {
  const members = createMembersService(deps.db);

  route(app, 'findMembers', async (req) =>
    paged(await members.findMembers(req.auth, req.params.loginId, req.query), req.query),
  );

  route(app, 'findBusinessMembers', async (req) =>
    paged(await members.findBusinessMembers(req.auth, req.body), req.body),
  );

  route(app, 'getMemberProfile', async (req) => ({
    data: await members.getProfile(req.auth, req.params.id),
  }));

  route(app, 'getMemberOffers', async (req) =>
    paged(await members.listOffers(req.auth, req.params.id, req.query), req.query),
  );
}

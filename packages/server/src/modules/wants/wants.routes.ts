/** Wants, saved searches and their matches (members), and want moderation (the console). */
import { WANT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createWantsService } from './wants.service.ts';

export function wantsRoutes(app: FastifyInstance, deps: Deps) {
  const wants = createWantsService({ db: deps.db });

  route(app, 'createWant', async (req) => ({ data: await wants.create(req.auth, req.body) }));
  route(app, 'updateWant', async (req) => ({ data: await wants.update(req.auth, req.params.id, req.body) }));
  route(app, 'myWants', async (req) => paged(await wants.mine(req.auth, req.query), req.query));
  route(app, 'wantedFeed', async (req) => paged(await wants.wanted(req.auth, req.query), req.query));
  route(app, 'memberWants', async (req) => ({ data: await wants.ofMember(req.auth, req.params.id) }));
  route(app, 'getWant', async (req) => ({ data: await wants.details(req.auth, req.params.id) }));
  route(app, 'changeWantStatus', async (req) => ({
    data: await wants.changeStatus(req.auth, req.params.id, req.body.status),
  }));
  route(app, 'renewWant', async (req) => ({ data: await wants.renew(req.auth, req.params.id) }));
  route(app, 'deleteWant', async (req) => {
    await wants.remove(req.auth, req.params.id);
    return { message: WANT_MESSAGES.deleted };
  });
  route(app, 'wantMatches', async (req) =>
    paged(await wants.wantMatches(req.auth, req.params.id, req.query), req.query),
  );
  route(app, 'reportWant', async (req) => ({ data: await wants.report(req.auth, req.body) }));

  route(app, 'savedSearches', async (req) => ({ data: await wants.searches(req.auth) }));
  route(app, 'createSavedSearch', async (req) => ({ data: await wants.createSearch(req.auth, req.body) }));
  route(app, 'updateSavedSearch', async (req) => ({
    data: await wants.updateSearch(req.auth, req.params.id, req.body),
  }));
  route(app, 'deleteSavedSearch', async (req) => {
    await wants.removeSearch(req.auth, req.params.id);
    return { message: WANT_MESSAGES.searchDeleted };
  });
  route(app, 'savedSearchMatches', async (req) =>
    paged(await wants.searchMatches(req.auth, req.params.id, req.query), req.query),
  );

  route(app, 'adminWants', async (req) => paged(await wants.adminList(req.query), req.query));
  route(app, 'adminWant', async (req) => ({ data: await wants.adminGet(req.params.id) }));
  route(app, 'adminChangeWantStatus', async (req) => ({
    data: await wants.adminChangeStatus(req.auth, req.params.id, req.body),
  }));
  route(app, 'adminDeclineWantReports', async (req) => ({
    data: await wants.adminDeclineReports(req.auth, req.params.id),
  }));
}

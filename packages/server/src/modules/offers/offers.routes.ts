/**
 * Offer routes: create, edit, details, own list and status changes, and the admin console's Offers
 * resource (GET /offer/all, GET /offer/{userId}, PATCH /offer with user ADMIN).
 */
import { OFFER_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createOffersService } from './offers.service.ts';

export function offersRoutes(app: FastifyInstance, deps: Deps) {
  const offers = createOffersService({ db: deps.db });

  route(app, 'createOffer', async (req) => ({
    data: await offers.create(req.auth, req.body),
    message: OFFER_MESSAGES.created,
  }));

  route(app, 'updateOffer', async (req) => ({
    data: await offers.update(req.auth, req.params.id, req.body),
    message: OFFER_MESSAGES.saved,
  }));

  route(app, 'getOfferDetails', async (req) => ({ data: await offers.details(req.auth, req.params.id) }));

  route(app, 'myOffers', async (req) => {
    const { counts, ...page } = await offers.myOffers(req.auth, req.query);
    return { ...paged(page, req.query), counts };
  });

  route(app, 'changeOfferStatus', async (req) => ({
    data: await offers.changeStatus(req.auth, req.body),
    message: OFFER_MESSAGES.statusChanged,
  }));

  route(app, 'adminOffers', async (req) => paged(await offers.allOffers(req.auth, req.query), req.query));

  route(app, 'adminUserOffers', async (req) => {
    const { counts, ...page } = await offers.userOffers(req.auth, req.params.id, req.query);
    return { ...paged(page, req.query), counts };
  });
}

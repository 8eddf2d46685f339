/**
 * Barter routes: the seller's sales and sale requests, the buyer's purchases and decision
 * with PIN, the seller's cancel and refunds. Money-moving and creating calls are marked idempotent in
 * the registry: route() checks their Idempotency-Key and answers retries.
 */
import { BARTER_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createBarterService } from './barter.service.ts';

export function barterRoutes(app: FastifyInstance, deps: Deps) {
  const barter = createBarterService({ db: deps.db, config: deps.config });

  route(app, 'listBarterRecords', async (req) =>
    paged(await barter.listSales(req.auth, req.params.id, req.query), req.query),
  );

  route(app, 'listBarterRequests', async (req) =>
    paged(await barter.listPurchases(req.auth, req.params.id, req.query), req.query),
  );

  route(app, 'buyerLookup', async (req) => ({ data: await barter.lookupBuyers(req.auth, req.query.query) }));

  route(app, 'getBarterRequest', async (req) => ({ data: await barter.get(req.auth, req.params.id) }));

  route(app, 'createBarterRequest', async (req) => ({
    data: await barter.create(req.auth, req.body, req.idempotencyKey),
    message: BARTER_MESSAGES.created,
  }));

  route(app, 'confirmBarterRequest', async (req) => ({
    data: await barter.confirm(req.auth, req.body, req.idempotencyKey),
    message: req.body.accept ? BARTER_MESSAGES.accepted : BARTER_MESSAGES.declined,
  }));

  route(app, 'releaseBarterPayment', async (req) => ({
    data: await barter.release(req.auth, req.body.requestId, req.idempotencyKey),
    message: BARTER_MESSAGES.released,
  }));

  route(app, 'cancelBarterRequest', async (req) => ({
    data: await barter.cancel(req.auth, req.body.requestId),
    message: BARTER_MESSAGES.cancelled,
  }));

  route(app, 'refundBarter', async (req) => ({
    data: await barter.refund(req.auth, req.body, req.idempotencyKey),
    message: BARTER_MESSAGES.refunded,
  }));
}

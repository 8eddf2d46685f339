/**
 * Barter routes (issue 5): the seller's sales and sale requests, the buyer's purchases and decision
 * with PIN, the seller's cancel and refunds. Money-moving and creating calls take an Idempotency-Key.
 * The PIN never reaches the idempotency table (it is replaced by whether one was given).
 */
import { BARTER_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { createBarterService } from './barter.service.ts';

export function barterRoutes(app: FastifyInstance, deps: Deps) {
  const barter = createBarterService({ db: deps.db, mailer: deps.mailer, config: deps.config });

  route(app, 'listBarterRecords', async (req) => barter.listSales(req.auth!, req.params.id, req.query));

  route(app, 'listBarterRequests', async (req) => barter.listPurchases(req.auth!, req.params.id, req.query));

  route(app, 'buyerLookup', async (req) => ({ data: await barter.lookupBuyers(req.auth!, req.query.query) }));

  route(app, 'getBarterRequest', async (req) => ({ data: await barter.get(req.auth!, req.params.id) }));

  route(app, 'createBarterRequest', async (req) => {
    const auth = req.auth!;
    const key = idempotencyKeyOf(req);
    return withIdempotency(
      deps.db,
      { userId: auth.userId, key, route: 'POST /purchase/barter-request', requestBody: req.body },
      async () => ({ data: await barter.create(auth, req.body), message: BARTER_MESSAGES.created }),
    );
  });

  route(app, 'confirmBarterRequest', async (req) => {
    const auth = req.auth!;
    const key = idempotencyKeyOf(req);
    const { pin, pinToken, ...rest } = req.body;
    return withIdempotency(
      deps.db,
      { userId: auth.userId, key, route: 'POST /purchase/barter-request/confirmation', requestBody: rest },
      async () => ({
        data: await barter.confirm(auth, req.body, key),
        message: req.body.accept ? BARTER_MESSAGES.accepted : BARTER_MESSAGES.declined,
      }),
    );
  });

  route(app, 'cancelBarterRequest', async (req) => ({
    data: await barter.cancel(req.auth!, req.body.requestId),
    message: BARTER_MESSAGES.cancelled,
  }));

  route(app, 'refundBarter', async (req) => {
    const auth = req.auth!;
    const key = idempotencyKeyOf(req);
    return withIdempotency(
      deps.db,
      { userId: auth.userId, key, route: 'POST /purchase/barter-refund', requestBody: req.body },
      async () => ({ data: await barter.refund(auth, req.body, key), message: BARTER_MESSAGES.refunded }),
    );
  });
}

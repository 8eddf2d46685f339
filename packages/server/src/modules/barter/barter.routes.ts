/**
 * Barter routes: the seller's sales and sale requests, the buyer's purchases and decision
 * with PIN, the seller's cancel and refunds. Money-moving and creating calls are marked idempotent in
 * the registry: route() checks their Idempotency-Key and answers retries.
 */
import { BARTER_DISPUTE_MESSAGES, BARTER_DISPUTE_PHOTO_FIELD, BARTER_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { servePrivateImages } from '../../lib/private-images.ts';
import { route } from '../../lib/route.ts';
import { createBarterService } from './barter.service.ts';
import { createBarterDisputesService } from './barter-disputes.service.ts';

export function barterRoutes(app: FastifyInstance, deps: Deps) {
  const disputes = createBarterDisputesService({ db: deps.db, storage: deps.uploads });
  const barter = createBarterService({ db: deps.db, config: deps.config, disputes });

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

  // Buyer protection: disputes of held payments, by the buyer and the seller; the console resolves them.
  route(app, 'uploadBarterDisputePhoto', async (req) => ({
    data: await disputes.uploadPhoto(req.auth, await readSingleFile(req, BARTER_DISPUTE_PHOTO_FIELD)),
    message: BARTER_DISPUTE_MESSAGES.photoUploaded,
  }));
  route(app, 'openBarterDispute', async (req) => ({
    data: await disputes.open(req.auth, req.body),
    message: BARTER_DISPUTE_MESSAGES.opened,
  }));
  route(app, 'answerBarterDispute', async (req) => ({
    data: await disputes.answer(req.auth, req.body),
    message: BARTER_DISPUTE_MESSAGES.answered,
  }));
  route(app, 'adminBarterDisputes', async (req) => paged(await disputes.adminList(req.query), req.query));
  route(app, 'adminBarterDispute', async (req) => ({ data: await disputes.adminGet(req.params.id) }));
  route(app, 'adminResolveBarterDispute', async (req) => ({
    data: await disputes.resolve(req.auth, req.params.id, req.body),
    message: BARTER_DISPUTE_MESSAGES.resolved,
  }));
  // A dispute's photos: to the buyer who took them, the seller of that barter, and admins. Outside the
  // registry, as feedback screenshots and chat images.
  servePrivateImages(app, deps.uploads, {
    path: '/purchase/barter-dispute/photos/:id/:file',
    operationId: 'getBarterDisputePhotoFile',
    summary: "A dispute's photo (full.webp or the 256×256 thumb.webp) for the barter's parties and admins",
    tag: 'barter',
    mayRead: (auth, id) => disputes.canSeePhoto(auth, id),
  });

  route(app, 'refundBarter', async (req) => ({
    data: await barter.refund(req.auth, req.body, req.idempotencyKey),
    message: BARTER_MESSAGES.refunded,
  }));
}

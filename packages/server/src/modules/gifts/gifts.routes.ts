/** Gifts of BITS: send, hold, claim, return, cancel. Thin routes over the gifts service. */
import { GIFT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { paged } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { createGiftsService } from './gifts.service.ts';

export function giftsRoutes(app: FastifyInstance, deps: Deps) {
  const gifts = createGiftsService({
    db: deps.db,
    mailer: deps.mailer,
    config: deps.config,
    onMailError: (err) => app.log.error({ err }, 'gift e-mail failed'),
  });

  route(app, 'validateGiftEmail', async (req) => ({
    data: await gifts.validateEmail(req.auth, req.body.email),
  }));

  route(app, 'sendGift', async (req) => ({
    data: await gifts.send(req.auth, req.body, req.idempotencyKey),
    message: GIFT_MESSAGES.sent,
  }));

  route(app, 'listSentGifts', async (req) => paged(await gifts.listSent(req.auth, req.query), req.query));

  route(app, 'listReceivedGifts', async (req) =>
    paged(await gifts.listReceived(req.auth, req.query), req.query),
  );

  route(app, 'getGift', async (req) => ({ data: await gifts.get(req.auth, req.params.id) }));

  route(app, 'claimGift', async (req) => ({
    data: await gifts.claim(req.auth, req.body.giftId, req.idempotencyKey),
    message: GIFT_MESSAGES.claimed,
  }));

  route(app, 'cancelGift', async (req) => ({
    data: await gifts.cancel(req.auth, req.body.giftId, req.idempotencyKey),
    message: GIFT_MESSAGES.cancelledBySender,
  }));
}

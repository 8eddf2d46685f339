/** Gifts of BITS: send, hold, claim, return, cancel (issue 5). Thin routes over the gifts service. */
import { GIFT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
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
    data: await gifts.validateEmail(req.auth!.userId, req.body.email),
  }));

  route(app, 'sendGift', async (req) => ({
    data: await gifts.send(req.auth!.userId, req.body, req.idempotencyKey),
    message: GIFT_MESSAGES.sent,
  }));

  route(app, 'listSentGifts', async (req) => gifts.listSent(req.auth!.userId, req.query));

  route(app, 'listReceivedGifts', async (req) => gifts.listReceived(req.auth!.userId, req.query));

  route(app, 'getGift', async (req) => ({ data: await gifts.get(req.auth!.userId, req.params.id) }));

  route(app, 'claimGift', async (req) => ({
    data: await gifts.claim(req.auth!.userId, req.body.giftId, req.idempotencyKey),
    message: GIFT_MESSAGES.claimed,
  }));

  route(app, 'cancelGift', async (req) => ({
    data: await gifts.cancel(req.auth!.userId, req.body.giftId, req.idempotencyKey),
    message: GIFT_MESSAGES.cancelledBySender,
  }));
}

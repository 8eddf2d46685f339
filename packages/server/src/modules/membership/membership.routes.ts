/**
 * Membership routes: saved cards (/payment/cards), the plan, subscribe / cancel / renew
 * (/subscription/*) and the admin's views. Paying calls take an Idempotency-Key header.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { createMembershipService } from './membership.service.ts';

/**
 * Card secrets never reach the idempotency table: number and CVC are replaced by a keyed
 * fingerprint (per process, so a replay after a restart answers 422 rather than charging again).
 */
const fingerprintKey = randomBytes(32);
const fingerprint = (v: string) => createHmac('sha256', fingerprintKey).update(v).digest('hex');

export function membershipRoutes(app: FastifyInstance, deps: Deps) {
  const membership = createMembershipService({ db: deps.db, payments: deps.payments, config: deps.config });

  route(app, 'listCards', async (req) => ({ data: await membership.listCards(req.auth!) }));

  route(app, 'addCard', async (req) => ({
    data: await membership.addCard(req.auth!, req.body),
    message: 'Card saved.',
  }));

  route(app, 'setDefaultCard', async (req) => ({
    data: await membership.setDefaultCard(req.auth!, req.params.id),
    message: 'Default card updated.',
  }));

  route(app, 'deleteCard', async (req) => {
    await membership.deleteCard(req.auth!, req.params.id);
    return { message: 'Card removed.' };
  });

  route(app, 'listPlans', async () => ({ data: membership.plans() }));

  route(app, 'subscribe', async (req) => {
    const auth = req.auth!;
    const key = idempotencyKeyOf(req);
    const { card, ...rest } = req.body;
    const requestBody = card
      ? { ...rest, card: { ...card, number: fingerprint(card.number), cvc: fingerprint(card.cvc) } }
      : rest;
    return withIdempotency(
      deps.db,
      { userId: auth.userId, key, route: 'POST /subscription/subscribe', requestBody },
      async () => ({
        data: await membership.subscribe(auth, req.body, key),
        message: 'Welcome! Your membership is active.',
      }),
    );
  });

  route(app, 'renewSubscription', async (req) => {
    const auth = req.auth!;
    const key = idempotencyKeyOf(req);
    return withIdempotency(
      deps.db,
      { userId: auth.userId, key, route: 'POST /subscription/renew-subscription', requestBody: req.body },
      async () => ({
        data: await membership.renew(auth, req.body, key),
        message: 'Your membership has been renewed.',
      }),
    );
  });

  route(app, 'cancelSubscription', async (req) => ({
    data: await membership.cancel(req.auth!, req.body.reason),
    message: 'Your membership has been cancelled.',
  }));

  route(app, 'getCustomerSubscription', async (req) => ({
    data: await membership.getCustomer(req.auth!, req.query.userId),
  }));

  route(app, 'getUserSubscription', async (req) => ({ data: await membership.getMembership(req.params.id) }));

  route(app, 'getMembershipDetails', async (req) => ({ data: await membership.details(req.params.id) }));
}

/**
 * Membership routes: saved cards (/payment/cards), the plan, subscribe / cancel / renew
 * (/subscription/*) and the admin's views. Paying calls take an Idempotency-Key header.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { createMembershipService } from './membership.service.ts';

export function membershipRoutes(app: FastifyInstance, deps: Deps) {
  const membership = createMembershipService({ db: deps.db, payments: deps.payments, config: deps.config });

  route(app, 'listCards', async (req) => ({ data: await membership.listCards(req.auth) }));

  route(app, 'addCard', async (req) => ({
    data: await membership.addCard(req.auth, req.body),
    message: 'Card saved.',
  }));

  route(app, 'setDefaultCard', async (req) => ({
    data: await membership.setDefaultCard(req.auth, req.params.id),
    message: 'Default card updated.',
  }));

  route(app, 'deleteCard', async (req) => {
    await membership.deleteCard(req.auth, req.params.id);
    return { message: 'Card removed.' };
  });

  route(app, 'listPlans', async () => ({ data: membership.plans() }));

  route(app, 'subscribe', async (req) => ({
    data: await membership.subscribe(req.auth, req.body, req.idempotencyKey),
    message: 'Welcome! Your membership is active.',
  }));

  route(app, 'renewSubscription', async (req) => ({
    data: await membership.renew(req.auth, req.body, req.idempotencyKey),
    message: 'Your membership has been renewed.',
  }));

  route(app, 'cancelSubscription', async (req) => ({
    data: await membership.cancel(req.auth, req.body.reason),
    message: 'Your membership has been cancelled.',
  }));

  route(app, 'getCustomerSubscription', async (req) => ({
    data: await membership.getCustomer(req.auth, req.query.userId),
  }));

  route(app, 'getUserSubscription', async (req) => ({
    data: await membership.getMembership(req.auth, req.params.id),
  }));

  route(app, 'getMembershipDetails', async (req) => ({
    data: await membership.details(req.auth, req.params.id),
  }));
}

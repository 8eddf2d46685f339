/**
 * Membership routes: saved cards (/payment/cards), the plan, subscribe / cancel / renew
 * (/subscription/*) and the admin's views. Paying calls take an Idempotency-Key header.
 */
import type { Locale } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { translate } from '../../lib/i18n.ts';
import { route } from '../../lib/route.ts';
import { createMembershipService } from './membership.service.ts';
import { MEMBERSHIP_PLAN_ID } from './plan.ts';

type Plan = { id: string; name: string; description: string };
const isPlan = (v: object): v is Plan =>
  (v as Plan).id === MEMBERSHIP_PLAN_ID &&
  typeof (v as Plan).name === 'string' &&
  typeof (v as Plan).description === 'string';

/** `body` with the plan's name and description in `locale`, wherever it carries the plan. */
function withPlanIn<T>(locale: Locale, body: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return v;
    if (isPlan(v))
      return { ...v, name: translate(locale, v.name), description: translate(locale, v.description) };
    return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
  };
  return walk(body) as T;
}

export function membershipRoutes(app: FastifyInstance, deps: Deps) {
  const membership = createMembershipService({ db: deps.db, payments: deps.payments, config: deps.config });

  route(app, 'listCards', async (req) => ({ data: await membership.listCards(req.auth) }));

  // The plan reads in the reader's language in every answer that carries it.

  route(app, 'addCard', async (req) => ({
    data: withPlanIn(req.locale, await membership.addCard(req.auth, req.body)),
    message: 'Card saved.',
  }));

  route(app, 'createCardSetup', async (req) => ({ data: await membership.createCardSetup(req.auth) }));

  route(app, 'setDefaultCard', async (req) => ({
    data: withPlanIn(req.locale, await membership.setDefaultCard(req.auth, req.params.id)),
    message: 'Default card updated.',
  }));

  route(app, 'deleteCard', async (req) => {
    await membership.deleteCard(req.auth, req.params.id);
    return { message: 'Card removed.' };
  });

  route(app, 'listPlans', async (req) => ({ data: withPlanIn(req.locale, membership.plans()) }));

  route(app, 'subscribe', async (req) => ({
    data: withPlanIn(req.locale, await membership.subscribe(req.auth, req.body, req.idempotencyKey)),
    message: 'Welcome! Your membership is active.',
  }));

  route(app, 'renewSubscription', async (req) => ({
    data: withPlanIn(req.locale, await membership.renew(req.auth, req.body, req.idempotencyKey)),
    message: 'Your membership has been renewed.',
  }));

  route(app, 'cancelSubscription', async (req) => ({
    data: withPlanIn(req.locale, await membership.cancel(req.auth, req.body.reason)),
    message: 'Your membership has been cancelled.',
  }));

  route(app, 'getCustomerSubscription', async (req) => ({
    data: withPlanIn(req.locale, await membership.getCustomer(req.auth, req.query.userId)),
  }));

  route(app, 'getUserSubscription', async (req) => ({
    data: withPlanIn(req.locale, await membership.getMembership(req.auth, req.params.id)),
  }));

  route(app, 'getMembershipDetails', async (req) => ({
    data: withPlanIn(req.locale, await membership.details(req.auth, req.params.id)),
  }));
}

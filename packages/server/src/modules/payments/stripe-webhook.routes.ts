/**
 * POST /v1/payments/stripe/webhook: where Stripe posts its events (registered in the Stripe dashboard,
 * or forwarded by `stripe listen` in test mode). Served only with PAYMENTS_PROVIDER=stripe.
 *
 * Outside the endpoint registry on purpose: its caller is Stripe, its body is Stripe's event format, and
 * its one check is the signature over the exact bytes received, so the body is read raw (this route's own
 * JSON parser) rather than parsed and validated like our endpoints. Anything not signed with the webhook's
 * secret is refused (400) and changes nothing.
 */
import { PAYMENT_EVENT_MESSAGES } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMembershipService } from '../membership/membership.service.ts';
import { createLoadsService } from '../wallet/loads.service.ts';
import { createDisputes } from './disputes.service.ts';
import { createProcessorEvents } from './processor-events.ts';

export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';
/** Stripe's events are small; a larger body is not one of them. */
const EVENT_BODY_LIMIT = 512 * 1024;

export async function stripeWebhookRoutes(v1: FastifyInstance, deps: Deps) {
  const intents = deps.payments.intents;
  if (deps.payments.name !== 'stripe' || !intents) return;
  const loads = createLoadsService({ db: deps.db, payments: deps.payments });
  const events = createProcessorEvents({
    db: deps.db,
    loads,
    refunds: loads,
    membership: createMembershipService({ db: deps.db, payments: deps.payments, config: deps.config }),
    disputes: createDisputes({ db: deps.db }),
    processor: 'stripe',
  });

  await v1.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: EVENT_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true }, bodyLimit: EVENT_BODY_LIMIT }, async (req) => {
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        throw new AppError('BAD_REQUEST', PAYMENT_EVENT_MESSAGES.badSignature);
      }
      let event: ReturnType<typeof intents.verifyEvent>;
      try {
        event = intents.verifyEvent(req.body, signature);
      } catch {
        throw new AppError('BAD_REQUEST', PAYMENT_EVENT_MESSAGES.badSignature);
      }
      const outcome = await events.receive('stripe', event);
      return { received: true, outcome };
    });
  });
}

/**
 * The database suites on Stripe: an app with PAYMENTS_PROVIDER=stripe against a fresh local stand-in of
 * Stripe's API (both closed after the file, the ledger invariants checked after every test), and what the
 * browser and Stripe do around it: a card entered in Stripe's field, an event posted to the webhook.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { build, send } from '../helper.ts';
import { type StandInEvent, type StripeStandIn, startStripeStandIn } from '../stripe-stand-in.ts';

export const WEBHOOK_SECRET = 'whsec_stand_in_tests';

export async function stripeApp() {
  const stripe = await startStripeStandIn();
  afterAll(() => stripe.close());
  const app = await build({
    config: {
      enableTestApi: true,
      paymentsProvider: 'stripe',
      stripe: {
        secretKey: stripe.secretKey,
        publishableKey: stripe.publishableKey,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
    },
  });
  afterEach(async () => {
    expect(await ledgerViolations(app.database.db)).toEqual([]);
  });
  return { stripe, app, db: app.database.db };
}

type App = Awaited<ReturnType<typeof stripeApp>>['app'];

/** Posts `event` to the webhook as Stripe would, signed with `secret`. */
export function deliver(app: App, stripe: StripeStandIn, event: StandInEvent, secret = WEBHOOK_SECRET) {
  const { payload, header } = stripe.signedDelivery(event, { secret });
  return send(app, 'POST', '/v1/payments/stripe/webhook', null, payload, {
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** A card entered in Stripe's field: the PaymentMethod Stripe.js creates with the publishable key. */
export async function browserMethod(stripe: StripeStandIn, testCard: string): Promise<string> {
  const res = await fetch(`${stripe.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ type: 'card', 'card[token]': testCard }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

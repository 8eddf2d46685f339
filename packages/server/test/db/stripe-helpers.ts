/**
 * The database suites on Stripe: an app with PAYMENTS_PROVIDER=stripe against a fresh local stand-in of
 * Stripe's API (both closed after the file, the ledger invariants checked after every test), and what the
 * browser and Stripe do around it: a card entered in Stripe's field, an event posted to the webhook.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, expect } from 'vitest';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { build, call, createUser, freshIp, send } from '../helper.ts';
import { type StandInEvent, type StripeStandIn, startStripeStandIn } from '../stripe-stand-in.ts';

export const WEBHOOK_SECRET = 'whsec_stand_in_tests';
/** The wallet PIN of the members these suites make. */
export const PIN = '2468';

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

/** A member's session, as the suites use it: their id and the headers to call as them. */
export interface Member {
  id: string;
  h: Record<string, string>;
}

let seq = 0;
/** A new completed member with the wallet PIN set (`prefix` names their e-mail address). */
export async function memberWithPin(app: App, prefix: string): Promise<Member> {
  const s = await createUser(app, {
    email: `${prefix}${++seq}-${randomUUID().slice(0, 6)}@example.com`,
    password: 'StripeTests#1',
    stage: 'COMPLETED',
    firstName: 'Stella',
    lastName: 'Card',
  });
  const pin = await call(app, 'setPin', {
    as: s,
    body: { pin: PIN, confirmPin: PIN },
    remoteAddress: freshIp(),
  });
  expect(pin.statusCode).toBe(200);
  return { id: s.user.id, h: s.headers };
}

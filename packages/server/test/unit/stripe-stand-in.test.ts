/**
 * The Stripe stand-in, driven through the official `stripe` library as the server's adapter drives it:
 * payments, declines, 3-D Secure, idempotent replays, saved cards, refunds, disputes, signed webhooks and
 * outages all answer as Stripe's test mode does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStripeForm, type StripeStandIn, startStripeStandIn } from '../stripe-stand-in.ts';

const KEY = 'sk_test_barterbits_stand_in';
const WEBHOOK_SECRET = 'whsec_stand_in_secret';

let stand: StripeStandIn;
let stripe: Stripe;
beforeEach(async () => {
  stand = await startStripeStandIn({ secretKey: KEY });
  stripe = new Stripe(KEY, { ...stand.clientOptions, maxNetworkRetries: 0 });
});
afterEach(() => stand.close());

/** What the adapter sends for a load: a card payment confirmed at once, without redirects. */
const load = (
  payment_method: string,
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
): Stripe.PaymentIntentCreateParams => ({
  amount: 2500,
  currency: 'cad',
  payment_method,
  confirm: true,
  automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
  metadata: { kind: 'load', rowId: 'L1' },
  ...extra,
});

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (e) {
    return e as Stripe.errors.StripeError;
  }
  throw new Error('expected Stripe to refuse');
}

const types = () => stand.events().map((e) => e.type);

describe('form parameters', () => {
  it('reads bracket keys into objects and indexed keys into arrays', () => {
    expect(
      parseStripeForm(
        'amount=2500&metadata[loadId]=L%201&payment_method_types[0]=card&payment_method_types[1]=link&expand[]=a&expand[]=b&card[number]=4242&automatic_payment_methods[enabled]=true',
      ),
    ).toEqual({
      amount: '2500',
      metadata: { loadId: 'L 1' },
      payment_method_types: ['card', 'link'],
      expand: ['a', 'b'],
      card: { number: '4242' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(parseStripeForm('a[__proto__][x]=1&b=2')).toEqual({ b: '2' });
  });
});

describe('authentication', () => {
  it('refuses another secret key with 401', async () => {
    const other = new Stripe('sk_test_wrong_key_1234', { ...stand.clientOptions, maxNetworkRetries: 0 });
    const e = await refusal(() => other.customers.create({ email: 'a@b.test' }));
    expect(e).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(e.statusCode).toBe(401);
    expect(e.message).toMatch(/Invalid API Key provided: sk_test_\**1234/);
    expect(stand.counts().customers).toBe(0);
  });
});

describe('payments', () => {
  it('a customer pays with a card: the intent succeeds with its charge', async () => {
    const cus = await stripe.customers.create({
      email: 'ana@example.test',
      name: 'Ana',
      metadata: { userId: 'u1' },
    });
    expect(cus).toMatchObject({ object: 'customer', email: 'ana@example.test', metadata: { userId: 'u1' } });
    expect((await stripe.customers.retrieve(cus.id)).id).toBe(cus.id);

    const pi = await stripe.paymentIntents.create(load('pm_card_visa', { amount: 2500, customer: cus.id }));
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2500,
      amount_received: 2500,
    });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));
    // A test id is used as a fresh PaymentMethod, as Stripe does.
    expect(pi.payment_method).toMatch(/^pm_/);
    expect(pi.payment_method).not.toBe('pm_card_visa');
    expect(pi.latest_charge).toMatch(/^ch_/);

    const ch = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(ch).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: 2500,
      payment_intent: pi.id,
      refunded: false,
    });
    expect(ch.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    const expanded = await stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect((expanded.latest_charge as Stripe.Charge).id).toBe(ch.id);

    expect(types()).toEqual(['payment_intent.succeeded']);
    expect(stand.counts()).toMatchObject({ customers: 1, paymentIntents: 1, charges: 1 });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card'],
  ])('%s is refused with 402 %s / %s, the intent waiting for another card', async (pm, code, decline) => {
    const e = await refusal(() => stripe.paymentIntents.create(load(pm)));
    expect(e).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(e).toMatchObject({ statusCode: 402, code, decline_code: decline });
    const pi = (e.raw as { payment_intent: Stripe.PaymentIntent }).payment_intent;
    expect(pi).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(pi.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: decline });
    const stored = await stripe.paymentIntents.retrieve(pi.id);
    expect(stored.status).toBe('requires_payment_method');
    expect((await stripe.charges.retrieve(stored.latest_charge as string)).status).toBe('failed');
    expect(types()).toEqual(['payment_intent.payment_failed']);
  });

  it('3-D Secure: requires_action, then the member authenticates and it succeeds', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_authenticationRequired'));
    expect(pi).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect(pi.latest_charge).toBeNull();
    expect(pi.client_secret).toMatch(/_secret_/);

    const done = stand.authenticate(pi.id, true);
    expect(done).toMatchObject({ status: 'succeeded', next_action: null });
    const read = await stripe.paymentIntents.retrieve(pi.id);
    expect(read.status).toBe('succeeded');
    expect(read.latest_charge).toMatch(/^ch_/);
    expect(types()).toEqual(['payment_intent.requires_action', 'payment_intent.succeeded']);
  });

  it('3-D Secure failed: the intent waits for another card with payment_intent_authentication_failure', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_authenticationRequired'));
    stand.authenticate(pi.id, false);
    const read = await stripe.paymentIntents.retrieve(pi.id);
    expect(read).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
    expect(read.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    expect(types()).toEqual(['payment_intent.requires_action', 'payment_intent.payment_failed']);
    expect(() => stand.authenticate(pi.id, true)).toThrow(/does not require action/);
  });

  it('off session, a card that asks for 3-D Secure is refused with authentication_required', async () => {
    const e = await refusal(() =>
      stripe.paymentIntents.create(
        load('pm_card_authenticationRequired', { amount: 1000, off_session: true }),
      ),
    );
    expect(e).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(e).toMatchObject({ code: 'authentication_required', decline_code: 'authentication_required' });
  });

  it('without confirm the intent waits for confirmation; confirm and cancel follow Stripe’s states', async () => {
    const waiting = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'cad',
      allowed_payment_method_types: ['card'],
    });
    expect(waiting.status).toBe('requires_payment_method');
    const ready = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'cad',
      payment_method: 'pm_card_mastercard',
      allowed_payment_method_types: ['card'],
    });
    expect(ready.status).toBe('requires_confirmation');
    const paid = await stripe.paymentIntents.confirm(ready.id);
    expect(paid.status).toBe('succeeded');
    const e = await refusal(() => stripe.paymentIntents.cancel(paid.id));
    expect(e).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(e.code).toBe('payment_intent_unexpected_state');

    const pending = await stripe.paymentIntents.create(load('pm_card_authenticationRequired'));
    const canceled = await stripe.paymentIntents.cancel(pending.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(types()).toContain('payment_intent.canceled');
  });

  it('refuses what Stripe refuses: unknown parameters, small amounts, redirects without a return_url', async () => {
    const unknown = await refusal(() =>
      stripe.paymentIntents.create({
        amount: 900,
        currency: 'cad',
        colour: 'red',
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' });
    const small = await refusal(() => stripe.paymentIntents.create(load('pm_card_visa', { amount: 20 })));
    expect(small).toMatchObject({ code: 'amount_too_small' });
    const redirects = await refusal(() =>
      stripe.paymentIntents.create({
        ...load('pm_card_visa'),
        automatic_payment_methods: { enabled: true },
      }),
    );
    expect(redirects.message).toMatch(/return_url/);
    const missing = await refusal(() => stripe.paymentIntents.retrieve('pi_nothing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(stand.counts().paymentIntents).toBe(0);
  });
});

describe('idempotency', () => {
  it('the same key and parameters replay the first answer: one intent for two calls', async () => {
    const first = await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'bb:u1:k1' });
    const again = await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'bb:u1:k1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(stand.counts()).toMatchObject({ paymentIntents: 1, charges: 1 });
    expect(stand.paymentIntents()).toHaveLength(1);
    expect(types()).toEqual(['payment_intent.succeeded']);
    expect(stand.calls.map((c) => c.replayed)).toEqual([false, true]);
  });

  it('a card refusal is replayed too', async () => {
    const a = await refusal(() =>
      stripe.paymentIntents.create(load('pm_card_chargeDeclined'), { idempotencyKey: 'k-declined' }),
    );
    const b = await refusal(() =>
      stripe.paymentIntents.create(load('pm_card_chargeDeclined'), { idempotencyKey: 'k-declined' }),
    );
    expect(b).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((b.raw as { payment_intent: { id: string } }).payment_intent.id).toBe(
      (a.raw as { payment_intent: { id: string } }).payment_intent.id,
    );
    expect(stand.counts().paymentIntents).toBe(1);
  });

  it('the same key with other parameters is an idempotency error', async () => {
    await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'k2' });
    const e = await refusal(() =>
      stripe.paymentIntents.create(load('pm_card_visa', { amount: 9900 }), { idempotencyKey: 'k2' }),
    );
    expect(e).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(e.statusCode).toBe(400);
    expect(e.type).toBe('StripeIdempotencyError');
    // Another endpoint with the same key is refused as well.
    const other = await refusal(() =>
      stripe.customers.create({ email: 'x@y.test' }, { idempotencyKey: 'k2' }),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(stand.counts().paymentIntents).toBe(1);
  });

  it('an answer lost on the way back: the library retries with its key and gets the stored answer', async () => {
    stand.loseNextAnswers(1);
    const pi = await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'k-lost' });
    expect(pi.status).toBe('succeeded');
    expect(stand.calls.map((c) => [c.status, c.replayed])).toEqual([
      [0, false],
      [200, true],
    ]);
    expect(stand.counts().paymentIntents).toBe(1);
  });
});

describe('outages', () => {
  it('failNext answers 500 api_error without running, and a retry with the same key then succeeds', async () => {
    stand.failNext(2);
    const e = await refusal(() =>
      stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'k-out' }),
    );
    expect(e).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(e.statusCode).toBe(500);
    expect(await refusal(() => stripe.customers.create({}))).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(stand.counts().paymentIntents).toBe(0);
    const pi = await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'k-out' });
    expect(pi.status).toBe('succeeded');
    expect(stand.calls.map((c) => c.status)).toEqual([500, 500, 200]);
  });
});

describe('saved cards', () => {
  it('a SetupIntent saves the card on the customer, listed until it is detached', async () => {
    const cus = await stripe.customers.create({ email: 'ben@example.test' });
    const si = await stripe.setupIntents.create({
      customer: cus.id,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      usage: 'off_session',
    });
    expect(si).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(si.client_secret).toMatch(new RegExp(`^${si.id}_secret_`));

    const done = await stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_visa' });
    expect(done.status).toBe('succeeded');
    const pmId = done.payment_method as string;
    expect((await stripe.setupIntents.retrieve(si.id)).payment_method).toBe(pmId);
    const pm = await stripe.paymentMethods.retrieve(pmId);
    expect(pm).toMatchObject({ customer: cus.id, card: { brand: 'visa', last4: '4242' } });
    const listed = await stripe.customers.listPaymentMethods(cus.id, { type: 'card' });
    expect(listed.data.map((m) => m.id)).toEqual([pmId]);
    expect(types()).toEqual(['setup_intent.succeeded']);

    // Charged later, off session, for the membership.
    const renewal = await stripe.paymentIntents.create(
      load(pmId, { amount: 1500, customer: cus.id, off_session: true }),
    );
    expect(renewal.status).toBe('succeeded');
    // A saved card is its customer's: it cannot be charged without naming the customer.
    const anonymous = await refusal(() => stripe.paymentIntents.create(load(pmId, { amount: 1500 })));
    expect(anonymous).toMatchObject({ statusCode: 400, param: 'payment_method' });

    await stripe.paymentMethods.detach(pmId);
    expect((await stripe.customers.listPaymentMethods(cus.id)).data).toEqual([]);
    const again = await refusal(() => stripe.paymentMethods.detach(pmId));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const spent = await refusal(() =>
      stripe.paymentIntents.create(load(pmId, { amount: 1500, customer: cus.id })),
    );
    expect(spent.message).toMatch(/may not be used again/);
  });

  it('a declined card is not saved: 402 with the SetupIntent; a card without funds is saved', async () => {
    const cus = await stripe.customers.create({});
    const si = await stripe.setupIntents.create({ customer: cus.id, allowed_payment_method_types: ['card'] });
    const e = await refusal(() =>
      stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_chargeDeclined' }),
    );
    expect(e).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(e).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    expect((e.raw as { setup_intent: Stripe.SetupIntent }).setup_intent.status).toBe(
      'requires_payment_method',
    );
    const poor = await stripe.setupIntents.confirm(si.id, {
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(poor.status).toBe('succeeded');
    const charged = await refusal(() =>
      stripe.paymentIntents.create(
        load(poor.payment_method as string, { amount: 1500, customer: cus.id, off_session: true }),
      ),
    );
    expect(charged).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('a card that asks for 3-D Secure once: set up with authentication, then charged off session', async () => {
    const cus = await stripe.customers.create({});
    const si = await stripe.setupIntents.create({ customer: cus.id });
    const asked = await stripe.setupIntents.confirm(si.id, {
      payment_method: 'pm_card_authenticationRequiredSetupForOffSession',
    });
    expect(asked).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect(stand.authenticate(si.id, true).status).toBe('succeeded');
    const pmId = (await stripe.setupIntents.retrieve(si.id)).payment_method as string;
    const pi = await stripe.paymentIntents.create(
      load(pmId, { amount: 1500, customer: cus.id, off_session: true }),
    );
    expect(pi.status).toBe('succeeded');
    // With the member there, the bank still asks.
    const onSession = await stripe.paymentIntents.create(load(pmId, { amount: 1500, customer: cus.id }));
    expect(onSession.status).toBe('requires_action');
    expect(types()).toEqual([
      'setup_intent.requires_action',
      'setup_intent.succeeded',
      'payment_intent.succeeded',
      'payment_intent.requires_action',
    ]);
  });

  it('a payment that saves the card attaches it to the customer', async () => {
    const cus = await stripe.customers.create({});
    const pi = await stripe.paymentIntents.create(
      load('pm_card_visa', { amount: 5000, customer: cus.id, setup_future_usage: 'off_session' }),
    );
    expect((await stripe.paymentMethods.retrieve(pi.payment_method as string)).customer).toBe(cus.id);
  });

  it('creates PaymentMethods from test card numbers and test tokens, as Stripe.js does', async () => {
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000 0025 0000 3155', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2040 });
    expect((await stripe.paymentIntents.create(load(pm.id))).status).toBe('requires_action');
    const fromToken = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'pm_card_mastercard' },
    });
    expect(fromToken.card?.brand).toBe('mastercard');
    const wrong = await refusal(() =>
      stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424241', exp_month: 1, exp_year: 2040 },
      }),
    );
    expect(wrong).toMatchObject({ statusCode: 402, code: 'incorrect_number' });
    // A card used once without a customer cannot be used again.
    const once = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2040 },
    });
    await stripe.paymentIntents.create(load(once.id));
    expect((await refusal(() => stripe.paymentIntents.create(load(once.id)))).message).toMatch(
      /may not be used again/,
    );
    const attached = await stripe.paymentMethods.attach('pm_card_visa', {
      customer: (await stripe.customers.create({})).id,
    });
    expect(attached.id).not.toBe('pm_card_visa');
  });
});

describe('refunds', () => {
  it('partial, then the rest, then nothing is left; more than is left is refused', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_visa', { amount: 3000 }));
    const part = await stripe.refunds.create(
      { payment_intent: pi.id, amount: 1000 },
      { idempotencyKey: 'r1' },
    );
    expect(part).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 1000,
      payment_intent: pi.id,
    });
    expect((await stripe.refunds.retrieve(part.id)).amount).toBe(1000);
    let ch = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(ch).toMatchObject({ amount_refunded: 1000, refunded: false });

    const over = await refusal(() => stripe.refunds.create({ payment_intent: pi.id, amount: 2500 }));
    expect(over).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const rest = await stripe.refunds.create({ charge: ch.id, reason: 'requested_by_customer' });
    expect(rest.amount).toBe(2000);
    ch = await stripe.charges.retrieve(ch.id);
    expect(ch).toMatchObject({ amount_refunded: 3000, refunded: true });
    const none = await refusal(() => stripe.refunds.create({ payment_intent: pi.id, amount: 1 }));
    expect(none).toMatchObject({ code: 'charge_already_refunded' });

    expect(types()).toEqual(['payment_intent.succeeded', 'charge.refunded', 'charge.refunded']);
    expect(stand.refunds()).toHaveLength(2);
  });

  it('a refund from the dashboard is recorded as one through the API', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_visa', { amount: 3000 }));
    const re = stand.refundFromDashboard(pi.latest_charge as string, 500);
    expect(re).toMatchObject({ amount: 500, charge: pi.latest_charge, payment_intent: pi.id });
    const event = stand.events().at(-1);
    expect(event?.type).toBe('charge.refunded');
    expect(event?.data.object).toMatchObject({ id: pi.latest_charge, amount_refunded: 500 });
    expect(() => stand.refundFromDashboard(pi.latest_charge as string, 9000)).toThrow(
      /greater than unrefunded/,
    );
  });

  it('an intent without a successful charge has nothing to refund', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_authenticationRequired'));
    const e = await refusal(() => stripe.refunds.create({ payment_intent: pi.id }));
    expect(e).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('disputes', () => {
  it('opened and closed, each with its event; a disputed charge cannot be refunded', async () => {
    const pi = await stripe.paymentIntents.create(load('pm_card_visa', { amount: 4000 }));
    const chId = pi.latest_charge as string;
    const dp = stand.openDispute(chId, 4000);
    expect(dp).toMatchObject({ object: 'dispute', status: 'needs_response', amount: 4000, charge: chId });
    expect(dp.id).toMatch(/^dp_/);
    expect((await stripe.charges.retrieve(chId)).disputed).toBe(true);
    const refused = await refusal(() => stripe.refunds.create({ payment_intent: pi.id }));
    expect(refused).toMatchObject({ code: 'charge_disputed' });

    const closed = stand.closeDispute(dp.id, 'lost');
    expect(closed.status).toBe('lost');
    expect((await stripe.disputes.retrieve(dp.id)).status).toBe('lost');
    const events = stand.events();
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'charge.dispute.created',
      'charge.dispute.closed',
    ]);
    expect(events[1]?.data.object).toMatchObject({ id: dp.id, status: 'needs_response' });
    expect(events[2]?.data.object).toMatchObject({ id: dp.id, status: 'lost' });
    expect(() => stand.closeDispute(dp.id, 'won')).toThrow(/already closed/);
  });
});

describe('webhooks', () => {
  it('a signed delivery verifies with constructEvent; a tampered one or another secret does not', async () => {
    await stripe.paymentIntents.create(load('pm_card_visa'), { idempotencyKey: 'k-hook' });
    const [event] = stand.events();
    if (!event) throw new Error('no event');
    expect(event).toMatchObject({ object: 'event', livemode: false, request: { idempotency_key: 'k-hook' } });
    expect(event.id).toMatch(/^evt_/);

    const { payload, header } = stand.signedDelivery(event, { secret: WEBHOOK_SECRET });
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verified = stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET);
    expect(verified).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });
    expect((verified.data.object as Stripe.PaymentIntent).status).toBe('succeeded');
    // Stripe's own test header for the same payload and time is the same.
    const t = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: t })).toBe(
      header,
    );

    const tampered = payload.replace('"succeeded"', '"canceled"');
    expect(() => stripe.webhooks.constructEvent(tampered, header, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = stand.signedDelivery(event, { secret: WEBHOOK_SECRET, timestamp: t - 3600 });
    expect(() => stripe.webhooks.constructEvent(old.payload, old.header, WEBHOOK_SECRET)).toThrow(
      /tolerance/,
    );
  });

  it('deliverTo posts the pending events in order; refused ones are delivered again next time', async () => {
    const received: { type: string }[] = [];
    let refuseNext = true;
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const event = stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          WEBHOOK_SECRET,
        );
        if (event.type === 'charge.refunded' && refuseNext) {
          refuseNext = false;
          res.writeHead(503).end();
          return;
        }
        received.push({ type: event.type });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/v1/webhooks/stripe`;
    try {
      const pi = await stripe.paymentIntents.create(load('pm_card_visa'));
      await stripe.refunds.create({ payment_intent: pi.id, amount: 100 });
      const first = await stand.deliverTo(hookUrl, WEBHOOK_SECRET);
      expect(first.map((d) => [d.type, d.status])).toEqual([
        ['payment_intent.succeeded', 200],
        ['charge.refunded', 503],
      ]);
      stand.openDispute(pi.latest_charge as string);
      const second = await stand.deliverTo(hookUrl, WEBHOOK_SECRET);
      expect(second.map((d) => [d.type, d.status])).toEqual([
        ['charge.refunded', 200],
        ['charge.dispute.created', 200],
      ]);
      expect(received.map((r) => r.type)).toEqual([
        'payment_intent.succeeded',
        'charge.refunded',
        'charge.dispute.created',
      ]);
      expect(await stand.deliverTo(hookUrl, WEBHOOK_SECRET)).toEqual([]);
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe('what Stripe.js does in the browser', () => {
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${stand.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });

  it('with the publishable key: creates a card, confirms an intent with its client secret, nothing else', async () => {
    const pk = stand.publishableKey;
    const pmRes = await post('/v1/payment_methods', {
      key: pk,
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '4',
      'card[exp_year]': '2041',
    });
    expect(pmRes.status).toBe(200);
    expect(pmRes.headers.get('access-control-allow-origin')).toBe('*');
    const pm = (await pmRes.json()) as { id: string; card: { last4: string } };
    expect(pm.card.last4).toBe('4242');

    const pi = await stripe.paymentIntents.create({ amount: 1200, currency: 'cad' });
    const wrong = await post(`/v1/payment_intents/${pi.id}/confirm`, {
      key: pk,
      client_secret: `${pi.id}_secret_wrong`,
      payment_method: pm.id,
    });
    expect(wrong.status).toBe(400);
    const confirmed = await post(
      `/v1/payment_intents/${pi.id}/confirm`,
      { client_secret: pi.client_secret as string, payment_method: pm.id },
      { authorization: `Bearer ${pk}` },
    );
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
    const read = await fetch(
      `${stand.url}/v1/payment_intents/${pi.id}?key=${pk}&client_secret=${pi.client_secret}`,
    );
    expect(((await read.json()) as { status: string }).status).toBe('succeeded');

    const customers = await post('/v1/customers', { key: pk, email: 'x@y.test' });
    expect(customers.status).toBe(401);
    const noSecret = await post(`/v1/payment_intents/${pi.id}/confirm`, { key: pk });
    expect(noSecret.status).toBe(401);
  });

  it('answers the browser’s preflight, and its bank page completes 3-D Secure over HTTP', async () => {
    const pre = await fetch(`${stand.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/);

    const pi = await stripe.paymentIntents.create(load('pm_card_authenticationRequired'));
    const failed = await post(`/_stand-in/authenticate/${pi.id}`, { ok: 'false' });
    expect(((await failed.json()) as { status: string }).status).toBe('requires_payment_method');
    const again = await post(`/_stand-in/authenticate/${pi.id}`, { ok: 'true' });
    expect(again.status).toBe(400);
    const retry = await stripe.paymentIntents.confirm(pi.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(retry.status).toBe('requires_action');
    const passed = await post(`/_stand-in/authenticate/${pi.id}`, { ok: 'true' });
    expect(((await passed.json()) as { status: string }).status).toBe('succeeded');
  });
});

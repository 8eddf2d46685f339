/**
 * Loading BITS with Stripe (PAYMENTS_PROVIDER=stripe) against a local stand-in of Stripe's API, through
 * Stripe's own library: a card entered in Stripe's field (a PaymentMethod), declines, the bank's check
 * (3-D Secure) completed by the member and then the same request again, retries with the same key,
 * Stripe unreachable, the job, and Stripe's events at the webhook (signed, late, twice, out of order).
 * No request may lose, create or duplicate BITS: the ledger invariants are checked after every test.
 */
import { randomUUID } from 'node:crypto';
import { CARD_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bitsLoads, paymentCards, processorCustomers, processorEvents } from '../../src/db/schema.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { ABANDON_AFTER_MS } from '../../src/modules/wallet/loads.service.ts';
import { reconcileLoads } from '../../src/modules/wallet/wallet.jobs.ts';
import { call, freshIp, send, testIdempotencyKey } from '../helper.ts';
import type { StandInEvent } from '../stripe-stand-in.ts';
import { EVERY_PENDING_LOAD } from './ledger-helpers.ts';
import {
  browserMethod as cardInStripeField,
  deliver as deliverTo,
  type Member,
  memberWithPin,
  PIN,
  stripeApp,
  WEBHOOK_SECRET,
} from './stripe-helpers.ts';

const { stripe, app, db } = await stripeApp();
const member = () => memberWithPin(app, 'stripe');

const loadBits = (m: Member, body: Record<string, unknown>, key: string = testIdempotencyKey()) =>
  call(app, 'loadBits', {
    as: m.h,
    body: { pin: PIN, ...body },
    idempotencyKey: key,
    remoteAddress: freshIp(),
  });
const balance = async (m: Member) => Number(await balanceOf(db, m.id));
const loadsOf = (m: Member) => db.select().from(bitsLoads).where(eq(bitsLoads.userId, m.id));
const intentsOf = (m: Member) => stripe.paymentIntents().filter((pi) => pi.metadata?.userId === m.id);

const deliver = (event: StandInEvent, secret?: string) => deliverTo(app, stripe, event, secret);
const browserMethod = (testCard: string) => cardInStripeField(stripe, testCard);

const eventsFor = (paymentIntentId: string, type?: string) =>
  stripe
    .events()
    .filter(
      (e) =>
        (e.data.object as { id?: string }).id === paymentIntentId && (type === undefined || e.type === type),
    );

describe('loading BITS with a card entered in Stripe’s field', () => {
  it('pays once with the member’s key passed on to Stripe, and credits the BITS once', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const res = await loadBits(m, { amountCents: 2_500, paymentMethodId: 'pm_card_visa' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.load).toMatchObject({
      status: 'SUCCESSFUL',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(await balance(m)).toBe(2_500);

    const [pi] = intentsOf(m);
    expect(intentsOf(m)).toHaveLength(1);
    expect(pi).toMatchObject({ amount: 2_500, currency: 'cad', status: 'succeeded' });
    const [load] = await loadsOf(m);
    expect(load).toMatchObject({ paymentRef: pi!.id, status: 'SUCCESSFUL' });
    expect(load?.chargeId).toBe(pi!.latest_charge);
    // Stripe was asked with a key made of the member's own.
    const created = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(created?.idempotencyKey).toBe(`load:${m.id}:${key}`);
    // The member is one customer at Stripe, kept for the next payment.
    const [customer] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, m.id));
    expect(customer?.customerRef).toBe(pi!.customer);

    // The same request again answers the same, and pays nothing more.
    const again = await loadBits(m, { amountCents: 2_500, paymentMethodId: 'pm_card_visa' }, key);
    expect(again.json()).toEqual(res.json());
    expect(intentsOf(m)).toHaveLength(1);
    expect(await balance(m)).toBe(2_500);
  });

  it('keeps the card for later only when asked: attached to the member’s customer at Stripe', async () => {
    const m = await member();
    const method = await browserMethod('pm_card_mastercard');
    const res = await loadBits(m, { amountCents: 1_000, paymentMethodId: method, saveCard: true });
    expect(res.statusCode, res.body).toBe(200);
    const cards = await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      processor: 'stripe',
      processorToken: method,
      brand: 'Mastercard',
      deletedAt: null,
    });
    const [pi] = intentsOf(m);
    expect(pi?.setup_future_usage).toBe('off_session');
    expect(stripe.find(cards[0]!.processorToken)).toMatchObject({ customer: pi!.customer });

    // Not asked: the card stays hidden, and Stripe is not told to keep it.
    const other = await member();
    await loadBits(other, { amountCents: 1_000, paymentMethodId: 'pm_card_visa' });
    expect(intentsOf(other)[0]?.setup_future_usage ?? null).toBeNull();
    const hidden = await db.select().from(paymentCards).where(eq(paymentCards.userId, other.id));
    expect(hidden.every((c) => c.deletedAt !== null)).toBe(true);
  });

  it('answers a decline as today’s card errors, the same on every retry, and credits nothing', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    let res = await loadBits(m, { amountCents: 1_500, paymentMethodId: 'pm_card_chargeDeclined' }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: ERROR_MESSAGES.cardDeclined });
    res = await loadBits(m, { amountCents: 1_500, paymentMethodId: 'pm_card_chargeDeclined' }, key);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect(intentsOf(m)).toHaveLength(1);

    res = await loadBits(m, {
      amountCents: 1_500,
      paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(res.json().code).toBe('CARD_INSUFFICIENT_FUNDS');
    res = await loadBits(m, { amountCents: 1_500, paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' });
    expect(res.json()).toMatchObject({ code: 'CARD_INVALID', message: CARD_MESSAGES.expired });
    expect(await balance(m)).toBe(0);
    expect((await loadsOf(m)).map((l) => l.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  });

  it('asks the member to confirm with their bank, then the same request credits once', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { amountCents: 4_000, paymentMethodId: 'pm_card_authenticationRequired' };
    let res = await loadBits(m, body, key);
    expect(res.statusCode).toBe(402);
    const [pi] = intentsOf(m);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
      message: ERROR_MESSAGES.paymentActionRequired,
      action: { type: 'authenticate', clientSecret: pi!.client_secret },
    });
    expect(await balance(m)).toBe(0);
    expect((await loadsOf(m))[0]).toMatchObject({ status: 'PROCESSING', paymentRef: pi!.id });
    // Asked again before confirming: the same question, no second payment.
    res = await loadBits(m, body, key);
    expect(res.json().code).toBe('PAYMENT_ACTION_REQUIRED');

    stripe.authenticate(pi!.id, true);
    res = await loadBits(m, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(m)).toBe(4_000);
    res = await loadBits(m, body, key);
    expect(res.statusCode).toBe(200);
    expect(intentsOf(m)).toHaveLength(1);
    expect(await balance(m)).toBe(4_000);
  });

  it('fails the load when the bank’s check fails; the secret never reaches the stored answers', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { amountCents: 3_000, paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await loadBits(m, body, key)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    const res = await loadBits(m, body, key);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect(await balance(m)).toBe(0);
    const stored = await db.execute(
      `select response::text as r from idempotency_keys where response::text like '%secret%'`,
    );
    expect(JSON.stringify(stored)).not.toContain(pi!.client_secret);
  });

  it('cancels a payment whose bank check failed, so it can never be made later', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { amountCents: 2_200, paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await loadBits(m, body, key)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    expect((await loadBits(m, body, key)).json().code).toBe('CARD_DECLINED');
    expect(stripe.find(pi!.id)).toMatchObject({ status: 'canceled' });
    // Confirming it with the client secret and another card is refused by Stripe now.
    const confirm = await fetch(`${stripe.url}/v1/payment_intents/${pi!.id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_method: 'pm_card_visa' }).toString(),
    });
    expect(confirm.status).toBe(400);
    expect(await balance(m)).toBe(0);
  });

  it('refunds a payment that succeeded after its load had failed: the member never got BITS for it', async () => {
    const m = await member();
    const body = { amountCents: 1_300, paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await loadBits(m, body)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    // The load failed here (say Stripe could not be reached to cancel it), while the payment stayed open.
    await db
      .update(bitsLoads)
      .set({ status: 'FAILED', failureCode: 'CARD_DECLINED' })
      .where(eq(bitsLoads.userId, m.id));
    stripe.authenticate(pi!.id, true);
    const res = await deliver(eventsFor(pi!.id, 'payment_intent.succeeded')[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect((await loadsOf(m))[0]).toMatchObject({ status: 'REFUND', failureCode: 'REFUNDED' });
    const charge = (stripe.find(pi!.id) as { latest_charge?: string }).latest_charge;
    expect(stripe.refunds().filter((r) => r.payment_intent === pi!.id || r.charge === charge)).toHaveLength(
      1,
    );
    expect(await balance(m)).toBe(0);
  });

  it('refuses the same key with another card entered in Stripe’s field', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const first = await browserMethod('pm_card_authenticationRequired');
    expect((await loadBits(m, { amountCents: 1_000, paymentMethodId: first }, key)).json().code).toBe(
      'PAYMENT_ACTION_REQUIRED',
    );
    const other = await browserMethod('pm_card_visa');
    const res = await loadBits(m, { amountCents: 1_000, paymentMethodId: other }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(intentsOf(m)).toHaveLength(1);
  });

  it('refuses another member’s saved card, before anything is paid', async () => {
    const owner = await member();
    await loadBits(owner, {
      amountCents: 1_000,
      paymentMethodId: await browserMethod('pm_card_visa'),
      saveCard: true,
    });
    const [saved] = await db.select().from(paymentCards).where(eq(paymentCards.userId, owner.id));
    const thief = await member();
    const res = await loadBits(thief, { amountCents: 1_000, paymentMethodId: saved!.processorToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CARD_INVALID');
    expect(await loadsOf(thief)).toEqual([]);
    expect(intentsOf(thief)).toEqual([]);
  });

  it('keeps a load Stripe could not be reached for, and pays it once on the retry', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { amountCents: 1_200, paymentMethodId: 'pm_card_visa' };
    // Stripe answers errors to the first call and the library's two retries.
    stripe.failNext(3);
    let res = await loadBits(m, body, key);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(await balance(m)).toBe(0);
    res = await loadBits(m, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(intentsOf(m)).toHaveLength(1);
    expect(await balance(m)).toBe(1_200);
  });

  it('refuses a card number (it goes in Stripe’s field) and a payment method that is not one', async () => {
    const m = await member();
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'S C' };
    let res = await loadBits(m, { amountCents: 1_000, card });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_MESSAGES.secureField);
    res = await loadBits(m, { amountCents: 1_000, paymentMethodId: 'tok_visa' });
    expect(res.statusCode).toBe(400);
    res = await loadBits(m, { amountCents: 1_000, paymentMethodId: 'pm_card_visa', cardId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(await loadsOf(m)).toEqual([]);
    expect(intentsOf(m)).toEqual([]);
  });
});

describe('the job and Stripe’s events', () => {
  it('settles a confirmed payment the member never came back for, once, from the job or the event', async () => {
    const m = await member();
    const body = { amountCents: 2_000, paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await loadBits(m, body)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, true);

    // The event, delivered twice: applied once.
    const [succeeded] = eventsFor(pi!.id, 'payment_intent.succeeded');
    let res = await deliver(succeeded!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'APPLIED' });
    expect(await balance(m)).toBe(2_000);
    res = await deliver(succeeded!);
    expect(res.json().outcome).toBe('ALREADY_APPLIED');
    // The job finds nothing left to do.
    await reconcileLoads(db, EVERY_PENDING_LOAD);
    expect(await balance(m)).toBe(2_000);
    const [row] = await db.select().from(processorEvents).where(eq(processorEvents.id, succeeded!.id));
    expect(row).toMatchObject({ outcome: 'APPLIED', attempts: 1 });
    // Kept for the record without the payment's client secret.
    expect(JSON.stringify(succeeded!.data.object)).toContain('client_secret');
    expect(JSON.stringify(row!.payload)).not.toContain('client_secret');
  });

  it('reads the payment from Stripe, not from the event: an old event after a newer one changes nothing', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { amountCents: 1_100, paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await loadBits(m, body, key)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, true);
    const succeeded = eventsFor(pi!.id, 'payment_intent.succeeded')[0]!;
    const requiresAction = eventsFor(pi!.id, 'payment_intent.requires_action')[0];
    expect((await deliver(succeeded)).statusCode).toBe(200);
    // An earlier event arriving last.
    if (requiresAction) expect((await deliver(requiresAction)).statusCode).toBe(200);
    expect(await balance(m)).toBe(1_100);
    expect((await loadBits(m, body, key)).statusCode).toBe(200);
    expect(await balance(m)).toBe(1_100);
  });

  it('fails a load whose payment failed at Stripe, with the member told once', async () => {
    const m = await member();
    expect(
      (await loadBits(m, { amountCents: 900, paymentMethodId: 'pm_card_authenticationRequired' })).statusCode,
    ).toBe(402);
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    const failed = eventsFor(pi!.id, 'payment_intent.payment_failed').at(-1)!;
    expect((await deliver(failed)).json().outcome).toBe('APPLIED');
    expect((await deliver(failed)).json().outcome).toBe('ALREADY_APPLIED');
    expect((await loadsOf(m))[0]).toMatchObject({ status: 'FAILED', failureCode: 'CARD_DECLINED' });
    const notices = await call(app, 'listNotifications', { as: m.h, query: { userId: m.id } });
    expect(notices.statusCode).toBe(200);
    expect((JSON.stringify(notices.json()).match(/"BITS_LOAD_FAILED"/g) ?? []).length).toBe(1);
    expect(await balance(m)).toBe(0);
  });

  it('cancels a payment left unconfirmed for too long, so it can never be taken later', async () => {
    const m = await member();
    expect(
      (await loadBits(m, { amountCents: 700, paymentMethodId: 'pm_card_authenticationRequired' })).statusCode,
    ).toBe(402);
    const [pi] = intentsOf(m);
    // Stripe's event that the bank asks for a check: nothing is credited.
    const asking = eventsFor(pi!.id, 'payment_intent.requires_action')[0];
    expect(asking).toBeDefined();
    expect((await deliver(asking!)).statusCode).toBe(200);
    expect(await balance(m)).toBe(0);
    // Within the hour: left as it is.
    expect((await reconcileLoads(db, EVERY_PENDING_LOAD)).stillProcessing).toBeGreaterThanOrEqual(1);
    // Not credited while the payment is not made.
    expect((await loadsOf(m))[0]).toMatchObject({ status: 'PROCESSING', transactionId: null });
    expect(await balance(m)).toBe(0);
    expect(stripe.find(pi!.id)).toMatchObject({ status: 'requires_action' });
    const later = new Date(Date.now() + ABANDON_AFTER_MS + 60_000);
    await reconcileLoads(db, { ...EVERY_PENDING_LOAD, now: later });
    expect(stripe.find(pi!.id)).toMatchObject({ status: 'canceled' });
    expect((await loadsOf(m))[0]?.status).toBe('FAILED');
    expect(await balance(m)).toBe(0);
  });

  it('refuses an event not signed with the webhook’s secret, or not signed at all, and changes nothing', async () => {
    const m = await member();
    expect(
      (await loadBits(m, { amountCents: 600, paymentMethodId: 'pm_card_authenticationRequired' })).statusCode,
    ).toBe(402);
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, true);
    const succeeded = eventsFor(pi!.id, 'payment_intent.succeeded')[0]!;
    let res = await deliver(succeeded, 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    const { payload, header } = stripe.signedDelivery(succeeded, { secret: WEBHOOK_SECRET });
    const post = (headers: Record<string, string>, rawBody: string) =>
      send(app, 'POST', '/v1/payments/stripe/webhook', null, rawBody, { headers });
    // The signed body changed on the way.
    res = await post(
      { 'content-type': 'application/json', 'stripe-signature': header },
      payload.replace('"succeeded"', '"canceled"'),
    );
    expect(res.statusCode).toBe(400);
    res = await post({ 'content-type': 'application/json' }, payload);
    expect(res.statusCode).toBe(400);
    res = await post({ 'content-type': 'text/plain', 'stripe-signature': header }, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    res = await post({ 'content-type': 'application/json', 'stripe-signature': header }, 'x'.repeat(600_000));
    expect(res.statusCode).toBe(413);
    // A signature from long ago (a replayed delivery) is refused too.
    const old = stripe.signedDelivery(succeeded, {
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    res = await post({ 'content-type': 'application/json', 'stripe-signature': old.header }, old.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(await balance(m)).toBe(0);
    expect(await db.select().from(processorEvents).where(eq(processorEvents.id, succeeded.id))).toEqual([]);
  });
});

/**
 * The membership and saved cards with Stripe (PAYMENTS_PROVIDER=stripe) against a local stand-in of
 * Stripe's API, through Stripe's own library: paying the membership with a card entered in Stripe's field
 * (a PaymentMethod) or a saved card, declines, the bank's check (3-D Secure) completed by the member and then
 * the same request again, retries with the same key (one payment at Stripe, also after a failure Stripe's
 * event or the job applied), cards saved through a SetupIntent (only the member's own, only once it
 * succeeded), a removed card detached at Stripe, Stripe's events settling a membership payment once (one
 * taken after its charge failed is refunded), and the member's customer made again when their details
 * changed after a lost answer. The embedded sandbox refuses Stripe's ways in.
 */
import { randomUUID } from 'node:crypto';
import { CARD_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStripeProcessor } from '../../src/adapters/payments-stripe.ts';
import {
  cardCharges,
  paymentCards,
  processorCustomers,
  subscriptions,
  userProfiles,
  users,
} from '../../src/db/schema.ts';
import { reconcileMembershipCharges } from '../../src/modules/membership/membership.jobs.ts';
import {
  MEMBERSHIP_ABANDON_AFTER_MS,
  MEMBERSHIP_RECONCILE_AFTER_MS,
} from '../../src/modules/membership/membership.service.ts';
import { build, call, createUser, testIdempotencyKey } from '../helper.ts';
import type { StandInEvent } from '../stripe-stand-in.ts';
import { card } from './membership-helpers.ts';
import { browserMethod as cardInStripeField, deliver as deliverTo, stripeApp } from './stripe-helpers.ts';

const { stripe, app, db } = await stripeApp();
let seq = 0;

interface Member {
  id: string;
  h: Record<string, string>;
}

async function member(stage = 'SUBSCRIPTION'): Promise<Member> {
  const s = await createUser(app, {
    email: `stripe-membership${++seq}-${randomUUID().slice(0, 6)}@example.com`,
    password: 'StripeTests#1',
    stage,
    firstName: 'Mona',
    lastName: 'Member',
  });
  return { id: s.user.id, h: s.headers };
}

const subscribe = (m: Member, body: Record<string, unknown>, key: string = testIdempotencyKey()) =>
  call(app, 'subscribe', { as: m.h, body, idempotencyKey: key });
const renew = (m: Member, body: Record<string, unknown>, key: string = testIdempotencyKey()) =>
  call(app, 'renewSubscription', { as: m.h, body, idempotencyKey: key });
const addCard = (m: Member, body: Record<string, unknown>) => call(app, 'addCard', { as: m.h, body });
const createSetup = (m: Member) => call(app, 'createCardSetup', { as: m.h });

const chargesOf = (m: Member) => db.select().from(cardCharges).where(eq(cardCharges.userId, m.id));
const cardsOf = (m: Member) => db.select().from(paymentCards).where(eq(paymentCards.userId, m.id));
const subOf = async (m: Member) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, m.id)))[0];
const stageOf = async (m: Member) =>
  (await db.select().from(users).where(eq(users.id, m.id)))[0]?.checkOutStatus;
const intentsOf = (m: Member) =>
  stripe.paymentIntents().filter((pi) => pi.metadata?.userId === m.id && pi.metadata?.kind === 'membership');

/** Posts `event` to the webhook as Stripe would. */
const deliver = (event: StandInEvent, secret?: string) => deliverTo(app, stripe, event, secret);
const eventsFor = (id: string, type: string) =>
  stripe.events().filter((e) => (e.data.object as { id?: string }).id === id && e.type === type);

const browserMethod = (testCard: string) => cardInStripeField(stripe, testCard);

/** What Stripe.js does with the publishable key: `confirmCardSetup(clientSecret, { payment_method })`. */
async function browserConfirmSetup(setupIntentId: string, clientSecret: string, paymentMethod: string) {
  const res = await fetch(`${stripe.url}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }).toString(),
  });
  return res.status;
}

/** What Stripe.js does with a PaymentIntent's client secret: `confirmCardPayment(secret, { payment_method })`. */
async function browserConfirm(pi: { id: string; client_secret: string | null }, paymentMethod: string) {
  const res = await fetch(`${stripe.url}/v1/payment_intents/${pi.id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: pi.client_secret ?? '',
      payment_method: paymentMethod,
    }).toString(),
  });
  return res.status;
}

/** A card saved the Stripe way: a setup from our server, confirmed in the browser, named to addCard. */
async function saveThroughSetup(
  m: Member,
  paymentMethod = 'pm_card_visa',
  extra: Record<string, unknown> = {},
) {
  const setup = await createSetup(m);
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupIntentId, clientSecret } = setup.json().data;
  expect(await browserConfirmSetup(setupIntentId, clientSecret, paymentMethod)).toBe(200);
  return addCard(m, { setupIntentId, ...extra });
}

describe('paying the membership with a card entered in Stripe’s field', () => {
  it('pays once with a key made of the member’s, activates the membership and keeps the card', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const method = await browserMethod('pm_card_visa');
    const res = await subscribe(m, { paymentMethodId: method }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.membership).toMatchObject({ status: 'ACTIVE', hasAccess: true });
    expect(res.json().data.charge).toMatchObject({
      status: 'SUCCEEDED',
      cardBrand: 'Visa',
      cardLast4: '4242',
    });
    expect(await stageOf(m)).toBe('PIN_SETUP');

    expect(intentsOf(m)).toHaveLength(1);
    const [pi] = intentsOf(m);
    expect(pi).toMatchObject({ amount: 999, currency: 'cad', status: 'succeeded' });
    // Kept with the member's customer for later payments.
    expect(pi?.setup_future_usage).toBe('off_session');
    const [customer] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, m.id));
    expect(pi?.customer).toBe(customer?.customerRef);
    const created = stripe.calls.find(
      (c) => c.method === 'POST' && c.path === '/v1/payment_intents' && c.idempotencyKey?.includes(m.id),
    );
    const [charge] = await chargesOf(m);
    expect(created?.idempotencyKey).toBe(`membership:${charge!.id}:${m.id}:${key}`);
    expect(charge).toMatchObject({
      status: 'SUCCEEDED',
      paymentRef: pi!.id,
      processorChargeId: pi!.latest_charge,
    });

    // The new card is saved (the first: the default) and pays the membership.
    const cards = await cardsOf(m);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      processor: 'stripe',
      processorToken: method,
      brand: 'Visa',
      isDefault: true,
      deletedAt: null,
    });
    expect((await subOf(m))?.cardId).toBe(cards[0]!.id);
    expect(stripe.find(cards[0]!.processorToken)).toMatchObject({ customer: customer!.customerRef });

    // The same request again answers the same, and pays nothing more.
    const again = await subscribe(m, { paymentMethodId: method }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.charge).toEqual(res.json().data.charge);
    expect(intentsOf(m)).toHaveLength(1);
  });

  it('answers a decline as today’s card errors, saves no card, and answers that refusal to the same key', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    let res = await subscribe(m, { paymentMethodId: 'pm_card_chargeDeclined' }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: ERROR_MESSAGES.cardDeclined });
    // Refused, and cancelled at Stripe so that it can never be taken later.
    expect(intentsOf(m)[0]?.status).toBe('canceled');
    res = await subscribe(m, { paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect(res.json().code).toBe('CARD_INSUFFICIENT_FUNDS');
    res = await subscribe(m, { paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' });
    expect(res.json()).toMatchObject({ code: 'CARD_INVALID', message: CARD_MESSAGES.expired });
    expect((await chargesOf(m)).map((c) => c.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect(await call(app, 'listCards', { as: m.h }).then((r) => r.json().data)).toEqual([]);
    expect(await subOf(m)).toBeUndefined();
    expect(await stageOf(m)).toBe('SUBSCRIPTION');

    // The key stays the declined payment's: the same request answers the same refusal, another card with
    // it is refused, and neither pays again. Another attempt takes another key.
    res = await subscribe(m, { paymentMethodId: 'pm_card_chargeDeclined' }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: ERROR_MESSAGES.cardDeclined });
    res = await subscribe(m, { paymentMethodId: 'pm_card_visa' }, key);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(intentsOf(m)).toHaveLength(3);
    res = await subscribe(m, { paymentMethodId: 'pm_card_visa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(intentsOf(m)).toHaveLength(4);
  });

  it('asks the member to confirm with their bank, then the same request activates the membership once', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { paymentMethodId: 'pm_card_authenticationRequired', makeDefault: true };
    let res = await subscribe(m, body, key);
    expect(res.statusCode).toBe(402);
    const [pi] = intentsOf(m);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
      message: ERROR_MESSAGES.paymentActionRequired,
      action: { type: 'authenticate', clientSecret: pi!.client_secret },
    });
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'PENDING', paymentRef: pi!.id });
    expect(await subOf(m)).toBeUndefined();
    // The card is not shown while it is not paid.
    expect((await call(app, 'listCards', { as: m.h })).json().data).toEqual([]);
    // Asked again before confirming: the same question, no second payment.
    res = await subscribe(m, body, key);
    expect(res.json().code).toBe('PAYMENT_ACTION_REQUIRED');

    stripe.authenticate(pi!.id, true);
    res = await subscribe(m, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.membership.status).toBe('ACTIVE');
    expect(await stageOf(m)).toBe('PIN_SETUP');
    res = await subscribe(m, body, key);
    expect(res.statusCode).toBe(200);
    expect(intentsOf(m)).toHaveLength(1);
    expect(await chargesOf(m)).toHaveLength(1);
    // The secret went to the member's answer only, never to the stored answers.
    const stored = await db.execute(`select response::text as r from idempotency_keys`);
    expect(JSON.stringify(stored)).not.toContain(pi!.client_secret);
  });

  it('fails the charge when the bank’s check fails: no membership, no card', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await subscribe(m, body, key)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    stripe.authenticate(intentsOf(m)[0]!.id, false);
    let res = await subscribe(m, body, key);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'FAILED', idempotencyKey: key });
    expect(await subOf(m)).toBeUndefined();
    expect((await call(app, 'listCards', { as: m.h })).json().data).toEqual([]);
    // Cancelled at Stripe first: the browser, which still has the client secret, cannot pay it any more.
    expect(intentsOf(m)[0]?.status).toBe('canceled');
    expect(await browserConfirm(intentsOf(m)[0]!, 'pm_card_visa')).toBe(400);
    // Sent once more, as the browser does after a failed check: the same refusal, nothing paid.
    res = await subscribe(m, body, key);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect(intentsOf(m)).toHaveLength(1);
    expect(await chargesOf(m)).toHaveLength(1);
  });

  it('keeps a payment Stripe could not be reached for, and pays it once on the retry', async () => {
    const m = await member();
    const saved = await saveThroughSetup(m);
    const cardId = saved.json().data.id as string;
    const key = testIdempotencyKey();
    // Stripe answers errors to the payment and the library's two retries.
    stripe.failNext(3);
    let res = await subscribe(m, { cardId }, key);
    expect(res.statusCode).toBe(503);
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'PENDING', paymentRef: null });
    expect(await subOf(m)).toBeUndefined();
    // The same key for another card is another request.
    res = await subscribe(m, { paymentMethodId: await browserMethod('pm_card_mastercard') }, key);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    res = await subscribe(m, { cardId }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(intentsOf(m)).toHaveLength(1);
    expect(await chargesOf(m)).toHaveLength(1);
  });

  it('refuses a card number (it goes in Stripe’s field), and renews with a new card or the saved one', async () => {
    const m = await member();
    let res = await subscribe(m, { card: card() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_MESSAGES.secureField);
    expect(await chargesOf(m)).toEqual([]);

    expect((await subscribe(m, { paymentMethodId: await browserMethod('pm_card_visa') })).statusCode).toBe(
      200,
    );
    const firstEnd = (await subOf(m))!.currentPeriodEnd;
    // Renewed with the membership's saved card: charged with the member's customer named.
    res = await renew(m, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await subOf(m))!.currentPeriodEnd.getTime()).toBeGreaterThan(firstEnd.getTime());
    const [first, second] = intentsOf(m);
    expect(second).toMatchObject({ customer: first!.customer, payment_method: first!.payment_method });
    expect(second?.setup_future_usage ?? null).toBeNull();
    // And with a new card from Stripe's field.
    res = await renew(m, { paymentMethodId: await browserMethod('pm_card_mastercard') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.charge).toMatchObject({ cardBrand: 'Mastercard' });
    expect((await call(app, 'listCards', { as: m.h })).json().data).toHaveLength(2);
    res = await renew(m, { paymentMethodId: 'pm_card_visa', cardId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.cardId).toEqual([CARD_MESSAGES.oneCard]);
  });
});

describe('saved cards through Stripe’s SetupIntents', () => {
  it('saves a card the member’s browser set up, once, with the member’s customer', async () => {
    const m = await member('COMPLETED');
    const setup = await createSetup(m);
    expect(setup.statusCode, setup.body).toBe(200);
    const { setupIntentId, clientSecret } = setup.json().data;
    expect(setupIntentId).toMatch(/^seti_/);
    const [customer] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, m.id));
    expect(stripe.find(setupIntentId)).toMatchObject({
      customer: customer!.customerRef,
      usage: 'off_session',
    });
    expect(clientSecret).toBe((stripe.find(setupIntentId) as { client_secret: string }).client_secret);

    expect(await browserConfirmSetup(setupIntentId, clientSecret, 'pm_card_mastercard')).toBe(200);
    const res = await addCard(m, { setupIntentId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ brand: 'Mastercard', last4: '4444', isDefault: true });
    const [row] = await cardsOf(m);
    expect(row).toMatchObject({ processor: 'stripe' });
    expect(row?.processorToken).toMatch(/^pm_/);
    expect(stripe.find(row!.processorToken)).toMatchObject({ customer: customer!.customerRef });
    // The same setup named again saves nothing more.
    expect((await addCard(m, { setupIntentId })).json().data.id).toBe(row!.id);
    expect(await cardsOf(m)).toHaveLength(1);
  });

  it('refuses another member’s setup, a setup not completed, and one that failed', async () => {
    const owner = await member('COMPLETED');
    const other = await member('COMPLETED');
    const theirs = (await createSetup(owner)).json().data;
    expect(await browserConfirmSetup(theirs.setupIntentId, theirs.clientSecret, 'pm_card_visa')).toBe(200);
    let res = await addCard(other, { setupIntentId: theirs.setupIntentId });
    expect(res.statusCode).toBe(404);
    expect(await cardsOf(other)).toEqual([]);

    // Set up in our server, never confirmed in the browser.
    const unfinished = (await createSetup(other)).json().data;
    res = await addCard(other, { setupIntentId: unfinished.setupIntentId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: CARD_MESSAGES.setupNotFinished });

    // The card was refused while it was set up.
    const refused = (await createSetup(other)).json().data;
    expect(
      await browserConfirmSetup(refused.setupIntentId, refused.clientSecret, 'pm_card_chargeDeclined'),
    ).toBe(402);
    res = await addCard(other, { setupIntentId: refused.setupIntentId });
    expect(res.json().code).toBe('CARD_DECLINED');

    // The bank's check in the browser, failed, then passed on another setup.
    const checked = (await createSetup(other)).json().data;
    await browserConfirmSetup(checked.setupIntentId, checked.clientSecret, 'pm_card_authenticationRequired');
    stripe.authenticate(checked.setupIntentId, false);
    expect((await addCard(other, { setupIntentId: checked.setupIntentId })).json().code).toBe(
      'CARD_DECLINED',
    );
    const passed = (await createSetup(other)).json().data;
    await browserConfirmSetup(passed.setupIntentId, passed.clientSecret, 'pm_card_authenticationRequired');
    stripe.authenticate(passed.setupIntentId, true);
    expect((await addCard(other, { setupIntentId: passed.setupIntentId })).statusCode).toBe(200);

    // A setup id Stripe does not know, and a card number.
    res = await addCard(other, { setupIntentId: 'seti_nothing_of_the_kind' });
    expect(res.statusCode).toBe(404);
    res = await addCard(other, card());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_MESSAGES.secureField);
    expect(await cardsOf(other)).toHaveLength(1);
  });

  it('pays the membership with a saved card, its customer named, and detaches a removed card at Stripe', async () => {
    const m = await member();
    const saved = await saveThroughSetup(m);
    expect(saved.statusCode, saved.body).toBe(200);
    const cardId = saved.json().data.id as string;
    const res = await subscribe(m, { cardId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.membership.card).toMatchObject({ id: cardId, removed: false });
    const [pi] = intentsOf(m);
    const [row] = await cardsOf(m);
    expect(pi).toMatchObject({ payment_method: row!.processorToken, status: 'succeeded' });
    expect(pi?.customer).toBe((stripe.find(row!.processorToken) as { customer: string }).customer);

    // The card paying the membership goes only once another card is saved; then it is detached at Stripe.
    const second = await saveThroughSetup(m, 'pm_card_mastercard', { makeDefault: true });
    expect(second.json().data.isDefault).toBe(true);
    const del = await call(app, 'deleteCard', { as: m.h, params: { id: cardId } });
    expect(del.statusCode, del.body).toBe(200);
    expect(stripe.find(row!.processorToken)).toMatchObject({ customer: null });
    expect((await subOf(m))?.cardId).toBe(second.json().data.id);
  });
});

describe('Stripe’s events and the job', () => {
  it('activates the membership from Stripe’s event once, when the member never came back', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await subscribe(m, body, key)).statusCode).toBe(402);
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, true);
    const [succeeded] = eventsFor(pi!.id, 'payment_intent.succeeded');
    let res = await deliver(succeeded!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'APPLIED' });
    const sub = await subOf(m);
    expect(sub?.status).toBe('ACTIVE');
    expect(await stageOf(m)).toBe('PIN_SETUP');
    expect((await call(app, 'listCards', { as: m.h })).json().data).toHaveLength(1);
    res = await deliver(succeeded!);
    expect(res.json().outcome).toBe('ALREADY_APPLIED');
    // The member's retry answers the membership, and does not pay or extend it again.
    res = await subscribe(m, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect((await subOf(m))?.currentPeriodEnd).toEqual(sub?.currentPeriodEnd);
    expect(await chargesOf(m)).toHaveLength(1);
    expect(intentsOf(m)).toHaveLength(1);
  });

  it('applies an event that came before the request stored the payment’s reference, found by its charge', async () => {
    const m = await member();
    expect((await subscribe(m, { paymentMethodId: 'pm_card_authenticationRequired' })).statusCode).toBe(402);
    const [pi] = intentsOf(m);
    // As if Stripe's event had been sent before our request wrote the reference down.
    await db.update(cardCharges).set({ paymentRef: null }).where(eq(cardCharges.userId, m.id));
    stripe.authenticate(pi!.id, true);
    const res = await deliver(eventsFor(pi!.id, 'payment_intent.succeeded')[0]!);
    expect(res.json().outcome).toBe('APPLIED');
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'SUCCEEDED', paymentRef: pi!.id });
    expect((await subOf(m))?.status).toBe('ACTIVE');
    // Asked again with the same key: Stripe's answer replayed, no second payment.
    expect(intentsOf(m)).toHaveLength(1);
  });

  it('fails a charge whose payment failed at Stripe; a load’s event is not a membership’s', async () => {
    const m = await member();
    expect((await subscribe(m, { paymentMethodId: 'pm_card_authenticationRequired' })).statusCode).toBe(402);
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    const failed = eventsFor(pi!.id, 'payment_intent.payment_failed').at(-1)!;
    expect((await deliver(failed)).json().outcome).toBe('APPLIED');
    expect((await deliver(failed)).json().outcome).toBe('ALREADY_APPLIED');
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'FAILED', failureCode: 'CARD_DECLINED' });
    expect(await subOf(m)).toBeUndefined();
  });

  it('answers the browser’s re-send after Stripe’s event failed the payment with its refusal, paying nothing more', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await subscribe(m, body, key)).statusCode).toBe(402);
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    // Stripe's event comes before the browser sends the request again.
    const failed = eventsFor(pi!.id, 'payment_intent.payment_failed').at(-1)!;
    expect((await deliver(failed)).json().outcome).toBe('APPLIED');
    expect(stripe.find(pi!.id)).toMatchObject({ status: 'canceled' });

    let res = await subscribe(m, body, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', message: ERROR_MESSAGES.cardDeclined });
    res = await subscribe(m, { paymentMethodId: await browserMethod('pm_card_visa') }, key);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(intentsOf(m)).toHaveLength(1);
    expect(await chargesOf(m)).toEqual([
      expect.objectContaining({ status: 'FAILED', failureCode: 'CARD_DECLINED', idempotencyKey: key }),
    ]);
    expect(await subOf(m)).toBeUndefined();
  });

  it('answers the re-send of a saved card’s renewal the job failed with its refusal, paying nothing more', async () => {
    const payments = createStripeProcessor(app.config.stripe!);
    const m = await member('COMPLETED');
    // A card whose bank asks at every payment, saved once the member passed the check.
    const setup = (await createSetup(m)).json().data;
    await browserConfirmSetup(setup.setupIntentId, setup.clientSecret, 'pm_card_authenticationRequired');
    stripe.authenticate(setup.setupIntentId, true);
    const saved = await addCard(m, { setupIntentId: setup.setupIntentId });
    expect(saved.statusCode, saved.body).toBe(200);
    const key = testIdempotencyKey();
    const body = { cardId: saved.json().data.id as string };
    expect((await renew(m, body, key)).json().code).toBe('PAYMENT_ACTION_REQUIRED');
    const [pi] = intentsOf(m);
    stripe.authenticate(pi!.id, false);
    await reconcileMembershipCharges(
      db,
      payments,
      app.config,
      new Date(Date.now() + MEMBERSHIP_RECONCILE_AFTER_MS + 1_000),
    );
    expect((await chargesOf(m))[0]).toMatchObject({ status: 'FAILED', idempotencyKey: key });

    const res = await renew(m, body, key);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('CARD_DECLINED');
    expect(intentsOf(m)).toHaveLength(1);
    expect(await chargesOf(m)).toHaveLength(1);
    expect(await subOf(m)).toBeUndefined();
  });

  it('refunds a membership payment Stripe took after its charge had failed, and grants nothing', async () => {
    const m = await member();
    const key = testIdempotencyKey();
    const body = { paymentMethodId: 'pm_card_authenticationRequired' };
    expect((await subscribe(m, body, key)).statusCode).toBe(402);
    const [pi] = intentsOf(m);
    // The charge failed while its payment could still be taken at Stripe (the browser has its secret).
    await db
      .update(cardCharges)
      .set({ status: 'FAILED', failureCode: 'CARD_DECLINED' })
      .where(eq(cardCharges.userId, m.id));
    stripe.authenticate(pi!.id, true);
    const succeeded = eventsFor(pi!.id, 'payment_intent.succeeded')[0]!;
    const res = await deliver(succeeded);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe('APPLIED');

    const [charge] = await chargesOf(m);
    const paid = stripe.find(pi!.id) as { latest_charge: string };
    expect(stripe.refunds().filter((r) => r.payment_intent === pi!.id)).toEqual([
      expect.objectContaining({ amount: 999, charge: paid.latest_charge, status: 'succeeded' }),
    ]);
    expect(stripe.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.idempotencyKey)).toContain(
      `membership-refund:${charge!.id}`,
    );
    expect(charge).toMatchObject({
      status: 'REFUNDED',
      failureCode: 'CARD_DECLINED',
      processorChargeId: paid.latest_charge,
    });
    expect(await subOf(m)).toBeUndefined();
    expect(await stageOf(m)).toBe('SUBSCRIPTION');
    expect((await call(app, 'listCards', { as: m.h })).json().data).toEqual([]);

    // Delivered again, or the member's re-send: nothing more refunded, the refusal answered.
    expect((await deliver(succeeded)).json().outcome).toBe('ALREADY_APPLIED');
    const again = await subscribe(m, body, key);
    expect(again.json().code).toBe('CARD_DECLINED');
    expect(stripe.refunds().filter((r) => r.payment_intent === pi!.id)).toHaveLength(1);
    expect(intentsOf(m)).toHaveLength(1);
  });

  it('the job applies a paid charge left pending, and cancels one whose bank check was abandoned', async () => {
    const payments = createStripeProcessor(app.config.stripe!);
    const settlePending = (now: Date) => reconcileMembershipCharges(db, payments, app.config, now);
    const paid = await member();
    expect((await subscribe(paid, { paymentMethodId: 'pm_card_authenticationRequired' })).statusCode).toBe(
      402,
    );
    stripe.authenticate(intentsOf(paid)[0]!.id, true);
    const abandoned = await member();
    expect(
      (await subscribe(abandoned, { paymentMethodId: 'pm_card_authenticationRequired' })).statusCode,
    ).toBe(402);

    await settlePending(new Date(Date.now() + MEMBERSHIP_RECONCILE_AFTER_MS + 1_000));
    expect((await subOf(paid))?.status).toBe('ACTIVE');
    expect((await chargesOf(abandoned))[0]?.status).toBe('PENDING');
    await settlePending(new Date(Date.now() + MEMBERSHIP_ABANDON_AFTER_MS + 60_000));
    expect(intentsOf(abandoned)[0]?.status).toBe('canceled');
    expect((await chargesOf(abandoned))[0]?.status).toBe('FAILED');
    expect(await subOf(abandoned)).toBeUndefined();
  });
});

describe('the member as Stripe’s customer', () => {
  it('is made again when the first answer was lost and the member changed their name meanwhile', async () => {
    const m = await member('COMPLETED');
    // Stripe makes the customer but the answer never arrives, to the library's retries either.
    stripe.loseNextAnswers(3);
    expect((await createSetup(m)).statusCode).toBe(503);
    expect(stripe.customers().filter((c) => c.metadata.userId === m.id)).toHaveLength(1);
    await db.update(userProfiles).set({ firstName: 'Monique' }).where(eq(userProfiles.userId, m.id));

    const res = await createSetup(m);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await db.select().from(processorCustomers).where(eq(processorCustomers.userId, m.id));
    expect(stripe.find(stored!.customerRef)).toMatchObject({ name: 'Monique Member' });
    // Asked again with the same details: the stored customer, no other.
    expect((await createSetup(m)).statusCode).toBe(200);
    expect(stripe.customers().filter((c) => c.metadata.userId === m.id)).toHaveLength(2);
  });

  it('is made once for two first payments with the same details', async () => {
    const m = await member('COMPLETED');
    stripe.loseNextAnswers(3);
    expect((await createSetup(m)).statusCode).toBe(503);
    expect((await createSetup(m)).statusCode).toBe(200);
    expect(stripe.customers().filter((c) => c.metadata.userId === m.id)).toHaveLength(1);
  });
});

describe('with the embedded sandbox', () => {
  it('refuses Stripe’s ways in: no card setup, no setup id, no payment method', async () => {
    const sandbox = await build({ config: { enableTestApi: true } });
    try {
      const s = await createUser(sandbox, {
        email: `sandbox-${randomUUID().slice(0, 8)}@example.com`,
        password: 'StripeTests#1',
        stage: 'SUBSCRIPTION',
      });
      let res = await call(sandbox, 'createCardSetup', { as: s.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: CARD_MESSAGES.noSecureField });
      res = await call(sandbox, 'addCard', { as: s.headers, body: { setupIntentId: 'seti_123' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CARD_MESSAGES.enterCard);
      res = await call(sandbox, 'subscribe', {
        as: s.headers,
        body: { paymentMethodId: 'pm_card_visa' },
        idempotencyKey: testIdempotencyKey(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CARD_MESSAGES.enterCard);
    } finally {
      await sandbox.close();
    }
  });
});

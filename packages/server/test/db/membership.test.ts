import { CARD_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardCharges, paymentCards, subscriptions, users } from '../../src/db/schema.ts';
import { startScheduler } from '../../src/jobs.ts';
import { expireMemberships } from '../../src/modules/membership/membership.jobs.ts';
import { addPeriod } from '../../src/modules/membership/plan.ts';
import { ADMIN, type As, build, call, MEMBER, signIn } from '../helper.ts';
import { card, key, newMember } from './membership-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

/** The money calls send a fresh Idempotency-Key unless given one, none when `null`. */
const subscribe = (as: As, body: unknown, idempotencyKey?: string | null) =>
  call(app, 'subscribe', { as, body, idempotencyKey });
const renew = (as: As, body: unknown = {}, idempotencyKey?: string | null) =>
  call(app, 'renewSubscription', { as, body, idempotencyKey });
const cancel = (as: As, reason: string) => call(app, 'cancelSubscription', { as, body: { reason } });
const customer = (as: As, userId?: string) => call(app, 'getCustomerSubscription', { as, query: { userId } });

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const subRow = async (id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
const charges = (id: string) => db.select().from(cardCharges).where(eq(cardCharges.userId, id));

/** A member who went through /subscription and finished onboarding. */
async function activeMember() {
  const m = await newMember(app, 'SUBSCRIPTION');
  const res = await subscribe(m.headers, { card: card() });
  expect(res.statusCode).toBe(200);
  await db.update(users).set({ checkOutStatus: 'COMPLETED' }).where(eq(users.id, m.id));
  return { ...m, membership: res.json().data.membership };
}

describe('GET /v1/subscription/plans', () => {
  it('answers the one plan to anyone: 9.99 CAD a month, no auto-renewal', async () => {
    const res = await call(app, 'listPlans');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: 'monthly',
        priceCents: 999,
        currency: 'CAD',
        interval: 'month',
        autoRenew: false,
      }),
    ]);
  });

  it("words the plan in the reader's language (its English as the plan is written)", async () => {
    const english = (await call(app, 'listPlans')).json().data[0];
    expect(english.name).toBe(`${app.config.productName} Membership`);
    const french = (await call(app, 'listPlans', { headers: { 'accept-language': 'fr-CA' } })).json().data[0];
    expect(french.name).toBe(`Abonnement ${app.config.productName}`);
    expect(french.description).toMatch(/^Échangez des offres avec votre communauté/);
    expect(french.priceCents).toBe(english.priceCents);
  });
});

describe('POST /v1/subscription/subscribe', () => {
  it('charges, saves the card, activates the membership and moves the stage to PIN_SETUP', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const before = Date.now();
    const res = await subscribe(m.headers, { card: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(200);
    const { membership, charge } = res.json().data;
    expect(membership).toMatchObject({
      status: 'ACTIVE',
      hasAccess: true,
      priceCents: 999,
      currency: 'CAD',
      card: { brand: 'Visa', last4: '4242', removed: false },
      cancelledAt: null,
    });
    expect(new Date(membership.currentPeriodEnd).getTime()).toBeGreaterThan(before + 27 * 86_400_000);
    expect(charge).toMatchObject({
      status: 'SUCCEEDED',
      amountCents: 999,
      cardLast4: '4242',
      purpose: 'MEMBERSHIP',
    });
    const user = await userRow(m.id);
    expect(user).toMatchObject({ checkOutStatus: 'PIN_SETUP', subscription: 'ACTIVE' });
    expect(await charges(m.id)).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', amountCents: 999n }),
    ]);
    const cards = await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id));
    expect(cards).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });

  it('declines with 402 and the message: no membership, no card, stage unchanged, a FAILED charge', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const res = await subscribe(m.headers, { card: card('4000 0000 0000 0002') });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Please use another card.',
    });
    expect(await subRow(m.id)).toBeUndefined();
    expect((await userRow(m.id)).checkOutStatus).toBe('SUBSCRIPTION');
    expect(await db.select().from(paymentCards).where(eq(paymentCards.userId, m.id))).toEqual([]);
    expect(await charges(m.id)).toEqual([
      expect.objectContaining({ status: 'FAILED', failureCode: 'CARD_DECLINED', idempotencyKey: null }),
    ]);

    const funds = await subscribe(m.headers, { card: card('4000 0000 0000 9995') });
    expect(funds.statusCode).toBe(402);
    expect(funds.json()).toMatchObject({
      code: 'CARD_INSUFFICIENT_FUNDS',
      message: ERROR_MESSAGES.cardInsufficientFunds,
    });
    const expired = await subscribe(m.headers, { card: card('4000 0000 0000 0069') });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'CARD_INVALID', message: CARD_MESSAGES.expired });
    expect((await userRow(m.id)).checkOutStatus).toBe('SUBSCRIPTION');
    expect((await charges(m.id)).map((c) => c.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  });

  it('answers 409 ONBOARDING_STAGE before the subscription stage, charging nothing', async () => {
    const m = await newMember(app, 'ACCOUNT_SETUP');
    const res = await subscribe(m.headers, { card: card() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_STAGE', message: ERROR_MESSAGES.onboardingStage });
    expect(await charges(m.id)).toEqual([]);
  });

  it('needs an Idempotency-Key and one card source', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const noKey = await subscribe(m.headers, { card: card() }, null);
    expect(noKey.statusCode).toBe(400);
    const none = await subscribe(m.headers, {});
    expect(none.statusCode).toBe(400);
    const bad = await subscribe(m.headers, { card: card('4242 4242 4242 4241') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['card.number']).toEqual([CARD_MESSAGES.number]);
    expect(await charges(m.id)).toEqual([]);
  });

  it('replays the same key and body with the same answer, charging once; another body is 422', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const k = key();
    const first = await subscribe(m.headers, { card: card() }, k);
    expect(first.statusCode).toBe(200);
    const again = await subscribe(m.headers, { card: card() }, k);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await charges(m.id)).toHaveLength(1);

    const other = await subscribe(m.headers, { card: card('5555 5555 5555 4444') }, k);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await charges(m.id)).toHaveLength(1);
  });

  it('frees the key of a declined payment: the member retries with another card', async () => {
    const m = await newMember(app, 'SUBSCRIPTION');
    const k = key();
    expect((await subscribe(m.headers, { card: card('4000 0000 0000 0002') }, k)).statusCode).toBe(402);
    const retry = await subscribe(m.headers, { card: card('5555 5555 5555 4444') }, k);
    expect(retry.statusCode).toBe(200);
    expect((await userRow(m.id)).checkOutStatus).toBe('PIN_SETUP');
  });

  it('refuses a second membership while one is active, and re-subscribes once it expired', async () => {
    const m = await activeMember();
    const dup = await subscribe(m.headers, { card: card() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CARD_MESSAGES.alreadyActive);

    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, m.id));
    expect(await expireMemberships(db, new Date())).toBeGreaterThanOrEqual(1);
    const res = await subscribe(m.headers, { cardId: m.membership.card.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership.status).toBe('ACTIVE');
    expect((await userRow(m.id)).subscription).toBe('ACTIVE');
  });
});

describe('POST /v1/subscription/cancel-subscription', () => {
  it('rejects a reason over 250 characters, changing nothing', async () => {
    const m = await activeMember();
    const res = await cancel(m.headers, 'x'.repeat(251));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reason).toEqual([VALIDATION_MESSAGES.cancelReasonMax]);
    expect((await subRow(m.id))!.status).toBe('ACTIVE');
  });

  it('cancels: CANCELLED with the reason, access until the end of the paid period', async () => {
    const m = await activeMember();
    const res = await cancel(m.headers, '  Moving away for a while.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'CANCELLED',
      hasAccess: true,
      cancelReason: 'Moving away for a while.',
      currentPeriodEnd: m.membership.currentPeriodEnd,
    });
    expect((await userRow(m.id)).subscription).toBe('CANCELLED');
    const again = await cancel(m.headers, '');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CARD_MESSAGES.notActive);
    // The expiry job leaves a cancelled membership cancelled.
    await expireMemberships(db, new Date(Date.now() + 400 * 86_400_000));
    expect((await subRow(m.id))!.status).toBe('CANCELLED');
  });

  it('answers 409 to a member without a membership', async () => {
    const res = await cancel((await newMember(app, 'COMPLETED')).headers, 'Why not');
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /v1/subscription/renew-subscription', () => {
  it('charges again and extends the period by one more month', async () => {
    const m = await activeMember();
    const end = new Date(m.membership.currentPeriodEnd);
    const k = key();
    const res = await renew(m.headers, {}, k);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership).toMatchObject({ status: 'ACTIVE' });
    expect(res.json().data.membership.currentPeriodEnd).toBe(addPeriod(end).toISOString());
    expect((await charges(m.id)).filter((c) => c.status === 'SUCCEEDED')).toHaveLength(2);
    // A replay does not charge again.
    expect((await renew(m.headers, {}, k)).json()).toEqual(res.json());
    expect(await charges(m.id)).toHaveLength(2);
  });

  it('reactivates a cancelled membership, keeping the paid days', async () => {
    const m = await activeMember();
    await cancel(m.headers, 'Too busy');
    const res = await renew(m.headers);
    expect(res.json().data.membership).toMatchObject({
      status: 'ACTIVE',
      cancelledAt: null,
      cancelReason: null,
    });
    expect(res.json().data.membership.currentPeriodEnd).toBe(
      addPeriod(new Date(m.membership.currentPeriodEnd)).toISOString(),
    );
    expect((await userRow(m.id)).subscription).toBe('ACTIVE');
  });

  it('renews an expired membership from now', async () => {
    const m = await activeMember();
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, m.id));
    await expireMemberships(db, new Date());
    const before = new Date();
    const res = await renew(m.headers);
    expect(res.statusCode).toBe(200);
    const end = new Date(res.json().data.membership.currentPeriodEnd).getTime();
    expect(end).toBeGreaterThanOrEqual(addPeriod(before).getTime());
    expect(end).toBeLessThan(addPeriod(before).getTime() + 60_000);
  });

  it('declines without extending; needs a card, a key, and a finished subscription stage', async () => {
    const m = await activeMember();
    const declined = (await call(app, 'addCard', { as: m.headers, body: card('4000 0000 0000 0002') })).json()
      .data;
    const res = await renew(m.headers, { cardId: declined.id });
    expect(res.statusCode).toBe(402);
    expect((await subRow(m.id))!.currentPeriodEnd.toISOString()).toBe(m.membership.currentPeriodEnd);
    expect((await renew(m.headers, {}, null)).statusCode).toBe(400);

    const early = await newMember(app, 'SUBSCRIPTION');
    expect((await renew(early.headers)).json().code).toBe('ONBOARDING_STAGE');
    const noCard = await renew((await newMember(app, 'COMPLETED')).headers);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe(CARD_MESSAGES.noCard);
  });
});

describe('expiry job', () => {
  it('expires ACTIVE memberships whose period ended, on the membership and the user', async () => {
    const m = await activeMember();
    const end = new Date(m.membership.currentPeriodEnd);
    expect(await expireMemberships(db, new Date(end.getTime() - 1000))).toBe(0);
    expect((await subRow(m.id))!.status).toBe('ACTIVE');
    const n = await expireMemberships(db, new Date(end.getTime() + 1000));
    expect(n).toBeGreaterThanOrEqual(1);
    expect((await subRow(m.id))!.status).toBe('EXPIRED');
    expect((await userRow(m.id)).subscription).toBe('EXPIRED');
    const view = await customer(m.headers);
    expect(view.json().data).toMatchObject({ status: 'EXPIRED', hasAccess: false });
    expect(await expireMemberships(db, new Date(end.getTime() + 2000))).toBe(0);
  });
});

describe('GET /v1/subscription/customer and the admin views', () => {
  it('members read their own membership; null before subscribing; others are forbidden', async () => {
    const m = await activeMember();
    const own = await customer(m.headers);
    expect(own.json().data).toMatchObject({ userId: m.id, status: 'ACTIVE', card: { last4: '4242' } });
    const fresh = await newMember(app, 'SUBSCRIPTION');
    const none = await customer(fresh.headers);
    expect(none.json()).toEqual({ data: null });
    const peek = await customer(fresh.headers, m.id);
    expect(peek.statusCode).toBe(403);
  });

  it('admins read any member: customer?userId=, /subscription/{id} and memberShip-details', async () => {
    const m = await activeMember();
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const c = await customer(admin, m.id);
    expect(c.json().data).toMatchObject({ userId: m.id, status: 'ACTIVE' });
    expect((await customer(admin)).statusCode).toBe(400);

    const s = await call(app, 'getUserSubscription', { as: admin, params: { id: m.id } });
    expect(s.statusCode).toBe(200);
    expect(s.json().data).toMatchObject({ userId: m.id, status: 'ACTIVE', plan: { id: 'monthly' } });

    const d = await call(app, 'getMembershipDetails', { as: admin, params: { id: m.id } });
    expect(d.statusCode).toBe(200);
    expect(d.json().data).toMatchObject({
      userId: m.id,
      userSubscription: 'ACTIVE',
      membership: { status: 'ACTIVE' },
      cards: [expect.objectContaining({ last4: '4242' })],
      charges: [expect.objectContaining({ status: 'SUCCEEDED', amountCents: 999, cardLast4: '4242' })],
      summary: { totalPaidCents: 999, succeededCount: 1, failedCount: 0 },
    });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'getUserSubscription', { as: admin, params: { id: unknown } })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'getMembershipDetails', { as: admin, params: { id: unknown } })).statusCode).toBe(
      404,
    );
  });

  it('refuses members on the admin endpoints (403)', async () => {
    const member = await signIn(app, MEMBER);
    const m = await activeMember();
    for (const name of ['getUserSubscription', 'getMembershipDetails'] as const) {
      const res = await call(app, name, { as: member, params: { id: m.id } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('job scheduler', () => {
  it('runs jobs periodically, never overlapping a run, logs failures and stops', async () => {
    let runs = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const errors: object[] = [];
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          intervalMs: 5,
          run: async () => {
            runs++;
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await new Promise((r) => setTimeout(r, 20));
            inFlight--;
          },
        },
        {
          name: 'broken',
          intervalMs: 5,
          run: async () => {
            throw new Error('boom');
          },
        },
      ],
      { info: () => {}, error: (obj) => errors.push(obj) },
    );
    await new Promise((r) => setTimeout(r, 80));
    await scheduler.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(after).toBeGreaterThanOrEqual(2);
    expect(runs).toBe(after);
    expect(maxInFlight).toBe(1);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]).toMatchObject({ job: 'broken' });
  });
});

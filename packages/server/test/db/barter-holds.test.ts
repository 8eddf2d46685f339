/**
 * Buyer protection: an accepted barter payment is held in BARTER_HOLDING until the buyer confirms, the
 * release job pays the seller once the hold has run out, or the seller refunds it. Of a confirmation, the
 * job and a refund racing on one barter exactly one applies; a release run stopped half-way is resumed by
 * the next with each payment moved once. The ledger invariants (BARTER_HOLDING = what the held barters
 * hold) are checked after every test.
 */
import { BARTER_MESSAGES, REVIEW_MESSAGES } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { barterRequests, notifications, walletTransactions } from '../../src/db/schema.ts';
import { createBarterService } from '../../src/modules/barter/barter.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf, systemAccountId } from '../../src/modules/wallet/ledger.ts';
import { type As, call, testIdempotencyKey } from '../helper.ts';
import { heldBarterWorld } from './barter-helpers.ts';
import { loadBits as loadLedgerBits } from './ledger-helpers.ts';

const HOLD_DAYS = 7;
const DAY = 24 * 60 * 60_000;
const { app, db, alex, maple, A, M, S, mapleOffer, PIN, paid: paidBarter } = await heldBarterWorld(HOLD_DAYS);
const holding = await systemAccountId(db, 'BARTER_HOLDING');

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const balanceOfAccount = async (accountId: string) => {
  const [row] = await rowsOf<{ b: string }>(
    db,
    sql`select balance_cents::text as b from wallet_accounts where id = ${accountId}`,
  );
  return BigInt(row!.b);
};

const release = (requestId: string, who: As = A, key = testIdempotencyKey()) =>
  call(app, 'releaseBarterPayment', { as: who, body: { requestId }, idempotencyKey: key });
const refund = (requestId: string, amountCents: number) =>
  call(app, 'refundBarter', {
    as: M,
    body: { requestId, amountCents, pin: PIN },
    idempotencyKey: testIdempotencyKey(),
  });
const rowOf = async (id: string) =>
  (await db.select().from(barterRequests).where(eq(barterRequests.id, id)))[0]!;
/** The movements of one barter that paid its seller out of the hold. */
const releasesOf = async (id: string) =>
  db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.relatedId, id), sql`${walletTransactions.metadata}->>'stage' = 'RELEASE'`),
    );
const noticesOf = async (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('a held barter payment', () => {
  it('leaves the buyer at once but reaches the seller only when the buyer confirms', async () => {
    const mapleBefore = await balanceOf(db, maple);
    const heldBefore = await balanceOfAccount(holding);
    const alexBefore = await balanceOf(db, alex);
    const heldInPurchases = async () =>
      (await call(app, 'getWallet', { as: A })).json().data.heldInPurchasesCents as number;
    const alexHeldBefore = await heldInPurchases();
    const id = await paidBarter(2_500);
    // The buyer's wallet says where the BITS are: held in purchases, in no balance.
    expect(await heldInPurchases()).toBe(alexHeldBefore + 2_500);
    expect(await balanceOf(db, alex)).toBe(alexBefore);
    expect(await balanceOf(db, maple)).toBe(mapleBefore);
    expect(await balanceOfAccount(holding)).toBe(heldBefore + 2_500n);

    const seen = await call(app, 'getBarterRequest', { as: M, params: { id } });
    const hold = seen.json().data.hold;
    expect(hold).toMatchObject({ status: 'HELD', releasedAt: null, releasedBy: null, heldCents: 2_500 });
    const days = (Date.parse(hold.releaseAt) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(HOLD_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(HOLD_DAYS);
    // The seller is told the payment is on hold (in their language, with the days).
    const [told] = await noticesOf(maple, 'BARTER_ACCEPTED');
    expect(told).toBeDefined();

    // Only the buyer releases: the seller is refused, anyone else is told nothing.
    expect((await release(id, M)).statusCode).toBe(403);
    expect((await release(id, S)).statusCode).toBe(404);

    const key = testIdempotencyKey();
    const released = await release(id, A, key);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().message).toBe(BARTER_MESSAGES.released);
    expect(released.json().data.request.hold).toMatchObject({
      status: 'RELEASED',
      releasedBy: 'BUYER',
      heldCents: 0,
    });
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 2_500n);
    expect(await balanceOfAccount(holding)).toBe(heldBefore);
    expect(await noticesOf(maple, 'BARTER_RELEASED')).toHaveLength(1);
    expect(await heldInPurchases()).toBe(alexHeldBefore);

    // The same key, or a second confirmation, answers the same and moves nothing.
    const replay = await release(id, A, key);
    expect(replay.json().data.transactionReference).toBe(released.json().data.transactionReference);
    const again = await release(id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.transactionReference).toBe(released.json().data.transactionReference);
    expect(await releasesOf(id)).toHaveLength(1);
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 2_500n);

    // Each side's statement names the other, though the BITS went through the hold.
    const sellerView = await call(app, 'getTransactionHistory', { as: M, query: { limit: 5 } });
    const sale = sellerView.json().data.find((t: { memo: string; type: string }) => t.type === 'SALE');
    expect(sale).toMatchObject({ amountCents: 2_500, counterparty: { id: alex } });
    const buyerView = await call(app, 'getTransactionHistory', { as: A, query: { limit: 5 } });
    const purchase = buyerView.json().data.find((t: { type: string }) => t.type === 'PURCHASE');
    expect(purchase).toMatchObject({ amountCents: -2_500, counterparty: { id: maple } });
  });

  it('a release never mistakes the payment’s own key for an earlier release', async () => {
    await loadLedgerBits(db, alex, 200n);
    const created = await call(app, 'createBarterRequest', {
      as: M,
      body: { buyerId: alex, offerId: mapleOffer, amountCents: 200 },
      idempotencyKey: testIdempotencyKey(),
    });
    const id = created.json().data.id as string;
    const payKey = testIdempotencyKey();
    const paid = await call(app, 'confirmBarterRequest', {
      as: A,
      body: { requestId: id, accept: true, pin: PIN },
      idempotencyKey: payKey,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // As the service would see it once the key's record is purged: the payment answers to that key.
    const service = createBarterService({ db, config: app.config });
    const auth = { userId: alex, role: 'MEMBER' } as Parameters<typeof service.release>[0];
    await expect(service.release(auth, id, payKey)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await rowOf(id)).holdStatus).toBe('HELD');
    expect((await release(id)).statusCode).toBe(200);
  });

  it('is refunded out of the hold: in part (the rest is released later) or in full (returned)', async () => {
    const mapleBefore = await balanceOf(db, maple);
    const partly = await paidBarter(1_000);
    const alexBefore = await balanceOf(db, alex);
    const r1 = await refund(partly, 300);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data.request.hold).toMatchObject({ status: 'HELD', heldCents: 700 });
    expect(await balanceOf(db, alex)).toBe(alexBefore + 300n);
    expect(await balanceOf(db, maple)).toBe(mapleBefore);
    const rest = await release(partly);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 700n);

    const whole = await paidBarter(800);
    const r2 = await refund(whole, 800);
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json().data.request).toMatchObject({ status: 'REFUND', hold: { status: 'RETURNED' } });
    const late = await release(whole);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BARTER_MESSAGES.notHeld);
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 700n);
    expect(await releasesOf(whole)).toHaveLength(0);
  });

  it('after its release, a refund comes out of the seller’s wallet as before', async () => {
    const id = await paidBarter(600);
    expect((await release(id)).statusCode).toBe(200);
    const mapleBefore = await balanceOf(db, maple);
    const heldBefore = await balanceOfAccount(holding);
    const r = await refund(id, 200);
    expect(r.statusCode, r.body).toBe(200);
    expect(await balanceOf(db, maple)).toBe(mapleBefore - 200n);
    expect(await balanceOfAccount(holding)).toBe(heldBefore);
  });

  it('is released by the job once the hold has run out, after the buyer was reminded once', async () => {
    const id = await paidBarter(450);
    const { releaseAt } = await rowOf(id);
    const jobs = createBarterService({ db, config: app.config });
    const mapleBefore = await balanceOf(db, maple);

    // Two days before: nothing. Half a day before: the buyer is reminded, once however often the job runs.
    const at = (msBefore: number) => new Date(releaseAt!.getTime() - msBefore);
    expect(await jobs.releaseDue(at(2 * DAY))).toBe(0);
    expect(await noticesOf(alex, 'BARTER_HOLD_ENDING')).toHaveLength(0);
    expect(await jobs.releaseDue(at(DAY / 2))).toBe(0);
    expect(await jobs.releaseDue(at(DAY / 4))).toBe(0);
    const reminders = (await noticesOf(alex, 'BARTER_HOLD_ENDING')).filter((n) => n.link?.includes(id));
    expect(reminders).toHaveLength(1);
    expect(await balanceOf(db, maple)).toBe(mapleBefore);

    expect(await jobs.releaseDue(at(-1000))).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).releasedBy).toBe('AUTO');
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 450n);
    expect(await jobs.releaseDue(at(-2000))).toBe(0);
    expect(await releasesOf(id)).toHaveLength(1);
  });
});

describe('reviews of a held barter', () => {
  it('open once the payment reaches the seller, not while it is held', async () => {
    const id = await paidBarter(300);
    const review = () =>
      call(app, 'createReview', {
        as: A,
        body: { barterRequestId: id, hearts: 5, text: 'Great trade, as described.' },
      });
    const eligibleIds = async () =>
      (await call(app, 'listReviewEligibility', { as: A, query: { userId: maple } }))
        .json()
        .data.map((p: { barterRequestId: string }) => p.barterRequestId);
    const early = await review();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.onHold);
    expect(await eligibleIds()).not.toContain(id);

    expect((await release(id)).statusCode).toBe(200);
    expect(await eligibleIds()).toContain(id);
    const late = await review();
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.trade.disputed).toBe(false);
  });
});

describe('races and crashes', () => {
  it('of the buyer’s confirmation, the job and a full refund racing on one barter, exactly one applies', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await paidBarter(500);
      const { releaseAt } = await rowOf(id);
      const jobs = createBarterService({ db, config: app.config });
      const mapleBefore = await balanceOf(db, maple);
      const alexBefore = await balanceOf(db, alex);
      const [confirmed, , refunded] = await Promise.all([
        release(id),
        jobs.releaseDue(new Date(releaseAt!.getTime() + 1000)),
        refund(id, 500),
      ]);
      const row = await rowOf(id);
      const releases = await releasesOf(id);
      if (row.holdStatus === 'RELEASED') {
        expect(releases).toHaveLength(1);
        // The refund, if it came after, was paid by the seller out of the wallet: both add up.
        const refundedAfter = refunded.statusCode === 200 ? 500n : 0n;
        expect(await balanceOf(db, maple)).toBe(mapleBefore + 500n - refundedAfter);
        expect(await balanceOf(db, alex)).toBe(alexBefore + refundedAfter);
      } else {
        expect(row.holdStatus).toBe('RETURNED');
        expect(releases).toHaveLength(0);
        expect(refunded.statusCode).toBe(200);
        expect(confirmed.statusCode).toBe(409);
        expect(await balanceOf(db, alex)).toBe(alexBefore + 500n);
        expect(await balanceOf(db, maple)).toBe(mapleBefore);
      }
    }
  });

  it('a release run stopped half-way is resumed by the next, with each payment moved once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await paidBarter(100 + i));
    const latest = (await Promise.all(ids.map(rowOf))).reduce(
      (t, r) => Math.max(t, r.releaseAt!.getTime()),
      0,
    );
    const after = new Date(latest + 1000);

    // The first run dies on its third release (as a killed process would: that step rolls back).
    let steps = 0;
    const dying = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (fn: Parameters<typeof db.transaction>[0]) => {
          steps++;
          return target.transaction(async (tx) => {
            const out = await fn(tx);
            if (steps === 4) throw new Error('killed');
            return out;
          });
        };
      },
    });
    await expect(createBarterService({ db: dying, config: app.config }).releaseDue(after, 2)).rejects.toThrow(
      'killed',
    );
    const midway = await Promise.all(ids.map(rowOf));
    expect(midway.some((r) => r.holdStatus === 'RELEASED')).toBe(true);
    expect(midway.some((r) => r.holdStatus === 'HELD')).toBe(true);
    expect(await ledgerViolations(db)).toEqual([]);

    // Two instances resume at once: each payment is moved exactly once.
    await Promise.all([
      createBarterService({ db, config: app.config }).releaseDue(after, 2),
      createBarterService({ db, config: app.config }).releaseDue(after, 2),
    ]);
    for (const id of ids) {
      expect((await rowOf(id)).holdStatus).toBe('RELEASED');
      expect(await releasesOf(id)).toHaveLength(1);
    }
  });
});

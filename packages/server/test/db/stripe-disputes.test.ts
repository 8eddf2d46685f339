/**
 * Chargebacks: a card load disputed at the member's bank (Stripe's dispute events, signed, against the
 * local stand-in). What is still in the wallet is held, what was spent becomes the member's debt, no
 * balance goes negative, the wallet lets no BITS out while the dispute is open (the ledger refuses it,
 * by every path), and the dispute closes once as won (BITS back) or lost (BITS to the card money's source,
 * the debt kept). The ledger invariants, with "DISPUTE_HOLDING holds what the open disputes hold", are
 * checked after every test.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bitsLoads, cardDisputes, walletAccounts } from '../../src/db/schema.ts';
import {
  balanceOf,
  memberAccountId,
  postMovement,
  systemAccountId,
} from '../../src/modules/wallet/ledger.ts';
import { reconcileLoads } from '../../src/modules/wallet/wallet.jobs.ts';
import { ADMIN, call, createUser, freshIp, login, testIdempotencyKey } from '../helper.ts';
import type { StandInEvent } from '../stripe-stand-in.ts';
import { codeOf, EVERY_PENDING_LOAD, moveBits } from './ledger-helpers.ts';
import { deliver as deliverTo, type Member, memberWithPin, PIN, stripeApp } from './stripe-helpers.ts';

const { stripe, app, db } = await stripeApp();
const member = () => memberWithPin(app, 'dispute');

/** A member with a card load of `cents` paid through Stripe; answers the charge's id. */
async function loaded(m: Member, cents: number): Promise<string> {
  const res = await call(app, 'loadBits', {
    as: m.h,
    body: { amountCents: cents, paymentMethodId: 'pm_card_visa', pin: PIN },
    idempotencyKey: testIdempotencyKey(),
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const pi = stripe.paymentIntents().find((p) => p.metadata?.userId === m.id && p.amount === cents);
  return pi!.latest_charge as string;
}

const deliver = (event: StandInEvent, secret?: string) => deliverTo(app, stripe, event, secret);
const eventOf = (disputeId: string, type: string) =>
  stripe.events().find((e) => e.type === type && (e.data.object as { id?: string }).id === disputeId)!;

const balance = async (m: Member) => Number(await balanceOf(db, m.id));
const paused = async (m: Member) =>
  (await db.select().from(walletAccounts).where(eq(walletAccounts.userId, m.id)))[0]?.spendingPaused;
const disputeRow = async (ref: string) =>
  (
    await db
      .select()
      .from(cardDisputes)
      .where(and(eq(cardDisputes.disputeRef, ref)))
  )[0];
const holding = async () => {
  const [a] = await db.select().from(walletAccounts).where(eq(walletAccounts.code, 'DISPUTE_HOLDING'));
  return Number(a!.balanceCents);
};

describe('a disputed card load', () => {
  it('holds what is left, records what was spent as debt, pauses the wallet, and tells the member once', async () => {
    const m = await member();
    const other = await member();
    const charge = await loaded(m, 5_000);
    // 3,000 of the 5,000 BITS already spent.
    await moveBits(db, m.id, other.id, 3_000n);
    const before = await holding();

    const dispute = stripe.openDispute(charge, 5_000);
    const created = eventOf(dispute.id, 'charge.dispute.created');
    let res = await deliver(created);
    expect(res.json()).toEqual({ received: true, outcome: 'APPLIED' });
    expect(await balance(m)).toBe(0);
    expect((await holding()) - before).toBe(2_000);
    expect(await disputeRow(dispute.id)).toMatchObject({
      status: 'OPEN',
      amountCents: 5_000n,
      heldCents: 2_000n,
      debtCents: 3_000n,
      userId: m.id,
    });
    expect(await paused(m)).toBe(true);
    // The other member keeps what they were paid.
    expect(await balance(other)).toBe(3_000);

    // Delivered again: nothing more is held.
    res = await deliver(created);
    expect(res.json().outcome).toBe('ALREADY_APPLIED');
    expect((await holding()) - before).toBe(2_000);
    const notices = await call(app, 'listNotifications', { as: m.h, query: { userId: m.id } });
    expect((JSON.stringify(notices.json()).match(/"CARD_PAYMENT_DISPUTED"/g) ?? []).length).toBe(1);

    // Support sees the hold in the console's movements, with the holding account named.
    const admin = await login(app, ADMIN, 'ADMIN');
    const listed = await call(app, 'adminWalletTransactions', {
      as: admin.accessToken,
      query: { type: 'DISPUTE_HOLD', userId: m.id },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json().data)).toContain('"code":"DISPUTE_HOLDING"');
  });

  it('lets no BITS out of a paused wallet, by any path, while BITS may still come in', async () => {
    const m = await member();
    const other = await member();
    const charge = await loaded(m, 2_000);
    await deliver(eventOf(stripe.openDispute(charge, 1_000).id, 'charge.dispute.created'));
    expect(await balance(m)).toBe(1_000);
    expect(await paused(m)).toBe(true);

    // A movement inside a transaction, and one on the database itself (the batched path).
    expect(await codeOf(moveBits(db, m.id, other.id, 100n))).toBe('SPENDING_PAUSED');
    const [from, to] = [await memberAccountId(db, m.id), await memberAccountId(db, other.id)];
    const direct = postMovement(db, {
      type: 'TRANSFER',
      amountCents: 100n,
      legs: [
        { accountId: from, amountCents: -100n },
        { accountId: to, amountCents: 100n },
      ],
      initiatedBy: m.id,
    });
    expect(await codeOf(direct)).toBe('SPENDING_PAUSED');
    // Through the API: a donation is refused with the reason, and nothing moves.
    const donation = await call(app, 'donate', {
      as: m.h,
      body: { amountCents: 500, pin: PIN },
      idempotencyKey: testIdempotencyKey(),
      remoteAddress: freshIp(),
    });
    expect(donation.statusCode).toBe(403);
    expect(donation.json().code).toBe('SPENDING_PAUSED');
    // The wallet says it is on hold, and takes no new card load meanwhile.
    expect((await call(app, 'getWallet', { as: m.h })).json().data.spendingPaused).toBe(true);
    const more = await call(app, 'loadBits', {
      as: m.h,
      body: { amountCents: 1_000, paymentMethodId: 'pm_card_visa', pin: PIN },
      idempotencyKey: testIdempotencyKey(),
      remoteAddress: freshIp(),
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().code).toBe('SPENDING_PAUSED');
    expect(await balance(m)).toBe(1_000);
    // Incoming BITS are fine.
    const source = await systemAccountId(db, 'REWARDS');
    await postMovement(db, {
      type: 'REWARDS',
      amountCents: 250n,
      legs: [
        { accountId: source, amountCents: -250n },
        { accountId: from, amountCents: 250n },
      ],
      initiatedBy: null,
    });
    expect(await balance(m)).toBe(1_250);
  });

  it('won: the held BITS come back, the debt is cancelled and the wallet is free again', async () => {
    const m = await member();
    const other = await member();
    const charge = await loaded(m, 4_000);
    await moveBits(db, m.id, other.id, 1_000n);
    const dispute = stripe.openDispute(charge, 4_000);
    await deliver(eventOf(dispute.id, 'charge.dispute.created'));
    expect(await balance(m)).toBe(0);

    stripe.closeDispute(dispute.id, 'won');
    const closed = eventOf(dispute.id, 'charge.dispute.closed');
    expect((await deliver(closed)).json().outcome).toBe('APPLIED');
    expect((await deliver(closed)).json().outcome).toBe('ALREADY_APPLIED');
    expect(await balance(m)).toBe(3_000);
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'WON', debtStatus: 'CANCELLED' });
    expect(await paused(m)).toBe(false);
    expect(await codeOf(moveBits(db, m.id, other.id, 100n))).toBe('OK');
  });

  it('lost: the held BITS go back with the card money, and the wallet stays paused while a debt is owed', async () => {
    const m = await member();
    const other = await member();
    const charge = await loaded(m, 3_000);
    await moveBits(db, m.id, other.id, 500n);
    const cardLoads = async () => {
      const [a] = await db.select().from(walletAccounts).where(eq(walletAccounts.code, 'CARD_LOADS'));
      return Number(a!.balanceCents);
    };
    const dispute = stripe.openDispute(charge, 3_000);
    await deliver(eventOf(dispute.id, 'charge.dispute.created'));
    const sourceBefore = await cardLoads();

    stripe.closeDispute(dispute.id, 'lost');
    expect((await deliver(eventOf(dispute.id, 'charge.dispute.closed'))).json().outcome).toBe('APPLIED');
    expect(await balance(m)).toBe(0);
    expect((await cardLoads()) - sourceBefore).toBe(2_500);
    expect(await disputeRow(dispute.id)).toMatchObject({
      status: 'LOST',
      heldCents: 2_500n,
      debtCents: 500n,
      debtStatus: null,
    });
    expect(await paused(m)).toBe(true);

    // Nothing spent: no debt, so a lost dispute leaves the wallet free.
    const n = await member();
    const nCharge = await loaded(n, 1_000);
    const d2 = stripe.openDispute(nCharge, 1_000);
    await deliver(eventOf(d2.id, 'charge.dispute.created'));
    stripe.closeDispute(d2.id, 'lost');
    await deliver(eventOf(d2.id, 'charge.dispute.closed'));
    expect(await disputeRow(d2.id)).toMatchObject({ status: 'LOST', debtCents: 0n });
    expect(await paused(n)).toBe(false);
  });

  it('closes once even when the closing arrives before the opening', async () => {
    const m = await member();
    const charge = await loaded(m, 2_000);
    const dispute = stripe.openDispute(charge, 2_000);
    stripe.closeDispute(dispute.id, 'won');
    const before = await holding();
    expect((await deliver(eventOf(dispute.id, 'charge.dispute.closed'))).json().outcome).toBe('APPLIED');
    expect((await deliver(eventOf(dispute.id, 'charge.dispute.created'))).json().outcome).toBe('IGNORED');
    expect(await balance(m)).toBe(2_000);
    expect(await holding()).toBe(before);
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'WON' });
    expect(await paused(m)).toBe(false);
  });

  it('a load disputed before it is credited: its BITS are held as they are credited, or never credited once lost', async () => {
    /** A load whose bank check passed at Stripe, the member not back yet: paid, not credited. */
    const paidNotCredited = async (m: Member, cents: number) => {
      const res = await call(app, 'loadBits', {
        as: m.h,
        body: { amountCents: cents, paymentMethodId: 'pm_card_authenticationRequired', pin: PIN },
        idempotencyKey: testIdempotencyKey(),
        remoteAddress: freshIp(),
      });
      expect(res.json().code).toBe('PAYMENT_ACTION_REQUIRED');
      const pi = stripe.paymentIntents().find((p) => p.metadata?.userId === m.id && p.amount === cents)!;
      stripe.authenticate(pi.id, true);
      return stripe.find(pi.id) as { latest_charge: string };
    };
    const m = await member();
    const before = await holding();
    const { latest_charge: charge } = await paidNotCredited(m, 2_500);
    const dispute = stripe.openDispute(charge, 2_500);
    await deliver(eventOf(dispute.id, 'charge.dispute.created'));
    expect(await disputeRow(dispute.id)).toMatchObject({ status: 'OPEN', heldCents: 0n, userId: m.id });
    expect(await paused(m)).toBe(true);
    // The job credits the load: straight into the hold.
    await reconcileLoads(db, EVERY_PENDING_LOAD);
    expect(await balance(m)).toBe(0);
    expect((await holding()) - before).toBe(2_500);
    expect(await disputeRow(dispute.id)).toMatchObject({ heldCents: 2_500n, debtCents: 0n });
    stripe.closeDispute(dispute.id, 'lost');
    await deliver(eventOf(dispute.id, 'charge.dispute.closed'));
    expect(await holding()).toBe(before);
    expect(await balance(m)).toBe(0);
    expect(await paused(m)).toBe(false);

    // Lost before the credit: the card money went back, so nothing is ever credited.
    const n = await member();
    const { latest_charge: other } = await paidNotCredited(n, 1_000);
    const lost = stripe.openDispute(other, 1_000);
    stripe.closeDispute(lost.id, 'lost');
    await deliver(eventOf(lost.id, 'charge.dispute.closed'));
    await reconcileLoads(db, EVERY_PENDING_LOAD);
    expect(await balance(n)).toBe(0);
    const [load] = await db.select().from(bitsLoads).where(eq(bitsLoads.userId, n.id));
    expect(load).toMatchObject({ status: 'REFUND', failureCode: 'CHARGED_BACK', transactionId: null });
  });

  it('names the member of a disputed membership payment, and leaves their wallet free', async () => {
    const s = await createUser(app, {
      email: `dispute-membership-${randomUUID().slice(0, 6)}@example.com`,
      password: 'DisputeTests#1',
      stage: 'SUBSCRIPTION',
      firstName: 'Dana',
      lastName: 'Member',
    });
    const res = await call(app, 'subscribe', {
      as: s.headers,
      body: { paymentMethodId: 'pm_card_visa' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const pi = stripe.paymentIntents().find((p) => p.metadata?.userId === s.user.id)!;
    const dispute = stripe.openDispute(pi.latest_charge as string, pi.amount);
    expect((await deliver(eventOf(dispute.id, 'charge.dispute.created'))).json().outcome).toBe('APPLIED');
    expect(await disputeRow(dispute.id)).toMatchObject({ userId: s.user.id, loadId: null, heldCents: 0n });
    const [wallet] = await db.select().from(walletAccounts).where(eq(walletAccounts.userId, s.user.id));
    expect(wallet?.spendingPaused ?? false).toBe(false);
    // Support sees the payment's Stripe reference in the member's membership section.
    const admin = await login(app, ADMIN, 'ADMIN');
    const details = await call(app, 'getMembershipDetails', {
      as: admin.accessToken,
      params: { id: s.user.id },
    });
    expect(details.json().data.charges[0]).toMatchObject({ status: 'SUCCEEDED', processorRef: pi.id });
    // A disputed payment cannot be refunded: Stripe refuses, and the charge stays paid.
    const chargeId = details.json().data.charges[0].id;
    const refused = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: chargeId },
      body: { reason: 'Asked by the member' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The card processor refused this refund.');

    // An undisputed one is refunded through Stripe, once.
    const t = await createUser(app, {
      email: `refund-membership-${randomUUID().slice(0, 6)}@example.com`,
      password: 'DisputeTests#1',
      stage: 'SUBSCRIPTION',
      firstName: 'Rae',
      lastName: 'Member',
    });
    await call(app, 'subscribe', {
      as: t.headers,
      body: { paymentMethodId: 'pm_card_visa' },
      idempotencyKey: testIdempotencyKey(),
    });
    const tPi = stripe.paymentIntents().find((p) => p.metadata?.userId === t.user.id)!;
    const tCharge = (
      await call(app, 'getMembershipDetails', { as: admin.accessToken, params: { id: t.user.id } })
    ).json().data.charges[0];
    const refunded = await call(app, 'adminRefundMembershipCharge', {
      as: admin.accessToken,
      params: { id: tCharge.id },
      body: { reason: 'Asked by the member' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'REFUNDED', processorRef: tPi.id });
    expect(
      stripe.refunds().filter((r) => r.payment_intent === tPi.id || r.charge === tPi.latest_charge),
    ).toHaveLength(1);
  });

  it('records a dispute of a payment that is not a load, holding nothing', async () => {
    const before = await holding();
    // A payment made outside BarterBits' loads (e.g. in Stripe's dashboard).
    const res = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: '900',
        currency: 'cad',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      }).toString(),
    });
    const pi = (await res.json()) as { latest_charge: string };
    const dispute = stripe.openDispute(pi.latest_charge, 900);
    expect((await deliver(eventOf(dispute.id, 'charge.dispute.created'))).json().outcome).toBe('APPLIED');
    expect(await disputeRow(dispute.id)).toMatchObject({ userId: null, loadId: null, heldCents: 0n });
    expect(await holding()).toBe(before);
  });
});

describe('card payments in the console', () => {
  const adminSession = () => login(app, ADMIN, 'ADMIN');

  it('lists card loads with Stripe’s references, and refunds one to its card, its BITS taken back first', async () => {
    const admin = await adminSession();
    const m = await member();
    const charge = await loaded(m, 1_500);
    const listed = await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: m.id } });
    expect(listed.statusCode, listed.body).toBe(200);
    const [load] = listed.json().data;
    expect(load).toMatchObject({
      amountCents: 1_500,
      status: 'SUCCESSFUL',
      processor: 'stripe',
      chargeRef: charge,
      card: { brand: 'Visa', last4: '4242' },
      disputeStatus: null,
      member: { userId: m.id },
    });
    expect(load.paymentRef).toMatch(/^pi_/);

    const key = testIdempotencyKey();
    const refund = () =>
      call(app, 'adminRefundCardLoad', {
        as: admin.accessToken,
        params: { id: load.id },
        body: { reason: 'Asked by the member' },
        idempotencyKey: key,
      });
    let res = await refund();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REFUND', failureCode: 'REFUNDED' });
    expect(await balance(m)).toBe(0);
    expect(stripe.refunds().filter((r) => r.charge === charge)).toHaveLength(1);
    // The same request again: the same answer, nothing more taken or refunded.
    res = await refund();
    expect(res.statusCode).toBe(200);
    expect(stripe.refunds().filter((r) => r.charge === charge)).toHaveLength(1);
    // A new request for the same load: refused.
    res = await call(app, 'adminRefundCardLoad', {
      as: admin.accessToken,
      params: { id: load.id },
      body: { reason: 'Again' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode).toBe(409);
    const notices = await call(app, 'listNotifications', { as: m.h, query: { userId: m.id } });
    expect(JSON.stringify(notices.json())).toContain('Support refunded your load');
  });

  it('refuses to refund a load whose BITS were spent, or one that is disputed, and changes nothing', async () => {
    const admin = await adminSession();
    const m = await member();
    const other = await member();
    await loaded(m, 2_000);
    await moveBits(db, m.id, other.id, 1_500n);
    const [spent] = (
      await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: m.id } })
    ).json().data;
    let res = await call(app, 'adminRefundCardLoad', {
      as: admin.accessToken,
      params: { id: spent.id },
      body: { reason: 'Asked' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_BITS');
    expect(await balance(m)).toBe(500);

    const n = await member();
    const charge = await loaded(n, 1_000);
    await deliver(eventOf(stripe.openDispute(charge, 1_000).id, 'charge.dispute.created'));
    const [disputed] = (
      await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: n.id } })
    ).json().data;
    expect(disputed.disputeStatus).toBe('OPEN');
    res = await call(app, 'adminRefundCardLoad', {
      as: admin.accessToken,
      params: { id: disputed.id },
      body: { reason: 'Asked' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode).toBe(409);
    expect(stripe.refunds().filter((r) => r.charge === charge)).toHaveLength(0);
  });

  it('a refund Stripe refuses for good (the charge is disputed there) gives the BITS back; the dispute then holds them', async () => {
    const admin = await adminSession();
    const m = await member();
    const charge = await loaded(m, 1_800);
    // The bank's dispute reaches Stripe before its event reaches BarterBits.
    const dispute = stripe.openDispute(charge, 1_800);
    const [load] = (
      await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: m.id } })
    ).json().data;
    const res = await call(app, 'adminRefundCardLoad', {
      as: admin.accessToken,
      params: { id: load.id },
      body: { reason: 'Asked' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SUCCESSFUL', failureCode: 'REFUND_FAILED' });
    expect(await balance(m)).toBe(1_800);
    // Not retried by the job.
    await reconcileLoads(db, EVERY_PENDING_LOAD);
    expect(stripe.refunds().filter((r) => r.charge === charge)).toHaveLength(0);
    await deliver(eventOf(dispute.id, 'charge.dispute.created'));
    expect(await disputeRow(dispute.id)).toMatchObject({ heldCents: 1_800n, debtCents: 0n });
    expect(await balance(m)).toBe(0);
  });

  it('a refund made in Stripe’s dashboard takes the BITS back; what was spent becomes debt, once', async () => {
    const m = await member();
    const charge = await loaded(m, 2_000);
    stripe.refundFromDashboard(charge);
    const refunded = stripe
      .events()
      .filter((e) => e.type === 'charge.refunded' && (e.data.object as { id?: string }).id === charge)
      .at(-1)!;
    expect((await deliver(refunded)).json().outcome).toBe('APPLIED');
    expect((await deliver(refunded)).json().outcome).toBe('ALREADY_APPLIED');
    expect(await balance(m)).toBe(0);
    const [load] = await db.select().from(bitsLoads).where(eq(bitsLoads.userId, m.id));
    expect(load).toMatchObject({ status: 'REFUND', failureCode: 'REFUNDED' });
    expect(await paused(m)).toBe(false);

    // Spent in part: the rest is the member's debt (a lost dispute row), and the wallet is paused.
    const n = await member();
    const other = await member();
    const spentCharge = await loaded(n, 3_000);
    await moveBits(db, n.id, other.id, 1_200n);
    stripe.refundFromDashboard(spentCharge);
    await deliver(
      stripe
        .events()
        .filter((e) => e.type === 'charge.refunded' && (e.data.object as { id?: string }).id === spentCharge)
        .at(-1)!,
    );
    expect(await balance(n)).toBe(0);
    expect(await balance(other)).toBe(1_200);
    expect(await disputeRow(`refund:${spentCharge}`)).toMatchObject({
      status: 'LOST',
      debtCents: 1_200n,
      heldCents: 0n,
      reason: 'refunded_at_processor',
    });
    expect(await paused(n)).toBe(true);
  });

  it('a refund of part of a charge in Stripe’s dashboard is written on the load for support; the BITS stay', async () => {
    const admin = await adminSession();
    const m = await member();
    const charge = await loaded(m, 2_000);
    const refundedEvents = () =>
      stripe
        .events()
        .filter((e) => e.type === 'charge.refunded' && (e.data.object as { id?: string }).id === charge);
    stripe.refundFromDashboard(charge, 500);
    const first = refundedEvents().at(-1)!;
    stripe.refundFromDashboard(charge, 300);
    const second = refundedEvents().at(-1)!;
    const loadOf = async () =>
      (await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: m.id } })).json().data[0];

    // Out of order: the later event (800 refunded so far), then the earlier (500), then the later again.
    expect((await deliver(second)).json().outcome).toBe('APPLIED');
    expect((await deliver(first)).json().outcome).toBe('APPLIED');
    expect((await deliver(second)).json().outcome).toBe('ALREADY_APPLIED');
    expect(await loadOf()).toMatchObject({ status: 'SUCCESSFUL', processorRefundedCents: 800 });
    expect(await balance(m)).toBe(2_000);
    expect(await paused(m)).toBe(false);

    // The rest refunded later: the charge is refunded in full, so the BITS go back as for a full refund.
    stripe.refundFromDashboard(charge);
    expect((await deliver(refundedEvents().at(-1)!)).json().outcome).toBe('APPLIED');
    expect(await loadOf()).toMatchObject({ status: 'REFUND', processorRefundedCents: 800 });
    expect(await balance(m)).toBe(0);
  });

  it('our own refund’s echo from Stripe changes nothing more', async () => {
    const admin = await adminSession();
    const m = await member();
    const charge = await loaded(m, 900);
    const [load] = (
      await call(app, 'adminCardLoads', { as: admin.accessToken, query: { userId: m.id } })
    ).json().data;
    await call(app, 'adminRefundCardLoad', {
      as: admin.accessToken,
      params: { id: load.id },
      body: { reason: 'Asked' },
      idempotencyKey: testIdempotencyKey(),
    });
    const echo = stripe
      .events()
      .filter((e) => e.type === 'charge.refunded' && (e.data.object as { id?: string }).id === charge)
      .at(-1)!;
    expect((await deliver(echo)).statusCode).toBe(200);
    expect(await balance(m)).toBe(0);
    expect(await disputeRow(`refund:${charge}`)).toBeUndefined();
  });

  it('lists disputes with their exposure, and frees a wallet once a lost dispute’s debt is written off', async () => {
    const admin = await adminSession();
    const m = await member();
    const other = await member();
    const charge = await loaded(m, 2_000);
    await moveBits(db, m.id, other.id, 800n);
    const dispute = stripe.openDispute(charge, 2_000);
    await deliver(eventOf(dispute.id, 'charge.dispute.created'));
    let res = await call(app, 'adminDisputes', { as: admin.accessToken, query: { userId: m.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ disputeRef: dispute.id, status: 'OPEN', heldCents: 1_200, debtCents: 800 }),
    ]);
    const exposure = res.json().meta.exposure;
    expect(exposure.heldCents).toBeGreaterThanOrEqual(1_200);
    expect(exposure.debtCents).toBeGreaterThanOrEqual(800);

    const [row] = res.json().data;
    // Open: there is no debt to close yet.
    const settle = (body: Record<string, unknown>) =>
      call(app, 'adminSettleDisputeDebt', { as: admin.accessToken, params: { id: row.id }, body });
    expect((await settle({ outcome: 'WRITTEN_OFF', note: 'Too early' })).statusCode).toBe(409);
    stripe.closeDispute(dispute.id, 'lost');
    await deliver(eventOf(dispute.id, 'charge.dispute.closed'));
    expect(await paused(m)).toBe(true);
    expect((await settle({ outcome: 'FORGIVEN', note: 'x' })).statusCode).toBe(400);
    res = await settle({ outcome: 'WRITTEN_OFF', note: 'Member left the country' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'LOST', debtStatus: 'WRITTEN_OFF' });
    expect(await paused(m)).toBe(false);
    expect((await settle({ outcome: 'SETTLED', note: 'again' })).statusCode).toBe(409);
  });
});

/**
 * Analytics: GET /analytics and GET /analytics/stats against a small marketplace built
 * here by direct inserts with known dates, statuses and amounts, every figure hand-computed in the
 * comments. The range is March 2024 in America/Toronto (EST until 10 March, EDT after): its instants
 * are [2024-03-01T05:00Z, 2024-04-01T04:00Z). No demo data (seed: false): only the admin and one
 * member exist besides the fixture, both created "now", after the range.
 */
import { ANALYTICS_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  barterRequests,
  bitsLoads,
  chatChannels,
  chatMessages,
  chatReports,
  feedback,
  gifts,
  offerReports,
  offers,
  reviewReports,
  reviews,
  searchMisses,
  users,
} from '../../src/db/schema.ts';
import { recordSearchMiss } from '../../src/modules/offer-search/search-misses.ts';
import { localDay } from '../../src/modules/wallet/calendar.ts';
import { createAccount, DEMO_ACCOUNTS } from '../../src/seed.ts';
import { ADMIN, type As, build, call, MEMBER, signIn } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

const app = await build({ seed: false });
const db = app.database.db;
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === ADMIN.email)!);
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === MEMBER.email)!);
const admin = await signIn(app, ADMIN, 'ADMIN');
const member = await signIn(app, MEMBER);

const MARCH = { from: '2024-03-01', to: '2024-03-31' };
const overview = (query: Record<string, string>, as: As = admin) =>
  call(app, 'adminAnalytics', { as, query });
const stats = (query: Record<string, string>, as: As = admin) =>
  call(app, 'adminAnalyticsStats', { as, query });

const at = (iso: string) => new Date(iso);
let n = 0;
const ref = () => `BR-AN${String(++n).padStart(4, '0')}`;

/** Members m1..m7 (role MEMBER) by sign-up instant. */
async function addMember(name: string, createdAt: string) {
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}@analytics.test`,
      roleId: 2,
      createdAt: at(createdAt),
      checkOutStatus: 'COMPLETED',
    })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  // Members. Total by the end of March: m1..m6 = 6. New in March: m4, m5, m6 = 3.
  const m1 = await addMember('m1', '2024-01-15T12:00:00Z');
  const m2 = await addMember('m2', '2024-02-20T12:00:00Z');
  const m3 = await addMember('m3', '2024-03-01T04:30:00Z'); // Toronto 29 Feb 23:30 EST: before the range
  const m4 = await addMember('m4', '2024-03-01T05:30:00Z'); // 1 Mar 00:30 EST
  const m5 = await addMember('m5', '2024-03-10T12:00:00Z'); // 10 Mar 08:00 EDT
  await addMember('m6', '2024-04-01T03:30:00Z'); // 31 Mar 23:30 EDT: in the range
  const m7 = await addMember('m7', '2024-04-01T04:30:00Z'); // 1 Apr 00:30 EDT: after

  // Offers: 6 in all. Created in March: o2, o3, o4, o5 = 4. ACTIVE: o1, o2, o6.
  const offer = async (
    userId: string,
    category: string,
    status: string,
    createdAt: string,
    publishedAt: string | null,
  ) =>
    (
      await db
        .insert(offers)
        .values({
          userId,
          title: `${category} ${status}`,
          category,
          status,
          createdAt: at(createdAt),
          publishedAt: publishedAt ? at(publishedAt) : null,
        })
        .returning({ id: offers.id })
    )[0]!.id;
  const o1 = await offer(m1, 'Product', 'ACTIVE', '2024-02-10T12:00:00Z', '2024-02-10T12:00:00Z');
  const o2 = await offer(m1, 'Services', 'ACTIVE', '2024-03-05T15:00:00Z', '2024-03-05T15:00:00Z');
  const o3 = await offer(m2, 'Product', 'PAUSED', '2024-03-06T15:00:00Z', '2024-03-06T15:00:00Z');
  await offer(m2, 'Cars & Vehicles', 'DRAFT', '2024-03-07T15:00:00Z', null);
  const o5 = await offer(m4, 'Vacation Rentals', 'DISABLED', '2024-03-20T15:00:00Z', '2024-03-20T15:00:00Z');
  await offer(m5, 'Product', 'ACTIVE', '2024-04-02T15:00:00Z', '2024-04-02T15:00:00Z');

  // Barter requests. Trades of March (paid, decided in March): b1 5000, b2 3000, b3 2000, b7 4000,
  // b8 500 → 5 trades, GMV 14,500, average 2,900; refunded: b2 (1,000) and b3 (2,000) → 2, 3,000.
  // Traders: {m1, m2} ∪ {m1, m4} ∪ {m2, m5} ∪ {m4, m1} ∪ {m1, m5} = m1, m2, m4, m5 → 4.
  const barter = (
    sellerId: string,
    buyerId: string,
    offerId: string | null,
    amount: number,
    status: string,
    createdAt: string,
    decidedAt: string | null,
    refunded = 0,
  ) => ({
    reference: ref(),
    sellerId,
    buyerId,
    offerId,
    offerTitle: 'Fixture offer',
    amountCents: BigInt(amount),
    refundedCents: BigInt(refunded),
    status,
    createdAt: at(createdAt),
    decidedAt: decidedAt ? at(decidedAt) : null,
  });
  const [b1] = await db
    .insert(barterRequests)
    .values([
      barter(m1, m2, o1, 5000, 'ACCEPTED', '2024-03-02T15:00:00Z', '2024-03-02T16:00:00Z'),
      barter(m1, m4, o2, 3000, 'ACCEPTED', '2024-03-10T14:00:00Z', '2024-03-10T15:00:00Z', 1000),
      barter(m2, m5, o3, 2000, 'REFUND', '2024-03-15T14:00:00Z', '2024-03-15T15:00:00Z', 2000),
      barter(m1, m2, o1, 7000, 'PENDING', '2024-03-20T14:00:00Z', null),
      barter(m2, m1, o3, 1500, 'REJECTED', '2024-03-21T14:00:00Z', '2024-03-21T15:00:00Z'),
      barter(m1, m2, o1, 9999, 'ACCEPTED', '2024-02-25T14:00:00Z', '2024-02-26T15:00:00Z'), // before
      // Decided 31 Mar 23:00 EDT: in the range, on its last day.
      barter(m4, m1, o5, 4000, 'ACCEPTED', '2024-03-31T12:00:00Z', '2024-04-01T03:00:00Z'),
      barter(m1, m5, null, 500, 'ACCEPTED', '2024-03-25T14:00:00Z', '2024-03-25T15:00:00Z'), // offer deleted
    ])
    .returning({ id: barterRequests.id });

  // Loads completed in March: l1 10,000 and l2 20,000 SUCCESSFUL (2, 30,000); l3 REFUND → charged 3,
  // refunded 1. l4 FAILED, l5 before the range, l6 still PROCESSING: none of them counts.
  const load = (userId: string, amount: number, status: string, completedAt: string | null) => ({
    userId,
    amountCents: BigInt(amount),
    status,
    completedAt: completedAt ? at(completedAt) : null,
  });
  await db
    .insert(bitsLoads)
    .values([
      load(m1, 10000, 'SUCCESSFUL', '2024-03-01T12:00:00Z'),
      load(m2, 20000, 'SUCCESSFUL', '2024-03-10T12:00:00Z'),
      load(m4, 5000, 'REFUND', '2024-03-11T12:00:00Z'),
      load(m5, 3000, 'FAILED', '2024-03-12T12:00:00Z'),
      load(m1, 8000, 'SUCCESSFUL', '2024-02-28T12:00:00Z'),
      load(m2, 4000, 'PROCESSING', null),
    ]);

  // Gifts sent in March, cancelled left out: g1 1,000, g2 2,500, g4 400 → 3, 3,900; claimed: g1 → 1.
  const gift = (senderId: string, amount: number, status: string, createdAt: string) => ({
    reference: ref(),
    senderId,
    recipientEmail: 'friend@analytics.test',
    amountCents: BigInt(amount),
    status,
    expiresAt: at('2024-06-01T00:00:00Z'),
    createdAt: at(createdAt),
  });
  await db
    .insert(gifts)
    .values([
      gift(m1, 1000, 'ACCEPTED', '2024-03-03T15:00:00Z'),
      gift(m2, 2500, 'PENDING', '2024-03-04T15:00:00Z'),
      gift(m1, 700, 'CANCELLED', '2024-03-05T15:00:00Z'),
      gift(m4, 400, 'RETURNED', '2024-03-06T15:00:00Z'),
      gift(m1, 999, 'ACCEPTED', '2024-02-01T15:00:00Z'),
    ]);

  // Open now: offer reports 2 (one DECLINED), review reports 1 (one ACTIONED), chat reports 1
  // (one DECLINED) → 4; feedback NEW + IN_PROGRESS → 2 (ANSWERED and CLOSED are not).
  await db.insert(offerReports).values([
    { offerId: o1, reporterId: m2, reason: 'SUSPICIOUS' },
    { offerId: o2, reporterId: m2, reason: 'ITS_SPAM', status: 'DECLINED' },
    { offerId: o3, reporterId: m1, reason: 'OTHER' },
  ]);
  const [review] = await db
    .insert(reviews)
    .values({ barterRequestId: b1!.id, authorId: m2, subjectId: m1, hearts: 2, text: 'Late.' })
    .returning({ id: reviews.id });
  await db.insert(reviewReports).values([
    { reviewId: review!.id, reporterId: m4, reason: 'OTHER' },
    { reviewId: review!.id, reporterId: m5, reason: 'OTHER', status: 'ACTIONED' },
  ]);
  const [channel] = await db
    .insert(chatChannels)
    .values({ kind: 'GROUP', name: 'Fixture' })
    .returning({ id: chatChannels.id });
  const [m1Msg, m2Msg] = await db
    .insert(chatMessages)
    .values([
      { channelId: channel!.id, seq: 1, senderId: m1, kind: 'TEXT', text: 'Hello' },
      { channelId: channel!.id, seq: 2, senderId: m2, kind: 'TEXT', text: 'Cash only' },
    ])
    .returning({ id: chatMessages.id });
  await db.insert(chatReports).values([
    { messageId: m2Msg!.id, reporterId: m1, reason: 'OTHER' },
    { messageId: m1Msg!.id, reporterId: m2, reason: 'OTHER', status: 'DECLINED' },
  ]);
  await db.insert(feedback).values(
    ['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'].map((status) => ({
      userId: m1,
      kind: 'FEEDBACK',
      message: `Feedback ${status}`,
      status,
    })),
  );

  // Searches that found nothing. In March: Product 3 + 2 = 5, Services 1, all categories ('') 4.
  await db.insert(searchMisses).values([
    { day: '2024-03-05', query: 'bike trailer', category: 'Product', count: 3 },
    { day: '2024-03-06', query: 'bike trailer', category: 'Product', count: 2 },
    { day: '2024-03-06', query: 'canoe', category: '', count: 4 },
    { day: '2024-03-07', query: 'piano lessons', category: 'Services', count: 1 },
    { day: '2024-02-28', query: 'old', category: '', count: 10 },
    { day: '2024-04-01', query: 'late', category: 'Product', count: 5 },
  ]);

  // Wallets now: m1 10,000, m2 30,000, m3 50,000, m4 6,000, m5 4,000, m7 2,000 → 6 holders, 102,000.
  // Never bought (no paid request as buyer): m3 and m7 → 2 holding 52,000.
  for (const [id, cents] of [
    [m1, 10000n],
    [m2, 30000n],
    [m3, 50000n],
    [m4, 6000n],
    [m5, 4000n],
    [m7, 2000n],
  ] as const) {
    await loadBits(db, id, cents);
  }
});

describe('GET /analytics (cards)', () => {
  it('gives the hand-computed figures of March 2024', async () => {
    const res = await overview(MARCH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      range: { from: '2024-03-01', to: '2024-03-31', days: 31, timeZone: 'America/Toronto' },
      // notTradingShare: (6 − 4) / 6 = 0.3333.
      members: { total: 6, newInRange: 3, activeTraders: 4, notTradingShare: 0.3333 },
      offers: {
        total: 6,
        createdInRange: 4,
        byStatus: [
          { status: 'DRAFT', count: 1 },
          { status: 'ACTIVE', count: 3 },
          { status: 'PAUSED', count: 1 },
          { status: 'DELETE', count: 0 },
          { status: 'ARCHIVE', count: 0 },
          { status: 'DEACTIVATED', count: 0 },
          { status: 'DISABLED', count: 1 },
        ],
        byCategory: [
          { category: 'Product', total: 3, active: 2 },
          { category: 'Services', total: 1, active: 1 },
          { category: 'Cars & Vehicles', total: 1, active: 0 },
          { category: 'Vacation Rentals', total: 1, active: 0 },
        ],
      },
      money: {
        loadsCount: 2,
        bitsLoadedCents: 30000,
        tradesCount: 5,
        gmvCents: 14500,
        averageTradeCents: 2900,
        giftsCount: 3,
        giftsCents: 3900,
        giftsClaimedCount: 1,
      },
      // 2 of 5 trades refunded = 0.4; 1 of 3 charged loads refunded = 0.3333.
      refunds: {
        refundedTrades: 2,
        refundedCents: 3000,
        tradeRefundRate: 0.4,
        chargedLoads: 3,
        refundedLoads: 1,
        loadRefundRate: 0.3333,
      },
      // The month's trades were paid at once (no hold), and none is held now.
      protection: {
        heldCents: 0,
        heldCount: 0,
        openDisputes: 0,
        heldTrades: 0,
        disputedTrades: 0,
        disputeRate: null,
      },
      // No wants nor saved searches here (analytics-demand.test.ts counts them).
      matches: { made: 0, ofWants: 0, ofSearches: 0, becameBarters: 0, barterRate: null },
      moderation: {
        openOfferReports: 2,
        openReviewReports: 1,
        openChatReports: 1,
        openReports: 4,
        unansweredFeedback: 2,
      },
    });
  });

  it('counts only what falls in a shorter range (1 to 9 March, EST)', async () => {
    const res = await overview({ from: '2024-03-01', to: '2024-03-09' });
    const data = res.json().data;
    // Members before 10 Mar 05:00Z: m1, m2, m3, m4 → 4; new: m4 → 1. Trades: b1 (m1, m2) → 1, 5,000.
    expect(data.members).toEqual({ total: 4, newInRange: 1, activeTraders: 2, notTradingShare: 0.5 });
    expect(data.money).toMatchObject({ tradesCount: 1, gmvCents: 5000, averageTradeCents: 5000 });
    // Loads: l1 only; gifts g1, g2, g4.
    expect(data.money).toMatchObject({ loadsCount: 1, bitsLoadedCents: 10000, giftsCount: 3 });
    expect(data.refunds).toMatchObject({ refundedTrades: 0, tradeRefundRate: 0, loadRefundRate: 0 });
  });

  it('answers nulls for shares with nothing to divide by', async () => {
    const data = (await overview({ from: '2020-01-01', to: '2020-01-31' })).json().data;
    expect(data.members).toEqual({ total: 0, newInRange: 0, activeTraders: 0, notTradingShare: null });
    expect(data.refunds).toMatchObject({ tradeRefundRate: null, loadRefundRate: null });
    expect(data.money.averageTradeCents).toBe(0);
  });
});

describe('GET /analytics/stats (charts)', () => {
  it('gives the hand-computed series and tables of March 2024', async () => {
    const res = await stats(MARCH);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.range).toEqual({
      from: '2024-03-01',
      to: '2024-03-31',
      days: 31,
      timeZone: 'America/Toronto',
    });

    // Every day listed once, in order; the active days as computed, the others zero.
    expect(data.daily).toHaveLength(31);
    expect(data.daily[0].day).toBe('2024-03-01');
    expect(data.daily[30].day).toBe('2024-03-31');
    const active = Object.fromEntries(
      data.daily
        .filter((d: Record<string, number>) => d.signUps || d.trades || d.bitsLoadedCents)
        .map((d: Record<string, unknown>) => [d.day, d]),
    );
    expect(active).toEqual({
      '2024-03-01': { day: '2024-03-01', signUps: 1, trades: 0, volumeCents: 0, bitsLoadedCents: 10000 },
      '2024-03-02': { day: '2024-03-02', signUps: 0, trades: 1, volumeCents: 5000, bitsLoadedCents: 0 },
      '2024-03-10': { day: '2024-03-10', signUps: 1, trades: 1, volumeCents: 3000, bitsLoadedCents: 20000 },
      '2024-03-15': { day: '2024-03-15', signUps: 0, trades: 1, volumeCents: 2000, bitsLoadedCents: 0 },
      '2024-03-25': { day: '2024-03-25', signUps: 0, trades: 1, volumeCents: 500, bitsLoadedCents: 0 },
      '2024-03-31': { day: '2024-03-31', signUps: 1, trades: 1, volumeCents: 4000, bitsLoadedCents: 0 },
    });

    // Offers created 4 → requests made in March 7 (b1–b5, b7, b8) → of them paid 5 (b1, b2, b3, b7, b8).
    expect(data.funnel).toEqual([
      { step: 'OFFERS_CREATED', label: 'Offers created', count: 4, shareOfPrevious: null },
      { step: 'BARTER_REQUESTS', label: 'Barter requests', count: 7, shareOfPrevious: 1.75 },
      { step: 'SUCCESSFUL', label: 'Successful', count: 5, shareOfPrevious: 0.7143 },
    ]);

    // Active now: Product o1, o6; Services o2. Published in March: o2, o3, o5. Requests by the offer's
    // category: Product b1, b3, b4, b5; Services b2; Vacation b7 (b8 has no offer). Trades: Product b1 +
    // b3 = 7,000; Services b2 3,000; Vacation b7 4,000.
    expect(data.categories).toEqual([
      {
        category: 'Product',
        activeOffers: 2,
        offersPublished: 1,
        activeWants: 0,
        wantsPosted: 0,
        barterRequests: 4,
        trades: 2,
        volumeCents: 7000,
        unmetSearches: 5,
      },
      {
        category: 'Services',
        activeOffers: 1,
        offersPublished: 1,
        activeWants: 0,
        wantsPosted: 0,
        barterRequests: 1,
        trades: 1,
        volumeCents: 3000,
        unmetSearches: 1,
      },
      {
        category: 'Cars & Vehicles',
        activeOffers: 0,
        offersPublished: 0,
        activeWants: 0,
        wantsPosted: 0,
        barterRequests: 0,
        trades: 0,
        volumeCents: 0,
        unmetSearches: 0,
      },
      {
        category: 'Vacation Rentals',
        activeOffers: 0,
        offersPublished: 1,
        activeWants: 0,
        wantsPosted: 0,
        barterRequests: 1,
        trades: 1,
        volumeCents: 4000,
        unmetSearches: 0,
      },
    ]);
    expect(data.unmetSearchesAllCategories).toBe(4);
    expect(data.unmetQueries).toEqual([
      { query: 'bike trailer', category: 'Product', count: 5 },
      { query: 'canoe', category: '', count: 4 },
      { query: 'piano lessons', category: 'Services', count: 1 },
    ]);

    // 52,000 / 102,000 = 0.5098; the richest tenth (1 of 6 holders: m3) 50,000 / 102,000 = 0.4902.
    expect(data.balances).toEqual({
      holders: 6,
      heldCents: 102000,
      holdersNeverBought: 2,
      heldByNeverBoughtCents: 52000,
      neverBoughtShareOfBits: 0.5098,
      top10PercentShare: 0.4902,
    });
    // Balances poorest first 2,000, 4,000, 6,000, 10,000, 30,000, 50,000 (cumulated 2,000, 6,000,
    // 12,000, 22,000, 52,000, 102,000); at tenth k the poorest ⌊6k/10⌋ holders.
    expect(data.lorenz).toEqual([
      { holdersShare: 0.1, bitsShare: 0 },
      { holdersShare: 0.2, bitsShare: 0.0196 },
      { holdersShare: 0.3, bitsShare: 0.0196 },
      { holdersShare: 0.4, bitsShare: 0.0588 },
      { holdersShare: 0.5, bitsShare: 0.1176 },
      { holdersShare: 0.6, bitsShare: 0.1176 },
      { holdersShare: 0.7, bitsShare: 0.2157 },
      { holdersShare: 0.8, bitsShare: 0.2157 },
      { holdersShare: 0.9, bitsShare: 0.5098 },
      { holdersShare: 1, bitsShare: 1 },
    ]);
  });

  it('splits the days at Toronto midnight across the DST change', async () => {
    // 10 March 2024 is 23 hours long; m5 (12:00Z) and l2 fall on it, b2 too.
    const data = (await stats({ from: '2024-03-10', to: '2024-03-10' })).json().data;
    expect(data.daily).toEqual([
      { day: '2024-03-10', signUps: 1, trades: 1, volumeCents: 3000, bitsLoadedCents: 20000 },
    ]);
  });
});

describe('ranges and access', () => {
  it('defaults to the last 30 days ending today in Toronto', async () => {
    const res = await overview({});
    expect(res.statusCode).toBe(200);
    const today = localDay(new Date(), 'America/Toronto');
    expect(res.json().data.range).toMatchObject({ to: today, days: 30 });
    const only = (await stats({ to: '2024-03-31' })).json().data.range;
    expect(only).toMatchObject({ from: '2024-03-02', to: '2024-03-31', days: 30 });
  });

  it('refuses bad input with a clear 400', async () => {
    const reversed = await overview({ from: '2024-03-02', to: '2024-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.to).toEqual([ANALYTICS_MESSAGES.dateRange]);

    const long = await stats({ from: '2023-01-01', to: '2024-01-02' }); // 367 days
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.from).toEqual([ANALYTICS_MESSAGES.rangeTooLong]);
    expect((await stats({ from: '2023-01-01', to: '2024-01-01' })).statusCode).toBe(200); // 366 days

    const badDate = await overview({ from: '2024-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fieldErrors.from).toEqual([ANALYTICS_MESSAGES.badDate]);
    expect((await overview({ to: 'yesterday' })).statusCode).toBe(400);

    // Only `from`, after today: `to` defaults to today, before it.
    const future = await overview({ from: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(ANALYTICS_MESSAGES.dateRange);
    // Only `from`, long ago: more than 366 days up to today.
    expect((await stats({ from: '2000-01-01' })).json().message).toBe(ANALYTICS_MESSAGES.rangeTooLong);
  });

  it('refuses members (403) and guests (401)', async () => {
    for (const get of [overview, stats]) {
      const asMember = await get(MARCH, member);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(ERROR_MESSAGES.forbidden);
      expect((await get(MARCH, null)).statusCode).toBe(401);
    }
  });
});

describe('recordSearchMiss', () => {
  it('adds one per search to (day in Toronto, normalised text, category)', async () => {
    // 2 May 2024 02:00Z is 1 May in Toronto.
    const now = at('2024-05-02T02:00:00Z');
    await recordSearchMiss(db, { q: '  Kayak   RENTAL ', categoryIds: [2] }, now);
    await recordSearchMiss(db, { q: 'kayak rental', categoryIds: [2] }, now);
    await recordSearchMiss(db, { q: 'kayak rental', categoryIds: [1, 2] }, now);
    await recordSearchMiss(db, { q: '   ' }, now);
    const rows = await db
      .select({ query: searchMisses.query, category: searchMisses.category, count: searchMisses.count })
      .from(searchMisses)
      .where(eq(searchMisses.day, '2024-05-01'));
    expect(rows.sort((a, b) => a.category.localeCompare(b.category))).toEqual([
      { query: 'kayak rental', category: '', count: 1 },
      { query: 'kayak rental', category: 'Services', count: 2 },
    ]);
    const may = (await stats({ from: '2024-05-01', to: '2024-05-01' })).json().data;
    expect(may.unmetQueries).toEqual([
      { query: 'kayak rental', category: 'Services', count: 2 },
      { query: 'kayak rental', category: '', count: 1 },
    ]);
  });
});

/**
 * Analytics rollups: GET /analytics and GET /analytics/stats answer the same whether the
 * days of the range are rolled up, not rolled up, or some of each; a rerun changes nothing; a later
 * change to an old day (a refund, a pending request accepted) is picked up by the next run. The
 * fixture lies in the 61 Toronto days ending today, with old rows' updated_at in the past (as they
 * would be), so only the changes made by a test look recent to the job.
 */
import { ANALYTICS_TIME_ZONE } from '@barterbits/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { barterRequests, bitsLoads, offers, users } from '../../src/db/schema.ts';
import {
  ROLLUP_WINDOW_DAYS,
  rollupAnalyticsDays,
  runAnalyticsRollup,
} from '../../src/modules/analytics/analytics.rollup.ts';
import { addDays, daysFrom } from '../../src/modules/analytics/range.ts';
import { dayRange, localDay } from '../../src/modules/wallet/calendar.ts';
import { createAccount, DEMO_ACCOUNTS } from '../../src/seed.ts';
import { ADMIN, build, call, signIn } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

const app = await build({ seed: false });
const db = app.database.db;
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === ADMIN.email)!);
const admin = await signIn(app, ADMIN, 'ADMIN');

const today = localDay(new Date(), ANALYTICS_TIME_ZONE);
const RANGE = { from: addDays(today, -60), to: today };
/** An instant `hours` after the Toronto midnight starting the day `n` days before today. */
const daysAgo = (n: number, hours = 12) => {
  const day = addDays(today, -n);
  return new Date(dayRange(day, day, ANALYTICS_TIME_ZONE).start.getTime() + hours * 3_600_000);
};

/** Both answers for the range (the fields that depend on nothing but the data). */
async function answers() {
  const cards = await call(app, 'adminAnalytics', { as: admin, query: RANGE });
  const charts = await call(app, 'adminAnalyticsStats', { as: admin, query: RANGE });
  expect(cards.statusCode, cards.body).toBe(200);
  expect(charts.statusCode, charts.body).toBe(200);
  return { cards: cards.json().data, charts: charts.json().data };
}

const clearRollups = async () => {
  for (const table of ['analytics_daily', 'analytics_traders', 'analytics_rollup_days']) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
};
const rolledDays = async () =>
  (
    (await db.execute(sql`select day::text as day from analytics_rollup_days order by day`)) as unknown as {
      rows: { day: string }[];
    }
  ).rows.map((r) => r.day);
/** Every rollup row, in a fixed order, for comparing two runs. */
const rollupRows = async () =>
  (
    (await db.execute(sql`
      select 'daily' as t, day::text, category as k, requests_made || '/' || requests_made_paid || '/' || trades
             || '/' || volume_cents || '/' || refunded_trades || '/' || refunded_cents as v
      from analytics_daily
      union all select 'traders', user_id::text, traded::text, bought::text from analytics_traders
      order by 1, 2, 3`)) as unknown as { rows: unknown[] }
  ).rows;

let live: Awaited<ReturnType<typeof answers>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const member = async (name: string, n: number) => {
    const [row] = await db
      .insert(users)
      .values({ email: `${name}@rollup.test`, roleId: 2, createdAt: daysAgo(n), checkOutStatus: 'COMPLETED' })
      .returning({ id: users.id });
    return row!.id;
  };
  const [m1, m2, m3, m4] = [
    await member('m1', 90),
    await member('m2', 80),
    await member('m3', 45),
    await member('m4', 3),
  ];
  const offer = async (userId: string, category: string, n: number) =>
    (
      await db
        .insert(offers)
        .values({
          userId,
          title: category,
          category,
          status: 'ACTIVE',
          createdAt: daysAgo(n),
          updatedAt: daysAgo(n),
          publishedAt: daysAgo(n),
        })
        .returning({ id: offers.id })
    )[0]!.id;
  const product = await offer(m1, 'Product', 70);
  const services = await offer(m2, 'Services', 50);
  const cars = await offer(m3, 'Cars & Vehicles', 20);

  // Requests: made one day, decided another (across the window's edge and up to today), unpaid and
  // pending ones, a refund, one whose offer is gone, one made before the range and decided in it.
  let n = 0;
  const request = async (
    key: string,
    v: {
      seller: string;
      buyer: string;
      offer: string | null;
      amount: number;
      status: string;
      made: Date;
      decided?: Date;
      refunded?: number;
    },
  ) => {
    const [row] = await db
      .insert(barterRequests)
      .values({
        reference: `BR-RU${String(++n).padStart(4, '0')}`,
        sellerId: v.seller,
        buyerId: v.buyer,
        offerId: v.offer,
        offerTitle: 'Fixture',
        amountCents: BigInt(v.amount),
        refundedCents: BigInt(v.refunded ?? 0),
        status: v.status,
        createdAt: v.made,
        updatedAt: v.decided ?? v.made,
        decidedAt: v.decided ?? null,
      })
      .returning({ id: barterRequests.id });
    ids[key] = row!.id;
  };
  await request('old', {
    seller: m1,
    buyer: m2,
    offer: product,
    amount: 5000,
    status: 'ACCEPTED',
    made: daysAgo(55),
    decided: daysAgo(50),
  });
  await request('edge', {
    seller: m2,
    buyer: m1,
    offer: services,
    amount: 3000,
    status: 'ACCEPTED',
    made: daysAgo(36, 23),
    decided: daysAgo(35, 1),
  });
  await request('refunded', {
    seller: m2,
    buyer: m3,
    offer: services,
    amount: 2000,
    status: 'REFUND',
    made: daysAgo(30),
    decided: daysAgo(30, 13),
    refunded: 2000,
  });
  await request('partly', {
    seller: m3,
    buyer: m1,
    offer: cars,
    amount: 4000,
    status: 'ACCEPTED',
    made: daysAgo(10),
    decided: daysAgo(9),
    refunded: 1000,
  });
  await request('gone', {
    seller: m1,
    buyer: m3,
    offer: null,
    amount: 700,
    status: 'ACCEPTED',
    made: daysAgo(5),
    decided: daysAgo(5, 14),
  });
  await request('before', {
    seller: m1,
    buyer: m2,
    offer: product,
    amount: 900,
    status: 'ACCEPTED',
    made: daysAgo(62),
    decided: daysAgo(58),
  });
  await request('rejected', {
    seller: m2,
    buyer: m1,
    offer: product,
    amount: 1500,
    status: 'REJECTED',
    made: daysAgo(40),
    decided: daysAgo(40, 15),
  });
  await request('pending', {
    seller: m3,
    buyer: m2,
    offer: cars,
    amount: 2500,
    status: 'PENDING',
    made: daysAgo(45),
  });
  await request('yesterday', {
    seller: m4,
    buyer: m1,
    offer: product,
    amount: 1200,
    status: 'ACCEPTED',
    made: daysAgo(1, 20),
    decided: daysAgo(1, 23),
  });
  await request('today', {
    seller: m1,
    buyer: m4,
    offer: services,
    amount: 800,
    status: 'ACCEPTED',
    made: daysAgo(0, 0),
    decided: daysAgo(0, 0.5),
  });
  // Card loads completed on rolled-up days and today; FAILED and still PROCESSING ones count nowhere.
  const load = (userId: string, amount: number, status: string, completed: Date | null) => ({
    userId,
    amountCents: BigInt(amount),
    status,
    completedAt: completed,
  });
  await db
    .insert(bitsLoads)
    .values([
      load(m1, 10_000, 'SUCCESSFUL', daysAgo(59)),
      load(m2, 20_000, 'SUCCESSFUL', daysAgo(59, 22)),
      load(m3, 5000, 'REFUND', daysAgo(30)),
      load(m4, 3000, 'FAILED', daysAgo(3)),
      load(m4, 7000, 'SUCCESSFUL', daysAgo(1, 23.5)),
      load(m1, 4000, 'SUCCESSFUL', daysAgo(0, 0.25)),
      load(m2, 6000, 'SUCCESSFUL', daysAgo(70)),
      load(m2, 1000, 'PROCESSING', null),
    ]);
  // Wallets: m4 bought only today (live), m5 never; the others on rolled-up days.
  const m5 = await member('m5', 2);
  for (const [id, cents] of [
    [m1, 1000],
    [m2, 2000],
    [m3, 3000],
    [m4, 4000],
    [m5, 5000],
  ] as const) {
    await loadBits(db, id, cents);
  }
  live = await answers();
});

describe('analytics rollups', () => {
  it('counts the fixture live (no rollups)', () => {
    // In the range: old, edge, refunded, partly, gone, before (decided 58 days ago), yesterday, today.
    expect(live.cards.money).toMatchObject({ tradesCount: 8, gmvCents: 17_600 });
    expect(live.cards.refunds).toMatchObject({ refundedTrades: 2, refundedCents: 3000 });
    expect(live.cards.members.activeTraders).toBe(4);
    expect(live.cards.money).toMatchObject({ loadsCount: 4, bitsLoadedCents: 41_000 });
    expect(live.cards.refunds).toMatchObject({ chargedLoads: 5, refundedLoads: 1 });
    expect(live.charts.balances).toMatchObject({
      holders: 5,
      holdersNeverBought: 1,
      heldByNeverBoughtCents: 5000,
    });
    // Made in the range: all but `before` (9), of them paid 7.
    expect(live.charts.funnel.slice(1).map((s: { count: number }) => s.count)).toEqual([9, 7]);
  });

  it('answers the same with every past day rolled up, and a rerun changes nothing', async () => {
    const count = await runAnalyticsRollup(db);
    const days = await rolledDays();
    expect(count).toBe(days.length);
    // From the first request's day to yesterday; today is never rolled up.
    expect(days[0]).toBe(addDays(today, -62));
    expect(days.at(-1)).toBe(addDays(today, -1));
    expect(await answers()).toEqual(live);

    const rows = await rollupRows();
    expect(rows.length).toBeGreaterThan(0);
    await runAnalyticsRollup(db);
    await rollupAnalyticsDays(db, days);
    expect(await rollupRows()).toEqual(rows);
    expect(await answers()).toEqual(live);
  });

  it('answers the same with some days rolled up and the others live', async () => {
    await clearRollups();
    const everyThird = daysFrom(RANGE.from, today).filter((_, i) => i % 3 === 0);
    const rolled = await rollupAnalyticsDays(db, everyThird);
    expect(rolled).toEqual(everyThird.filter((d) => d < today));
    expect(await answers()).toEqual(live);

    await clearRollups();
    await rollupAnalyticsDays(db, daysFrom(addDays(today, -40), addDays(today, -20)));
    expect(await answers()).toEqual(live);
  });

  it('never rolls up today', async () => {
    await clearRollups();
    expect(await rollupAnalyticsDays(db, [today, addDays(today, 1)])).toEqual([]);
    expect(await rolledDays()).toEqual([]);
  });

  it('reads the rollups it has, and the next run picks up a refund of an old day', async () => {
    await clearRollups();
    await runAnalyticsRollup(db);
    // A refund now of the trade decided 50 days ago: outside the recompute window, already rolled up.
    await db
      .update(barterRequests)
      .set({ status: 'REFUND', refundedCents: 5000n, updatedAt: new Date() })
      .where(eq(barterRequests.id, ids.old!));
    const stale = await answers();
    expect(stale.cards.refunds).toMatchObject({ refundedTrades: 2, refundedCents: 3000 });

    await runAnalyticsRollup(db);
    const rolled = await answers();
    expect(rolled.cards.refunds).toMatchObject({ refundedTrades: 3, refundedCents: 8000 });
    await clearRollups();
    expect(await answers()).toEqual(rolled);

    // Recomputing that one day by hand does the same.
    await runAnalyticsRollup(db);
    await db.execute(
      sql`update analytics_daily set refunded_trades = 0 where day = ${addDays(today, -50)}::date`,
    );
    expect((await answers()).cards.refunds.refundedTrades).toBe(2);
    await rollupAnalyticsDays(db, [addDays(today, -50)]);
    expect(await answers()).toEqual(rolled);
  });

  it('picks up a request made long ago and accepted now (the funnel counts it on the day made)', async () => {
    await clearRollups();
    await runAnalyticsRollup(db);
    const before = await answers();
    await db
      .update(barterRequests)
      .set({ status: 'ACCEPTED', decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(barterRequests.id, ids.pending!));
    await runAnalyticsRollup(db);
    const after = await answers();
    await clearRollups();
    expect(after).toEqual(await answers());
    expect(after.charts.funnel[2].count).toBe(before.charts.funnel[2].count + 1);
    expect(ROLLUP_WINDOW_DAYS).toBeLessThan(45); // the request was made outside the window
  });

  it('keeps one copy of each day when two runs overlap', async () => {
    await clearRollups();
    await Promise.all([
      runAnalyticsRollup(db),
      runAnalyticsRollup(db),
      rollupAnalyticsDays(db, [addDays(today, -5)]),
    ]);
    const rows = await rollupRows();
    await clearRollups();
    await runAnalyticsRollup(db);
    expect(await rollupRows()).toEqual(rows);
    expect(await answers()).toEqual(
      await (async () => {
        await clearRollups();
        return answers();
      })(),
    );
  });
});

/**
 * Analytics of demand: wants per category beside offers (GET /analytics/stats) and matches made, and
 * those that became barters (GET /analytics), against rows inserted here with known dates. The range is
 * June 2024 in America/Toronto (EDT): its instants are [2024-06-01T04:00Z, 2024-07-01T04:00Z). "Now"
 * (the test's run) is long after it: wants ACTIVE now are those with status ACTIVE and a later expiry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { barterRequests, matches, offers, savedSearches, users, wants } from '../../src/db/schema.ts';
import { createAccount, DEMO_ACCOUNTS } from '../../src/seed.ts';
import { ADMIN, build, call, signIn } from '../helper.ts';

const app = await build({ seed: false });
const db = app.database.db;
await createAccount(db, DEMO_ACCOUNTS.find((a) => a.email === ADMIN.email)!);
const admin = await signIn(app, ADMIN, 'ADMIN');

const JUNE = { from: '2024-06-01', to: '2024-06-30' };
const at = (iso: string) => new Date(iso);
/** Far after the test's run: the want is still in force. */
const LATER = at('2999-01-01T00:00:00Z');

async function addMember(name: string) {
  const [row] = await db
    .insert(users)
    .values({ email: `${name}@demand.test`, roleId: 2, checkOutStatus: 'COMPLETED' })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  const a = await addMember('asker');
  const b = await addMember('bea');
  const s = await addMember('seller');
  const c = await addMember('cal');
  const [o1, o2] = (
    await db
      .insert(offers)
      .values([
        {
          userId: s,
          title: 'Road bike',
          category: 'Product',
          status: 'ACTIVE',
          publishedAt: at('2024-06-01T12:00:00Z'),
        },
        {
          userId: s,
          title: 'Bike repair',
          category: 'Services',
          status: 'ACTIVE',
          publishedAt: at('2024-06-01T12:00:00Z'),
        },
      ])
      .returning({ id: offers.id })
  ).map((r) => r.id);

  // Wants. ACTIVE now: w1, w2 (Product), w6 (Vacation Rentals); w4 is ACTIVE but past its expiry.
  // Posted in June: w1 (Product), w3, w4 (Services), w5 (Cars & Vehicles, 30 June 23:30 EDT).
  const want = (userId: string, category: string, status: string, createdAt: string, expiresAt = LATER) => ({
    userId,
    title: `Looking for ${category}`,
    category,
    status,
    radiusKm: 25,
    latitude: 43.65,
    longitude: -79.38,
    minLat: 43.4,
    maxLat: 43.9,
    minLng: -79.7,
    maxLng: -79.1,
    createdAt: at(createdAt),
    expiresAt,
  });
  const [w1, w2, w3] = (
    await db
      .insert(wants)
      .values([
        want(a, 'Product', 'ACTIVE', '2024-06-05T12:00:00Z'),
        want(b, 'Product', 'ACTIVE', '2024-05-20T12:00:00Z'), // before the range
        want(a, 'Services', 'PAUSED', '2024-06-10T12:00:00Z'),
        want(b, 'Services', 'ACTIVE', '2024-06-30T12:00:00Z', at('2024-08-29T12:00:00Z')), // expired since
        want(a, 'Cars & Vehicles', 'DISABLED', '2024-07-01T03:30:00Z'),
        want(a, 'Vacation Rentals', 'ACTIVE', '2024-07-01T04:30:00Z'), // 1 July 00:30 EDT: after
      ])
      .returning({ id: wants.id })
  ).map((r) => r.id);
  const [ss1, ss2] = (
    await db
      .insert(savedSearches)
      .values([
        { userId: a, name: 'Bikes', params: { q: 'bike' }, q: 'bike' },
        { userId: b, name: 'Bikes too', params: { q: 'bike' }, q: 'bike' },
      ])
      .returning({ id: savedSearches.id })
  ).map((r) => r.id);

  // Matches made in June: m1, m2, m3, m4, m6 → 5; of wants m1, m4 → 2; of searches m2, m3, m6 → 3.
  // Became barters: m1 (a asked to pay for o1 the next day), m3 (b, at the same instant, rejected since)
  // → 2, 2 / 5 = 0.4. Not m2 (a's request for o2 came before the match), not m4 (the later request for
  // o2 is c's, not b's), not m6 (no request). m5 was made in May.
  const match = (kind: string, subjectId: string, offerId: string, userId: string, createdAt: string) => ({
    subjectKind: kind,
    subjectId: subjectId!,
    offerId: offerId!,
    userId,
    sellerId: s,
    alert: 'INSTANT',
    createdAt: at(createdAt),
  });
  await db
    .insert(matches)
    .values([
      match('WANT', w1!, o1!, a, '2024-06-06T12:00:00Z'),
      match('SEARCH', ss1!, o2!, a, '2024-06-08T12:00:00Z'),
      match('SEARCH', ss2!, o1!, b, '2024-06-15T12:00:00Z'),
      match('WANT', w2!, o2!, b, '2024-06-20T12:00:00Z'),
      match('WANT', w3!, o1!, a, '2024-05-31T12:00:00Z'),
      match('SEARCH', ss1!, o1!, a, '2024-07-01T03:59:00Z'),
    ]);
  let n = 0;
  const request = (buyerId: string, offerId: string, status: string, createdAt: string) => ({
    reference: `BR-DM${String(++n).padStart(4, '0')}`,
    sellerId: s,
    buyerId,
    offerId,
    offerTitle: 'Fixture offer',
    amountCents: 1000n,
    status,
    createdAt: at(createdAt),
  });
  await db
    .insert(barterRequests)
    .values([
      request(a, o1!, 'PENDING', '2024-06-07T12:00:00Z'),
      request(a, o2!, 'PENDING', '2024-06-01T12:00:00Z'),
      request(b, o1!, 'REJECTED', '2024-06-15T12:00:00Z'),
      request(c, o2!, 'PENDING', '2024-06-25T12:00:00Z'),
    ]);
});

describe('wants per category (GET /analytics/stats)', () => {
  it('lists ACTIVE wants now and wants posted in the range beside the offers', async () => {
    const res = await call(app, 'adminAnalyticsStats', { as: admin, query: JUNE });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.categories as Record<string, unknown>[];
    expect(rows.map((r) => [r.category, r.activeOffers, r.activeWants, r.wantsPosted])).toEqual([
      ['Product', 1, 2, 1],
      ['Services', 1, 0, 2],
      ['Cars & Vehicles', 0, 0, 1],
      ['Vacation Rentals', 0, 1, 0],
    ]);
  });

  it('counts only the wants posted in a shorter range; those active now whatever the range', async () => {
    const res = await call(app, 'adminAnalyticsStats', {
      as: admin,
      query: { from: '2024-06-30', to: '2024-06-30' },
    });
    const rows = res.json().data.categories as Record<string, unknown>[];
    expect(rows.map((r) => [r.category, r.activeWants, r.wantsPosted])).toEqual([
      ['Product', 2, 0],
      ['Services', 0, 1],
      ['Cars & Vehicles', 0, 1],
      ['Vacation Rentals', 1, 0],
    ]);
  });
});

describe('matches (GET /analytics)', () => {
  it('counts the matches made in the range by kind, and those that became barters', async () => {
    const res = await call(app, 'adminAnalytics', { as: admin, query: JUNE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.matches).toEqual({
      made: 5,
      ofWants: 2,
      ofSearches: 3,
      becameBarters: 2,
      barterRate: 0.4,
    });
  });

  it('counts a match by the day it was made, and answers a null rate without matches', async () => {
    const may = await call(app, 'adminAnalytics', {
      as: admin,
      query: { from: '2024-05-01', to: '2024-05-31' },
    });
    // m5 (31 May): a asked to pay for o1 on 7 June, after it.
    expect(may.json().data.matches).toEqual({
      made: 1,
      ofWants: 1,
      ofSearches: 0,
      becameBarters: 1,
      barterRate: 1,
    });
    const none = await call(app, 'adminAnalytics', {
      as: admin,
      query: { from: '2024-01-01', to: '2024-01-31' },
    });
    expect(none.json().data.matches).toEqual({
      made: 0,
      ofWants: 0,
      ofSearches: 0,
      becameBarters: 0,
      barterRate: null,
    });
  });
});

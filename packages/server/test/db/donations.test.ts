/**
 * Donations to the Community Fund over HTTP: the fund's figures, a donation (PIN,
 * Idempotency-Key) moving exactly its amount wallet → COMMUNITY_FUND, refusals that move nothing
 * (wrong PIN, short wallet, bad input, guests, admins, the wallet locked), replays, the history, the
 * wallet's own view of a donation and the demo donations. The ledger invariants are checked after
 * every test.
 */
import { randomUUID } from 'node:crypto';
import {
  DONATION_MAX_CENTS,
  DONATION_MEMO,
  DONATION_MESSAGES,
  DONATION_MIN_CENTS,
  ERROR_MESSAGES,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, walletAccounts, walletTransactions } from '../../src/db/schema.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import { createAccount, DEMO_NEIGHBOURS } from '../../src/seed.ts';
import { seedDemoDonations } from '../../src/seed-support.ts';
import { ADMIN, build, call, createUser, login, OTHER_MEMBER, testIdempotencyKey } from '../helper.ts';
import { loadBits, userIdOf } from './ledger-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PIN = '2468';

const sam = await login(app, OTHER_MEMBER);
const admin = await login(app, ADMIN, 'ADMIN');

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const balance = async (userId: string) => Number(await balanceOf(db, userId));
const fundBalance = async () => {
  const [row] = await db
    .select({ b: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.code, 'COMMUNITY_FUND'));
  return Number(row!.b);
};
const movementCount = async () =>
  (await db.select({ id: walletTransactions.id }).from(walletTransactions)).length;

const donate = (token: string | null, body: Record<string, unknown>, idempotencyKey?: string) =>
  call(app, 'donate', { as: token, body: { pin: PIN, ...body }, idempotencyKey });
const fund = (token: string) => call(app, 'getCommunityFund', { as: token });
const history = (token: string, query: Record<string, number> = {}) =>
  call(app, 'listMyDonations', { as: token, query });

let seq = 0;
/** A new member at COMPLETED with the PIN set and `cents` in the wallet. */
async function newDonor(cents: number) {
  const s = await createUser(app, {
    email: `donor${++seq}-${randomUUID().slice(0, 6)}@example.com`,
    password: 'DonateTests#1',
    stage: 'COMPLETED',
  });
  const pin = await call(app, 'setPin', { as: s.accessToken, body: { pin: PIN, confirmPin: PIN } });
  expect(pin.statusCode, pin.body).toBe(200);
  if (cents > 0) await loadBits(db, s.user.id, cents);
  return { id: s.user.id, token: s.accessToken };
}

/** Everything a refused donation must leave as it was. */
async function snapshot(userId: string) {
  return { wallet: await balance(userId), fund: await fundBalance(), movements: await movementCount() };
}

describe('POST /donate', () => {
  it('moves exactly the amount from the wallet to the fund, answers the donation and the new balance', async () => {
    const me = await newDonor(100_00);
    const fundBefore = await fundBalance();
    const res = await donate(me.token, { amountCents: 10_00, message: '  For the bike repair café  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(DONATION_MESSAGES.thanks);
    expect(body.data).toEqual({
      donation: {
        id: expect.any(String),
        reference: expect.stringMatching(/^BB-[0-9A-Z]{8}$/),
        amountCents: 10_00,
        message: 'For the bike repair café',
        createdAt: expect.any(String),
      },
      balanceCents: 90_00,
    });
    expect(await balance(me.id)).toBe(90_00);
    expect(await fundBalance()).toBe(fundBefore + 10_00);

    const [movement] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, body.data.donation.reference));
    expect(movement).toMatchObject({
      type: 'TRANSFER',
      status: 'SUCCESSFUL',
      amountCents: 1000n,
      memo: DONATION_MEMO,
      initiatedBy: me.id,
      relatedType: 'DONATION',
      relatedId: body.data.donation.id,
    });
  });

  it('takes the smallest and the largest amount, and a whole wallet down to zero', async () => {
    const me = await newDonor(DONATION_MAX_CENTS + DONATION_MIN_CENTS);
    expect((await donate(me.token, { amountCents: DONATION_MIN_CENTS })).statusCode).toBe(200);
    const all = await donate(me.token, { amountCents: DONATION_MAX_CENTS });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.balanceCents).toBe(0);
  });

  it('refuses a wrong PIN: nothing moves', async () => {
    const me = await newDonor(50_00);
    const before = await snapshot(me.id);
    const res = await donate(me.token, { amountCents: 5_00, pin: '1357' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INCORRECT_PIN', message: ERROR_MESSAGES.incorrectPin });
    expect(await snapshot(me.id)).toEqual(before);
  });

  it('refuses more BITS than the wallet holds: 409 INSUFFICIENT_BITS, nothing moves', async () => {
    const me = await newDonor(4_99);
    const before = await snapshot(me.id);
    const res = await donate(me.token, { amountCents: 5_00 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BITS', message: ERROR_MESSAGES.insufficientBits });
    expect(await snapshot(me.id)).toEqual(before);
  });

  it('a replayed Idempotency-Key answers the first donation and moves nothing twice', async () => {
    const me = await newDonor(30_00);
    const key = testIdempotencyKey();
    const first = await donate(me.token, { amountCents: 7_50 }, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await snapshot(me.id);
    const again = await donate(me.token, { amountCents: 7_50 }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.donation).toEqual(first.json().data.donation);
    expect(await snapshot(me.id)).toEqual(after);
    expect(after.wallet).toBe(22_50);

    // The same key with another request is refused, and moves nothing either.
    const other = await donate(me.token, { amountCents: 1_00 }, key);
    expect(other.statusCode).toBe(422);
    expect(await snapshot(me.id)).toEqual(after);
  });

  it('answers a retry whose movement committed but whose answer was lost, without asking the PIN again', async () => {
    const me = await newDonor(20_00);
    const key = testIdempotencyKey();
    expect((await donate(me.token, { amountCents: 2_00 }, key)).statusCode).toBe(200);
    // The stored answer is gone (as after a crash between the movement and the answer).
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const after = await snapshot(me.id);
    const retry = await donate(me.token, { amountCents: 2_00, pin: '0000' }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.balanceCents).toBe(18_00);
    expect(await snapshot(me.id)).toEqual(after);
  });

  it('needs the Idempotency-Key header', async () => {
    const me = await newDonor(10_00);
    const res = await call(app, 'donate', {
      as: me.token,
      body: { amountCents: 1_00, pin: PIN },
      idempotencyKey: null as unknown as string,
    });
    expect(res.statusCode).toBe(400);
    expect(await balance(me.id)).toBe(10_00);
  });

  it.each([
    ['zero', { amountCents: 0 }, 'amountCents'],
    ['negative', { amountCents: -500 }, 'amountCents'],
    ['below the minimum', { amountCents: DONATION_MIN_CENTS - 1 }, 'amountCents'],
    ['above the maximum', { amountCents: DONATION_MAX_CENTS + 1 }, 'amountCents'],
    ['a fraction of a cent (too many decimals)', { amountCents: 10.5 }, 'amountCents'],
    ['an amount as text', { amountCents: '10' }, 'amountCents'],
    ['a message over 249 characters', { amountCents: 1_00, message: 'x'.repeat(250) }, 'message'],
    ['no PIN and no pinToken', { amountCents: 1_00, pin: undefined }, 'pin'],
  ])('refuses %s (400 naming the field), nothing moves', async (_name, body, field) => {
    const me = await newDonor(20_00);
    const before = await snapshot(me.id);
    const res = await donate(me.token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect(await snapshot(me.id)).toEqual(before);
  });

  it('names the minimum in its refusal', async () => {
    const me = await newDonor(5_00);
    const res = await donate(me.token, { amountCents: 50 });
    expect(res.json().fieldErrors.amountCents).toEqual([DONATION_MESSAGES.amountMin]);
  });

  it('is for signed-in members only: a guest 401, an admin 403, nothing moves', async () => {
    const fundBefore = await fundBalance();
    expect((await donate(null, { amountCents: 1_00 })).statusCode).toBe(401);
    expect((await donate(admin.accessToken, { amountCents: 1_00 })).statusCode).toBe(403);
    expect((await call(app, 'getCommunityFund')).statusCode).toBe(401);
    expect((await call(app, 'listMyDonations')).statusCode).toBe(401);
    expect(await fundBalance()).toBe(fundBefore);
  });

  it('is refused while the wallet is locked for maintenance: 503, nothing moves', async () => {
    const me = await newDonor(10_00);
    const note = 'The wallet is being upgraded.';
    const locked = await call(app, 'lockSystem', {
      as: admin.accessToken,
      body: { adminNote: note, lockedModulesId: ['wallet'] },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    try {
      const before = await snapshot(me.id);
      const res = await donate(me.token, { amountCents: 1_00 });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'MAINTENANCE', message: note });
      expect(await snapshot(me.id)).toEqual(before);
    } finally {
      expect((await call(app, 'releaseSystem', { as: admin.accessToken })).statusCode).toBe(200);
    }
  });
});

describe('GET /donate/fund and GET /donate/history', () => {
  it("counts each donor once, and gives the caller's own total and count", async () => {
    const a = await newDonor(100_00);
    const b = await newDonor(100_00);
    const start = (await fund(a.token)).json().data;
    expect(start).toMatchObject({ myTotalCents: 0, myDonationCount: 0 });
    expect(start.balanceCents).toBe(await fundBalance());

    await donate(a.token, { amountCents: 5_00 });
    await donate(a.token, { amountCents: 2_50 });
    await donate(b.token, { amountCents: 10_00 });

    const mine = (await fund(a.token)).json().data;
    expect(mine).toEqual({
      balanceCents: start.balanceCents + 17_50,
      donorCount: start.donorCount + 2,
      myTotalCents: 7_50,
      myDonationCount: 2,
    });
    expect((await fund(b.token)).json().data).toMatchObject({ myTotalCents: 10_00, myDonationCount: 1 });
  });

  it("lists only the caller's donations, newest first, paged", async () => {
    const me = await newDonor(100_00);
    const other = await newDonor(100_00);
    for (const [cents, message] of [
      [1_00, 'first'],
      [2_00, undefined],
      [3_00, 'third'],
    ] as const) {
      expect((await donate(me.token, { amountCents: cents, message })).statusCode).toBe(200);
    }
    await donate(other.token, { amountCents: 9_00 });

    const all = await history(me.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(
      all.json().data.map((d: { amountCents: number; message: string | null }) => [d.amountCents, d.message]),
    ).toEqual([
      [3_00, 'third'],
      [2_00, null],
      [1_00, 'first'],
    ]);

    const second = await history(me.token, { limit: 1, offset: 1 });
    expect(second.json().data.map((d: { amountCents: number }) => d.amountCents)).toEqual([2_00]);
    expect(second.json().meta).toEqual({ total: 3, limit: 1, offset: 1 });
  });

  it('answers an empty history and zero totals for a member who never donated', async () => {
    const me = await newDonor(0);
    expect((await history(me.token)).json()).toEqual({ data: [], meta: { total: 0, limit: 20, offset: 0 } });
    expect((await fund(me.token)).json().data).toMatchObject({ myTotalCents: 0, myDonationCount: 0 });
  });
});

describe("the wallet's view of a donation", () => {
  it('lists it in the transaction history as a Transfer out with the donation memo', async () => {
    await loadBits(db, sam.user.id, 20_00);
    const res = await donate(sam.accessToken, { amountCents: 3_00 });
    expect(res.statusCode, res.body).toBe(200);
    const list = await call(app, 'getTransactionHistory', { as: sam.accessToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      reference: res.json().data.donation.reference,
      type: 'TRANSFER',
      label: 'Transfer',
      amountCents: -3_00,
      memo: DONATION_MEMO,
      relatedType: 'DONATION',
      counterparty: null,
    });
  });
});

describe('the demo donations', () => {
  it('give the fund three donations from the neighbours once, however often the seed runs, skipping a short wallet', async () => {
    for (const account of DEMO_NEIGHBOURS) await createAccount(db, account);
    const [priya, omar, lina] = await Promise.all(
      ['priya', 'omar', 'lina'].map((name) => userIdOf(db, `${name}@demo.barterbits.ca`)),
    );
    await loadBits(db, priya!, 100_00);
    await loadBits(db, omar!, 100_00);
    const before = await fundBalance();

    // lina has nothing yet: her donation is skipped and nothing of hers moves.
    expect(await seedDemoDonations(db)).toBe(2);
    expect(await balance(lina!)).toBe(0);
    const afterFirst = await fundBalance();
    expect(afterFirst - before).toBe(200_00 - (await balance(priya!)) - (await balance(omar!)));

    // Run again: nothing moves twice.
    expect(await seedDemoDonations(db)).toBe(2);
    expect(await fundBalance()).toBe(afterFirst);

    await loadBits(db, lina!, 100_00);
    expect(await seedDemoDonations(db)).toBe(3);
    expect(await seedDemoDonations(db)).toBe(3);
    expect(await fundBalance()).toBe(
      before + 300_00 - (await balance(priya!)) - (await balance(omar!)) - (await balance(lina!)),
    );
    const priyaSession = await login(app, { email: 'priya@demo.barterbits.ca', password: 'BarterDemo#1' });
    expect((await history(priyaSession.accessToken)).json().meta.total).toBe(1);
  });
});

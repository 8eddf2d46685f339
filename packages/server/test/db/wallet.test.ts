/**
 * The member wallet: GET /wallet, history, transaction details, today's allowance, loading
 * BITS by card with the PIN (Idempotency-Key, declines, limits, reconciliation) and statements.
 * The ledger invariants are checked after every test.
 */
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { TIME_ZONE_MESSAGE, WALLET_LOAD_LIMITS, WALLET_MESSAGES } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bitsLoads, paymentCards, walletTransactions } from '../../src/db/schema.ts';
import { todayRange } from '../../src/modules/wallet/calendar.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf, memberAccountId } from '../../src/modules/wallet/ledger.ts';
import { reconcileLoads } from '../../src/modules/wallet/wallet.jobs.ts';
import { build, call, createUser, freshIp, requests, testIdempotencyKey, usingPostgres } from '../helper.ts';
import {
  EVERY_PENDING_LOAD,
  withLedgerFailure as failingLedger,
  loadBits as ledgerLoad,
  moveBits,
} from './ledger-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PASSWORD = 'WalletTests#1';
const PIN = '2468';
let seq = 0;

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Pat Member',
};
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };
const NO_FUNDS = { ...CARD, number: '4000 0000 0000 9995' };

interface Member {
  id: string;
  email: string;
  h: Record<string, string>;
}

async function member(firstName = 'Wally'): Promise<Member> {
  const email = `wallet${++seq}-${randomUUID().slice(0, 6)}@example.com`;
  const s = await createUser(app, {
    email,
    password: PASSWORD,
    stage: 'COMPLETED',
    firstName,
    lastName: 'Tester',
  });
  const pin = await call(app, 'setPin', {
    as: s,
    body: { pin: PIN, confirmPin: PIN },
    remoteAddress: freshIp(),
  });
  expect(pin.statusCode).toBe(200);
  return { id: s.user.id, email, h: s.headers };
}

const newKey = testIdempotencyKey;

/** POST /v1/wallet/load-bits from a fresh address: a fresh Idempotency-Key unless given, none when null. */
const loadBits = (m: Member, body: Record<string, unknown>, key?: string | null) =>
  call(app, 'loadBits', { as: m.h, body, idempotencyKey: key, remoteAddress: freshIp() });

const get = (m: Member, url: string) => requests(app).get(url, m.h);
const loadsOf = (userId: string) => db.select().from(bitsLoads).where(eq(bitsLoads.userId, userId));
const balance = async (m: Member) => Number(await balanceOf(db, m.id));

describe('GET /v1/wallet and today-remaining-bits', () => {
  it('answers the balance, the allowance and the limits for a new member', async () => {
    const m = await member();
    const res = await get(m, '/v1/wallet');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      balanceCents: 0,
      spendingPaused: false,
      heldInPurchasesCents: 0,
      todayRemainingCents: WALLET_LOAD_LIMITS.dailyLoadLimitCents,
      limits: { ...WALLET_LOAD_LIMITS },
    });
    const today = await get(m, '/v1/wallet/today-remaining-bits');
    expect(today.json().data).toMatchObject({
      todayRemainingCents: 500_000,
      loadedTodayCents: 0,
      dailyLoadLimitCents: 500_000,
    });
    expect(new Date(today.json().data.resetsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('is for signed-in members only', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/wallet' })).statusCode).toBe(401);
  });

  it("GET /v1/wallet/{id}: the member's own wallet by id; another member's id is 404; a bad id 400", async () => {
    const m = await member();
    const other = await member();
    expect((await loadBits(other, { amountCents: 1_250, card: CARD, pin: PIN })).statusCode).toBe(200);
    const own = await get(m, `/v1/wallet/${m.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual((await get(m, '/v1/wallet')).json().data);
    const theirs = await get(m, `/v1/wallet/${other.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('1250');
    expect((await get(other, `/v1/wallet/${other.id}`)).json().data.balanceCents).toBe(1_250);
    expect((await get(m, '/v1/wallet/not-an-id')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/v1/wallet/${m.id}` })).statusCode).toBe(401);
  });
});

describe('POST /v1/wallet/load-bits', () => {
  it('loads BITS with a new card and the PIN: balance, history label "Load BITS", allowance', async () => {
    const m = await member();
    const res = await loadBits(m, { amountCents: 12_345, card: CARD, pin: PIN });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.load).toMatchObject({
      amountCents: 12_345,
      status: 'SUCCESSFUL',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(data.transaction).toMatchObject({
      type: 'ADD_BITS',
      label: 'Load BITS',
      status: 'SUCCESSFUL',
      amountCents: 12_345,
      balanceAfterCents: 12_345,
      counterparty: null,
      relatedType: 'LOAD',
      relatedId: data.load.id,
    });
    expect(data.transaction.reference).toMatch(/^BB-[0-9A-Z]{8}$/);
    expect(data.balanceCents).toBe(12_345);
    expect(data.todayRemainingCents).toBe(500_000 - 12_345);
    expect(await balance(m)).toBe(12_345);

    const history = await get(m, '/v1/wallet/transaction-history');
    expect(history.json().meta).toEqual({ total: 1, limit: 20, offset: 0 });
    expect(history.json().data[0]).toMatchObject({ label: 'Load BITS', amountCents: 12_345 });
    const one = await get(m, `/v1/wallet/transaction/${data.transaction.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(data.transaction);

    // An unsaved card is not in the member's cards.
    const cards = await get(m, '/v1/payment/cards');
    expect(cards.json().data).toEqual([]);
  });

  it('saves the new card when asked, and loads again with the saved card and a PIN token', async () => {
    const m = await member();
    const first = await loadBits(m, { amountCents: 1_000, card: CARD, saveCard: true, pin: PIN });
    expect(first.statusCode).toBe(200);
    const cards = (await get(m, '/v1/payment/cards')).json().data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ last4: '4242', isDefault: true });

    const tokenRes = await app.inject({
      method: 'POST',
      url: '/v1/user/verify-pin',
      payload: { pin: PIN },
      headers: m.h,
      remoteAddress: freshIp(),
    });
    const pinToken = tokenRes.json().data.pinToken as string;
    const second = await loadBits(m, { amountCents: 2_000, cardId: cards[0].id, pinToken });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.balanceCents).toBe(3_000);

    // A PIN token works once.
    const reuse = await loadBits(m, { amountCents: 2_000, cardId: cards[0].id, pinToken });
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json().message).toBe(
      'Your PIN confirmation has expired. Please enter your current PIN again.',
    );
    expect(await balance(m)).toBe(3_000);
  });

  it('a declined card moves nothing and answers the decline message (402); its replay too', async () => {
    const m = await member();
    const key = newKey();
    const res = await loadBits(m, { amountCents: 5_000, card: DECLINED, pin: PIN }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Please use another card.',
    });
    expect(await balance(m)).toBe(0);
    const [load] = await loadsOf(m.id);
    expect(load).toMatchObject({ status: 'FAILED', failureCode: 'CARD_DECLINED', transactionId: null });
    // Declined loads do not use up the allowance.
    expect((await get(m, '/v1/wallet/today-remaining-bits')).json().data.todayRemainingCents).toBe(500_000);

    const again = await loadBits(m, { amountCents: 5_000, card: DECLINED, pin: PIN }, key);
    expect(again.statusCode).toBe(402);
    expect(await loadsOf(m.id)).toHaveLength(1);
    expect((await get(m, '/v1/wallet/transaction-history')).json().data).toEqual([]);
  });

  it('an insufficient-funds card moves nothing', async () => {
    const m = await member();
    const res = await loadBits(m, { amountCents: 5_000, card: NO_FUNDS, pin: PIN });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'CARD_INSUFFICIENT_FUNDS',
      message: 'Your card has insufficient funds. Please use another card.',
    });
    expect(await balance(m)).toBe(0);
  });

  it('refuses bad input with clear 4xx and changes nothing', async () => {
    const m = await member();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amountCents: -100, card: CARD, pin: PIN }, 400, 'amountCents'],
      [{ amountCents: 0, card: CARD, pin: PIN }, 400, 'amountCents'],
      [{ amountCents: 100.5, card: CARD, pin: PIN }, 400, 'amountCents'], // three decimals of BITS
      [{ amountCents: 99, card: CARD, pin: PIN }, 400, 'amountCents'],
      [{ amountCents: 200_001, card: CARD, pin: PIN }, 400, 'amountCents'],
      [{ amountCents: '100', card: CARD, pin: PIN }, 400, 'amountCents'],
      [{ amountCents: 100, pin: PIN }, 400, 'cardId'],
      [{ amountCents: 100, card: CARD }, 400, 'pin'],
      [{ amountCents: 100, card: { ...CARD, number: '4242 4242 4242 4241' }, pin: PIN }, 400, 'card.number'],
    ];
    for (const [body, status, field] of cases) {
      const res = await loadBits(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const over = await loadBits(m, { amountCents: 200_001, card: CARD, pin: PIN });
    expect(over.json().fieldErrors.amountCents).toEqual([WALLET_MESSAGES.loadMax]);
    const under = await loadBits(m, { amountCents: 99, card: CARD, pin: PIN });
    expect(under.json().fieldErrors.amountCents).toEqual([WALLET_MESSAGES.loadMin]);

    // Missing or malformed Idempotency-Key.
    expect((await loadBits(m, { amountCents: 100, card: CARD, pin: PIN }, null)).statusCode).toBe(400);
    expect((await loadBits(m, { amountCents: 100, card: CARD, pin: PIN }, 'short')).statusCode).toBe(400);
    // Wrong PIN.
    const wrong = await loadBits(m, { amountCents: 100, card: CARD, pin: '1357' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect PIN. Please try again.');
    // Someone else's saved card.
    const other = await member();
    await loadBits(other, { amountCents: 100, card: CARD, saveCard: true, pin: PIN });
    const [otherCard] = await db.select().from(paymentCards).where(eq(paymentCards.userId, other.id));
    expect((await loadBits(m, { amountCents: 100, cardId: otherCard!.id, pin: PIN })).statusCode).toBe(404);

    expect(await balance(m)).toBe(0);
    expect(await loadsOf(m.id)).toEqual([]);
  });

  it('refuses a load over the daily limit with the remaining allowance in the message', async () => {
    const m = await member();
    for (let i = 0; i < 2; i++)
      expect((await loadBits(m, { amountCents: 200_000, card: CARD, pin: PIN })).statusCode).toBe(200);
    const res = await loadBits(m, { amountCents: 150_000, card: CARD, pin: PIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.amountCents).toEqual([WALLET_MESSAGES.dailyLimit(100_000)]);
    expect(res.json().message).toBe(
      'This load exceeds your daily limit of 5,000.00 BITS. You can load up to 1,000.00 BITS more today.',
    );
    expect((await loadBits(m, { amountCents: 100_000, card: CARD, pin: PIN })).statusCode).toBe(200);
    const full = await loadBits(m, { amountCents: 100, card: CARD, pin: PIN });
    expect(full.json().message).toBe(
      'You have reached your daily limit of 5,000.00 BITS. Please try again tomorrow.',
    );
    expect(await balance(m)).toBe(500_000);
    expect((await get(m, '/v1/wallet')).json().data.todayRemainingCents).toBe(0);
  });

  it('words the daily limit in the language the request asks for, its amounts in Canadian French', async () => {
    const m = await member();
    const french = { ...m, h: { ...m.h, 'accept-language': 'fr-CA' } };
    for (let i = 0; i < 2; i++)
      expect((await loadBits(m, { amountCents: 200_000, card: CARD, pin: PIN })).statusCode).toBe(200);
    const over = await loadBits(french, { amountCents: 150_000, card: CARD, pin: PIN });
    expect(over.statusCode).toBe(400);
    const text =
      'Ce chargement dépasse votre limite quotidienne de 5\u00a0000,00\u00a0BITS. Vous pouvez encore charger jusqu’à 1\u00a0000,00\u00a0BITS aujourd’hui.';
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: text,
      fieldErrors: { amountCents: [text] },
    });
    const english = await loadBits(
      { ...m, h: { ...m.h, 'accept-language': 'en-CA' } },
      { amountCents: 150_000, card: CARD, pin: PIN },
    );
    expect(english.json().message).toBe(WALLET_MESSAGES.dailyLimit(100_000));
    expect((await loadBits(m, { amountCents: 100_000, card: CARD, pin: PIN })).statusCode).toBe(200);
    const full = await loadBits(french, { amountCents: 100, card: CARD, pin: PIN });
    expect(full.json().message).toBe(
      'Vous avez atteint votre limite quotidienne de 5\u00a0000,00\u00a0BITS. Veuillez réessayer demain.',
    );
  });

  it('a replayed key answers the first answer and moves nothing; another body is 422', async () => {
    const m = await member();
    const key = newKey();
    const first = await loadBits(m, { amountCents: 700, card: CARD, pin: PIN }, key);
    expect(first.statusCode).toBe(200);
    const replay = await loadBits(m, { amountCents: 700, card: CARD, pin: PIN }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await loadBits(m, { amountCents: 800, card: CARD, pin: PIN }, key);
    expect(other.statusCode).toBe(422);
    expect(await balance(m)).toBe(700);
    expect(await loadsOf(m.id)).toHaveLength(1);
  });

  it('a concurrent duplicate is refused (409) and only one load happens', async () => {
    const m = await member();
    const key = newKey();
    const body = { amountCents: 900, card: CARD, pin: PIN };
    const codes = (await Promise.all([loadBits(m, body, key), loadBits(m, body, key)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(await balance(m)).toBe(900);
    expect(await loadsOf(m.id)).toHaveLength(1);
  });

  it.runIf(usingPostgres)(
    'concurrent loads cannot pass the daily limit',
    async () => {
      const m = await member();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => loadBits(m, { amountCents: 100_000, card: CARD, pin: PIN })),
      );
      const ok = results.filter((r) => r.statusCode === 200).length;
      expect(ok).toBe(5);
      expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
      expect(await balance(m)).toBe(500_000);
    },
    60_000,
  );

  /** Makes the ledger refuse every movement of this member's wallet while `fn` runs. */
  const withLedgerFailure = async <T>(m: Member, fn: () => Promise<T>): Promise<T> =>
    failingLedger(db, await memberAccountId(db, m.id), fn);

  it('a charge whose ledger write failed stays PROCESSING and is credited exactly once by the job', async () => {
    const m = await member();
    const key = newKey();
    const res = await withLedgerFailure(m, () =>
      loadBits(m, { amountCents: 4_200, card: CARD, pin: PIN }, key),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(WALLET_MESSAGES.loadProcessing);
    const [stuck] = await loadsOf(m.id);
    expect(stuck).toMatchObject({ status: 'PROCESSING', transactionId: null });
    expect(stuck!.chargeId).toMatch(/^sb_ch_/);
    expect(await balance(m)).toBe(0);
    // The pending load counts against the allowance.
    expect((await get(m, '/v1/wallet')).json().data.todayRemainingCents).toBe(500_000 - 4_200);

    // Fresh loads are left alone by the job until they are stale.
    expect((await reconcileLoads(db)).examined).toBe(0);
    const run = await reconcileLoads(db, EVERY_PENDING_LOAD);
    expect(run).toMatchObject({ examined: 1, completed: 1, refunded: 0 });
    expect(await balance(m)).toBe(4_200);
    expect((await reconcileLoads(db, EVERY_PENDING_LOAD)).examined).toBe(0);

    // The member retries the same key: the completed load's answer, nothing moves.
    const retry = await loadBits(m, { amountCents: 4_200, card: CARD, pin: PIN }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.load).toMatchObject({ id: stuck!.id, status: 'SUCCESSFUL' });
    expect(await balance(m)).toBe(4_200);
    const txs = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.relatedType, 'LOAD'), eq(walletTransactions.relatedId, stuck!.id)));
    expect(txs).toHaveLength(1);
  });

  it('a retry with the same key settles an interrupted load itself (charge asked again, credited once)', async () => {
    const m = await member();
    await loadBits(m, { amountCents: 300, card: CARD, pin: PIN });
    const cardId = (await loadsOf(m.id))[0]!.cardId;
    // Written, then the process died before the charge answer was recorded.
    const key = newKey();
    const [stuck] = await db
      .insert(bitsLoads)
      .values({ userId: m.id, amountCents: 600n, status: 'PROCESSING', cardId, idempotencyKey: key })
      .returning();
    const retry = await loadBits(m, { amountCents: 600, card: CARD, pin: PIN }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.load).toMatchObject({ id: stuck!.id, status: 'SUCCESSFUL' });
    expect(await balance(m)).toBe(900);
    expect((await reconcileLoads(db, EVERY_PENDING_LOAD)).examined).toBe(0);
    // Another amount under that key is a different request.
    expect((await loadBits(m, { amountCents: 601, card: CARD, pin: PIN }, key)).statusCode).toBe(422);
  });

  it('a charged load that still cannot be credited after a day is refunded, never credited', async () => {
    const m = await member();
    const key = newKey();
    await withLedgerFailure(m, async () => {
      expect((await loadBits(m, { amountCents: 800, card: CARD, pin: PIN }, key)).statusCode).toBe(503);
      // Within the day the job keeps trying to complete it.
      expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({
        stillProcessing: 1,
        refunded: 0,
      });
      const old = new Date(Date.now() - 25 * 60 * 60_000);
      await db.update(bitsLoads).set({ createdAt: old, updatedAt: old }).where(eq(bitsLoads.userId, m.id));
      expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ refunded: 1 });
    });
    const [load] = await loadsOf(m.id);
    expect(load).toMatchObject({ status: 'REFUND', failureCode: 'REFUNDED', transactionId: null });
    expect(await balance(m)).toBe(0);
    expect((await reconcileLoads(db, EVERY_PENDING_LOAD)).examined).toBe(0);
    const retry = await loadBits(m, { amountCents: 800, card: CARD, pin: PIN }, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(WALLET_MESSAGES.loadRefunded);
    expect(await balance(m)).toBe(0);
    // A refunded load does not use up the allowance.
    expect((await get(m, '/v1/wallet')).json().data.todayRemainingCents).toBe(500_000);
  });
});

describe('history, details and statements', () => {
  it('history: newest first, paging, type and period filters, SALE vs PURCHASE by direction', async () => {
    const buyer = await member('Bea');
    const seller = await member('Sol');
    await loadBits(buyer, { amountCents: 10_000, card: CARD, pin: PIN });
    // A barter payment as the barter module posts it: one SALE_PURCHASE buyer → seller.
    await moveBits(db, buyer.id, seller.id, 2_500n, { relatedType: 'BARTER', memo: 'Bike repair' });
    const b = (await get(buyer, '/v1/wallet/transaction-history')).json();
    expect(b.data.map((t: { type: string }) => t.type)).toEqual(['PURCHASE', 'ADD_BITS']);
    expect(b.data[0]).toMatchObject({
      label: 'Purchase',
      amountCents: -2_500,
      balanceAfterCents: 7_500,
      // Other members are named as everywhere else: "Sol T.", not the full name.
      counterparty: { id: seller.id, name: 'Sol T.' },
      memo: 'Bike repair',
    });
    const s = (await get(seller, '/v1/wallet/transaction-history')).json();
    expect(s.data).toHaveLength(1);
    expect(s.data[0]).toMatchObject({
      type: 'SALE',
      label: 'Sale',
      amountCents: 2_500,
      counterparty: { name: 'Bea T.' },
    });

    expect((await get(buyer, '/v1/wallet/transaction-history?type=ADD_BITS')).json().data).toHaveLength(1);
    expect((await get(buyer, '/v1/wallet/transaction-history?type=SALE')).json().data).toHaveLength(0);
    expect((await get(buyer, '/v1/wallet/transaction-history?type=PURCHASE')).json().meta.total).toBe(1);
    expect((await get(buyer, '/v1/wallet/transaction-history?period=TODAY')).json().meta.total).toBe(2);
    expect((await get(buyer, '/v1/wallet/transaction-history?period=LAST_MONTH')).json().meta.total).toBe(0);
    const page = (await get(buyer, '/v1/wallet/transaction-history?limit=1&offset=1')).json();
    expect(page.meta).toEqual({ total: 2, limit: 1, offset: 1 });
    expect(page.data[0].type).toBe('ADD_BITS');
    expect((await get(buyer, '/v1/wallet/transaction-history?type=NOPE')).statusCode).toBe(400);
    expect((await get(buyer, '/v1/wallet/transaction-history?limit=0')).statusCode).toBe(400);

    // Someone else's transaction is not found; so is an unknown id.
    expect((await get(seller, `/v1/wallet/transaction/${b.data[1].id}`)).statusCode).toBe(404);
    expect((await get(buyer, `/v1/wallet/transaction/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(buyer, '/v1/wallet/transaction/not-a-uuid')).statusCode).toBe(400);
  });

  it('statement JSON, CSV and PDF; the two-line summary', async () => {
    const m = await member('Stella');
    await loadBits(m, { amountCents: 1_050, card: CARD, pin: PIN });
    await loadBits(m, { amountCents: 2_000, card: CARD, pin: PIN });

    const json = await get(m, '/v1/wallet/statement?period=THIS_MONTH');
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({
      memberName: 'Stella Tester',
      openingBalanceCents: 0,
      closingBalanceCents: 3_050,
      totalInCents: 3_050,
      totalOutCents: 0,
      timeZone: 'America/Toronto',
    });
    // Newest first, as the history (the files below are oldest first, like a paper statement).
    expect(json.json().data.transactions.map((t: { amountCents: number }) => t.amountCents)).toEqual([
      2_000, 1_050,
    ]);

    const csv = await get(m, '/v1/wallet/statement?period=THIS_MONTH&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="bits-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Reference,Type,Status,Counterparty,Memo,Amount (BITS),Balance after (BITS)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,BB-[0-9A-Z]{8},Load BITS,SUCCESSFUL,,,10\.50,10\.50$/);
    expect(lines[2]).toMatch(/,Load BITS,SUCCESSFUL,,,20\.00,30\.50$/);

    const pdf = await get(m, '/v1/wallet/statement?period=THIS_MONTH&download=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    const summary = await get(m, '/v1/wallet/statement?limit=2&offset=0&duration=true');
    expect(summary.statusCode).toBe(200);
    const lines2 = summary.json().data;
    expect(lines2).toHaveLength(2);
    expect(lines2[0]).toMatchObject({
      openingBalanceCents: 0,
      closingBalanceCents: 3_050,
      totalInCents: 3_050,
      totalOutCents: 0,
      count: 2,
    });
    expect(lines2[0].month).toMatch(/^\d{4}-\d{2}$/);
    expect(lines2[1]).toMatchObject({ closingBalanceCents: 0, count: 0 });
    expect(summary.json().meta).toMatchObject({ limit: 2, offset: 0 });

    // Explicit days, and bad ranges.
    const day = json.json().data.to as string;
    expect(
      (await get(m, `/v1/wallet/statement?from=${day}&to=${day}`)).json().data.transactions,
    ).toHaveLength(2);
    expect((await get(m, '/v1/wallet/statement?from=2024-02-10&to=2024-02-01')).statusCode).toBe(400);
    expect((await get(m, '/v1/wallet/statement?from=2024-2-1&to=2024-02-01')).statusCode).toBe(400);
    expect((await get(m, '/v1/wallet/statement?download=xls')).statusCode).toBe(400);
    const before = await get(m, '/v1/wallet/statement?from=2024-01-01&to=2024-01-31&download=csv');
    expect(before.body.trim().split('\r\n')).toHaveLength(1);
  });
});

/**
 * Moves a movement to another instant. Test-only: entries are append-only, so their guard is off for
 * this one update (in the same transaction, which holds the table until it commits).
 */
async function backdate(transactionId: string, at: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('alter table wallet_entries disable trigger wallet_entries_no_update_delete'));
    await tx.execute(
      sql`update wallet_entries set created_at = ${at}::timestamptz where transaction_id = ${transactionId}::uuid`,
    );
    await tx
      .update(walletTransactions)
      .set({ createdAt: new Date(at) })
      .where(eq(walletTransactions.id, transactionId));
    await tx.execute(sql.raw('alter table wallet_entries enable trigger wallet_entries_no_update_delete'));
  });
}

/** A load of `cents` at instant `at` (ISO); returns its reference. */
async function loadAt(m: Member, cents: number, at: string): Promise<string> {
  const posted = await ledgerLoad(db, m.id, cents);
  await backdate(posted.transaction.id, at);
  return posted.transaction.reference;
}

/** The text lines of a PDF made by pdfkit (its content streams are deflated; text is hex in TJ arrays). */
function pdfText(pdf: Buffer): string[] {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    // The data runs up to "\nendstream": compressed data may itself end with a "\r" byte, which must
    // stay (a "\r" a writer puts before "\n" is ignored by inflate as trailing bytes).
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[(.*?)\]\s*TJ/g)) {
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return out;
}

describe("statements in the member's time zone", () => {
  // 2025-03-09 is a DST day in both zones: Toronto springs forward at 07:00Z, Vancouver at 10:00Z.
  //   A 07:30Z: Toronto 2025-03-09 03:30 EDT; Vancouver 2025-03-08 23:30 PST
  //   B 10:30Z: Toronto 2025-03-09 06:30 EDT; Vancouver 2025-03-09 03:30 PDT
  //   C 2025-03-10 06:30Z: Toronto 2025-03-10 02:30 EDT; Vancouver 2025-03-09 23:30 PDT
  const A = '2025-03-09T07:30:00.000Z';
  const B = '2025-03-09T10:30:00.000Z';
  const C = '2025-03-10T06:30:00.000Z';
  const DAY = '/v1/wallet/statement?from=2025-03-09&to=2025-03-09';
  let m: Member;
  let refs: { a: string; b: string; c: string };

  it('a day in America/Vancouver: its boundaries, the movements newest first and the zone echoed', async () => {
    m = await member('Val');
    refs = { a: await loadAt(m, 100, A), b: await loadAt(m, 200, B), c: await loadAt(m, 400, C) };

    const res = await get(m, `${DAY}&timeZone=America/Vancouver`);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      from: '2025-03-09',
      to: '2025-03-09',
      timeZone: 'America/Vancouver',
      openingBalanceCents: 100,
      closingBalanceCents: 700,
      totalInCents: 600,
      totalOutCents: 0,
    });
    expect(s.transactions.map((t: { reference: string }) => t.reference)).toEqual([refs.c, refs.b]);
    expect(res.json().meta.total).toBe(2);
    // The day before ends where the (23-hour) DST day starts: A alone.
    const before = (
      await get(m, '/v1/wallet/statement?from=2025-03-08&to=2025-03-08&timeZone=America/Vancouver')
    ).json();
    expect(before.data.transactions.map((t: { reference: string }) => t.reference)).toEqual([refs.a]);
    // A name in other case is answered in its canonical spelling.
    expect((await get(m, `${DAY}&timeZone=america/vancouver`)).json().data.timeZone).toBe(
      'America/Vancouver',
    );
  });

  it('defaults to America/Toronto (the wallet zone)', async () => {
    const s = (await get(m, DAY)).json().data;
    expect(s).toMatchObject({
      timeZone: 'America/Toronto',
      openingBalanceCents: 0,
      closingBalanceCents: 300,
    });
    expect(s.transactions.map((t: { reference: string }) => t.reference)).toEqual([refs.b, refs.a]);
    const csv = (await get(m, `${DAY}&download=csv`)).body.trim().split('\r\n');
    expect(csv.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      `2025-03-09T03:30:00-04:00,${refs.a}`,
      `2025-03-09T06:30:00-04:00,${refs.b}`,
    ]);
  });

  it('CSV and PDF: the zone’s days, oldest first, every time printed in that zone', async () => {
    const csv = await get(m, `${DAY}&download=csv&timeZone=America/Vancouver`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="bits-statement-2025-03-09-to-2025-03-09.csv"',
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      `2025-03-09T03:30:00-07:00,${refs.b}`,
      `2025-03-09T23:30:00-07:00,${refs.c}`,
    ]);

    const pdf = await get(m, `${DAY}&download=pdf&timeZone=America/Vancouver`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Period: 2025-03-09 to 2025-03-09 (America/Vancouver)');
    expect(text).toContain('Opening balance: 1.00 BITS');
    expect(text).toContain('Closing balance: 7.00 BITS');
    // The apps' one date-time format (contracts format.ts), never wrapped inside its column.
    const times = text.filter((t) => /^Mar 9, 2025, \d{1,2}:\d{2} [ap]\.m\.$/.test(t));
    expect(times).toEqual(['Mar 9, 2025, 3:30 a.m.', 'Mar 9, 2025, 11:30 p.m.']);
    expect(text.indexOf(refs.b)).toBeLessThan(text.indexOf(refs.c));
    // The same day in Toronto prints Toronto's times.
    const toronto = pdfText((await get(m, `${DAY}&download=pdf`)).rawPayload);
    expect(toronto.filter((t) => /^Mar 9, 2025, \d{1,2}:\d{2} [ap]\.m\.$/.test(t))).toEqual([
      'Mar 9, 2025, 3:30 a.m.',
      'Mar 9, 2025, 6:30 a.m.',
    ]);
    expect(toronto).toContain('Period: 2025-03-09 to 2025-03-09 (America/Toronto)');
  });

  it("history's period is the member's zone's (default Toronto)", async () => {
    const h = await member('Hal');
    const now = new Date();
    const torontoStart = todayRange(now).start.getTime();
    const hoursIntoTorontoDay = (now.getTime() - torontoStart) / 3_600_000;
    // A movement one minute from Toronto's midnight, and a zone whose today disagrees with Toronto's about
    // it: a zone ahead (London) early in Toronto's day, a zone behind (Vancouver) later on.
    const early = hoursIntoTorontoDay < 12;
    const at = new Date(torontoStart + (early ? -60_000 : 60_000)).toISOString();
    const ref = await loadAt(h, 100, at);
    const today = async (zone?: string) =>
      (await get(h, `/v1/wallet/transaction-history?period=TODAY${zone ? `&timeZone=${zone}` : ''}`))
        .json()
        .data.map((t: { reference: string }) => t.reference);
    expect(await today()).toEqual(early ? [] : [ref]);
    expect(await today('America/Toronto')).toEqual(early ? [] : [ref]);
    expect(await today(early ? 'Europe/London' : 'America/Vancouver')).toEqual(early ? [ref] : []);
    const bad = await get(h, '/v1/wallet/transaction-history?period=TODAY&timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(TIME_ZONE_MESSAGE);
  });

  it('the monthly summary counts the zone’s months', async () => {
    // 05:30Z on the 1st of the month two months back (UTC): Toronto 00:30 or 01:30 that day,
    // Vancouver 21:30 or 22:30 on the last day of the month before.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1, 5, 30));
    const monthOf = (d: Date) => d.toISOString().slice(0, 7);
    const torontoMonth = monthOf(first);
    const vancouverMonth = monthOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1)));
    const s = await member('Sumi');
    await loadAt(s, 500, first.toISOString());
    const count = async (query: string) => {
      const res = await get(s, `/v1/wallet/statement?limit=6&offset=0&duration=true${query}`);
      expect(res.statusCode).toBe(200);
      const lines: { month: string; count: number }[] = res.json().data;
      return Object.fromEntries(lines.map((l) => [l.month, l.count]));
    };
    const toronto = await count('');
    expect(toronto[torontoMonth]).toBe(1);
    expect(toronto[vancouverMonth]).toBe(0);
    const vancouver = await count('&timeZone=America/Vancouver');
    expect(vancouver[torontoMonth]).toBe(0);
    expect(vancouver[vancouverMonth]).toBe(1);
    // And its balances: in Vancouver the month before already closes with the load.
    const lines: { month: string; closingBalanceCents: number }[] = (
      await get(s, '/v1/wallet/statement?limit=6&offset=0&duration=true&timeZone=America/Vancouver')
    ).json().data;
    expect(lines.find((l) => l.month === vancouverMonth)?.closingBalanceCents).toBe(500);
  });

  it('an unknown zone is a 400 naming timeZone, and changes nothing else', async () => {
    const cases = [
      `${DAY}&timeZone=Mars/Olympus`,
      `${DAY}&timeZone=%2B05:00`,
      `${DAY}&download=csv&timeZone=Nowhere`,
      `${DAY}&download=pdf&timeZone=Nowhere`,
      '/v1/wallet/statement?limit=2&offset=0&duration=true&timeZone=Nowhere',
      '/v1/wallet/statement?timeZone=',
      `/v1/wallet/statement?timeZone=${'A'.repeat(200)}`,
    ];
    for (const url of cases) {
      const res = await get(m, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { timeZone: [TIME_ZONE_MESSAGE] },
      });
      expect(Object.keys(res.json().fieldErrors), url).toEqual(['timeZone']);
    }
    expect(TIME_ZONE_MESSAGE).toBe('Unknown time zone.');
    // The statement is as before.
    expect((await get(m, DAY)).json().data).toMatchObject({
      timeZone: 'America/Toronto',
      closingBalanceCents: 300,
    });
  });
});

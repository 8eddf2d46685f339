/**
 * Admin wallet: the movements list with its filters, one movement's legs, a member's
 * summary, and the admin's reward / credit / debit with a reason, an Idempotency-Key and an audit
 * row. Members are refused; bad input is a 4xx that moves nothing. The ledger invariants are
 * checked after every test.
 */
import { ADMIN_WALLET_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAuditLog, users, walletTransactions } from '../../src/db/schema.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import {
  balanceOf,
  memberAccountId,
  postMovement,
  systemAccountId,
} from '../../src/modules/wallet/ledger.ts';
import {
  ADMIN,
  type As,
  BUSINESS,
  bearer,
  build,
  call,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  testIdempotencyKey,
} from '../helper.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const alex = await idOf(MEMBER.email);
const sam = await idOf(OTHER_MEMBER.email);
const maple = await idOf(BUSINESS.email);
const admin = await login(app, ADMIN, 'ADMIN');
const adminId = admin.user.id;
const adminHeaders = bearer(admin.accessToken);
const member = await login(app, MEMBER);

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const freshKey = testIdempotencyKey;

/** POST /v1/wallet/transaction: a fresh Idempotency-Key unless given, none when null. */
const post = (payload: Record<string, unknown>, key?: string | null, headers: As = adminHeaders) =>
  call(app, 'adminWalletPost', { as: headers, body: payload, idempotencyKey: key });
const list = (query: Record<string, string> = {}, headers: As = adminHeaders) =>
  call(app, 'adminWalletTransactions', { as: headers, query });
/** GET /v1/wallet/transactions/:id, one movement with its legs. */
const movement = (id: string, headers: As = adminHeaders) =>
  call(app, 'adminWalletTransaction', { as: headers, params: { id } });
/** GET /v1/wallet/users/:id, a member's wallet summary. */
const summary = (id: string, headers: As = adminHeaders) =>
  call(app, 'adminWalletSummary', { as: headers, params: { id } });
const txCount = async () => (await db.select({ n: count() }).from(walletTransactions))[0]!.n;

/** A card load straight through the ledger (the wallet module's card flow is not needed here). */
async function load(userId: string, cents: bigint) {
  return db.transaction(async (tx) => {
    const source = await systemAccountId(tx, 'CARD_LOADS');
    const wallet = await memberAccountId(tx, userId);
    return postMovement(tx, {
      type: 'ADD_BITS',
      amountCents: cents,
      legs: [
        { accountId: source, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
      initiatedBy: userId,
      relatedType: 'LOAD',
    });
  });
}

describe('POST /wallet/transaction (admin reward or correction)', () => {
  it('rewards a member from the REWARDS account, with the admin as initiator, the reason and an audit row', async () => {
    const before = await balanceOf(db, alex);
    const res = await post({
      userId: alex,
      kind: 'REWARD',
      amountCents: 2_500,
      reason: 'Top seller of March',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(ADMIN_WALLET_MESSAGES.rewarded);
    expect(body.data.balanceCents).toBe(Number(before) + 2_500);
    expect(body.data.transaction).toMatchObject({
      type: 'REWARDS',
      label: 'Rewards',
      status: 'SUCCESSFUL',
      amountCents: 2_500,
      memo: 'Top seller of March',
      initiatedBy: adminId,
      relatedType: 'ADJUSTMENT',
      from: { kind: 'SYSTEM', code: 'REWARDS', userId: null, displayName: 'Rewards' },
      to: { kind: 'MEMBER', userId: alex, email: MEMBER.email },
    });
    expect(body.data.transaction.reference).toMatch(/^BB-[0-9A-Z]{8}$/);
    expect(await balanceOf(db, alex)).toBe(before + 2_500n);
    const [audit] = await db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, adminId), eq(adminAuditLog.action, 'WALLET_REWARD')));
    expect(audit).toMatchObject({
      targetUserId: alex,
      id: body.data.transaction.relatedId,
      details: { transactionId: body.data.transaction.id, amountCents: 2_500, reason: 'Top seller of March' },
    });
  });

  it('credits and debits through ADJUSTMENTS as TRANSFER movements', async () => {
    const before = await balanceOf(db, sam);
    const credit = await post({ userId: sam, kind: 'CREDIT', amountCents: 1_000, reason: 'Missed refund' });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().message).toBe(ADMIN_WALLET_MESSAGES.credited);
    expect(credit.json().data.transaction).toMatchObject({
      type: 'TRANSFER',
      from: { code: 'ADJUSTMENTS' },
      to: { userId: sam },
    });
    const debit = await post({ userId: sam, kind: 'DEBIT', amountCents: 400, reason: 'Double credit' });
    expect(debit.statusCode).toBe(200);
    expect(debit.json().message).toBe(ADMIN_WALLET_MESSAGES.debited);
    expect(debit.json().data).toMatchObject({
      balanceCents: Number(before) + 600,
      transaction: { type: 'TRANSFER', from: { userId: sam }, to: { code: 'ADJUSTMENTS' } },
    });
    expect(await balanceOf(db, sam)).toBe(before + 600n);
  });

  it('never takes a member below zero: INSUFFICIENT_BITS and nothing moves', async () => {
    const balance = await balanceOf(db, maple);
    const n = await txCount();
    const res = await post({
      userId: maple,
      kind: 'DEBIT',
      amountCents: Number(balance) + 1,
      reason: 'Too much',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BITS', message: ERROR_MESSAGES.insufficientBits });
    expect(await balanceOf(db, maple)).toBe(balance);
    expect(await txCount()).toBe(n);
  });

  it('refuses bad input with the field messages and moves nothing', async () => {
    const n = await txCount();
    const before = await balanceOf(db, alex);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userId: alex, kind: 'REWARD', amountCents: 100 }, 'reason', VALIDATION_MESSAGES.required],
      [
        { userId: alex, kind: 'REWARD', amountCents: 100, reason: '   ' },
        'reason',
        VALIDATION_MESSAGES.required,
      ],
      [
        { userId: alex, kind: 'REWARD', amountCents: 100, reason: 'x'.repeat(251) },
        'reason',
        ADMIN_WALLET_MESSAGES.reasonMax,
      ],
      [
        { userId: alex, kind: 'REWARD', amountCents: -100, reason: 'r' },
        'amountCents',
        VALIDATION_MESSAGES.positive,
      ],
      [
        { userId: alex, kind: 'REWARD', amountCents: 0, reason: 'r' },
        'amountCents',
        VALIDATION_MESSAGES.positive,
      ],
      // Three decimals of a BITS amount: a fraction of a cent.
      [
        { userId: alex, kind: 'REWARD', amountCents: 12.5, reason: 'r' },
        'amountCents',
        VALIDATION_MESSAGES.decimals,
      ],
      [
        { userId: alex, kind: 'REWARD', amountCents: 100_000_001, reason: 'r' },
        'amountCents',
        VALIDATION_MESSAGES.numberMax,
      ],
      [
        { userId: alex, kind: 'REWARD', amountCents: '100', reason: 'r' },
        'amountCents',
        VALIDATION_MESSAGES.numericOnly,
      ],
      [{ userId: alex, kind: 'GIFT', amountCents: 100, reason: 'r' }, 'kind', ''],
      [{ userId: 'nope', kind: 'REWARD', amountCents: 100, reason: 'r' }, 'userId', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = res.json().fieldErrors[field];
      expect(errors, JSON.stringify(payload)).toBeDefined();
      if (message) expect(errors).toContain(message);
    }

    const unknown = await post({
      userId: crypto.randomUUID(),
      kind: 'REWARD',
      amountCents: 100,
      reason: 'r',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_WALLET_MESSAGES.memberNotFound);

    const toAdmin = await post({ userId: adminId, kind: 'REWARD', amountCents: 100, reason: 'r' });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json().fieldErrors.userId).toEqual([ADMIN_WALLET_MESSAGES.notAMember]);

    const noKey = await post({ userId: alex, kind: 'REWARD', amountCents: 100, reason: 'r' }, null);
    expect(noKey.statusCode).toBe(400);
    const badKey = await post({ userId: alex, kind: 'REWARD', amountCents: 100, reason: 'r' }, 'short');
    expect(badKey.statusCode).toBe(400);

    expect(await txCount()).toBe(n);
    expect(await balanceOf(db, alex)).toBe(before);
  });

  it('a replayed key answers the first answer and moves nothing; another body with it is refused (422)', async () => {
    const key = freshKey();
    const payload = { userId: alex, kind: 'REWARD', amountCents: 700, reason: 'Welcome bonus' };
    const before = await balanceOf(db, alex);
    const first = await post(payload, key);
    expect(first.statusCode).toBe(200);
    const again = await post(payload, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await post({ ...payload, amountCents: 701 }, key);
    expect(other.statusCode).toBe(422);
    expect(await balanceOf(db, alex)).toBe(before + 700n);

    // Concurrent duplicates: one applies, the others answer the same or are told it is in progress.
    const key2 = freshKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(payload, key2)));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await balanceOf(db, alex)).toBe(before + 1_400n);
  });

  it('a key whose bookkeeping was lost (crash after the ledger commit) is still applied once', async () => {
    const key = freshKey();
    const payload = { userId: sam, kind: 'CREDIT', amountCents: 333, reason: 'Crash retry' };
    const before = await balanceOf(db, sam);
    const first = await post(payload, key);
    expect(first.statusCode).toBe(200);
    // Simulate the crash: the idempotency record is gone, the movement (with its key) stays.
    await db.execute(`delete from idempotency_keys where key = '${key}'`);
    const retry = await post(payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await balanceOf(db, sam)).toBe(before + 333n);
    // With another body, the stored movement does not match: refused.
    await db.execute(`delete from idempotency_keys where key = '${key}'`);
    const other = await post({ ...payload, amountCents: 334 }, key);
    expect(other.statusCode).toBe(422);
    expect(await balanceOf(db, sam)).toBe(before + 333n);
  });

  it('is for admins only', async () => {
    const n = await txCount();
    const res = await post(
      { userId: alex, kind: 'REWARD', amountCents: 100, reason: 'self' },
      freshKey(),
      bearer(member.accessToken),
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await post({ userId: alex, kind: 'REWARD', amountCents: 100, reason: 'anon' }, freshKey(), {}))
        .statusCode,
    ).toBe(401);
    expect(await txCount()).toBe(n);
  });
});

describe('GET /wallet/transactions, /wallet/transactions/{id}, /wallet/users/{id}', () => {
  it('lists every movement with parties, labels and paging; filters by member, type, status, reference and dates', async () => {
    await load(maple, 5_000n);
    const reward = (
      await post({ userId: maple, kind: 'REWARD', amountCents: 150, reason: 'Filter me' })
    ).json().data.transaction;

    const all = await list({ limit: '1000' });
    expect(all.statusCode).toBe(200);
    const total = all.json().meta.total;
    expect(total).toBe(await txCount());
    expect(all.json().data[0].createdAt >= all.json().data.at(-1).createdAt).toBe(true);

    const mine = (await list({ userId: maple, limit: '1000' })).json();
    expect(mine.data.length).toBeGreaterThanOrEqual(2);
    for (const t of mine.data) expect([t.from?.userId, t.to?.userId, t.initiatedBy]).toContain(maple);
    expect(
      mine.data.some(
        (t: { type: string; label: string }) => t.type === 'ADD_BITS' && t.label === 'Load BITS',
      ),
    ).toBe(true);

    const rewards = (await list({ userId: maple, type: 'REWARDS' })).json();
    expect(rewards.data.map((t: { id: string }) => t.id)).toContain(reward.id);
    expect(rewards.data.every((t: { type: string }) => t.type === 'REWARDS')).toBe(true);
    expect(rewards.data.find((t: { id: string }) => t.id === reward.id)).toMatchObject({
      initiatedBy: adminId,
      memo: 'Filter me',
      to: { userId: maple, displayName: expect.any(String) },
    });

    expect((await list({ status: 'FAILED' })).json().meta.total).toBe(0);
    expect((await list({ status: 'SUCCESSFUL' })).json().meta.total).toBe(total);

    const byRef = (await list({ q: reward.reference.slice(3).toLowerCase() })).json();
    expect(byRef.data.map((t: { id: string }) => t.id)).toEqual([reward.id]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).json().meta.total).toBe(total);
    expect((await list({ to: '2000-01-01' })).json().meta.total).toBe(0);
    expect((await list({ from: '2999-01-01' })).json().meta.total).toBe(0);

    const page1 = (await list({ limit: '2', offset: '0', sortBy: 'amountCents', sortOrder: 'ASC' })).json();
    const page2 = (await list({ limit: '2', offset: '2', sortBy: 'amountCents', sortOrder: 'ASC' })).json();
    expect(page1.data).toHaveLength(2);
    expect(page1.data[1].amountCents <= page2.data[0].amountCents).toBe(true);
    expect(new Set([...page1.data, ...page2.data].map((t: { id: string }) => t.id)).size).toBe(
      page1.data.length + page2.data.length,
    );
  });

  it('refuses bad filters and members', async () => {
    expect((await list({ type: 'NOPE' })).statusCode).toBe(400);
    expect((await list({ userId: 'x' })).statusCode).toBe(400);
    expect((await list({ from: '2025-13-01' })).statusCode).toBe(400);
    const reversed = await list({ from: '2025-02-01', to: '2025-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors.to).toEqual([ADMIN_WALLET_MESSAGES.dateRange]);
    expect((await list({ limit: '1001' })).statusCode).toBe(400);
    expect((await list({}, bearer(member.accessToken))).statusCode).toBe(403);
    expect((await list({}, {})).statusCode).toBe(401);
  });

  it('shows one movement with its legs and balances after; 404 for an unknown id; 403 for members', async () => {
    const posted = (await post({ userId: alex, kind: 'REWARD', amountCents: 90, reason: 'Show me' })).json()
      .data;
    const res = await movement(posted.transaction.id);
    expect(res.statusCode).toBe(200);
    const t = res.json().data;
    expect(t).toMatchObject({ ...posted.transaction, metadata: { kind: 'REWARD', userId: alex } });
    expect(t.entries).toHaveLength(2);
    expect(
      t.entries.map((e: { amountCents: number }) => e.amountCents).sort((a: number, b: number) => a - b),
    ).toEqual([-90, 90]);
    expect(
      t.entries.find((e: { party: { userId: string } }) => e.party.userId === alex).balanceAfterCents,
    ).toBe(posted.balanceCents);
    const missing = await movement(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    const forbidden = await movement(posted.transaction.id, bearer(member.accessToken));
    expect(forbidden.statusCode).toBe(403);
  });

  it("summarises a member's wallet: balance, totals in and out, counts by type", async () => {
    const res = await summary(maple);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.balanceCents).toBe(Number(await balanceOf(db, maple)));
    expect(s.totalInCents - s.totalOutCents).toBe(s.balanceCents);
    expect(s.transactionCount).toBe(s.byType.reduce((n: number, r: { count: number }) => n + r.count, 0));
    expect(s.byType.find((r: { type: string }) => r.type === 'ADD_BITS')).toMatchObject({
      label: 'Load BITS',
    });

    const fresh = await requests(app).post('/v1/testing/users', null, {
      email: `w-${Date.now()}@example.com`,
      password: 'Sup3r$ecret',
      stage: 'COMPLETED',
    });
    expect(fresh.statusCode).toBe(200);
    const empty = await summary(fresh.json().data.id);
    expect(empty.json().data).toMatchObject({
      accountId: null,
      balanceCents: 0,
      transactionCount: 0,
      byType: [],
    });

    expect((await summary(crypto.randomUUID())).statusCode).toBe(404);
    expect((await summary(maple, bearer(member.accessToken))).statusCode).toBe(403);
  });
});

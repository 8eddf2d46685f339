/**
 * The ledger core (modules/wallet/ledger.ts): balanced movements, the no-negative guard under
 * concurrency, idempotency keys stored with the movement, and the database guards (append-only
 * entries, balance check at commit). The invariants are checked after every test.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { walletEntries, walletTransactions } from '../../src/db/schema.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf, memberAccountId, newReference, postMovement } from '../../src/modules/wallet/ledger.ts';
import { BUSINESS, build, MEMBER, OTHER_MEMBER, usingPostgres } from '../helper.ts';
import { codeOf, loadBits, moveBits, userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
const idOf = (email: string) => userIdOf(db, email);
const alex = await idOf(MEMBER.email);
const sam = await idOf(OTHER_MEMBER.email);
const maple = await idOf(BUSINESS.email);

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

/** Loads `cents` into a member's wallet from the CARD_LOADS source. */
const load = (userId: string, cents: bigint, idempotencyKey?: string) =>
  loadBits(db, userId, cents, idempotencyKey);

const transfer = (from: string, to: string, cents: bigint) => moveBits(db, from, to, cents);

describe('ledger movements', () => {
  it('posts balanced entries and moves balances; references are human and unique', async () => {
    const before = await balanceOf(db, alex);
    const { transaction } = await load(alex, 12_345n);
    expect(transaction).toMatchObject({ type: 'ADD_BITS', status: 'SUCCESSFUL', amountCents: 12_345n });
    expect(transaction.reference).toMatch(/^BB-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await balanceOf(db, alex)).toBe(before + 12_345n);
    const entries = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.transactionId, transaction.id));
    expect(entries.map((e) => e.amountCents).sort()).toEqual([-12_345n, 12_345n]);
    expect(new Set(Array.from({ length: 200 }, () => newReference())).size).toBe(200);
  });

  it('refuses to take a member wallet below zero and changes nothing', async () => {
    const balance = await balanceOf(db, sam);
    const count = async () =>
      (await db.select({ id: walletTransactions.id }).from(walletTransactions)).length;
    const n = await count();
    expect(await codeOf(transfer(sam, alex, balance + 1n))).toBe('INSUFFICIENT_BITS');
    expect(await balanceOf(db, sam)).toBe(balance);
    expect(await count()).toBe(n);
  });

  it('refuses unbalanced, zero or one-legged movements before writing', async () => {
    const a = await memberAccountId(db, alex);
    const b = await memberAccountId(db, sam);
    const bad = [
      [
        { accountId: a, amountCents: -5n },
        { accountId: b, amountCents: 4n },
      ],
      [
        { accountId: a, amountCents: 0n },
        { accountId: b, amountCents: 0n },
      ],
      [{ accountId: a, amountCents: 5n }],
    ];
    for (const legs of bad) {
      await expect(
        db.transaction((tx) =>
          postMovement(tx, { type: 'TRANSFER', amountCents: 5n, legs, initiatedBy: alex }),
        ),
      ).rejects.toThrow();
    }
  });

  it('applies an Idempotency-Key once: the retry finds the first movement', async () => {
    const before = await balanceOf(db, maple);
    const first = await load(maple, 500n, 'load-key-0001');
    const again = await load(maple, 500n, 'load-key-0001');
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
    expect(await balanceOf(db, maple)).toBe(before + 500n);
  });

  it('keeps entries append-only and refuses an unbalanced write at commit', async () => {
    const { transaction } = await load(alex, 100n);
    await expect(
      db.execute(sql`update wallet_entries set amount_cents = 1 where transaction_id = ${transaction.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from wallet_entries where transaction_id = ${transaction.id}`),
    ).rejects.toThrow();
    const wallet = await memberAccountId(db, alex);
    await expect(
      db.transaction(async (tx) => {
        const [t] = await tx
          .insert(walletTransactions)
          .values({ reference: newReference(), type: 'TRANSFER', status: 'SUCCESSFUL', amountCents: 1n })
          .returning();
        await tx
          .insert(walletEntries)
          .values({ transactionId: t!.id, accountId: wallet, amountCents: 1n, balanceAfterCents: 0n });
      }),
    ).rejects.toThrow();
  });

  it('answers each balance after the movement; legs on one account chain their balance-after', async () => {
    const a = await memberAccountId(db, alex);
    const b = await memberAccountId(db, sam);
    await load(alex, 1_000n);
    const [balA, balB] = [await balanceOf(db, alex), await balanceOf(db, sam)];
    const posted = await db.transaction((tx) =>
      postMovement(tx, {
        type: 'TRANSFER',
        amountCents: 300n,
        legs: [
          { accountId: a, amountCents: -100n },
          { accountId: b, amountCents: 100n },
          { accountId: a, amountCents: -200n },
          { accountId: b, amountCents: 200n },
        ],
        initiatedBy: alex,
        idempotencyKey: 'multi-leg-key-1',
      }),
    );
    expect(posted.balancesAfter.get(a)).toBe(balA - 300n);
    expect(posted.balancesAfter.get(b)).toBe(balB + 300n);
    const entries = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.transactionId, posted.transaction.id))
      .orderBy(walletEntries.id);
    expect(entries.map((e) => [e.amountCents, e.balanceAfterCents])).toEqual([
      [-100n, balA - 100n],
      [100n, balB + 100n],
      [-200n, balA - 300n],
      [200n, balB + 300n],
    ]);
    const again = await db.transaction((tx) =>
      postMovement(tx, {
        type: 'TRANSFER',
        amountCents: 300n,
        legs: [
          { accountId: a, amountCents: -300n },
          { accountId: b, amountCents: 300n },
        ],
        initiatedBy: alex,
        idempotencyKey: 'multi-leg-key-1',
      }),
    );
    expect(again).toMatchObject({ replayed: true, transaction: { id: posted.transaction.id } });
    expect(again.balancesAfter.size).toBe(0);
    expect(await balanceOf(db, alex)).toBe(balA - 300n);
  });

  it('a movement outside a transaction is its own: one statement, committed or refused whole', async () => {
    const [a, b] = [await userIdOf(db, MEMBER.email), await userIdOf(db, OTHER_MEMBER.email)];
    await loadBits(db, a, 5_00n);
    const [wa, wb] = [await memberAccountId(db, a), await memberAccountId(db, b)];
    const before = [await balanceOf(db, a), await balanceOf(db, b)];
    const posted = await postMovement(db, {
      type: 'SALE_PURCHASE',
      amountCents: 2_00n,
      legs: [
        { accountId: wa, amountCents: -2_00n },
        { accountId: wb, amountCents: 2_00n },
      ],
      initiatedBy: a,
    });
    expect(posted.balancesAfter.get(wa)).toBe(before[0]! - 2_00n);
    expect([await balanceOf(db, a), await balanceOf(db, b)]).toEqual([
      before[0]! - 2_00n,
      before[1]! + 2_00n,
    ]);
    const tooMuch = postMovement(db, {
      type: 'SALE_PURCHASE',
      amountCents: before[0]! + 1n,
      legs: [
        { accountId: wa, amountCents: -(before[0]! + 1n) },
        { accountId: wb, amountCents: before[0]! + 1n },
      ],
      initiatedBy: a,
    });
    expect(await codeOf(tooMuch)).toBe('INSUFFICIENT_BITS');
    expect([await balanceOf(db, a), await balanceOf(db, b)]).toEqual([
      before[0]! - 2_00n,
      before[1]! + 2_00n,
    ]);
  });

  it('ledger functions keep their plans whatever the session forces (migrations 0013, 0028)', async () => {
    const rows = (await db.execute(
      sql`select proname, proconfig from pg_proc
           where proname in ('post_movement', 'post_movements', 'wallet_entries_balanced') order by proname`,
    )) as unknown as { rows: { proname: string; proconfig: string[] | null }[] };
    expect(rows.rows).toEqual([
      { proname: 'post_movement', proconfig: ['plan_cache_mode=auto'] },
      { proname: 'post_movements', proconfig: ['plan_cache_mode=auto'] },
      { proname: 'wallet_entries_balanced', proconfig: ['plan_cache_mode=auto'] },
    ]);
  });

  it('refuses an unknown account and writes nothing', async () => {
    const a = await memberAccountId(db, alex);
    await load(alex, 10n);
    await expect(
      db.transaction((tx) =>
        postMovement(tx, {
          type: 'TRANSFER',
          amountCents: 10n,
          legs: [
            { accountId: a, amountCents: -10n },
            { accountId: '00000000-0000-4000-8000-000000000000', amountCents: 10n },
          ],
          initiatedBy: alex,
        }),
      ),
    ).rejects.toThrow();
  });

  it.runIf(usingPostgres)(
    'concurrent loads (system source, locked last) mixed with transfers: no deadlock, balance-after chains hold',
    async () => {
      const members = [alex, sam, maple];
      const results = await Promise.all(
        Array.from({ length: 240 }, (_, i) =>
          codeOf(
            i % 3 === 0
              ? load(members[i % 3]!, BigInt(1 + (i % 50)))
              : transfer(members[i % 3]!, members[(i + 1) % 3]!, BigInt(1 + (i % 7))),
          ),
        ),
      );
      expect(results.filter((r) => r !== 'OK' && r !== 'INSUFFICIENT_BITS')).toEqual([]);
    },
    60_000,
  );

  it.runIf(usingPostgres)(
    'hundreds of concurrent transfers over three hot wallets: no deadlock, no negative, sums kept',
    async () => {
      const members = [alex, sam, maple];
      for (const m of members) await load(m, 1_000n);
      const total = async () => {
        let t = 0n;
        for (const m of members) t += await balanceOf(db, m);
        return t;
      };
      const before = await total();
      const results = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          codeOf(transfer(members[i % 3]!, members[(i + 1 + (i % 2)) % 3]!, BigInt(1 + (i % 97)))),
        ),
      );
      expect(results.filter((r) => r !== 'OK' && r !== 'INSUFFICIENT_BITS')).toEqual([]);
      expect(await total()).toBe(before);
    },
    60_000,
  );

  it('random sequences of loads and transfers keep the invariants (property)', async () => {
    const members = [alex, sam, maple];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('load', 'transfer'),
            from: fc.integer({ min: 0, max: 2 }),
            to: fc.integer({ min: 0, max: 2 }),
            cents: fc.bigInt({ min: 1n, max: 5_000n }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (ops) => {
          for (const op of ops) {
            if (op.kind === 'load') await load(members[op.from]!, op.cents);
            else if (op.from !== op.to) await codeOf(transfer(members[op.from]!, members[op.to]!, op.cents));
          }
          expect(await ledgerViolations(db)).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });
});

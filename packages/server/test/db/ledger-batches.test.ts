/**
 * Group commit (modules/wallet/ledger.ts MovementBatches, migration 0028 post_movements): movements
 * posted outside a transaction at the same moment share one statement and one commit, and each still
 * gets exactly what it would have got alone. The batch function is checked against posting the same
 * movements one after the other with post_movement (outcomes, replays, entries and their balance-after,
 * balances), and the batching itself through concurrent calls: shared commits, one key applied once,
 * a refused movement that leaves the others posted, a wallet drained to the cent. The ledger
 * invariants are checked after every test.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import {
  balanceOf,
  memberAccountId,
  newReference,
  type PostMovement,
  postMovement,
  systemAccountId,
} from '../../src/modules/wallet/ledger.ts';
import { BUSINESS, build, MEMBER, OTHER_MEMBER } from '../helper.ts';
import { codeOf, loadBits, userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
const alex = await userIdOf(db, MEMBER.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const maple = await userIdOf(db, BUSINESS.email);
const wallets = [
  await memberAccountId(db, alex),
  await memberAccountId(db, sam),
  await memberAccountId(db, maple),
];
const cardLoads = await systemAccountId(db, 'CARD_LOADS');
const giftHolding = await systemAccountId(db, 'GIFT_HOLDING');

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

interface Movement {
  reference: string;
  initiatedBy: string;
  key: string | null;
  accounts: string[];
  amounts: bigint[];
}

/** What a movement answered, in terms both ways of posting share (references, not generated ids). */
interface Answer {
  outcome: string;
  reference: string | null;
  balances: Record<string, string> | null;
  entries: string[];
}

const amountOf = (m: Movement) => m.amounts.filter((a) => a > 0n).reduce((s, a) => s + a, 0n);
const json = (m: Movement) => ({
  reference: m.reference,
  type: 'TRANSFER',
  status: 'SUCCESSFUL',
  amount: amountOf(m).toString(),
  memo: null,
  initiated_by: m.initiatedBy,
  related_type: null,
  related_id: null,
  idempotency_key: m.key,
  metadata: {},
  accounts: m.accounts,
  amounts: m.amounts.map(String),
});

/** The entries of the movement with this reference, in the order written: "account amount after". */
async function entriesOf(tx: Tx, reference: string | null): Promise<string[]> {
  if (!reference) return [];
  const rows = await rowsOf<{ e: string }>(
    tx,
    sql`select e.account_id || ' ' || e.amount_cents || ' ' || e.balance_after_cents as e
          from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
         where t.reference = ${reference} order by e.id`,
  );
  return rows.map((r) => r.e);
}

async function answersOf(
  tx: Tx,
  rows: { outcome: string; reference: string | null; balances: unknown }[],
  movements: Movement[],
): Promise<Answer[]> {
  const out: Answer[] = [];
  for (const [i, row] of rows.entries()) {
    out.push({
      outcome: row.outcome,
      reference: row.reference,
      balances: (typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances) ?? null,
      // the entries a posted movement wrote (a replay answers an earlier movement: its reference says which)
      entries: row.outcome === 'POSTED' ? await entriesOf(tx, movements[i]!.reference) : [],
    });
  }
  return out;
}

const balancesNow = async (tx: Tx, accounts: string[]) =>
  (
    await rowsOf<{ b: string }>(
      tx,
      sql`select id || ' ' || balance_cents as b from wallet_accounts
           where id = any(${`{${accounts.join(',')}}`}::uuid[]) order by id`,
    )
  ).map((r) => r.b);

describe('post_movements: a batch answers as the same movements posted one after the other', () => {
  it('outcomes, replays, entries, balances after each movement and at the end (property)', async () => {
    const accounts = [...wallets, giftHolding, cardLoads];
    const leg = fc.record({
      account: fc.integer({ min: 0, max: accounts.length - 1 }),
      cents: fc.bigInt({ min: -3_000n, max: 3_000n }).filter((c) => c !== 0n),
    });
    const movement = fc.record({
      legs: fc.array(leg, { minLength: 1, maxLength: 3 }),
      last: fc.integer({ min: 0, max: accounts.length - 1 }),
      by: fc.constantFrom(alex, sam),
      key: fc.option(fc.constantFrom('k1', 'k2', 'k3', 'before'), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 24 }), async (drawn) => {
        const runId = newReference('R');
        // each movement balanced by its last leg (skipped when that leg would be zero)
        const movements: Movement[] = drawn.flatMap((d) => {
          const sum = d.legs.reduce((s, l) => s + l.cents, 0n);
          if (sum === 0n) return [];
          return [
            {
              reference: newReference('BT'),
              initiatedBy: d.by,
              key: d.key === null ? null : `${d.key}-${runId}`,
              accounts: [...d.legs.map((l) => accounts[l.account]!), accounts[d.last]!],
              amounts: [...d.legs.map((l) => l.cents), -sum],
            },
          ];
        });
        if (movements.length === 0) return;
        await db.transaction(async (tx) => {
          // money to move, and a key already applied before the batch
          for (const w of wallets) {
            await tx.execute(sql`select * from post_movement(${newReference()}, 'ADD_BITS', 'SUCCESSFUL', 4000,
              null, ${alex}::uuid, null, null, null, '{}'::jsonb,
              ${`{${cardLoads},${w}}`}::uuid[], '{-4000,4000}'::bigint[])`);
          }
          await tx.execute(sql`select * from post_movement(${newReference()}, 'ADD_BITS', 'SUCCESSFUL', 10, null,
            ${alex}::uuid, null, null, ${`before-${runId}`}, '{}'::jsonb,
            ${`{${cardLoads},${wallets[0]}}`}::uuid[], '{-10,10}'::bigint[])`);
          await tx.execute(sql`savepoint one_by_one`);
          const single: { outcome: string; reference: string | null; balances: unknown }[] = [];
          for (const m of movements) {
            const [row] = await rowsOf<{ outcome: string; reference: string | null; balances: unknown }>(
              tx,
              sql`select outcome, reference, balances from post_movement(${m.reference}, 'TRANSFER', 'SUCCESSFUL',
                ${amountOf(m).toString()}::bigint, null, ${m.initiatedBy}::uuid, null, null, ${m.key}, '{}'::jsonb,
                ${`{${m.accounts.join(',')}}`}::uuid[], ${`{${m.amounts.join(',')}}`}::bigint[])`,
            );
            single.push(row!);
          }
          const expected = await answersOf(tx, single, movements);
          const expectedBalances = await balancesNow(tx, accounts);
          await tx.execute(sql`rollback to savepoint one_by_one`);

          const batch = await rowsOf<{
            ord: number;
            outcome: string;
            reference: string | null;
            balances: unknown;
          }>(
            tx,
            sql`select ord, outcome, reference, balances
                  from post_movements(${JSON.stringify(movements.map(json))}::jsonb) order by ord`,
          );
          expect(batch.map((r) => Number(r.ord))).toEqual(movements.map((_, i) => i + 1));
          expect(await answersOf(tx, batch, movements)).toEqual(expected);
          expect(await balancesNow(tx, accounts)).toEqual(expectedBalances);
        });
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('refuses the whole batch, writing nothing, when one movement names an unknown account', async () => {
    const before = await balancesNow(db as unknown as Tx, wallets);
    const good = {
      reference: newReference(),
      initiatedBy: alex,
      key: null,
      accounts: [cardLoads, wallets[0]!],
      amounts: [-5n, 5n],
    };
    const bad = {
      ...good,
      reference: newReference(),
      accounts: [cardLoads, '00000000-0000-4000-8000-000000000000'],
    };
    await expect(
      db.execute(sql`select * from post_movements(${JSON.stringify([good, bad].map(json))}::jsonb)`),
    ).rejects.toThrow();
    expect(await balancesNow(db as unknown as Tx, wallets)).toEqual(before);
  });
});

const transfer = (from: number, to: number, cents: bigint, extra: Partial<PostMovement> = {}) =>
  postMovement(db, {
    type: 'SALE_PURCHASE',
    amountCents: cents,
    legs: [
      { accountId: wallets[from]!, amountCents: -cents },
      { accountId: wallets[to]!, amountCents: cents },
    ],
    initiatedBy: [alex, sam, maple][from]!,
    ...extra,
  });

describe('group commit: movements posted at the same moment outside a transaction', () => {
  it('share commits, and each answers its own movement and balances', async () => {
    for (const u of [alex, sam, maple]) await loadBits(db, u, 1_000n);
    const posted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => transfer(i % 3, (i + 1) % 3, BigInt(1 + i))),
    );
    expect(new Set(posted.map((p) => p.transaction.id)).size).toBe(40);
    expect(posted.map((p) => p.transaction.amountCents)).toEqual(
      Array.from({ length: 40 }, (_, i) => BigInt(1 + i)),
    );
    const ids = `{${posted.map((p) => p.transaction.id).join(',')}}`;
    const [{ commits }] = (await rowsOf<{ commits: number }>(
      db,
      sql`select count(distinct xmin::text)::int as commits from wallet_transactions where id = any(${ids}::uuid[])`,
    )) as [{ commits: number }];
    expect(commits).toBeLessThan(40);
    // each answer's balances are those its own entries end at
    const entries = await rowsOf<{ tx: string; account: string; after: string }>(
      db,
      sql`select transaction_id as tx, account_id as account, balance_after_cents::text as after
            from wallet_entries where transaction_id = any(${ids}::uuid[]) order by id`,
    );
    expect(entries).toHaveLength(80);
    for (const e of entries) {
      expect(posted.find((p) => p.transaction.id === e.tx)!.balancesAfter.get(e.account)).toBe(
        BigInt(e.after),
      );
    }
  });

  it('applies one Idempotency-Key once when the same call arrives several times at once', async () => {
    await loadBits(db, alex, 500n);
    const before = await balanceOf(db, alex);
    const key = `same-${newReference()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => transfer(0, 1, 37n, { idempotencyKey: key })),
    );
    const first = answers.filter((a) => !a.replayed);
    expect(first).toHaveLength(1);
    expect(new Set(answers.map((a) => a.transaction.id))).toEqual(new Set([first[0]!.transaction.id]));
    expect(await balanceOf(db, alex)).toBe(before - 37n);
  });

  it('posts the others when one movement of the moment is refused, and refuses that one alone', async () => {
    await loadBits(db, sam, 500n);
    const before = await balanceOf(db, sam);
    const calls = Array.from({ length: 9 }, (_, i) =>
      i === 4
        ? postMovement(db, {
            type: 'TRANSFER',
            amountCents: 3n,
            legs: [
              { accountId: wallets[1]!, amountCents: -3n },
              { accountId: '00000000-0000-4000-8000-000000000000', amountCents: 3n },
            ],
            initiatedBy: sam,
          })
        : transfer(1, 2, 2n),
    );
    const codes = await Promise.all(calls.map(codeOf));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(8);
    expect(codes[4]).not.toBe('OK');
    expect(await balanceOf(db, sam)).toBe(before - 16n);
  });

  it('drains a wallet to the cent and refuses the rest as insufficient', async () => {
    const balance = await balanceOf(db, maple);
    await loadBits(db, maple, 100n);
    // leave exactly 100 cents: move the rest away first
    if (balance > 0n) await transfer(2, 0, balance);
    const codes = await Promise.all(Array.from({ length: 30 }, () => codeOf(transfer(2, 0, 7n))));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(14);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BITS')).toHaveLength(16);
    expect(await balanceOf(db, maple)).toBe(2n);
  });
});

/**
 * The BITS ledger: the only code that moves money. A movement is posted inside the caller's DB
 * transaction as one wallet_transactions row plus balanced wallet_entries, and the balances of the
 * accounts involved are updated in the same transaction:
 *
 * - the accounts are locked with SELECT … FOR UPDATE in id order, so two movements over the same
 *   wallets always lock them in the same order and cannot deadlock;
 * - a member wallet never goes below zero (checked under the lock → INSUFFICIENT_BITS, and backed by
 *   the wallet_accounts_non_negative CHECK);
 * - the entries sum to zero (checked here, and by a deferred trigger at commit);
 * - an Idempotency-Key is stored on the movement itself (unique per initiator), so a retry after a
 *   crash or a lost answer finds the first movement instead of applying the key twice.
 *
 * Amounts are integer cents as bigint.
 */
import { randomInt } from 'node:crypto';
import type { TransactionStatus, WalletTransactionType } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { walletAccounts, walletEntries, walletTransactions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export type SystemAccountCode = 'CARD_LOADS' | 'REWARDS' | 'ADJUSTMENTS' | 'GIFT_HOLDING';
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type RelatedType = 'LOAD' | 'BARTER' | 'GIFT' | 'ADJUSTMENT';

export interface Leg {
  accountId: string;
  /** Signed: negative leaves the account, positive enters it. */
  amountCents: bigint;
}

export interface PostMovement {
  type: WalletTransactionType;
  /** The amount moved (positive); the legs say from where to where. */
  amountCents: bigint;
  legs: Leg[];
  status?: TransactionStatus;
  memo?: string | null;
  initiatedBy: string | null;
  relatedType?: RelatedType;
  relatedId?: string;
  idempotencyKey?: string;
  metadata?: Record<string, unknown>;
}

export interface Posted {
  transaction: WalletTransactionRow;
  /** True when the Idempotency-Key had already been applied: nothing moved this time. */
  replayed: boolean;
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U

/** A human reference such as "BB-7K3M9Q2X" (32^8 ≈ 10^12 values; unique index behind it). */
export function newReference(prefix = 'BB'): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${out}`;
}

/** The member's wallet account id, created on first use. */
export async function memberAccountId(db: DbOrTx, userId: string): Promise<string> {
  const [found] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  if (found) return found.id;
  await db.insert(walletAccounts).values({ kind: 'MEMBER', userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  return row!.id;
}

/** A system account's id (they are created by the migration). */
export async function systemAccountId(db: DbOrTx, code: SystemAccountCode): Promise<string> {
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.code, code))
    .limit(1);
  if (!row) throw new Error(`System account ${code} is missing (migrations not applied?)`);
  return row.id;
}

/** The movement already posted under this initiator's Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: DbOrTx,
  initiatedBy: string,
  key: string,
): Promise<WalletTransactionRow | null> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.initiatedBy, initiatedBy), eq(walletTransactions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

function assertBalanced(m: PostMovement): void {
  if (m.amountCents <= 0n) throw new Error('A movement amount must be positive');
  if (m.legs.length < 2) throw new Error('A movement needs at least two legs');
  let sum = 0n;
  for (const leg of m.legs) {
    if (leg.amountCents === 0n) throw new Error('A leg cannot be zero');
    sum += leg.amountCents;
  }
  if (sum !== 0n) throw new Error(`Unbalanced movement (sum ${sum})`);
}

/**
 * Posts a movement inside `tx` (the caller's DB transaction; everything else the caller writes in
 * it commits or rolls back together with the money). Throws INSUFFICIENT_BITS, and changes nothing,
 * when a member wallet would go below zero.
 */
export async function postMovement(tx: Tx, m: PostMovement): Promise<Posted> {
  assertBalanced(m);
  if (m.idempotencyKey && m.initiatedBy) {
    const existing = await findByIdempotencyKey(tx, m.initiatedBy, m.idempotencyKey);
    if (existing) return { transaction: existing, replayed: true };
  }

  // Net change per account, then lock the accounts in id order.
  const delta = new Map<string, bigint>();
  for (const leg of m.legs) delta.set(leg.accountId, (delta.get(leg.accountId) ?? 0n) + leg.amountCents);
  const ids = [...delta.keys()].sort();
  const rows = await rowsOf<{ id: string; balance_cents: string | bigint; allow_negative: boolean }>(
    tx,
    sql`select id, balance_cents, allow_negative from wallet_accounts
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by id for update`,
  );
  if (rows.length !== ids.length) throw new Error('Unknown wallet account in movement');
  const balance = new Map<string, bigint>();
  for (const r of rows) {
    const next = BigInt(r.balance_cents) + (delta.get(r.id) ?? 0n);
    if (!r.allow_negative && next < 0n) throw new AppError('INSUFFICIENT_BITS');
    balance.set(r.id, BigInt(r.balance_cents));
  }

  const [transaction] = await tx
    .insert(walletTransactions)
    .values({
      reference: newReference(),
      type: m.type,
      status: m.status ?? 'SUCCESSFUL',
      amountCents: m.amountCents,
      memo: m.memo ?? null,
      initiatedBy: m.initiatedBy,
      relatedType: m.relatedType ?? null,
      relatedId: m.relatedId ?? null,
      idempotencyKey: m.idempotencyKey ?? null,
      metadata: m.metadata ?? {},
    })
    .returning();

  const entries = m.legs.map((leg) => {
    const after = balance.get(leg.accountId)! + leg.amountCents;
    balance.set(leg.accountId, after);
    return {
      transactionId: transaction!.id,
      accountId: leg.accountId,
      amountCents: leg.amountCents,
      balanceAfterCents: after,
    };
  });
  await tx.insert(walletEntries).values(entries);

  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${delta.get(id)!.toString()}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update wallet_accounts a set balance_cents = a.balance_cents + v.delta, updated_at = now()
        from (values ${values}) as v(id, delta) where a.id = v.id`,
  );
  return { transaction: transaction!, replayed: false };
}

/** A member's balance in cents (0 without a wallet yet). */
export async function balanceOf(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .limit(1);
  return row?.balance ?? 0n;
}

/**
 * The BITS ledger: the only code that moves money. A movement is posted inside the caller's DB
 * transaction as one wallet_transactions row plus balanced wallet_entries, and the balances of the
 * accounts involved are updated in the same transaction:
 *
 * - the accounts that may not go negative are locked with SELECT … FOR UPDATE in id order, then the
 *   allow-negative system sources are locked by their balance UPDATE (id order): every movement
 *   locks in the same order (allow_negative, id), so two movements cannot deadlock;
 * - a member wallet never goes below zero (checked under the lock → INSUFFICIENT_BITS, and backed by
 *   the wallet_accounts_non_negative CHECK);
 * - the entries sum to zero (checked here, and by a deferred trigger at commit);
 * - an Idempotency-Key is stored on the movement itself (unique per initiator), so a retry after a
 *   crash or a lost answer finds the first movement instead of applying the key twice.
 *
 * All of it runs in one round trip: the plpgsql function post_movement (drizzle/0011).
 * Amounts are integer cents as bigint.
 */
import { randomInt } from 'node:crypto';
import type { TransactionStatus, WalletTransactionType } from '@barterbits/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedRowsOf, rowsOf } from '../../db/rows.ts';
import { walletAccounts, walletTransactions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export type SystemAccountCode = 'CARD_LOADS' | 'REWARDS' | 'ADJUSTMENTS' | 'GIFT_HOLDING' | 'COMMUNITY_FUND';
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type RelatedType = 'LOAD' | 'BARTER' | 'GIFT' | 'ADJUSTMENT' | 'DONATION';

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
  /** Each account's balance right after this movement (empty when replayed). */
  balancesAfter: Map<string, bigint>;
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

/** The columns of wallet_transactions as drizzle maps them (names in the database → row fields). */
const TRANSACTION_COLUMNS = Object.entries(getTableColumns(walletTransactions));

/** One row of post_movement(…) (migration 0011): an outcome plus the movement's columns. */
export type PostMovementRow = { outcome: 'POSTED' | 'REPLAYED' | 'INSUFFICIENT' } & Record<string, unknown>;

/** A PostgreSQL array literal of simple values (uuids, integers): no quoting needed. */
const arrayLiteral = (values: readonly (string | bigint)[]) => `{${values.join(',')}}`;

/**
 * Posts a movement inside `tx` (the caller's DB transaction; everything else the caller writes in
 * it commits or rolls back together with the money). Throws INSUFFICIENT_BITS, and changes nothing,
 * when a member wallet would go below zero.
 *
 * One round trip: the plpgsql function post_movement (migration 0011) looks the Idempotency-Key up,
 * locks the non-negative accounts in id order, checks them, inserts the movement, updates the
 * balances (allow-negative system sources last, so their hot rows are held for the shortest time)
 * and inserts the entries with their balance-after.
 *
 * Called with the database itself (no transaction open), the movement is one statement in its own
 * implicit transaction: one round trip, and the wallet locks are held only while PostgreSQL runs it
 * and commits — no client round trip in between (what keeps hot wallets moving).
 */
export async function postMovement(tx: DbOrTx, m: PostMovement): Promise<Posted> {
  const [row] = await preparedRowsOf<PostMovementRow>(
    tx,
    sql`select * from ${postMovementCall(m)}`,
    'ledger',
  );
  return postedOf(row);
}

/**
 * The call `post_movement(…)` of a movement, checked (balanced legs, account ids), for callers that
 * join other writes to it in one statement: `with m as (select * from ${call}) insert … from m
 * where m.outcome = 'POSTED'` (its row is then read with `postedOf`).
 */
export function postMovementCall(m: PostMovement): SQL {
  assertBalanced(m);
  for (const leg of m.legs) {
    if (!UUID.test(leg.accountId)) throw new Error(`Not a wallet account id: ${leg.accountId}`);
  }
  return sql`post_movement(${newReference()}, ${m.type}, ${m.status ?? 'SUCCESSFUL'},
        ${m.amountCents.toString()}::bigint, ${m.memo ?? null}, ${m.initiatedBy}::uuid,
        ${m.relatedType ?? null}, ${m.relatedId ?? null}::uuid, ${m.idempotencyKey ?? null},
        ${JSON.stringify(m.metadata ?? {})}::jsonb,
        ${arrayLiteral(m.legs.map((l) => l.accountId))}::uuid[],
        ${arrayLiteral(m.legs.map((l) => l.amountCents))}::bigint[])`;
}

/** The outcome of a post_movement row: throws INSUFFICIENT_BITS when a member wallet fell short. */
export function postedOf(row: PostMovementRow | undefined): Posted {
  if (!row) throw new Error('post_movement answered nothing');
  if (row.outcome === 'INSUFFICIENT') throw new AppError('INSUFFICIENT_BITS');
  const transaction = {} as Record<string, unknown>;
  for (const [field, column] of TRANSACTION_COLUMNS) {
    const raw = row[column.name];
    transaction[field] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
  }
  const balancesAfter = new Map<string, bigint>();
  const balances = (typeof row.balances === 'string' ? JSON.parse(row.balances) : row.balances) as Record<
    string,
    string
  > | null;
  for (const [id, cents] of Object.entries(balances ?? {})) balancesAfter.set(id, BigInt(cents));
  return {
    transaction: transaction as WalletTransactionRow,
    replayed: row.outcome === 'REPLAYED',
    balancesAfter,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's balance in cents (0 without a wallet yet), as a SQL value, for a query that reads more at once. */
export const memberBalance = (userId: string): SQL =>
  sql`coalesce((select ${walletAccounts.balanceCents} from ${walletAccounts}
                 where ${walletAccounts.userId} = ${userId}::uuid limit 1), 0)`;

/** A member's balance in cents (0 without a wallet yet). */
export async function balanceOf(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await rowsOf<{ balance: string }>(db, sql`select ${memberBalance(userId)}::text as balance`);
  return BigInt(row?.balance ?? '0');
}

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
 * All of it runs in one round trip: the plpgsql function post_movement (drizzle/0011). Movements
 * posted outside a transaction at the same moment share one statement and one commit (group commit:
 * post_movements, drizzle/0028). Amounts are integer cents as bigint.
 */
import { randomInt } from 'node:crypto';
import type { TransactionStatus, WalletTransactionType } from '@barterbits/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedRowsOf, preparedSql, rowsOf } from '../../db/rows.ts';
import { walletAccounts, walletTransactions } from '../../db/schema.ts';
import { type AdminAuditAction, adminAuditAction } from '../../lib/admin-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusedByDatabase, SPENDING_PAUSED_STATE, sqlStateOf } from '../../lib/pg-errors.ts';

export type SystemAccountCode =
  | 'CARD_LOADS'
  | 'REWARDS'
  | 'ADJUSTMENTS'
  | 'GIFT_HOLDING'
  | 'COMMUNITY_FUND'
  // BITS of a disputed card load held until the bank decides (never negative).
  | 'DISPUTE_HOLDING'
  // Barter payments held for the buyer's protection until released to the seller (never negative).
  | 'BARTER_HOLDING';
export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type RelatedType = 'LOAD' | 'BARTER' | 'GIFT' | 'ADJUSTMENT' | 'DONATION' | 'DISPUTE';

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
  /** The admin_audit_log row recording the movement, written with it when it posts; its details gain
   * the movement's transactionId and reference. Only on the database itself (not inside a transaction). */
  audit?: MovementAudit;
}

export interface MovementAudit {
  id: string;
  adminId: string;
  targetUserId: string | null;
  action: AdminAuditAction;
  details: Record<string, unknown>;
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

/** One row of post_movement(…) (migration 0011): an outcome plus the movement's columns (and `ord` in a batch). */
type PostMovementRow = { outcome: 'POSTED' | 'REPLAYED' | 'INSUFFICIENT' } & Record<string, unknown>;

/** A PostgreSQL array literal of simple values (uuids, integers): no quoting needed. */
const arrayLiteral = (values: readonly (string | bigint)[]) => `{${values.join(',')}}`;

/**
 * Posts a movement. Throws INSUFFICIENT_BITS, and changes nothing, when a member wallet would go
 * below zero; a replayed Idempotency-Key answers the first movement (`replayed`), nothing moves.
 *
 * Inside a transaction (`db` is the caller's `tx`: everything else the caller writes in it commits or
 * rolls back together with the money), one round trip: the plpgsql function post_movement (migration
 * 0011) looks the Idempotency-Key up, locks the non-negative accounts in id order, checks them,
 * inserts the movement, updates the balances (allow-negative system sources last, so their hot rows
 * are held for the shortest time) and inserts the entries with their balance-after.
 *
 * On the database itself (no transaction open), the movement joins the movements posted at the same
 * moment: they are posted together by one statement, in one transaction and one commit (group commit,
 * see `MovementBatches`), each with its own outcome, as if posted one after the other. Its `audit` row,
 * if any, is written in the same statement when it posts (inside a transaction, the caller writes its
 * own audit row in that transaction).
 */
export async function postMovement(db: DbOrTx, m: PostMovement): Promise<Posted> {
  try {
    return await postOne(db, m);
  } catch (e) {
    // A paused wallet (a disputed card load): the ledger refused the movement, nothing moved.
    if (sqlStateOf(e) === SPENDING_PAUSED_STATE)
      throw new AppError('SPENDING_PAUSED', undefined, { cause: e });
    throw e;
  }
}

async function postOne(db: DbOrTx, m: PostMovement): Promise<Posted> {
  assertBalanced(m);
  for (const leg of m.legs) {
    if (!UUID.test(leg.accountId)) throw new Error(`Not a wallet account id: ${leg.accountId}`);
  }
  const root = (db as { $client?: object }).$client;
  if (root) return postedOf(await batchesOf(db as Db, root).post(movementJson(m)));
  if (m.audit) throw new Error('An audit row rides only with a movement posted on the database itself');
  const [row] = await preparedRowsOf<PostMovementRow>(
    db,
    sql`select * from post_movement(${newReference()}, ${m.type}, ${m.status ?? 'SUCCESSFUL'},
        ${m.amountCents.toString()}::bigint, ${m.memo ?? null}, ${m.initiatedBy}::uuid,
        ${m.relatedType ?? null}, ${m.relatedId ?? null}::uuid, ${m.idempotencyKey ?? null},
        ${JSON.stringify(m.metadata ?? {})}::jsonb,
        ${arrayLiteral(m.legs.map((l) => l.accountId))}::uuid[],
        ${arrayLiteral(m.legs.map((l) => l.amountCents))}::bigint[])`,
    'ledger',
  );
  return postedOf(row);
}

/** A movement as post_movements (migration 0028) reads it: cents as strings, an element of its JSON array. */
function movementJson(m: PostMovement): Record<string, unknown> {
  return {
    reference: newReference(),
    type: m.type,
    status: m.status ?? 'SUCCESSFUL',
    amount: m.amountCents.toString(),
    memo: m.memo ?? null,
    initiated_by: m.initiatedBy,
    related_type: m.relatedType ?? null,
    related_id: m.relatedId ?? null,
    idempotency_key: m.idempotencyKey ?? null,
    metadata: m.metadata ?? {},
    accounts: m.legs.map((l) => l.accountId),
    amounts: m.legs.map((l) => l.amountCents.toString()),
    ...(m.audit ? { audit: { ...m.audit, action: adminAuditAction(m.audit.action) } } : {}),
  };
}

/** The most movements one statement posts: the batch's wallet locks are held until it commits. */
const MAX_BATCH = 64;

interface Waiting {
  movement: Record<string, unknown>;
  resolve: (row: PostMovementRow) => void;
  reject: (e: unknown) => void;
}

/**
 * Group commit: movements posted on the database itself while earlier ones are still being written
 * wait, and are then posted together by one statement (post_movements, migration 0028) in one
 * transaction — one round trip and one commit for all of them. At most `concurrency` statements run
 * at once; a movement arriving when fewer run is sent at once, alone, so a quiet ledger waits for
 * nothing. Under load, batches grow by themselves to what arrived during the previous one.
 *
 * Each movement keeps its own Idempotency-Key, outcome and balances: the function posts them one after
 * the other, each seeing the balances the earlier ones left. When PostgreSQL refuses the batch (one
 * movement names an unknown account, or a duplicate key was committed at the same moment by another
 * instance), nothing of it was written, and its movements are posted again one by one so that each
 * gets its own answer. When the connection is lost instead, whether the batch committed is unknown:
 * every movement of it gets that error, as a single movement would.
 */
class MovementBatches {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly concurrency: number,
  ) {}

  post(movement: Record<string, unknown>): Promise<PostMovementRow> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ movement, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.running++;
      void this.run(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    try {
      const rows = await this.write(batch.map((w) => w.movement));
      const answered = new Set<number>();
      for (const row of rows) {
        const at = Number(row.ord) - 1;
        answered.add(at);
        batch[at]?.resolve(row);
      }
      // Never left waiting: a movement without its row is an error of the function.
      batch.forEach((w, at) => {
        if (!answered.has(at)) w.reject(new Error('post_movements answered no row for a movement'));
      });
    } catch (e) {
      if (batch.length === 1 || !refusedByDatabase(e)) {
        for (const w of batch) w.reject(e);
        return;
      }
      for (const w of batch) {
        try {
          const [row] = await this.write([w.movement]);
          w.resolve(row!);
        } catch (err) {
          w.reject(err);
        }
      }
    }
  }

  /** One statement: the movements, and the audit rows of those that posted. */
  private write(movements: Record<string, unknown>[]): Promise<PostMovementRow[]> {
    return writeBatch(this.db, { movements: JSON.stringify(movements) });
  }
}

/** post_movements (migration 0028) with the admin audit rows of the movements that posted; text made once. */
const writeBatch = preparedSql<{ movements: string }, PostMovementRow>(
  'ledger_batch',
  (v) => sql`with m as (select * from post_movements(${v.movements}::jsonb)),
            a as (insert into admin_audit_log (id, admin_id, target_user_id, action, details)
                  select (x.movement -> 'audit' ->> 'id')::uuid, (x.movement -> 'audit' ->> 'adminId')::uuid,
                         (x.movement -> 'audit' ->> 'targetUserId')::uuid, x.movement -> 'audit' ->> 'action',
                         (x.movement -> 'audit' -> 'details')
                           || jsonb_build_object('transactionId', m.id, 'reference', m.reference)
                    from m
                    join jsonb_array_elements(${v.movements}::jsonb) with ordinality as x(movement, ord) on x.ord = m.ord
                   where m.outcome = 'POSTED' and jsonb_typeof(x.movement -> 'audit') = 'object')
          select * from m`,
);

/** Per database handle, its batches: two statements at once on a PostgreSQL pool, one on PGlite. */
const batches = new WeakMap<object, MovementBatches>();
function batchesOf(db: Db, client: object): MovementBatches {
  let found = batches.get(db);
  if (!found) {
    found = new MovementBatches(db, client instanceof pg.Pool ? 2 : 1);
    batches.set(db, found);
  }
  return found;
}

/** The outcome of a post_movement row: throws INSUFFICIENT_BITS when a member wallet fell short. */
function postedOf(row: PostMovementRow | undefined): Posted {
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

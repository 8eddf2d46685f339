/**
 * Wallet queries: a member's movements (entries of their wallet joined with the movement), card
 * loads (bits_loads) and the cards they are paid with. Finders return null when nothing matches.
 * Money is never moved here: ledger.ts posts movements.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedSql, rowsOf } from '../../db/rows.ts';
import { bitsLoads, cardDisputes, paymentCards, walletAccounts } from '../../db/schema.ts';
import { formalName, displayNames as namesOf, shortName } from '../users/display-name.ts';
import { memberBalance } from './ledger.ts';

export type LoadRow = typeof bitsLoads.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

/** One entry of a member's wallet with its movement and the other member, if any. */
export interface MovementRow {
  id: string;
  reference: string;
  type: string;
  status: string;
  memo: string | null;
  related_type: string | null;
  related_id: string | null;
  created_at: Date | string;
  amount_cents: string;
  balance_after_cents: string;
  counterparty_id: string | null;
}

export interface MovementFilter {
  accountId: string;
  /** Type as seen by the member (SALE / PURCHASE split SALE_PURCHASE by direction). */
  type?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  transactionId?: string | undefined;
}

function movementWhere(f: MovementFilter) {
  const parts = [sql`e.account_id = ${f.accountId}::uuid`];
  if (f.transactionId) parts.push(sql`t.id = ${f.transactionId}::uuid`);
  if (f.start) parts.push(sql`e.created_at >= ${f.start.toISOString()}::timestamptz`);
  if (f.end) parts.push(sql`e.created_at < ${f.end.toISOString()}::timestamptz`);
  if (f.type === 'SALE')
    parts.push(sql`(t.type = 'SALE' or (t.type = 'SALE_PURCHASE' and e.amount_cents > 0))`);
  else if (f.type === 'PURCHASE') {
    parts.push(sql`(t.type = 'PURCHASE' or (t.type = 'SALE_PURCHASE' and e.amount_cents < 0))`);
  } else if (f.type) parts.push(sql`t.type = ${f.type}`);
  return sql.join(parts, sql` and `);
}

/**
 * What counts towards the daily load limit: the member's PROCESSING and SUCCESSFUL loads created in
 * [start, end), summed (text, for bigint).
 */
const loadedSum = (userId: string, start: string, end: string) =>
  sql`(select coalesce(sum(amount_cents), 0)::text from bits_loads
        where user_id = ${userId}::uuid and status in ('PROCESSING', 'SUCCESSFUL')
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz)`;

/** The wallet's balance and the loads of [start, end) (ISO instants), as one prepared statement. */
const balanceAndLoadedOf = preparedSql<
  { userId: string; start: string; end: string },
  { balance: string; loaded: string; paused: boolean | null; held: string }
>(
  'wallet',
  (v) =>
    sql`select ${memberBalance(v.userId)}::text as balance, ${loadedSum(v.userId, v.start, v.end)} as loaded,
        (select a.spending_paused from wallet_accounts a where a.user_id = ${v.userId}) as paused,
        -- Buyer protection: what the member paid for barters still held (not yet the seller's).
        (select coalesce(sum(b.amount_cents - b.refunded_cents), 0)::text from barter_requests b
          where b.buyer_id = ${v.userId} and b.status in ('ACCEPTED', 'REFUND')
            and b.hold_status in ('HELD', 'DISPUTED')) as held`,
);

export function createWalletRepository() {
  return {
    /** Movements of one wallet, newest first (oldest first for the statement files). */
    async movements(
      db: DbOrTx,
      f: MovementFilter,
      page: { limit: number; offset: number },
      order: 'newest' | 'oldest' = 'newest',
    ): Promise<MovementRow[]> {
      const dir = order === 'newest' ? sql`desc` : sql`asc`;
      return rowsOf<MovementRow>(
        db,
        sql`select t.id, t.reference, t.type, t.status, t.memo, t.related_type, t.related_id,
                   e.created_at, e.amount_cents::text as amount_cents,
                   e.balance_after_cents::text as balance_after_cents,
                   coalesce(
                     (select a2.user_id from wallet_entries e2
                        join wallet_accounts a2 on a2.id = e2.account_id
                       where e2.transaction_id = t.id and e2.account_id <> e.account_id and a2.user_id is not null
                       order by e2.id limit 1),
                     -- A barter payment held for the buyer's protection moves through BARTER_HOLDING: its
                     -- other party is the barter's.
                     (select case when b.buyer_id = a.user_id then b.seller_id else b.buyer_id end
                        from barter_requests b join wallet_accounts a on a.id = e.account_id
                       where t.related_type = 'BARTER' and b.id = t.related_id)
                   ) as counterparty_id
              from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
             where ${movementWhere(f)}
             order by e.id ${dir}
             limit ${page.limit} offset ${page.offset}`,
      );
    },

    async countMovements(db: DbOrTx, f: MovementFilter): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
             where ${movementWhere(f)}`,
      );
      return row?.n ?? 0;
    },

    /** Totals in/out and count of a wallet's entries in [start, end). */
    async totals(db: DbOrTx, accountId: string, start: Date, end: Date) {
      const [row] = await rowsOf<{ total_in: string; total_out: string; n: number }>(
        db,
        sql`select coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::text as total_in,
                   coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::text as total_out,
                   count(*)::int as n
              from wallet_entries
             where account_id = ${accountId}::uuid
               and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
      );
      return {
        totalIn: BigInt(row?.total_in ?? '0'),
        totalOut: BigInt(row?.total_out ?? '0'),
        count: row?.n ?? 0,
      };
    },

    /** The wallet's balance just before `at` (the last entry's balance-after; 0 before the first). */
    async balanceBefore(db: DbOrTx, accountId: string, at: Date): Promise<bigint> {
      const [row] = await rowsOf<{ b: string }>(
        db,
        sql`select balance_after_cents::text as b from wallet_entries
             where account_id = ${accountId}::uuid and created_at < ${at.toISOString()}::timestamptz
             order by id desc limit 1`,
      );
      return BigInt(row?.b ?? '0');
    },

    /** Other members as every member sees them (`shortName`: the business's name, else "Alex M."). */
    counterpartyNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
      return namesOf(db, ids, shortName);
    },

    /** The member's own name on their statement (`formalName`: the business's name, else "Alex Martin"). */
    ownNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
      return namesOf(db, ids, formalName);
    },

    // --- loads ---

    async findLoadByKey(db: DbOrTx, userId: string, key: string): Promise<LoadRow | null> {
      const [row] = await db
        .select()
        .from(bitsLoads)
        .where(and(eq(bitsLoads.userId, userId), eq(bitsLoads.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the load is disputed at the member's bank (a dispute open, or lost). */
    async isLoadDisputed(db: DbOrTx, loadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cardDisputes.id })
        .from(cardDisputes)
        .where(and(eq(cardDisputes.loadId, loadId), sql`${cardDisputes.status} in ('OPEN', 'LOST')`))
        .limit(1);
      return !!row;
    },

    async findLoadByChargeId(db: DbOrTx, chargeId: string): Promise<LoadRow | null> {
      const [row] = await db.select().from(bitsLoads).where(eq(bitsLoads.chargeId, chargeId)).limit(1);
      return row ?? null;
    },

    /** Writes what the processor refunded of a load's charge so far (the larger, as events come out of order). */
    async recordProcessorRefund(db: DbOrTx, id: string, refundedCents: bigint): Promise<LoadRow | null> {
      const [row] = await db
        .update(bitsLoads)
        .set({ processorRefundedCents: sql`greatest(${bitsLoads.processorRefundedCents}, ${refundedCents})` })
        .where(eq(bitsLoads.id, id))
        .returning();
      return row ?? null;
    },

    async findLoadByPaymentRef(db: DbOrTx, paymentRef: string): Promise<LoadRow | null> {
      const [row] = await db.select().from(bitsLoads).where(eq(bitsLoads.paymentRef, paymentRef)).limit(1);
      return row ?? null;
    },

    async findLoad(db: DbOrTx, id: string): Promise<LoadRow | null> {
      const [row] = await db.select().from(bitsLoads).where(eq(bitsLoads.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks the load row for the rest of the transaction. */
    async lockLoad(tx: Tx, id: string): Promise<LoadRow | null> {
      const [row] = await tx.select().from(bitsLoads).where(eq(bitsLoads.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insertLoad(tx: Tx, values: typeof bitsLoads.$inferInsert): Promise<LoadRow> {
      const [row] = await tx.insert(bitsLoads).values(values).returning();
      return row!;
    },

    /** Updates a load only while it is in `from` (conditional transition); null when it was not. */
    async transitionLoad(
      db: DbOrTx,
      id: string,
      from: string,
      set: Partial<typeof bitsLoads.$inferInsert>,
    ): Promise<LoadRow | null> {
      const [row] = await db
        .update(bitsLoads)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(bitsLoads.id, id), eq(bitsLoads.status, from)))
        .returning();
      return row ?? null;
    },

    /** Serialises the loads of one member until the end of the transaction (daily limit check). */
    async lockMemberLoads(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bits_load:${userId}`}, 0))`);
    },

    /** Sum of the member's PROCESSING and SUCCESSFUL loads created in [start, end). */
    async loadedBetween(db: DbOrTx, userId: string, start: Date, end: Date): Promise<bigint> {
      const [row] = await rowsOf<{ total: string }>(
        db,
        sql`select ${loadedSum(userId, start.toISOString(), end.toISOString())} as total`,
      );
      return BigInt(row?.total ?? '0');
    },

    /**
     * The member's wallet balance and the sum of their loads counted in [start, end), in one round trip
     * (the wallet screen shows both; a prepared statement on PostgreSQL, as a hot path).
     */
    async balanceAndLoaded(
      db: DbOrTx,
      userId: string,
      start: Date,
      end: Date,
    ): Promise<{ balance: bigint; loaded: bigint; paused: boolean; held: bigint }> {
      const [row] = await balanceAndLoadedOf(db, {
        userId,
        start: start.toISOString(),
        end: end.toISOString(),
      });
      return {
        balance: BigInt(row?.balance ?? '0'),
        loaded: BigInt(row?.loaded ?? '0'),
        paused: row?.paused === true,
        held: BigInt(row?.held ?? '0'),
      };
    },

    /** Whether the member's wallet is paused (a card load of theirs disputed, or its debt owed). */
    async isSpendingPaused(db: DbOrTx, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ paused: walletAccounts.spendingPaused })
        .from(walletAccounts)
        .where(eq(walletAccounts.userId, userId))
        .limit(1);
      return row?.paused === true;
    },

    /** PROCESSING loads not touched since `before` (reconciliation), and refunds still to send. */
    async staleLoads(db: DbOrTx, before: Date, limit = 100): Promise<LoadRow[]> {
      return db
        .select()
        .from(bitsLoads)
        .where(
          and(
            sql`(${bitsLoads.status} = 'PROCESSING' or (${bitsLoads.status} = 'REFUND' and ${bitsLoads.failureCode} = 'REFUND_PENDING'))`,
            lt(bitsLoads.updatedAt, before),
          ),
        )
        .orderBy(bitsLoads.updatedAt)
        .limit(limit);
    },

    async touchLoad(db: DbOrTx, id: string): Promise<void> {
      await db.update(bitsLoads).set({ updatedAt: new Date() }).where(eq(bitsLoads.id, id));
    },

    // --- cards ---

    async findActiveCard(db: DbOrTx, userId: string, cardId: string): Promise<CardRow | null> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(
          and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)),
        )
        .limit(1);
      return row ?? null;
    },

    /** Any card of a load, removed or not (its token pays a retried charge, brand and last4 show). */
    async findCardById(db: DbOrTx, cardId: string): Promise<CardRow | null> {
      const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, cardId)).limit(1);
      return row ?? null;
    },

    async countActiveCards(db: DbOrTx, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt)));
      return row?.n ?? 0;
    },

    async insertCard(db: DbOrTx, values: typeof paymentCards.$inferInsert): Promise<CardRow> {
      const [row] = await db.insert(paymentCards).values(values).returning();
      return row!;
    },

    /** A card kept for a load only (not saved): visible again when the charge succeeds and the member asked to save it. */
    async revealCard(db: DbOrTx, cardId: string, isDefault: boolean): Promise<void> {
      await db.update(paymentCards).set({ deletedAt: null, isDefault }).where(eq(paymentCards.id, cardId));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;

/**
 * Barter requests in the database. Status changes are conditional updates (`… WHERE status =
 * 'PENDING'`), so of two concurrent decisions only one applies; the caller runs them in the same
 * DB transaction as the ledger movement. Functions return null when nothing matched.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import {
  barterRequests,
  businesses,
  offers,
  userProfiles,
  users,
  walletTransactions,
} from '../../db/schema.ts';
import { listedMember } from '../members/visibility.ts';
import { memberNameColumns, displayNames as namesOf, shortName } from '../users/display-name.ts';

export type BarterRow = typeof barterRequests.$inferSelect;
export interface BarterRowWithRef extends BarterRow {
  transactionReference: string | null;
}

export interface ListFilter {
  offset: number;
  limit: number;
  status?: string | undefined;
}

const withRef = {
  request: barterRequests,
  transactionReference: walletTransactions.reference,
};

const flatten = (r: { request: BarterRow; transactionReference: string | null }): BarterRowWithRef => ({
  ...r.request,
  transactionReference: r.transactionReference,
});

/** Escapes LIKE wildcards in user input. */

export function createBarterRepository(db: DbOrTx) {
  async function list(
    where: SQL,
    f: ListFilter,
    orderBy: SQL[],
  ): Promise<{ rows: BarterRowWithRef[]; total: number }> {
    const cond = f.status ? and(where, eq(barterRequests.status, f.status))! : where;
    const rows = await db
      .select(withRef)
      .from(barterRequests)
      .leftJoin(walletTransactions, eq(walletTransactions.id, barterRequests.transactionId))
      .where(cond)
      .orderBy(...orderBy)
      .limit(f.limit)
      .offset(f.offset);
    const [c] = await db.select({ n: count() }).from(barterRequests).where(cond);
    return { rows: rows.map(flatten), total: Number(c?.n ?? 0) };
  }

  return {
    /** The request a seller created with this Idempotency-Key, if any. */
    async findBySellerKey(sellerId: string, key: string): Promise<BarterRow | null> {
      const [row] = await db
        .select()
        .from(barterRequests)
        .where(and(eq(barterRequests.sellerId, sellerId), eq(barterRequests.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<BarterRowWithRef | null> {
      const [row] = await db
        .select(withRef)
        .from(barterRequests)
        .leftJoin(walletTransactions, eq(walletTransactions.id, barterRequests.transactionId))
        .where(eq(barterRequests.id, id))
        .limit(1);
      return row ? flatten(row) : null;
    },

    /** The seller's requests, newest first. */
    listForSeller(sellerId: string, f: ListFilter) {
      return list(eq(barterRequests.sellerId, sellerId), f, [
        desc(barterRequests.createdAt),
        desc(barterRequests.id),
      ]);
    },

    /** The buyer's requests: pending first, then newest first. */
    listForBuyer(buyerId: string, f: ListFilter) {
      return list(eq(barterRequests.buyerId, buyerId), f, [
        sql`case when ${barterRequests.status} = 'PENDING' then 0 else 1 end`,
        desc(barterRequests.createdAt),
        desc(barterRequests.id),
      ]);
    },

    /** Display names of members by id (business name, else first name and last initial). */
    displayNames(ids: string[]): Promise<Map<string, string>> {
      return namesOf(db, ids, shortName);
    },

    /** Listed members (ones others may see): exact e-mail, or username starting with the query. */
    async findBuyerCandidates(query: string, selfId: string, limit = 10) {
      const q = query.trim();
      const rows = await db
        .select(memberNameColumns)
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(
          and(
            ne(users.id, selfId),
            listedMember(users),
            or(
              eq(sql`lower(${users.email})`, q.toLowerCase()),
              ilike(userProfiles.userName, `${escapeLike(q.toLowerCase())}%`),
            ),
          ),
        )
        .orderBy(asc(userProfiles.userName), asc(users.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, displayName: shortName(r), userName: r.userName ?? null }));
    },

    /** A member's role, status and onboarding stage, or null. */
    async memberState(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          roleId: users.roleId,
          statusId: users.statusId,
          checkOutStatus: users.checkOutStatus,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The offer if it is the seller's and ACTIVE. */
    async activeOfferOf(offerId: string, sellerId: string) {
      const [row] = await db
        .select({ id: offers.id, title: offers.title })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.userId, sellerId), eq(offers.status, 'ACTIVE')))
        .limit(1);
      return row ?? null;
    },

    async insert(values: typeof barterRequests.$inferInsert): Promise<BarterRow> {
      const [row] = await db.insert(barterRequests).values(values).returning();
      return row!;
    },

    /** PENDING → `to` by the buyer; null when not PENDING (or not theirs). */
    async decide(id: string, buyerId: string, to: 'ACCEPTED' | 'REJECTED'): Promise<BarterRow | null> {
      const [row] = await db
        .update(barterRequests)
        .set({ status: to, decidedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(barterRequests.id, id),
            eq(barterRequests.buyerId, buyerId),
            eq(barterRequests.status, 'PENDING'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** PENDING → CANCELLED by the seller; null when not PENDING (or not theirs). */
    async cancel(id: string, sellerId: string): Promise<BarterRow | null> {
      const [row] = await db
        .update(barterRequests)
        .set({ status: 'CANCELLED', decidedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(barterRequests.id, id),
            eq(barterRequests.sellerId, sellerId),
            eq(barterRequests.status, 'PENDING'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async setTransaction(id: string, transactionId: string): Promise<void> {
      await db.update(barterRequests).set({ transactionId }).where(eq(barterRequests.id, id));
    },

    /**
     * Adds a refund of `cents` to an ACCEPTED request of the seller, if it stays within the amount
     * paid; the request becomes REFUND when fully refunded, and a hold refunded in full is RETURNED. Null
     * when that does not hold, or while the payment is disputed (an admin decides where it goes).
     */
    async addRefund(id: string, sellerId: string, cents: bigint): Promise<BarterRow | null> {
      const full = sql`${barterRequests.refundedCents} + ${cents.toString()}::bigint = ${barterRequests.amountCents}`;
      const [row] = await db
        .update(barterRequests)
        .set({
          refundedCents: sql`${barterRequests.refundedCents} + ${cents.toString()}::bigint`,
          status: sql`case when ${full} then 'REFUND' else ${barterRequests.status} end`,
          holdStatus: sql`case when ${full} and ${barterRequests.holdStatus} = 'HELD' then 'RETURNED' else ${barterRequests.holdStatus} end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(barterRequests.id, id),
            eq(barterRequests.sellerId, sellerId),
            eq(barterRequests.status, 'ACCEPTED'),
            sql`${barterRequests.holdStatus} is distinct from 'DISPUTED'`,
            sql`${barterRequests.refundedCents} + ${cents.toString()}::bigint <= ${barterRequests.amountCents}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** An ACCEPTED request's payment held until `releaseAt` (set in the accepting transaction). */
    async startHold(id: string, releaseAt: Date): Promise<BarterRow> {
      const [row] = await db
        .update(barterRequests)
        .set({ holdStatus: 'HELD', releaseAt, updatedAt: new Date() })
        .where(eq(barterRequests.id, id))
        .returning();
      return row!;
    },

    /**
     * HELD → RELEASED by `by`; null when the payment is not held (released, returned or disputed since):
     * of a buyer's confirmation, the release job and a refund racing on one barter, only one applies.
     * `buyerId` limits it to the buyer's own barter.
     */
    async release(
      id: string,
      by: 'BUYER' | 'AUTO' | 'ADMIN',
      now: Date,
      buyerId?: string,
    ): Promise<BarterRow | null> {
      const [row] = await db
        .update(barterRequests)
        .set({ holdStatus: 'RELEASED', releasedAt: now, releasedBy: by, updatedAt: now })
        .where(
          and(
            eq(barterRequests.id, id),
            eq(barterRequests.status, 'ACCEPTED'),
            eq(barterRequests.holdStatus, 'HELD'),
            ...(buyerId ? [eq(barterRequests.buyerId, buyerId)] : []),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The reference of a movement (the release of a held payment). */
    async transactionReference(transactionId: string): Promise<string | null> {
      const [row] = await db
        .select({ reference: walletTransactions.reference })
        .from(walletTransactions)
        .where(eq(walletTransactions.id, transactionId));
      return row?.reference ?? null;
    },

    async setReleaseTransaction(id: string, transactionId: string): Promise<void> {
      await db
        .update(barterRequests)
        .set({ releaseTransactionId: transactionId })
        .where(eq(barterRequests.id, id));
    },

    /** Held payments whose release time has come, soonest first. */
    async dueForRelease(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: barterRequests.id })
        .from(barterRequests)
        .where(and(eq(barterRequests.holdStatus, 'HELD'), lte(barterRequests.releaseAt, now)))
        .orderBy(asc(barterRequests.releaseAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Marks the held payments released within `withinMs` whose buyer was not reminded yet, and answers them:
     * each buyer is reminded once.
     */
    async takeDueReminders(now: Date, withinMs: number, limit: number): Promise<BarterRow[]> {
      const soon = new Date(now.getTime() + withinMs);
      return db
        .update(barterRequests)
        .set({ remindedAt: now })
        .where(
          and(
            isNull(barterRequests.remindedAt),
            eq(barterRequests.holdStatus, 'HELD'),
            inArray(
              barterRequests.id,
              db
                .select({ id: barterRequests.id })
                .from(barterRequests)
                .where(
                  and(
                    eq(barterRequests.holdStatus, 'HELD'),
                    lte(barterRequests.releaseAt, soon),
                    sql`${barterRequests.releaseAt} > ${now.toISOString()}::timestamptz`,
                    isNull(barterRequests.remindedAt),
                  ),
                )
                .orderBy(asc(barterRequests.releaseAt))
                .limit(limit),
            ),
          ),
        )
        .returning();
    },

    /** The REFUND movements of a request, oldest first. */
    async refundsOf(id: string) {
      return db
        .select({
          reference: walletTransactions.reference,
          amountCents: walletTransactions.amountCents,
          memo: walletTransactions.memo,
          createdAt: walletTransactions.createdAt,
        })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.relatedType, 'BARTER'),
            eq(walletTransactions.relatedId, id),
            eq(walletTransactions.type, 'REFUND'),
          ),
        )
        .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id));
    },
  };
}

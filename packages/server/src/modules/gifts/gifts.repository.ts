/**
 * Data access for gifts. Status changes are conditional updates (WHERE status = 'PENDING' …) that
 * answer the changed row or null, so of two concurrent decisions on one gift exactly one applies.
 */
import type { GiftStatus } from '@barterbits/contracts';
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { barterRequests, gifts, users } from '../../db/schema.ts';
import { activeMember } from '../members/visibility.ts';

export type GiftRow = typeof gifts.$inferSelect;

/** A gift with the names of its parties and the references of its movements. */
export interface GiftViewRow {
  id: string;
  reference: string;
  sender_id: string;
  recipient_email: string;
  recipient_id: string | null;
  amount_cents: string | number | bigint;
  message: string | null;
  status: GiftStatus;
  expires_at: Date | string;
  created_at: Date | string;
  claimed_at: Date | string | null;
  returned_at: Date | string | null;
  s_type: string | null;
  s_first: string | null;
  s_last: string | null;
  s_user: string | null;
  s_business: string | null;
  r_type: string | null;
  r_first: string | null;
  r_last: string | null;
  r_user: string | null;
  r_business: string | null;
  hold_ref: string | null;
  settle_ref: string | null;
}

export interface UserForGift {
  id: string;
  email: string;
  roleId: number;
  statusId: number;
  emailVerifiedAt: Date | null;
}

/** Who sees a gift: its sender, its recipient, or (while no recipient is known) the verified owner of its address. */
export interface Viewer {
  userId: string;
  /** The caller's e-mail when verified, else null. */
  verifiedEmail: string | null;
}

const receivedBy = (v: Viewer): SQL =>
  v.verifiedEmail
    ? sql`(g.recipient_id = ${v.userId}::uuid or (g.recipient_id is null and g.recipient_email = ${v.verifiedEmail}))`
    : sql`g.recipient_id = ${v.userId}::uuid`;

const VIEW_SELECT = sql`select g.id, g.reference, g.sender_id, g.recipient_email, g.recipient_id,
    g.amount_cents, g.message, g.status, g.expires_at, g.created_at, g.claimed_at, g.returned_at,
    su.account_type as s_type, sp.first_name as s_first, sp.last_name as s_last, sp.user_name as s_user,
    sb.business_name as s_business,
    ru.account_type as r_type, rp.first_name as r_first, rp.last_name as r_last, rp.user_name as r_user,
    rb.business_name as r_business,
    ht.reference as hold_ref, st.reference as settle_ref
  from gifts g
  join users su on su.id = g.sender_id
  left join user_profiles sp on sp.user_id = g.sender_id
  left join businesses sb on sb.user_id = g.sender_id
  left join users ru on ru.id = g.recipient_id
  left join user_profiles rp on rp.user_id = g.recipient_id
  left join businesses rb on rb.user_id = g.recipient_id
  left join wallet_transactions ht on ht.id = g.hold_transaction_id
  left join wallet_transactions st on st.id = g.settle_transaction_id`;

async function findUser(db: DbOrTx, where: SQL): Promise<UserForGift | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roleId: users.roleId,
      statusId: users.statusId,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(where)
    .limit(1);
  return row ?? null;
}

export function createGiftsRepository() {
  return {
    findUserByEmail: (db: DbOrTx, email: string) => findUser(db, eq(users.email, email.toLowerCase())),

    findUserById: (db: DbOrTx, id: string) => findUser(db, eq(users.id, id)),

    /**
     * The id of the active member at `email` when `senderId` has exchanged BITS with them: a gift
     * between the two that was claimed, or a barter request between them that was accepted (refunded later or not), either way.
     * Null for any other address, member or not: one query either way.
     */
    async findKnownCounterpart(db: DbOrTx, senderId: string, email: string): Promise<string | null> {
      const between = (a: SQL, b: SQL) =>
        sql`((${a} = ${senderId}::uuid and ${b} = ${users.id}) or (${a} = ${users.id} and ${b} = ${senderId}::uuid))`;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.email, email.toLowerCase()),
            sql`${users.id} <> ${senderId}::uuid`,
            activeMember(users),
            sql`(exists (select 1 from ${gifts} where ${gifts.status} = 'ACCEPTED'
                   and ${between(sql`${gifts.senderId}`, sql`${gifts.recipientId}`)})
                 or exists (select 1 from ${barterRequests} where ${barterRequests.status} in ('ACCEPTED', 'REFUND')
                   and ${between(sql`${barterRequests.sellerId}`, sql`${barterRequests.buyerId}`)}))`,
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    async insert(db: DbOrTx, values: typeof gifts.$inferInsert): Promise<GiftRow> {
      const [row] = await db.insert(gifts).values(values).returning();
      return row!;
    },

    async findById(db: DbOrTx, id: string): Promise<GiftRow | null> {
      const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).limit(1);
      return row ?? null;
    },

    /** One gift as its sender or recipient sees it; null when it is not theirs. */
    async findView(db: DbOrTx, id: string, viewer: Viewer): Promise<GiftViewRow | null> {
      const [row] = await rowsOf<GiftViewRow>(
        db,
        sql`${VIEW_SELECT} where g.id = ${id}::uuid and (g.sender_id = ${viewer.userId}::uuid or ${receivedBy(viewer)}) limit 1`,
      );
      return row ?? null;
    },

    /** Gifts the viewer sent, newest first. */
    async listSent(
      db: DbOrTx,
      viewer: Viewer,
      q: { status?: GiftStatus | undefined; limit: number; offset: number },
    ): Promise<{ rows: GiftViewRow[]; total: number }> {
      const where = sql`g.sender_id = ${viewer.userId}::uuid${q.status ? sql` and g.status = ${q.status}` : sql``}`;
      return page(db, where, sql`g.created_at desc, g.id desc`, q);
    },

    /** Gifts to the viewer: pending first (soonest to expire first), then newest. */
    async listReceived(
      db: DbOrTx,
      viewer: Viewer,
      q: { status?: GiftStatus | undefined; limit: number; offset: number },
    ): Promise<{ rows: GiftViewRow[]; total: number }> {
      const where = sql`${receivedBy(viewer)}${q.status ? sql` and g.status = ${q.status}` : sql``}`;
      return page(
        db,
        where,
        sql`(g.status = 'PENDING') desc, case when g.status = 'PENDING' then g.expires_at end asc, g.created_at desc, g.id desc`,
        q,
      );
    },

    /** PENDING → ACCEPTED for the viewer, while the claim period runs. Null when it does not apply. */
    async markAccepted(tx: DbOrTx, id: string, viewer: Viewer, now: Date): Promise<GiftRow | null> {
      const mine = viewer.verifiedEmail
        ? sql`(${gifts.recipientId} = ${viewer.userId}::uuid or (${gifts.recipientId} is null and ${gifts.recipientEmail} = ${viewer.verifiedEmail}))`
        : sql`false`;
      const [row] = await tx
        .update(gifts)
        .set({ status: 'ACCEPTED', recipientId: viewer.userId, claimedAt: now, updatedAt: now })
        .where(
          and(
            eq(gifts.id, id),
            eq(gifts.status, 'PENDING'),
            sql`${gifts.expiresAt} > ${now.toISOString()}::timestamptz`,
            mine,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** PENDING → CANCELLED by its sender. */
    async markCancelled(tx: DbOrTx, id: string, senderId: string, now: Date): Promise<GiftRow | null> {
      const [row] = await tx
        .update(gifts)
        .set({ status: 'CANCELLED', returnedAt: now, updatedAt: now })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'PENDING'), eq(gifts.senderId, senderId)))
        .returning();
      return row ?? null;
    },

    /** PENDING → RETURNED once the claim period is over. */
    async markReturned(tx: DbOrTx, id: string, now: Date): Promise<GiftRow | null> {
      const [row] = await tx
        .update(gifts)
        .set({ status: 'RETURNED', returnedAt: now, updatedAt: now })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'PENDING'), lte(gifts.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async setSettleTransaction(tx: DbOrTx, id: string, transactionId: string): Promise<void> {
      await tx
        .update(gifts)
        .set({ settleTransactionId: transactionId })
        .where(and(eq(gifts.id, id), isNull(gifts.settleTransactionId)));
    },

    /** Ids of PENDING gifts whose claim period ended by `now`, oldest first. */
    async dueForReturn(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: gifts.id })
        .from(gifts)
        .where(and(eq(gifts.status, 'PENDING'), lte(gifts.expiresAt, now)))
        .orderBy(gifts.expiresAt, gifts.id)
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

async function page(
  db: DbOrTx,
  where: SQL,
  order: SQL,
  q: { limit: number; offset: number },
): Promise<{ rows: GiftViewRow[]; total: number }> {
  const rows = await rowsOf<GiftViewRow>(
    db,
    sql`${VIEW_SELECT} where ${where} order by ${order} limit ${q.limit} offset ${q.offset}`,
  );
  const [count] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from gifts g where ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;

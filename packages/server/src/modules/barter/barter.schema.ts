/** Barter requests. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { offers } from '../offers/offers.schema.ts';
import { users } from '../users/users.schema.ts';
import { walletTransactions } from '../wallet/wallet.schema.ts';

/** A seller's request to be paid for an offer: PENDING → ACCEPTED | REJECTED | CANCELLED; refunds after. */
export const barterRequests = pgTable(
  'barter_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The offer's title when the request was made (offers change). */
    offerTitle: text('offer_title').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('PENDING'),
    note: text('note'),
    /** The seller's Idempotency-Key of the creating request: a retry finds this request. */
    idempotencyKey: text('idempotency_key'),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    ...timestamps,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * Buyer protection: HELD from the buyer's payment (the BITS in BARTER_HOLDING) until RELEASED to the
     * seller (by the buyer, the release job or an admin) or RETURNED to the buyer (a full refund); DISPUTED
     * while an admin decides. Null when the payment went to the seller at once (no hold).
     */
    holdStatus: text('hold_status'),
    /** When the release job pays the seller, unless the buyer confirms first. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Who released the hold: BUYER, AUTO (the release job) or ADMIN. */
    releasedBy: text('released_by'),
    releaseTransactionId: uuid('release_transaction_id').references(() => walletTransactions.id),
    /** When the buyer was reminded that the hold ends soon (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('barter_requests_reference_key').on(t.reference),
    uniqueIndex('barter_requests_seller_key').on(t.sellerId, t.idempotencyKey),
    index('barter_requests_seller_idx').on(t.sellerId, t.createdAt),
    index('barter_requests_buyer_idx').on(t.buyerId, t.createdAt),
    // Analytics: trades of a range read from the index alone; requests made in a range; who bought.
    index('barter_requests_paid_decided_idx')
      .on(t.decidedAt, t.amountCents, t.refundedCents, t.sellerId, t.buyerId, t.offerId)
      .where(sql`${t.status} in ('ACCEPTED', 'REFUND')`),
    index('barter_requests_created_idx').on(t.createdAt, t.status, t.offerId),
    index('barter_requests_paid_buyer_idx').on(t.buyerId).where(sql`${t.status} in ('ACCEPTED', 'REFUND')`),
    // Analytics rollups: the requests changed since the last run mark their days for recomputing.
    index('barter_requests_updated_idx').on(t.updatedAt),
    check('barter_requests_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'barter_requests_hold_status',
      sql`${t.holdStatus} is null or (${t.holdStatus} in ('HELD', 'RELEASED', 'RETURNED', 'DISPUTED') and ${t.releaseAt} is not null)`,
    ),
    // The release job's queue: holds due first.
    index('barter_requests_hold_due_idx').on(t.releaseAt).where(sql`${t.holdStatus} = 'HELD'`),
    check(
      'barter_requests_refund_bounds',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * A buyer's dispute of a held barter payment (one per barter): OPEN until the seller answers (ANSWERED),
 * RESOLVED when an admin moved the held BITS (to the seller, back to the buyer, or split).
 */
export const barterDisputes = pgTable(
  'barter_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barterId: uuid('barter_id')
      .notNull()
      .references(() => barterRequests.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('OPEN'),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    /** The buyer's photos (uploads of kind barter-dispute), at most three. */
    photoUploadIds: uuid('photo_upload_ids').array().notNull().default(sql`'{}'::uuid[]`),
    sellerAnswer: text('seller_answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome'),
    sellerCents: bigint('seller_cents', { mode: 'bigint' }),
    buyerCents: bigint('buyer_cents', { mode: 'bigint' }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('barter_disputes_barter_key').on(t.barterId),
    index('barter_disputes_open_idx').on(t.openedAt).where(sql`${t.status} <> 'RESOLVED'`),
    index('barter_disputes_status_idx').on(t.status, t.openedAt),
    check('barter_disputes_status', sql`${t.status} in ('OPEN', 'ANSWERED', 'RESOLVED')`),
    check(
      'barter_disputes_reason',
      sql`${t.reason} in ('NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'SERVICE_NOT_DONE', 'OTHER')`,
    ),
    check('barter_disputes_photos', sql`cardinality(${t.photoUploadIds}) <= 3`),
    check(
      'barter_disputes_resolution',
      sql`(${t.status} = 'RESOLVED') = (${t.outcome} is not null and ${t.sellerCents} is not null and ${t.buyerCents} is not null and ${t.resolvedAt} is not null)`,
    ),
    check(
      'barter_disputes_parts',
      sql`${t.sellerCents} is null or (${t.sellerCents} >= 0 and ${t.buyerCents} >= 0)`,
    ),
  ],
);

/** Each step of a dispute, for both parties' timeline and the audit of who did what when. */
export const barterDisputeEvents = pgTable(
  'barter_dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => barterDisputes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** BUYER, SELLER or ADMIN. */
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('barter_dispute_events_dispute_idx').on(t.disputeId, t.createdAt),
    check('barter_dispute_events_kind', sql`${t.kind} in ('OPENED', 'ANSWERED', 'RESOLVED')`),
  ],
);

/** The events card processors post to our webhook. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';
import { bitsLoads, walletTransactions } from '../wallet/wallet.schema.ts';

/**
 * Each event a processor sent (Stripe: `evt_…`), kept by its id so a delivery that comes again is known:
 * processors deliver late, twice and out of order. `appliedAt` is set once its effect is made.
 */
export const processorEvents = pgTable(
  'processor_events',
  {
    id: text('id').primaryKey(),
    processor: text('processor').notNull(),
    type: text('type').notNull(),
    /** The object the event is about (a PaymentIntent, a charge, a dispute…). */
    objectRef: text('object_ref').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** APPLIED (its effect made), IGNORED (nothing of ours to change). */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('processor_events_object_idx').on(t.objectRef),
    index('processor_events_unapplied_idx').on(t.receivedAt).where(sql`${t.appliedAt} is null`),
  ],
);

/**
 * A card payment the card holder's bank disputes (a chargeback request). For a BITS load: what is still
 * in the member's wallet, up to the disputed amount, is held (`heldCents`, in DISPUTE_HOLDING); what was
 * already spent is the member's debt to the community (`debtCents`), never a negative balance. The
 * member's spending is paused while a dispute is open or a debt is outstanding.
 * Status OPEN → WON (the hold goes back to the member, the debt is cancelled) or LOST (the hold goes
 * back to CARD_LOADS with the card money; the debt stays until support settles it).
 */
export const cardDisputes = pgTable(
  'card_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processor: text('processor').notNull(),
    /** The processor's dispute (Stripe: `dp_…`). */
    disputeRef: text('dispute_ref').notNull(),
    /** The disputed payment (Stripe: the PaymentIntent) and charge. */
    paymentRef: text('payment_ref'),
    chargeRef: text('charge_ref'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The load paid by the disputed payment (null for a payment that is not a load, e.g. a membership). */
    loadId: uuid('load_id').references(() => bitsLoads.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    heldCents: bigint('held_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    debtCents: bigint('debt_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** OPEN, WON or LOST. */
    status: text('status').notNull().default('OPEN'),
    /** SETTLED or WRITTEN_OFF once support closes a lost dispute's debt; null while none or outstanding. */
    debtStatus: text('debt_status'),
    reason: text('reason'),
    holdTransactionId: uuid('hold_transaction_id').references(() => walletTransactions.id),
    closeTransactionId: uuid('close_transaction_id').references(() => walletTransactions.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_disputes_ref_key').on(t.processor, t.disputeRef),
    index('card_disputes_user_idx').on(t.userId, t.status),
    index('card_disputes_open_idx').on(t.openedAt).where(sql`${t.status} = 'OPEN'`),
    check('card_disputes_status', sql`${t.status} in ('OPEN', 'WON', 'LOST')`),
    check(
      'card_disputes_amounts',
      sql`${t.heldCents} >= 0 and ${t.debtCents} >= 0 and ${t.heldCents} + ${t.debtCents} <= ${t.amountCents}`,
    ),
  ],
);

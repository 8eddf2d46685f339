/** Wallet: the BITS ledger (accounts, movements, their entries) and card loads. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/*
 * The BITS ledger. Every movement is one wallet_transactions row with balanced
 * wallet_entries (they sum to zero; a deferred trigger checks it at commit) and the balances of the
 * accounts involved updated in the same DB transaction. Entries are append-only (a trigger refuses
 * UPDATE and DELETE). Amounts are integer cents.
 */

/** A ledger account: one wallet per member, plus system accounts (card loads, gift holding, rewards…). */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MEMBER or SYSTEM. */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The system account's code (CARD_LOADS, GIFT_HOLDING, REWARDS, ADJUSTMENTS, COMMUNITY_FUND, DISPUTE_HOLDING, BARTER_HOLDING); null for members. */
    code: text('code'),
    balanceCents: bigint('balance_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Only system sources (e.g. CARD_LOADS, REWARDS) may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * A member's wallet whose card load is disputed at their bank: nothing may leave it but the movements
     * that settle the dispute (checked by the ledger itself, see the disputes migration).
     */
    spendingPaused: boolean('spending_paused').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wallet_accounts_user_key').on(t.userId),
    uniqueIndex('wallet_accounts_code_key').on(t.code),
    check('wallet_accounts_non_negative', sql`${t.allowNegative} or ${t.balanceCents} >= 0`),
    check(
      'wallet_accounts_owner',
      sql`(${t.kind} = 'MEMBER' and ${t.userId} is not null and ${t.code} is null) or (${t.kind} = 'SYSTEM' and ${t.userId} is null and ${t.code} is not null)`,
    ),
  ],
);

/** One money movement (or a movement that failed/was refused, with no entries). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference shown to members and admins, e.g. BB-7K3M9Q2X. */
    reference: text('reference').notNull(),
    /** A WALLET_TRANSACTION_TYPES value. */
    type: text('type').notNull(),
    /** A TRANSACTION_STATUSES value. */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    memo: text('memo'),
    /** Who asked for it (member or admin). */
    initiatedBy: uuid('initiated_by').references(() => users.id, { onDelete: 'set null' }),
    /** What it belongs to: LOAD, BARTER, GIFT, ADJUSTMENT, with the id of that record. */
    relatedType: text('related_type'),
    relatedId: uuid('related_id'),
    /** The client's Idempotency-Key, stored with the movement so a retry can never apply it twice. */
    idempotencyKey: text('idempotency_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_reference_key').on(t.reference),
    uniqueIndex('wallet_transactions_idempotency_key')
      .on(t.initiatedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('wallet_transactions_related_idx').on(t.relatedType, t.relatedId),
    index('wallet_transactions_created_idx').on(t.createdAt, t.id),
    check('wallet_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The legs of a movement: signed amounts per account, summing to zero per transaction. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (statements read it directly). */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** A BITS load paid by card: PROCESSING → SUCCESSFUL | FAILED (reconciled if the ledger write failed). */
export const bitsLoads = pgTable(
  'bits_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PROCESSING'),
    cardId: uuid('card_id'),
    /** The processor's charge id once charged. */
    chargeId: text('charge_id'),
    /**
     * The processor's payment (Stripe: the PaymentIntent `pi_…`), for processors whose payments settle in
     * steps: written as soon as the payment exists, so the load is read back from the processor, never paid twice.
     */
    paymentRef: text('payment_ref'),
    /** The member asked to keep the new card: the processor is told with the payment (the same words on a retry). */
    saveCard: boolean('save_card').notNull().default(false),
    failureCode: text('failure_code'),
    /**
     * Refunded at the processor in part (Stripe's dashboard), in cents of the charge: recorded for support,
     * the BITS untouched (a part cannot say which BITS it returns). A full refund is a REFUND instead.
     */
    processorRefundedCents: bigint('processor_refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('bits_loads_user_created_idx').on(t.userId, t.createdAt),
    index('bits_loads_status_updated_idx').on(t.status, t.updatedAt),
    // Analytics: loads charged or refunded in a range.
    index('bits_loads_completed_idx')
      .on(t.completedAt, t.status, t.amountCents)
      .where(sql`${t.status} in ('SUCCESSFUL', 'REFUND')`),
    uniqueIndex('bits_loads_payment_ref_key').on(t.paymentRef).where(sql`${t.paymentRef} is not null`),
    uniqueIndex('bits_loads_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('bits_loads_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

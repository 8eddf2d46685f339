/** Saved cards, card charges and memberships. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** Saved cards: never the number, only the processor's token, brand and last four. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    processorToken: text('processor_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);

/**
 * The member as a processor's customer (Stripe: `cus_…`), made the first time the member pays with that
 * processor: their payments and saved cards are grouped under it at the processor.
 */
export const processorCustomers = pgTable(
  'processor_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processor] })],
);

/** Card charges through the payments adapter (membership fees, BITS loads). */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    cardId: uuid('card_id').references(() => paymentCards.id),
    purpose: text('purpose').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').notNull(),
    processorChargeId: text('processor_charge_id'),
    /**
     * The processor's payment (Stripe: the PaymentIntent `pi_…`), for processors whose payments settle in
     * steps: written as soon as the payment exists, so the charge is read back from the processor, never paid twice.
     */
    paymentRef: text('payment_ref'),
    /** A new card paying this charge becomes the member's default once paid (the same words on a retry or an event). */
    makeDefault: boolean('make_default').notNull().default(false),
    failureCode: text('failure_code'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_charges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('card_charges_idem_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('card_charges_payment_ref_key').on(t.paymentRef).where(sql`${t.paymentRef} is not null`),
  ],
);

/** Membership: one row per member; status ACTIVE, EXPIRED or CANCELLED. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CAD'),
    cardId: uuid('card_id').references(() => paymentCards.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd)],
);

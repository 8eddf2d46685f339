/** Gifts of BITS. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';
import { walletTransactions } from '../wallet/wallet.schema.ts';

/** A BITS gift: held in GIFT_HOLDING while PENDING; ACCEPTED on claim, RETURNED when unclaimed in time. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    message: text('message'),
    status: text('status').notNull().default('PENDING'),
    holdTransactionId: uuid('hold_transaction_id').references(() => walletTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => walletTransactions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gifts_reference_key').on(t.reference),
    index('gifts_sender_idx').on(t.senderId, t.createdAt),
    index('gifts_recipient_email_idx').on(t.recipientEmail, t.status),
    index('gifts_status_expires_idx').on(t.status, t.expiresAt),
    check('gifts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

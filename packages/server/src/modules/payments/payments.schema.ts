/** The events card processors post to our webhook. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

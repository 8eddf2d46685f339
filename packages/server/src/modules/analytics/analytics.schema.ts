/** Analytics rollups. */
import {
  bigint,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Analytics rollups, recomputed by the `rollup-analytics` job: the barter and card-load
 * figures of each Toronto day that `analytics_rollup_days` lists, so a range reads them instead of
 * the requests and loads.
 * Days not listed (today, or not rolled up yet) are counted live. Derived data: deleting it only
 * makes the dashboard slower.
 */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day').primaryKey(),
  /** When the rolled-up figures of this day were computed. */
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
  /** Card loads completed that day: credited (SUCCESSFUL, and their cents) and refunded (REFUND). */
  loads: integer('loads').notNull(),
  loadedCents: bigint('loaded_cents', { mode: 'bigint' }).notNull(),
  refundedLoads: integer('refunded_loads').notNull(),
});

/**
 * Per Toronto day and offer category ('' when the offer is gone): barter requests made that day and
 * of them paid (now), and the trades decided that day with their volume and refunds.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    category: text('category').notNull(),
    requestsMade: integer('requests_made').notNull(),
    requestsMadePaid: integer('requests_made_paid').notNull(),
    trades: integer('trades').notNull(),
    volumeCents: bigint('volume_cents', { mode: 'bigint' }).notNull(),
    refundedTrades: integer('refunded_trades').notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

/** A set of date ranges (a member's rolled-up trade days). */
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Per member, the rolled-up Toronto days on which they traded (either side) and bought: "active in
 * a range" is one overlap test per member, "never bought" an empty set.
 */
export const analyticsTraders = pgTable('analytics_traders', {
  userId: uuid('user_id').primaryKey(),
  traded: datemultirange('traded').notNull(),
  bought: datemultirange('bought').notNull(),
});

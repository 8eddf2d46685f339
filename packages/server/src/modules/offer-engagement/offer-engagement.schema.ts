/** Favourites, reports and views of offers. */
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offers } from '../offers/offers.schema.ts';
import { users } from '../users/users.schema.ts';

/** A member's favourite offers. */
export const offerFavourites = pgTable(
  'offer_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('offer_favourites_offer_idx').on(t.offerId),
    index('offer_favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Reports of offers by members: one per member per offer; the seller never sees the reporter. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** OPEN, DECLINED (admin found nothing wrong) or ACTIONED (the offer was disabled). */
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_reports_offer_reporter_key').on(t.offerId, t.reporterId),
    index('offer_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Views of an offer's details by others: one row per viewer per offer per day. */
export const offerViews = pgTable(
  'offer_views',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.viewerId, t.day] })],
);

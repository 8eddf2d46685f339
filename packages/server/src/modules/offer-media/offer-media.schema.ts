/** An offer's photos and availability calendar. */
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from '../../db/shared.schema.ts';
import { offers } from '../offers/offers.schema.ts';

/**
 * Photos of an offer, in display order (position 0 is the cover). The files live in `uploads`
 * (kind OFFER_PHOTO); the same image may not appear twice on one offer.
 */
export const offerPhotos = pgTable(
  'offer_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_photos_offer_hash_key').on(t.offerId, t.sha256),
    index('offer_photos_offer_position_idx').on(t.offerId, t.position),
  ],
);

/** Availability calendar of a Vacation Rental: one row per date that is BOOKED or BLOCKED. */
export const offerCalendarDays = pgTable(
  'offer_calendar_days',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] })],
);

/** A member's general location and settings. */
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** The member's general location (spec §3 "User location"). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    addressComponents: jsonb('address_components').notNull().default([]),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    bounds: jsonb('bounds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The member id as the third column makes the find-members box scan index-only (no heap visits for
  // thousands of members in a city).
  (t) => [index('user_locations_lat_lng_idx').on(t.latitude, t.longitude, t.userId)],
);

/** Settings of spec §3: offerRadius, memberRadius (km, default 20) and the push token. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offerRadius: integer('offer_radius').notNull().default(20),
  memberRadius: integer('member_radius').notNull().default(20),
  fcmToken: text('fcm_token'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

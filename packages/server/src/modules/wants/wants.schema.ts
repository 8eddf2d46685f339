/**
 * The demand side: wants, saved searches, their matches with offers, and the queue of changes waiting to
 * be matched (contracts `api/wants.ts` has the rules).
 *
 * Matching reads each side through its own indexes: an offer finds the wants and saved searches whose
 * area (a box around the centre, its radius wide) holds it, through a GiST index on that box, and those
 * whose every title word (`stems`) is among its own words, through a GIN index on the stems; a want finds
 * offers the other way round (offers.match_stems, migration 0037).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { offers } from '../offers/offers.schema.ts';
import { users } from '../users/users.schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a member is looking for (status ACTIVE, PAUSED, EXPIRED or DISABLED). */
export const wants = pgTable(
  'wants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    /** The most the member would pay; null: no limit. */
    maxCents: bigint('max_cents', { mode: 'number' }),
    radiusKm: integer('radius_km').notNull(),
    /** INSTANT, DAILY or OFF: how new matches are told. */
    alert: text('alert').notNull().default('INSTANT'),
    status: text('status').notNull().default('ACTIVE'),
    /** The status before an admin disabled it (restored when enabled again). */
    previousStatus: text('previous_status'),
    disabledReason: text('disabled_reason'),
    city: text('city'),
    province: text('province'),
    /** The member's general location when posted or last changed. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The box around the centre, `radius_km` wide each way (longitudes -180..180 when it wraps). */
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The title's stemmed words: an offer matches when it has all of them. */
    stems: text('stems')
      .array()
      .generatedAlwaysAs((): SQL => sql`tsvector_to_array(to_tsvector('english', ${wants.title}))`),
    /** Title and description words, for the wanted feed's text filter. */
    tsv: tsvector('tsv').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${wants.title} || ' ' || coalesce(${wants.description}, ''))`,
    ),
  },
  (t) => [
    index('wants_user_status_idx').on(t.userId, t.status),
    index('wants_active_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'ACTIVE'`),
    // The area's index of the wanted feed (latitude, longitude, with the want's end and owner included) is
    // custom SQL in migration 0038 (drizzle cannot write INCLUDE).
    index('wants_active_tsv_idx').using('gin', t.tsv).where(sql`${t.status} = 'ACTIVE'`),
    index('wants_active_stems_idx').using('gin', t.stems).where(sql`${t.status} = 'ACTIVE'`),
    index('wants_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'ACTIVE'`),
    // The GiST index on the area box: custom SQL in migration 0037 (drizzle cannot write it).
  ],
);

/** Reports of wants, like offer reports: one per member per want (OPEN, ACTIONED, DECLINED). */
export const wantReports = pgTable(
  'want_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wantId: uuid('want_id')
      .notNull()
      .references(() => wants.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('want_reports_want_reporter_key').on(t.wantId, t.reporterId),
    index('want_reports_status_idx').on(t.wantId, t.status),
  ],
);

/** A member's saved offer search: its criteria as columns (matched in SQL) and as the page's query. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alert: text('alert').notNull().default('INSTANT'),
    /** The search page's query values, to open the search again. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    q: text('q'),
    /** Category names; null: every category. */
    categories: text('categories').array(),
    minCents: bigint('min_cents', { mode: 'number' }),
    maxCents: bigint('max_cents', { mode: 'number' }),
    accountType: text('account_type'),
    /** Where it searched around; null with radius null (anywhere). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
    minLat: doublePrecision('min_lat'),
    maxLat: doublePrecision('max_lat'),
    minLng: doublePrecision('min_lng'),
    maxLng: doublePrecision('max_lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    stems: text('stems')
      .array()
      .generatedAlwaysAs(
        (): SQL => sql`tsvector_to_array(to_tsvector('english', coalesce(${savedSearches.q}, '')))`,
      ),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_stems_idx').using('gin', t.stems),
    // The GiST index on the area box: custom SQL in migration 0037.
  ],
);

/**
 * One offer found for a want or a saved search (subject_kind WANT | SEARCH): the primary key makes each
 * pair a match once, however often the offer changes or the matcher runs. `notified_at` is set when its
 * owner was told (at once or in the digest), `seen_at` when they opened its list.
 */
export const matches = pgTable(
  'matches',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The subject's owner (who is told). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subject's alert when matched: INSTANT, DAILY or OFF. */
    alert: text('alert').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.offerId] }),
    index('matches_subject_created_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    index('matches_offer_idx').on(t.offerId),
    index('matches_pending_digest_idx')
      .on(t.userId)
      .where(sql`${t.notifiedAt} is null and ${t.alert} = 'DAILY'`),
    index('matches_created_idx').on(t.createdAt),
    // The matches whose owner is still to be told at once (the telling step's batches).
    index('matches_owner_untold_idx')
      .on(t.subjectKind, t.subjectId)
      .where(sql`${t.notifiedAt} is null and ${t.alert} <> 'DAILY'`),
  ],
);

/**
 * The outbox of matching: an offer or want (kind OFFER | WANT) changed in a way that may make new matches,
 * written by triggers in the change's own transaction (migration 0037) and taken by the matcher once.
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] }), index('match_queue_enqueued_idx').on(t.enqueuedAt)],
);

/** When each member last got the daily digest of their matches. */
export const matchDigests = pgTable('match_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

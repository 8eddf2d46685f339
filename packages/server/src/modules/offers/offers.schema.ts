/** Offers. */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** PostgreSQL's full-text document type (read back as its text form). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Offers: one row per listing. `details` holds the category-specific fields (see the
 * contracts' offer schemas); location is copied from the member's general location at creation.
 * `previousStatus` remembers the status before DISABLED so an admin can restore it.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }),
    priceType: text('price_type'),
    status: text('status').notNull().default('DRAFT'),
    previousStatus: text('previous_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    city: text('city'),
    province: text('province'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    videoUrl: text('video_url'),
    ...timestamps,
    publishedAt: timestamp('published_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by'),
    disabledReason: text('disabled_reason'),
    /**
     * The description's stemmed words, kept by PostgreSQL (search matches and ranks on it without
     * running to_tsvector on every row it reads).
     */
    descriptionTsv: tsvector('description_tsv').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', coalesce(${offers.description}, ''))`,
    ),
    /**
     * The title's and description's stemmed words as an array: a want matches an offer whose words hold
     * all of its title's (modules/wants), found through a GIN index.
     */
    matchStems: text('match_stems')
      .array()
      .generatedAlwaysAs(
        (): SQL =>
          sql`tsvector_to_array(to_tsvector('english', ${offers.title} || ' ' || coalesce(${offers.description}, '')))`,
      ),
  },
  (t) => [
    index('offers_status_category_idx').on(t.status, t.category),
    index('offers_user_status_idx').on(t.userId, t.status),
    index('offers_lat_lng_idx').on(t.latitude, t.longitude),
    index('offers_created_at_idx').on(t.createdAt),
    // Analytics: offers published in a range, per category.
    index('offers_published_idx').on(t.publishedAt, t.category),
    // Search (modules/offer-search; migration 0006 also creates the pg_trgm extension): only ACTIVE
    // offers are ever listed, so the search indexes are partial. Titles match typo-tolerantly (trigrams).
    index('offers_active_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'ACTIVE'`),
    // Descriptions match by full-text search (stemmed words): far more selective than trigrams on long text.
    index('offers_active_description_tsv_idx')
      .using('gin', t.descriptionTsv)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_lat_lng_idx').on(t.latitude, t.longitude).where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_match_stems_idx').using('gin', t.matchStems).where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_price_idx').on(t.priceCents, t.id).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

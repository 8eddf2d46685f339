/** Searches that found nothing. */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Searches that found nothing, counted per day and normalised query (analytics: unmet wants).
 * One row per (day, query, category); the search adds to its count.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    /** The offer category searched in ('' for all). */
    category: text('category').notNull().default(''),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.category] })],
);

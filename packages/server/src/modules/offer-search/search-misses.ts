/**
 * Searches that found nothing (analytics: unmet wants). The search service calls `recordSearchMiss`
 * after answering a first page with no result for a text; it adds one to the count of (today in the
 * marketplace's zone, the normalised text, the category) in search_misses, one upsert.
 */
import { ANALYTICS_TIME_ZONE, OFFER_CATEGORY_BY_FILTER_ID } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchMisses } from '../../db/schema.ts';
import { localDay } from '../wallet/calendar.ts';

/** The longest text kept (longer texts are cut, so one row never holds a pasted page). */
export const SEARCH_MISS_QUERY_MAX = 100;

/** Lower case, spaces trimmed and collapsed, cut to SEARCH_MISS_QUERY_MAX characters. */
export function normaliseSearchQuery(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_MISS_QUERY_MAX).trim();
}

/** The category a miss is counted in: the one category searched, or '' for several or all. */
export function missCategory(categoryIds: readonly number[] | undefined): string {
  return categoryIds?.length === 1 ? (OFFER_CATEGORY_BY_FILTER_ID[categoryIds[0]!] ?? '') : '';
}

/** Counts one search of `q` (in `categoryIds`) that found nothing; a blank text is not counted. */
export async function recordSearchMiss(
  db: DbOrTx,
  search: { q?: string | undefined; categoryIds?: readonly number[] | undefined },
  now: Date = new Date(),
): Promise<void> {
  const query = normaliseSearchQuery(search.q ?? '');
  if (!query) return;
  await db
    .insert(searchMisses)
    .values({
      day: localDay(now, ANALYTICS_TIME_ZONE),
      query,
      category: missCategory(search.categoryIds),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query, searchMisses.category],
      set: { count: sql`${searchMisses.count} + 1` },
    });
}

/**
 * Search queries over listed offers (offers/visibility.ts: ACTIVE offers of ACTIVE members), never the
 * viewer's own.
 *
 * Indexes (migration 0006): a partial GIN trigram index on the title answers the typo-tolerant
 * match (`q <% title`, cut-off set per session in db/client.ts), a partial GIN index the description's
 * stemmed words (the stored column description_tsv, migration 0007: no to_tsvector per row read; trigrams
 * on long text match too much to be fast), the partial (latitude, longitude)
 * btree answers the bounding box that prefilters the haversine distance, and partial btrees on
 * (published_at, id) and (price_cents, id) answer the "anywhere" sorts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, preparedRowsOf } from '../../db/rows.ts';
import { distanceSql, type Point, withinRadiusSql } from '../../lib/geo.ts';
import { pageTotal, type SortKey, sortKeySql } from '../../lib/sorted-page.ts';
import { viewerOrigin } from '../../lib/viewer-origin.ts';
import { listedSql } from '../offers/visibility.ts';
import type { CardFieldsRow } from './card-fields.ts';

export type EffectiveSort = 'relevance' | 'newest' | 'nearest' | 'price_asc' | 'price_desc';

export interface OfferFilter {
  viewerId: string;
  /** Trimmed, non-empty. */
  q?: string;
  /** Category names; undefined = all. */
  categories?: string[];
  center: Point | null;
  /** null = anywhere. */
  radiusKm: number | null;
  minCents?: number;
  maxCents?: number;
  accountType?: 'PERSONAL' | 'BUSINESS';
}

export interface CardRow extends CardFieldsRow {
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  total: string | number | null;
  seller_id: string;
  account_type: string | null;
  first_name: string | null;
  last_name: string | null;
  user_name: string | null;
  profile_photo: string | null;
  business_name: string | null;
}

/** Below this length trigrams are too few to match on; short text matches word prefixes of titles. */
const TRIGRAM_MIN = 3;

/**
 * Rows of a raw query; on PostgreSQL as a named prepared statement (each pooled connection parses a
 * search shape once), planned for each request's values.
 */
const rows = <T>(db: DbOrTx, query: SQL) => preparedRowsOf<T>(db, query, 'offer_search', { plans: 'custom' });

/** The WHERE conditions (on alias o = offers, u = users) shared by every listing. */
function conditions(f: OfferFilter): SQL[] {
  const where: SQL[] = [listedSql(sql`o.status`, sql`u.status_id`), sql`o.user_id <> ${f.viewerId}`];
  if (f.categories && f.categories.length < 4) {
    where.push(
      sql`o.category in (${sql.join(
        f.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  if (f.accountType) where.push(sql`u.account_type = ${f.accountType}`);
  if (f.minCents !== undefined) where.push(sql`o.price_cents >= ${f.minCents}`);
  if (f.maxCents !== undefined) where.push(sql`o.price_cents <= ${f.maxCents}`);
  if (f.q) where.push(textMatch(f.q));
  if (f.center && f.radiusKm !== null) {
    const distance = distanceSql(sql`o.latitude`, sql`o.longitude`, f.center);
    where.push(...withinRadiusSql(sql`o.latitude`, sql`o.longitude`, f.center, f.radiusKm, distance));
  }
  return where;
}

function textMatch(q: string): SQL {
  if (q.length < TRIGRAM_MIN) {
    const e = escapeLike(q);
    return sql`(o.title ilike ${`${e}%`} or o.title ilike ${`% ${e}%`})`;
  }
  return sql`(${q} <% o.title or ${descriptionTsv} @@ plainto_tsquery('english', ${q}))`;
}

/** The description's stemmed words: a stored generated column, indexed by offers_active_description_tsv_idx. */
const descriptionTsv = sql`o.description_tsv`;

/** Sort keys (expression, direction), always ending in the id so pages never overlap. */
function sortKeys(sort: EffectiveSort, f: OfferFilter): SortKey[] {
  const desc = sql.raw('desc nulls last');
  const asc = sql.raw('asc nulls last');
  // With text, the matches are few: find them through the text indexes and sort them, rather than
  // walking the whole (published_at | price) index in order and testing the text on every row
  // (the planner's guess for the trigram match is poor). "+ 0" makes the key non-indexable.
  const published = f.q ? sql`(o.published_at + interval '0 second')` : sql`o.published_at`;
  const price = f.q ? sql`(o.price_cents + 0)` : sql`o.price_cents`;
  const newest = [
    { expr: published, dir: desc },
    { expr: sql`o.id`, dir: desc },
  ];
  switch (sort) {
    case 'relevance': {
      const q = f.q as string;
      if (q.length < TRIGRAM_MIN) {
        return [{ expr: sql`(o.title ilike ${`${escapeLike(q)}%`})`, dir: desc }, ...newest];
      }
      // Title matches first: `q <% title` is exactly `word_similarity(q, title) >=` the cut-off, so
      // sorting by the similarity alone already puts them first (and computes it once per row).
      return [
        { expr: sql`word_similarity(${q}, o.title)`, dir: desc },
        { expr: sql`(${descriptionTsv} @@ plainto_tsquery('english', ${q}))`, dir: desc },
        ...newest,
      ];
    }
    case 'nearest':
      return [
        { expr: distanceSql(sql`o.latitude`, sql`o.longitude`, f.center as Point), dir: asc },
        { expr: sql`o.id`, dir: asc },
      ];
    case 'price_asc':
      return [
        { expr: price, dir: asc },
        { expr: sql`o.id`, dir: asc },
      ];
    case 'price_desc':
      return [
        { expr: price, dir: desc },
        { expr: sql`o.id`, dir: desc },
      ];
    default:
      return newest;
  }
}

export function createOfferSearchRepository(db: DbOrTx) {
  /**
   * How many offers match, counted up to `cap` + 1 only: an exact count of a country-wide search
   * would scan every listed offer on every page.
   */
  async function count(f: OfferFilter, cap: number): Promise<number> {
    const [row] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (
            select 1 from offers o join users u on u.id = o.user_id
            where ${sql.join(conditions(f), sql` and `)}
            limit ${cap + 1}) matches`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    count,

    /** Where the viewer is and their offer radius setting. */
    viewer: (userId: string) => viewerOrigin(db, userId, 'offer'),

    /** One page of cards in `sort` order, and the number of matches counted up to `cap` (+1 means more). */
    async search(
      f: OfferFilter,
      sort: EffectiveSort,
      limit: number,
      offset: number,
      cap: number,
    ): Promise<{ rows: CardRow[]; total: number }> {
      const { keyCols, innerOrder, outerOrder } = sortKeySql(sortKeys(sort, f));
      const distance = f.center
        ? distanceSql(sql`o.latitude`, sql`o.longitude`, f.center)
        : sql`null::float8`;
      // With text or a radius every match is read anyway (to sort it), so counting them rides along;
      // a country-wide list without text walks an index in order and is counted separately (capped).
      const bounded = !!f.q || (f.center !== null && f.radiusKm !== null);
      const windowCount = bounded ? sql`, count(*) over () as total` : sql``;
      // The page (with the card's own columns, read once) is chosen first; photo, favourite and
      // seller details are then looked up for its rows only.
      const page = rows<CardRow>(
        db,
        sql`
        select page.id, page.title, page.category, page.price_cents, page.price_type, page.city,
               page.province, page.latitude, page.longitude, page.published_at,
               (select ph.upload_id from offer_photos ph where ph.offer_id = page.id
                 order by ph.position limit 1) as cover_upload_id,
               exists (select 1 from offer_favourites fav
                        where fav.user_id = ${f.viewerId} and fav.offer_id = page.id) as favourited,
               page.distance_km, ${bounded ? sql`page.total` : sql`null::bigint`} as total,
               page.seller_id, page.account_type, p.first_name, p.last_name, p.user_name, p.profile_photo,
               b.business_name
        from (
          select o.id, o.title, o.category, o.price_cents, o.price_type, o.city, o.province,
                 o.latitude, o.longitude, o.published_at, u.id as seller_id, u.account_type,
                 ${distance} as distance_km, ${keyCols}${windowCount}
          from offers o
          join users u on u.id = o.user_id
          where ${sql.join(conditions(f), sql` and `)}
          order by ${innerOrder}
          limit ${limit} offset ${offset}
        ) page
        left join user_profiles p on p.user_id = page.seller_id
        left join businesses b on b.user_id = page.seller_id
        order by ${outerOrder}`,
      );
      if (bounded) {
        const result = await page;
        return { rows: result, total: await pageTotal(result, offset, () => count(f, cap)) };
      }
      const [result, total] = await Promise.all([page, count(f, cap)]);
      return { rows: result, total };
    },

    /**
     * The home feed's rows around a place in one read (the area's offers are read once, not once per
     * row): the newest `limit` offers overall, per category and of business members, each with its
     * row's number of matches. Same order as `search(…, 'newest')` (published_at, id, newest first).
     * For a bounded area only (a radius around a center): "anywhere" is six index walks instead.
     */
    async homeRows(
      f: OfferFilter & { center: Point; radiusKm: number },
      limit: number,
    ): Promise<{
      rows: (CardRow & { r_all: number; r_cat: number; r_biz: number | null })[];
      totals: { all: number; business: number; byCategory: Map<string, number> };
    }> {
      const distance = distanceSql(sql`o.latitude`, sql`o.longitude`, f.center);
      const result = await rows<
        CardRow & {
          r_all: string | number;
          r_cat: string | number;
          r_biz: string | number | null;
          n_all: string | number;
          n_cat: string | number;
          n_biz: string | number;
        }
      >(
        db,
        sql`
        with area as (
          select o.id, o.title, o.category, o.price_cents, o.price_type, o.city, o.province,
                 o.latitude, o.longitude, o.published_at, u.id as seller_id, u.account_type,
                 ${distance} as distance_km
          from offers o
          join users u on u.id = o.user_id
          where ${sql.join(conditions(f), sql` and `)}
        ),
        ranked as (
          select a.*,
                 row_number() over (order by a.published_at desc nulls last, a.id desc) as r_all,
                 row_number() over (partition by a.category
                                    order by a.published_at desc nulls last, a.id desc) as r_cat,
                 row_number() over (partition by a.account_type = 'BUSINESS'
                                    order by a.published_at desc nulls last, a.id desc) as r_acct,
                 count(*) over () as n_all,
                 count(*) over (partition by a.category) as n_cat,
                 count(*) filter (where a.account_type = 'BUSINESS') over () as n_biz
          from area a
        ),
        page as (
          select r.*, case when r.account_type = 'BUSINESS' then r.r_acct end as r_biz
          from ranked r
          where r.r_all <= ${limit} or r.r_cat <= ${limit}
             or (r.account_type = 'BUSINESS' and r.r_acct <= ${limit})
        )
        select page.id, page.title, page.category, page.price_cents, page.price_type, page.city,
               page.province, page.latitude, page.longitude, page.published_at,
               (select ph.upload_id from offer_photos ph where ph.offer_id = page.id
                 order by ph.position limit 1) as cover_upload_id,
               exists (select 1 from offer_favourites fav
                        where fav.user_id = ${f.viewerId} and fav.offer_id = page.id) as favourited,
               page.distance_km, null::bigint as total,
               page.seller_id, page.account_type, p.first_name, p.last_name, p.user_name, p.profile_photo,
               b.business_name, page.r_all, page.r_cat, page.r_biz, page.n_all, page.n_cat, page.n_biz
        from page
        left join user_profiles p on p.user_id = page.seller_id
        left join businesses b on b.user_id = page.seller_id
        order by page.published_at desc nulls last, page.id desc`,
      );
      const byCategory = new Map<string, number>();
      for (const r of result) byCategory.set(r.category, Number(r.n_cat));
      return {
        rows: result.map((r) => ({
          ...r,
          r_all: Number(r.r_all),
          r_cat: Number(r.r_cat),
          r_biz: r.r_biz === null ? null : Number(r.r_biz),
        })),
        totals: {
          all: Number(result[0]?.n_all ?? 0),
          business: Number(result[0]?.n_biz ?? 0),
          byCategory,
        },
      };
    },

    /** Per category: how many listable offers match, and their price range. */
    async facets(f: OfferFilter) {
      const result = await rows<{
        category: string;
        n: string | number;
        min_cents: string | number | null;
        max_cents: string | number | null;
      }>(
        db,
        sql`select o.category, count(*) as n, min(o.price_cents) as min_cents, max(o.price_cents) as max_cents
            from offers o join users u on u.id = o.user_id
            where ${sql.join(conditions(f), sql` and `)}
            group by o.category`,
      );
      return result.map((r) => ({
        category: r.category,
        count: Number(r.n),
        minCents: r.min_cents === null ? null : Number(r.min_cents),
        maxCents: r.max_cents === null ? null : Number(r.max_cents),
      }));
    },

    /** Titles similar to `q` (best first), for suggestions. */
    async similarTitles(f: OfferFilter, q: string, max: number): Promise<string[]> {
      const match =
        q.length < TRIGRAM_MIN
          ? sql`(o.title ilike ${`${escapeLike(q)}%`} or o.title ilike ${`% ${escapeLike(q)}%`})`
          : sql`${q} <% o.title`;
      const score =
        q.length < TRIGRAM_MIN
          ? sql`(o.title ilike ${`${escapeLike(q)}%`})::int`
          : sql`word_similarity(${q}, o.title)`;
      const result = await rows<{ title: string }>(
        db,
        sql`select o.title from offers o join users u on u.id = o.user_id
            where ${sql.join([...conditions({ ...f, q: undefined }), match], sql` and `)}
            order by ${score} desc, length(o.title), o.title
            limit ${max}`,
      );
      return result.map((r) => r.title);
    },
  };
}

export type OfferSearchRepository = ReturnType<typeof createOfferSearchRepository>;

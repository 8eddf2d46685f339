/**
 * Member search and profile reads. Repository: rows or null, never HTTP errors.
 *
 * Who is listed: the listed-member rule (visibility.ts: role MEMBER, account ACTIVE, onboarding COMPLETED). The search
 * reads `user_locations` through its (latitude, longitude) btree (user_locations_lat_lng_idx): the
 * bounding box of the radius prefilters in the index, the distance (`flatDistanceSql`) decides.
 * Other members' coordinates never leave this file: rows carry the distance in km only, and the service turns it
 * into a rounded label.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, preparedRowsOf, rowsOf } from '../../db/rows.ts';
import { businessCategories } from '../../db/schema.ts';
import { type Point, withinRadiusSql } from '../../lib/geo.ts';
import { pageTotal, type SortKey, sortKeySql } from '../../lib/sorted-page.ts';
import { viewerOrigin } from '../../lib/viewer-origin.ts';
import type { CardFieldsRow } from '../offer-search/card-fields.ts';
import { listedSql } from '../offers/visibility.ts';
import { listedMemberSql } from './visibility.ts';

export type MemberSortKey = 'distance' | 'rating' | 'recent';

export interface MemberFilter {
  viewerId: string;
  center: Point;
  radiusKm: number;
  accountType?: 'PERSONAL' | 'BUSINESS';
  /** Words that must each match the first name, username or business name. */
  searchWords?: string[];
  /** Text that must match the shown city or province. */
  place?: string;
  /** Category ids of user_business_categories, any of which matches (already expanded). */
  categoryIds?: number[];
}

export interface MemberRow {
  id: string;
  account_type: string | null;
  created_at: string | Date;
  last_login: string | Date | null;
  distance_km: number;
  total: string | number | null;
  first_name: string | null;
  last_name: string | null;
  user_name: string | null;
  profile_photo: string | null;
  business_name: string | null;
  city: string | null;
  province: string | null;
  review_count: number | null;
  heart_sum: number | null;
}

export interface MemberProfileExtras {
  last_login: string | Date | null;
  review_count: number | null;
  heart_sum: number | null;
  distance_km: number | null;
  active_offers: string | number;
}

export interface MemberOfferRow extends CardFieldsRow {
  total: string | number | null;
}

/** km per degree of latitude on the haversine sphere (R = 6371 km). */
const KM_PER_DEGREE = (Math.PI * 6371) / 180;

/**
 * Distance in km from `c`, by the equirectangular projection at the mean latitude: one cosine per
 * row instead of the haversine's five trigonometric calls (the search computes it for every member
 * in the bounding box, thousands in a city). Within 100 km it differs from the haversine by metres,
 * far below the whole-km labels. Card and profile use this one formula, so their labels agree.
 */
export function flatDistanceSql(latCol: SQL, lngCol: SQL, c: Point): SQL {
  return sql`(${KM_PER_DEGREE}::float8 * sqrt((${latCol} - ${c.lat}::float8) ^ 2
    + ((${lngCol} - ${c.lng}::float8) * cos(radians((${latCol} + ${c.lat}::float8) / 2))) ^ 2))`;
}

/** A pattern for `ilike`: the text anywhere, wildcards escaped. */
const contains = (s: string) => `%${escapeLike(s)}%`;

/** The place shown for a member: profile address, else business address, else their general location's locality. */
const citySql = sql`coalesce(pa.city, ba.city, (select c->>'long_name' from jsonb_array_elements(l.address_components) c
                     where c->'types' ? 'locality' limit 1))`;
const provinceSql = sql`coalesce(pa.province, ba.province, (select c->>'long_name' from jsonb_array_elements(l.address_components) c
                     where c->'types' ? 'administrative_area_level_1' limit 1))`;

/** The rows searched: l = user_locations, u = users, dist.km = the haversine distance from the centre. */
function source(f: MemberFilter, extraJoin: SQL = sql``): SQL {
  return sql`user_locations l
    join users u on u.id = l.user_id
    ${extraJoin}
    cross join lateral (select ${flatDistanceSql(sql`l.latitude`, sql`l.longitude`, f.center)} as km) dist`;
}

/** The WHERE conditions on the rows of `source`. */
function conditions(f: MemberFilter): SQL[] {
  const where = withinRadiusSql(sql`l.latitude`, sql`l.longitude`, f.center, f.radiusKm, sql`dist.km`);
  where.push(sql`u.id <> ${f.viewerId}`, listedMemberSql());
  if (f.accountType) where.push(sql`u.account_type = ${f.accountType}`);
  for (const w of f.searchWords ?? []) {
    const p = contains(w);
    where.push(sql`(exists (select 1 from user_profiles sp where sp.user_id = u.id
                      and (sp.first_name ilike ${p} or sp.user_name ilike ${p}))
                    or exists (select 1 from businesses sb where sb.user_id = u.id
                      and u.account_type = 'BUSINESS' and sb.business_name ilike ${p}))`);
  }
  if (f.place) {
    const p = contains(f.place);
    where.push(sql`exists (select 1 from user_profiles p
                     left join businesses b on b.user_id = p.user_id
                     left join addresses pa on pa.id = p.address_id
                     left join addresses ba on ba.id = b.address_id
                     where p.user_id = u.id
                       and (${citySql} ilike ${p} or ${provinceSql} ilike ${p}))`);
  }
  if (f.categoryIds) {
    where.push(
      f.categoryIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from user_business_categories ubc where ubc.user_id = u.id
                  and ubc.category_id in (${sql.join(
                    f.categoryIds.map((id) => sql`${id}`),
                    sql`, `,
                  )}))`,
    );
  }
  return where;
}

/**
 * Sort keys, each ending in the id so pages never overlap. Distance sorts by the shown whole-km
 * bucket (then id), so the order tells no more than the labels do.
 */
function sortKeys(sort: MemberSortKey): SortKey[] {
  const asc = sql.raw('asc');
  const desc = sql.raw('desc nulls last');
  const bucket = { expr: sql`(case when dist.km < 1 then 0 else round(dist.km) end)`, dir: asc };
  switch (sort) {
    case 'rating':
      return [
        { expr: sql`(s.heart_sum::float8 / nullif(s.review_count, 0))`, dir: desc },
        { expr: sql`s.review_count`, dir: desc },
        bucket,
        { expr: sql`u.id`, dir: asc },
      ];
    case 'recent':
      return [
        { expr: sql`u.last_login`, dir: desc },
        { expr: sql`u.id`, dir: asc },
      ];
    default:
      return [bucket, { expr: sql`u.id`, dir: asc }];
  }
}

/** As offer search: a named prepared statement on PostgreSQL, planned for each request's values. */
const rows = <T>(db: DbOrTx, query: SQL) =>
  preparedRowsOf<T>(db, query, 'member_search', { plans: 'custom' });

export function createMembersRepository(db: DbOrTx) {
  async function count(f: MemberFilter): Promise<number> {
    const [row] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${source(f)} where ${sql.join(conditions(f), sql` and `)}`,
    );
    return Number(row?.n ?? 0);
  }

  return {
    /** The caller's general location and memberRadius setting (null radius: no settings row). */
    viewer: (userId: string) => viewerOrigin(db, userId, 'member'),

    /** One page of members in `sort` order and the number of matches (exact: the radius bounds it). */
    async search(
      f: MemberFilter,
      sort: MemberSortKey,
      limit: number,
      offset: number,
    ): Promise<{ rows: MemberRow[]; total: number }> {
      const { keyCols, innerOrder, outerOrder } = sortKeySql(sortKeys(sort));
      // Only the rating sort needs the stats for every match; the page's own are joined afterwards.
      const statsJoin = sort === 'rating' ? sql`left join user_review_stats s on s.user_id = u.id` : sql``;
      const result = await rows<MemberRow>(
        db,
        sql`
        select page.id, page.account_type, page.created_at, page.last_login, page.km as distance_km,
               page.total, p.first_name, p.last_name, p.user_name, p.profile_photo,
               case when page.account_type = 'BUSINESS' then b.business_name end as business_name,
               ${citySql} as city, ${provinceSql} as province,
               st.review_count, st.heart_sum
        from (
          select u.id, u.account_type, u.created_at, u.last_login, dist.km, ${keyCols},
                 count(*) over () as total
          from ${source(f, statsJoin)}
          where ${sql.join(conditions(f), sql` and `)}
          order by ${innerOrder}
          limit ${limit} offset ${offset}
        ) page
        join user_locations l on l.user_id = page.id
        left join user_profiles p on p.user_id = page.id
        left join businesses b on b.user_id = page.id
        left join addresses pa on pa.id = p.address_id
        left join addresses ba on ba.id = b.address_id
        left join user_review_stats st on st.user_id = page.id
        order by ${outerOrder}`,
      );
      return { rows: result, total: await pageTotal(result, offset, () => count(f)) };
    },

    /** The categories with these ids (any state), for checking a filter. */
    async categories(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(businessCategories).where(inArray(businessCategories.id, ids));
    },

    /** The ids of every sub-category of these main categories. */
    async subCategoryIds(parentIds: number[]): Promise<number[]> {
      if (parentIds.length === 0) return [];
      const found = await db
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(inArray(businessCategories.parentId, parentIds));
      return found.map((r) => r.id);
    },

    /** Whether the user is a listed member (may be found and opened). */
    async isListed(id: string): Promise<boolean> {
      const [row] = await rowsOf<{ ok: boolean }>(
        db,
        sql`select true as ok from users u where u.id = ${id} and ${listedMemberSql()}`,
      );
      return !!row;
    },

    /**
     * What the profile adds to the public view: activity, review stats, the distance from `center`
     * (the viewer's location; null when either has none) and the number of listed offers.
     */
    async profileExtras(id: string, center: Point | null): Promise<MemberProfileExtras | null> {
      const distance = center
        ? flatDistanceSql(sql`l.latitude`, sql`l.longitude`, center)
        : sql`null::float8`;
      const [row] = await rowsOf<MemberProfileExtras>(
        db,
        sql`select u.last_login, st.review_count, st.heart_sum, ${distance} as distance_km,
                   (select count(*) from offers o where o.user_id = u.id
                     and ${listedSql(sql`o.status`, sql`u.status_id`)}) as active_offers
            from users u
            left join user_review_stats st on st.user_id = u.id
            left join user_locations l on l.user_id = u.id
            where u.id = ${id} and ${listedMemberSql()}`,
      );
      return row ?? null;
    },

    /** One page of the member's listed offers, newest first. */
    async offers(
      ownerId: string,
      viewerId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: MemberOfferRow[]; total: number }> {
      const result = await rowsOf<MemberOfferRow>(
        db,
        sql`
        select page.id, page.title, page.category, page.price_cents, page.price_type, page.city,
               page.province, page.published_at, page.total,
               (select ph.upload_id from offer_photos ph where ph.offer_id = page.id
                 order by ph.position limit 1) as cover_upload_id,
               exists (select 1 from offer_favourites fav
                        where fav.user_id = ${viewerId} and fav.offer_id = page.id) as favourited
        from (
          select o.id, o.title, o.category, o.price_cents, o.price_type, o.city, o.province,
                 o.published_at, count(*) over () as total
          from offers o
          join users u on u.id = o.user_id
          where o.user_id = ${ownerId} and ${listedSql(sql`o.status`, sql`u.status_id`)}
          order by o.published_at desc nulls last, o.id desc
          limit ${limit} offset ${offset}
        ) page
        order by page.published_at desc nulls last, page.id desc`,
      );
      const total = await pageTotal(result, offset, async () => {
        const [row] = await rowsOf<{ n: string | number }>(
          db,
          sql`select count(*) as n from offers o join users u on u.id = o.user_id
              where o.user_id = ${ownerId} and ${listedSql(sql`o.status`, sql`u.status_id`)}`,
        );
        return Number(row?.n ?? 0);
      });
      return { rows: result, total };
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;

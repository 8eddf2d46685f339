/**
 * Reads and writes of wants, saved searches, their matches and want reports. Answers rows or null, never
 * HTTP errors (the services decide).
 */
import { MATCH_COUNT_CAP, USER_STATUS_IDS } from '@barterbits/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { distanceSql, type Point, withinRadiusSql } from '../../lib/geo.ts';
import type { CardRow } from '../offer-search/offer-search.repository.ts';
import { listedSql } from '../offers/visibility.ts';
import { matches, savedSearches, wantReports, wants } from './wants.schema.ts';

export type WantRow = typeof wants.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A want with how many offers it matched, and how many its owner has not opened. */
export type WantWithCounts = WantRow & { matchCount: number; newMatchCount: number };

/** A want card's row: the want, its member's card fields and the distance from the viewer. */
export interface WantCardRow {
  id: string;
  title: string;
  description: string | null;
  category: string;
  max_cents: string | number | null;
  city: string | null;
  province: string | null;
  created_at: Date | string;
  distance_km: number | null;
  member_id: string;
  account_type: string | null;
  first_name: string | null;
  last_name: string | null;
  user_name: string | null;
  profile_photo: string | null;
  business_name: string | null;
}

export interface WantedFilter {
  viewerId: string;
  q?: string;
  categories?: string[];
  center: Point | null;
  /** null: anywhere. */
  radiusKm: number | null;
  /** Only the wants this offer (of the viewer) matched. */
  offerId?: string;
  sort: 'newest' | 'nearest';
  now: Date;
}

/** The listed offers a subject matched (alias mo, mu): what its counts and its list count. */
const listedMatchesOf = (kind: 'WANT' | 'SEARCH', id: SQLish, extra = sql``) => sql`
  select 1 from matches m join offers mo on mo.id = m.offer_id join users mu on mu.id = mo.user_id
  where m.subject_kind = ${kind} and m.subject_id = ${id} ${extra} and ${listedSql(sql`mo.status`, sql`mu.status_id`)}`;
/** A subject's matches, and those not opened yet, each counted up to MATCH_COUNT_CAP (the lists' counts). */
const countsOf = (kind: 'WANT' | 'SEARCH', id: SQLish) =>
  sql`(select count(*)::int from (${listedMatchesOf(kind, id)} limit ${MATCH_COUNT_CAP}) c)`;
const newCountsOf = (kind: 'WANT' | 'SEARCH', id: SQLish) =>
  sql`(select count(*)::int from (${listedMatchesOf(kind, id, sql`and m.seen_at is null`)} limit ${MATCH_COUNT_CAP}) c)`;
type SQLish = ReturnType<typeof sql> | typeof wants.id | typeof savedSearches.id;

/**
 * Neither member blocked the other (chat blocks): a want is never shown, nor matched, across a block. The one
 * rule of both the reads here and the matcher.
 */
export const notBlocked = (a: SQLish, b: SQLish) =>
  sql`not exists (select 1 from chat_blocks cb
        where (cb.user_id = ${a} and cb.blocked_id = ${b}) or (cb.user_id = ${b} and cb.blocked_id = ${a}))`;

/** `column` is an active member's status (a literal, so partial indexes on it apply). */
export const activeMemberSql = (column: SQLish) =>
  sql`${column} = ${sql.raw(String(USER_STATUS_IDS.ACTIVE))}`;

/** The card columns of wants (alias w) and their members (u, p, b). */
const wantCardColumns = (center: Point | null) => sql`
  w.id, w.title, w.description, w.category, w.max_cents, w.city, w.province, w.created_at,
  ${center ? distanceSql(sql`w.latitude`, sql`w.longitude`, center) : sql`null::float8`} as distance_km,
  w.user_id as member_id, u.account_type, p.first_name, p.last_name, p.user_name, p.profile_photo,
  b.business_name`;
const memberJoins = sql`
  join users u on u.id = w.user_id
  left join user_profiles p on p.user_id = w.user_id
  left join businesses b on b.user_id = w.user_id`;

/** The statuses of members whose wants are not shown (all but ACTIVE), as SQL literals. */
const HIDDEN_OWNER_STATUS_IDS = sql.raw(
  Object.values(USER_STATUS_IDS)
    .filter((id) => id !== USER_STATUS_IDS.ACTIVE)
    .join(', '),
);

/** What other members see of wants: active, not past their end, of active members. */
const shownSql = (now: Date) =>
  sql`w.status = 'ACTIVE' and w.expires_at > ${now} and ${activeMemberSql(sql`u.status_id`)}`;

/** A want's member as the console shows them, with the want's open reports. */
export type AdminMemberRow = Pick<
  WantCardRow,
  'id' | 'member_id' | 'account_type' | 'first_name' | 'last_name' | 'user_name' | 'business_name'
> & { email: string; open_reports: number };

/** The columns of AdminMemberRow (wants w with memberJoins). */
const adminMemberColumns = sql`w.id, u.email,
  (select count(*)::int from want_reports r where r.want_id = w.id and r.status = 'OPEN') as open_reports,
  w.user_id as member_id, u.account_type, p.first_name, p.last_name, p.user_name, b.business_name`;

export function createWantsRepository(db: DbOrTx) {
  return {
    audit: adminAuditWriter(db),

    /** The member's open wants at `now`: paused ones, and active ones whose term has not ended. */
    async countOpen(userId: string, now: Date): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from wants where user_id = ${userId}
              and (status = 'PAUSED' or (status = 'ACTIVE' and expires_at > ${now}))`,
      );
      return row?.n ?? 0;
    },

    async insert(v: typeof wants.$inferInsert): Promise<WantRow> {
      const [row] = await db.insert(wants).values(v).returning();
      return row as WantRow;
    },

    async update(id: string, v: Partial<typeof wants.$inferInsert>): Promise<WantRow | null> {
      const [row] = await db.update(wants).set(v).where(eq(wants.id, id)).returning();
      return row ?? null;
    },

    /**
     * A member's change of their own want, unless an admin disabled it meanwhile (null then): the check is the
     * update's own, so a disable that lands between the member's read and this write is never undone.
     */
    async updateUnlessDisabled(id: string, v: Partial<typeof wants.$inferInsert>): Promise<WantRow | null> {
      const [row] = await db
        .update(wants)
        .set(v)
        .where(and(eq(wants.id, id), ne(wants.status, 'DISABLED')))
        .returning();
      return row ?? null;
    },

    /** The stemmed words of `text` that matching compares (none for "the", "what is it" or "!!!"). */
    async stemsOf(text: string): Promise<string[]> {
      const [row] = await rowsOf<{ stems: string[] }>(
        db,
        sql`select tsvector_to_array(to_tsvector('english', ${text})) as stems`,
      );
      return row?.stems ?? [];
    },

    async find(id: string): Promise<(WantRow & { ownerStatusId: number }) | null> {
      const [row] = await db
        .select({
          want: wants,
          ownerStatusId: sql<number>`(select status_id from users where id = ${wants.userId})`,
        })
        .from(wants)
        .where(eq(wants.id, id));
      return row ? { ...row.want, ownerStatusId: Number(row.ownerStatusId) } : null;
    },

    /** Several wants by id (in no particular order). */
    async findMany(ids: string[]): Promise<WantRow[]> {
      return ids.length ? db.select().from(wants).where(inArray(wants.id, ids)) : [];
    },

    /** Locks the want for a change (status changes race with the owner's edits). */
    async lock(id: string): Promise<WantRow | null> {
      const [row] = await db.select().from(wants).where(eq(wants.id, id)).for('update');
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.delete(matches).where(and(eq(matches.subjectKind, 'WANT'), eq(matches.subjectId, id)));
      await db.delete(wants).where(eq(wants.id, id));
    },

    async withCounts(ids: string[]): Promise<Map<string, { matchCount: number; newMatchCount: number }>> {
      const out = new Map<string, { matchCount: number; newMatchCount: number }>();
      if (!ids.length) return out;
      const rows = await rowsOf<{ id: string; n: number; fresh: number }>(
        db,
        sql`select w.id, ${countsOf('WANT', sql`w.id`)} as n, ${newCountsOf('WANT', sql`w.id`)} as fresh
            from wants w where w.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      for (const r of rows) out.set(r.id, { matchCount: r.n, newMatchCount: r.fresh });
      return out;
    },

    /** The member's wants (all statuses or one), newest first. */
    async mine(userId: string, status: string | undefined, now: Date, limit: number, offset: number) {
      // EXPIRED includes active wants past their end that the job has not marked yet (and ACTIVE excludes them).
      const statusCond =
        status === undefined
          ? undefined
          : status === 'EXPIRED'
            ? sql`(${wants.status} = 'EXPIRED' or (${wants.status} = 'ACTIVE' and ${wants.expiresAt} <= ${now}))`
            : status === 'ACTIVE'
              ? sql`(${wants.status} = 'ACTIVE' and ${wants.expiresAt} > ${now})`
              : eq(wants.status, status);
      const where = and(eq(wants.userId, userId), statusCond);
      const items = await db
        .select()
        .from(wants)
        .where(where)
        .orderBy(desc(wants.createdAt), desc(wants.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(wants).where(where);
      return { items, total: Number(count?.n ?? 0) };
    },

    /** "Wanted near you": other members' shown wants around the viewer; total counted up to `cap`. */
    async wanted(f: WantedFilter, limit: number, offset: number, cap: number) {
      // The want's own conditions; the page adds its owner's (joined), the count checks owners otherwise.
      const where = [
        sql`w.status = 'ACTIVE' and w.expires_at > ${f.now}`,
        sql`w.user_id <> ${f.viewerId}`,
        notBlocked(sql`w.user_id`, sql`${f.viewerId}::uuid`),
      ];
      if (f.categories && f.categories.length < 4) {
        where.push(
          sql`w.category in (${sql.join(
            f.categories.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      }
      if (f.q) where.push(sql`w.tsv @@ plainto_tsquery('english', ${f.q})`);
      if (f.offerId) {
        where.push(sql`w.id in (select m.subject_id from matches m
                                where m.subject_kind = 'WANT' and m.offer_id = ${f.offerId}
                                  and m.seller_id = ${f.viewerId})`);
      } else if (f.center && f.radiusKm !== null) {
        const distance = distanceSql(sql`w.latitude`, sql`w.longitude`, f.center);
        where.push(...withinRadiusSql(sql`w.latitude`, sql`w.longitude`, f.center, f.radiusKm, distance));
      }
      const order =
        f.sort === 'nearest' && f.center
          ? sql`${distanceSql(sql`w.latitude`, sql`w.longitude`, f.center)} asc, w.id asc`
          : // The order of wants_active_created_idx (nulls last), so a dense area walks it newest first and
            // stops at the page instead of sorting every want around the viewer.
            sql`w.created_at desc nulls last, w.id desc nulls last`;
      const cond = sql.join(where, sql` and `);
      // The page and the count at once (two connections). Owners are checked against the few members not
      // active (users_status_idx, hashed once): around a big city the count reads up to the cap, and
      // joining each want's owner cost more than the rest of it.
      const [items, [count]] = await Promise.all([
        rowsOf<WantCardRow>(
          db,
          sql`select ${wantCardColumns(f.center)} from wants w ${memberJoins}
              where ${shownSql(f.now)} and ${cond} order by ${order} limit ${limit} offset ${offset}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from (select 1 from wants w
              where ${cond} and w.user_id not in (select id from users where status_id in (${HIDDEN_OWNER_STATUS_IDS}))
              limit ${cap + 1}) x`,
        ),
      ]);
      return { items, total: Number(count?.n ?? 0) };
    },

    /** A member's shown wants (their profile), newest first. */
    async ofMember(memberId: string, viewerId: string, center: Point | null, now: Date, max: number) {
      return rowsOf<WantCardRow>(
        db,
        sql`select ${wantCardColumns(center)} from wants w ${memberJoins}
            where w.user_id = ${memberId} and ${shownSql(now)}
              and ${notBlocked(sql`w.user_id`, sql`${viewerId}::uuid`)}
            order by w.created_at desc, w.id desc limit ${max}`,
      );
    },

    /** One want's card (whatever its status: the service decides who sees it). */
    async card(id: string, center: Point | null): Promise<WantCardRow | null> {
      const [row] = await rowsOf<WantCardRow>(
        db,
        sql`select ${wantCardColumns(center)} from wants w ${memberJoins} where w.id = ${id}`,
      );
      return row ?? null;
    },

    async isBlockedBetween(a: string, b: string): Promise<boolean> {
      const [row] = await rowsOf<{ blocked: boolean }>(
        db,
        sql`select not ${notBlocked(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
      );
      return row?.blocked === true;
    },

    /**
     * The listed offers a subject matched, newest match first, as offer cards (with `is_new`: not opened
     * before); then marks them seen.
     */
    async matchedOffers(
      kind: 'WANT' | 'SEARCH',
      subjectId: string,
      viewerId: string,
      center: Point | null,
      limit: number,
      offset: number,
      now: Date,
    ) {
      const listed = listedSql(sql`o.status`, sql`u.status_id`);
      const distance = center ? distanceSql(sql`o.latitude`, sql`o.longitude`, center) : sql`null::float8`;
      const items = await rowsOf<CardRow & { matched_at: Date | string; is_new: boolean }>(
        db,
        sql`select o.id, o.title, o.category, o.price_cents, o.price_type, o.city, o.province,
                   o.latitude, o.longitude, o.published_at,
                   (select ph.upload_id from offer_photos ph where ph.offer_id = o.id
                     order by ph.position limit 1) as cover_upload_id,
                   exists (select 1 from offer_favourites fav
                            where fav.user_id = ${viewerId} and fav.offer_id = o.id) as favourited,
                   ${distance} as distance_km, null::bigint as total,
                   u.id as seller_id, u.account_type, p.first_name, p.last_name, p.user_name, p.profile_photo,
                   b.business_name, m.created_at as matched_at, (m.seen_at is null) as is_new
            from matches m
            join offers o on o.id = m.offer_id
            join users u on u.id = o.user_id
            left join user_profiles p on p.user_id = o.user_id
            left join businesses b on b.user_id = o.user_id
            where m.subject_kind = ${kind} and m.subject_id = ${subjectId} and ${listed}
            order by m.created_at desc, o.id desc
            limit ${limit} offset ${offset}`,
      );
      const [count] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${listedMatchesOf(kind, sql`${subjectId}::uuid`)}) c`,
      );
      const fresh = items.filter((i) => i.is_new).map((i) => i.id);
      if (fresh.length) {
        await db.execute(sql`update matches set seen_at = ${now}
          where subject_kind = ${kind} and subject_id = ${subjectId} and seen_at is null
            and offer_id in (${sql.join(
              fresh.map((id) => sql`${id}`),
              sql`, `,
            )})`);
      }
      return { items, total: Number(count?.n ?? 0) };
    },

    // ── Reports ──

    async insertReport(v: typeof wantReports.$inferInsert) {
      const [row] = await db.insert(wantReports).values(v).onConflictDoNothing().returning();
      return row ?? null;
    },

    async reportsOf(wantId: string) {
      return rowsOf<{
        id: string;
        reason: string;
        details: string | null;
        status: string;
        created_at: Date | string;
        reporter_id: string;
        account_type: string | null;
        first_name: string | null;
        last_name: string | null;
        user_name: string | null;
        business_name: string | null;
      }>(
        db,
        sql`select r.id, r.reason, r.details, r.status, r.created_at, r.reporter_id, u.account_type,
                   p.first_name, p.last_name, p.user_name, b.business_name
            from want_reports r join users u on u.id = r.reporter_id
            left join user_profiles p on p.user_id = r.reporter_id
            left join businesses b on b.user_id = r.reporter_id
            where r.want_id = ${wantId} order by r.created_at desc`,
      );
    },

    async resolveOpenReports(wantId: string, status: 'ACTIONED' | 'DECLINED', adminId: string, now: Date) {
      const rows = await db
        .update(wantReports)
        .set({ status, resolvedAt: now, resolvedBy: adminId })
        .where(and(eq(wantReports.wantId, wantId), eq(wantReports.status, 'OPEN')))
        .returning({ id: wantReports.id });
      return rows.length;
    },

    /** The console's list: every want with its member and open reports, newest first. */
    async adminList(
      f: { status?: string; q?: string; userId?: string; reported?: boolean; now: Date },
      limit: number,
      offset: number,
    ) {
      const where = [sql`true`];
      if (f.status === 'EXPIRED')
        where.push(sql`(w.status = 'EXPIRED' or (w.status = 'ACTIVE' and w.expires_at <= ${f.now}))`);
      else if (f.status === 'ACTIVE') where.push(sql`w.status = 'ACTIVE' and w.expires_at > ${f.now}`);
      else if (f.status) where.push(sql`w.status = ${f.status}`);
      if (f.userId) where.push(sql`w.user_id = ${f.userId}`);
      if (f.q) {
        const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`(w.title ilike ${like} or u.email ilike ${like} or p.first_name ilike ${like}
                        or p.last_name ilike ${like} or b.business_name ilike ${like})`);
      }
      if (f.reported !== undefined) {
        where.push(
          sql`${f.reported ? sql`` : sql`not`} exists (select 1 from want_reports r where r.want_id = w.id and r.status = 'OPEN')`,
        );
      }
      const cond = sql.join(where, sql` and `);
      const items = await rowsOf<AdminMemberRow>(
        db,
        sql`select ${adminMemberColumns}
            from wants w ${memberJoins} where ${cond}
            order by w.created_at desc, w.id desc limit ${limit} offset ${offset}`,
      );
      const [count] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from wants w ${memberJoins} where ${cond}`,
      );
      return { items, total: Number(count?.n ?? 0) };
    },

    async adminMember(wantId: string) {
      const [row] = await rowsOf<AdminMemberRow>(
        db,
        sql`select ${adminMemberColumns}
            from wants w ${memberJoins} where w.id = ${wantId}`,
      );
      return row ?? null;
    },

    // ── Saved searches ──

    async searchesOf(userId: string) {
      const rows = await rowsOf<SavedSearchRowRaw>(
        db,
        sql`select s.id, s.name, s.alert, s.params, s.radius_km, s.created_at,
                   ${countsOf('SEARCH', sql`s.id`)} as n, ${newCountsOf('SEARCH', sql`s.id`)} as fresh
            from saved_searches s where s.user_id = ${userId} order by s.created_at desc, s.id desc`,
      );
      return rows;
    },

    async searchOf(id: string) {
      const [row] = await rowsOf<SavedSearchRowRaw & { user_id: string }>(
        db,
        sql`select s.id, s.user_id, s.name, s.alert, s.params, s.radius_km, s.created_at,
                   ${countsOf('SEARCH', sql`s.id`)} as n, ${newCountsOf('SEARCH', sql`s.id`)} as fresh
            from saved_searches s where s.id = ${id}`,
      );
      return row ?? null;
    },

    /** Who owns the saved search (null when there is none). */
    async searchOwner(id: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: savedSearches.userId })
        .from(savedSearches)
        .where(eq(savedSearches.id, id));
      return row?.userId ?? null;
    },

    async countSearches(userId: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from saved_searches where user_id = ${userId}`,
      );
      return row?.n ?? 0;
    },

    async insertSearch(v: typeof savedSearches.$inferInsert) {
      const [row] = await db.insert(savedSearches).values(v).returning({ id: savedSearches.id });
      return row?.id ?? null;
    },

    async updateSearch(id: string, v: { name: string; alert: string; updatedAt: Date }) {
      const rows = await db
        .update(savedSearches)
        .set(v)
        .where(eq(savedSearches.id, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async removeSearch(id: string) {
      await db.delete(matches).where(and(eq(matches.subjectKind, 'SEARCH'), eq(matches.subjectId, id)));
      await db.delete(savedSearches).where(eq(savedSearches.id, id));
    },
  };
}

export interface SavedSearchRowRaw {
  id: string;
  name: string;
  alert: string;
  params: Record<string, string>;
  radius_km: number | null;
  created_at: Date | string;
  n: number;
  fresh: number;
}

export type WantsRepository = ReturnType<typeof createWantsRepository>;

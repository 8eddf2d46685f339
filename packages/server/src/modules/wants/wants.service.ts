/**
 * Wants and saved searches for members, and want moderation for the console (contracts `api/wants.ts`).
 * Matching itself runs after the commit (matching.ts): the services only write the rows the triggers queue.
 */
import {
  centsToBits,
  DEFAULT_SEARCH_RADIUS_KM,
  OFFER_CATEGORY_BY_FILTER_ID,
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  type OfferReportReason,
  SAVED_SEARCHES_PER_MEMBER_MAX,
  SEARCH_TOTAL_CAP,
  type TAdminWant,
  type TSavedSearch,
  type TWant,
  type TWantCard,
  USER_STATUS_IDS,
  WANT_LIFETIME_DAYS,
  WANT_MESSAGES,
  WANTS_PER_MEMBER_MAX,
  type WantStatus,
  type ZAdminWantStatusRequest,
  type ZAdminWantsQuery,
  type ZCreateSavedSearchRequest,
  type ZMatchesQuery,
  type ZMyWantsQuery,
  type ZReportWantRequest,
  type ZUpdateSavedSearchRequest,
  type ZWantedFeedQuery,
  type ZWantInput,
} from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Point, roundKm, storedBox } from '../../lib/geo.ts';
import { viewerOrigin } from '../../lib/viewer-origin.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { toCard } from '../offer-search/offer-search.service.ts';
import { placeOf } from '../offers/offers.service.ts';
import { toSellerCard } from '../offers/seller-card.ts';
import { fullName, shortName } from '../users/display-name.ts';
import { wantModerationNotices } from './wants.notices.ts';
import {
  type AdminMemberRow,
  createWantsRepository,
  type SavedSearchRowRaw,
  type WantCardRow,
  type WantRow,
} from './wants.repository.ts';

type Out<T extends z.ZodType> = z.output<T>;
const DAY_MS = 24 * 60 * 60_000;
/** Wants a profile lists. */
const PROFILE_WANTS_MAX = 20;

const iso = (d: Date | string) => new Date(d).toISOString();
const categoryIdOf = (c: string) => OFFER_CATEGORY_FILTER_IDS[c as OfferCategory] ?? 0;

/** The status a member reads: an active want past its end is EXPIRED even before the job marks it. */
export function effectiveWantStatus(w: Pick<WantRow, 'status' | 'expiresAt'>, now: Date): WantStatus {
  if (w.status === 'ACTIVE' && w.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return w.status as WantStatus;
}

function toWant(
  w: WantRow,
  counts: { matchCount: number; newMatchCount: number } | undefined,
  now: Date,
): TWant {
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    category: w.category as OfferCategory,
    categoryId: categoryIdOf(w.category),
    maxCents: w.maxCents,
    radiusKm: w.radiusKm,
    alert: w.alert as TWant['alert'],
    status: effectiveWantStatus(w, now),
    disabledReason: w.status === 'DISABLED' ? w.disabledReason : null,
    city: w.city,
    province: w.province,
    expiresAt: iso(w.expiresAt),
    createdAt: iso(w.createdAt),
    updatedAt: iso(w.updatedAt),
    matchCount: counts?.matchCount ?? 0,
    newMatchCount: counts?.newMatchCount ?? 0,
  };
}

/** A want as the console shows it: with its member (full name and e-mail) and its open reports. */
function toAdminWant(
  w: WantRow,
  m: AdminMemberRow,
  counts: { matchCount: number; newMatchCount: number } | undefined,
  now: Date,
): TAdminWant {
  return {
    ...toWant(w, counts, now),
    member: {
      id: m.member_id,
      displayName:
        fullName({ firstName: m.first_name, lastName: m.last_name, userName: m.user_name }, m.email) ||
        shortName({ ...m, accountType: m.account_type, businessName: m.business_name }),
      email: m.email,
    },
    openReportCount: m.open_reports,
  };
}

function toWantCard(r: WantCardRow): TWantCard {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category as OfferCategory,
    categoryId: categoryIdOf(r.category),
    maxCents: r.max_cents === null ? null : Number(r.max_cents),
    city: r.city,
    province: r.province,
    distanceKm: r.distance_km === null ? null : roundKm(Number(r.distance_km)),
    createdAt: iso(r.created_at),
    member: toSellerCard({
      id: r.member_id,
      accountType: r.account_type,
      firstName: r.first_name,
      lastName: r.last_name,
      userName: r.user_name,
      profilePhoto: r.profile_photo,
      businessName: r.business_name,
    }),
  };
}

function toSavedSearch(s: SavedSearchRowRaw): TSavedSearch {
  return {
    id: s.id,
    name: s.name,
    alert: s.alert as TSavedSearch['alert'],
    query: s.params,
    radiusKm: s.radius_km === null ? null : Number(s.radius_km),
    createdAt: iso(s.created_at),
    matchCount: Number(s.n),
    newMatchCount: Number(s.fresh),
  };
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Serialises what may open one member's wants (posting, renewing, an admin enabling one) until `tx` ends,
 * so the open-wants limit holds under concurrent requests. Taken before any want row is locked.
 */
async function lockMemberWants(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wants:${userId}`}))`);
}

/** Whether the member's open wants leave room for one more (asked under `lockMemberWants`). */
async function roomForWant(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  return (await createWantsRepository(tx).countOpen(userId, now)) < WANTS_PER_MEMBER_MAX;
}

export function createWantsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const repo = createWantsRepository(db);

  /** The member's place: where their wants are matched around (their general location). */
  async function placeOfMember(userId: string) {
    const [row] = await rowsOf<{ latitude: number; longitude: number; address_components: unknown }>(
      db,
      sql`select latitude, longitude, address_components from user_locations where user_id = ${userId}`,
    );
    if (!row) {
      throw new AppError('VALIDATION_FAILED', WANT_MESSAGES.noLocation, {
        fieldErrors: { location: [WANT_MESSAGES.noLocation] },
      });
    }
    const center: Point = { lat: row.latitude, lng: row.longitude };
    return { center, ...placeOf(row.address_components) };
  }

  /** 404 unless `auth` owns the saved search (whose existence is not told to others). */
  async function ownSearch(auth: AuthContext, id: string) {
    if ((await repo.searchOwner(id)) !== auth.userId) throw new AppError('NOT_FOUND');
  }

  /** The want if `auth` owns it: 404 when it is not theirs (a want's existence is not told to others). */
  async function ownWant(auth: AuthContext, id: string): Promise<WantRow> {
    const w = await repo.find(id);
    if (!w || w.userId !== auth.userId) throw new AppError('NOT_FOUND');
    return w;
  }

  async function withCounts(w: WantRow): Promise<TWant> {
    const counts = await repo.withCounts([w.id]);
    return toWant(w, counts.get(w.id), clock());
  }

  function fields(
    body: Out<typeof ZWantInput>,
    place: { center: Point; city: string | null; province: string | null },
  ) {
    return {
      title: body.title,
      description: body.description,
      category: body.category,
      maxCents: body.maxPrice,
      radiusKm: body.radiusKm,
      alert: body.alert,
      city: place.city,
      province: place.province,
      latitude: place.center.lat,
      longitude: place.center.lng,
      ...storedBox(place.center, body.radiusKm),
    };
  }

  /** Who may see another member's want: shown (active, not past its end, active owner) and not blocked. */
  async function visibleTo(auth: AuthContext, w: WantRow & { ownerStatusId: number }): Promise<boolean> {
    if (w.userId === auth.userId) return true;
    if (effectiveWantStatus(w, clock()) !== 'ACTIVE' || w.ownerStatusId !== USER_STATUS_IDS.ACTIVE)
      return false;
    return !(await repo.isBlockedBetween(auth.userId, w.userId));
  }

  /** 400 when the title has no word matching could compare (it would never match an offer). */
  async function assertMatchableTitle(title: string) {
    if ((await repo.stemsOf(title)).length === 0) {
      throw new AppError('VALIDATION_FAILED', WANT_MESSAGES.titleNoWords, {
        fieldErrors: { title: [WANT_MESSAGES.titleNoWords] },
      });
    }
  }

  return {
    async create(auth: AuthContext, body: Out<typeof ZWantInput>): Promise<TWant> {
      await assertMatchableTitle(body.title);
      const place = await placeOfMember(auth.userId);
      const now = clock();
      return db.transaction(async (tx) => {
        await lockMemberWants(tx, auth.userId);
        if (!(await roomForWant(tx, auth.userId, now))) throw conflict(WANT_MESSAGES.tooMany);
        const row = await createWantsRepository(tx).insert({
          userId: auth.userId,
          ...fields(body, place),
          status: 'ACTIVE',
          expiresAt: new Date(now.getTime() + WANT_LIFETIME_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        });
        return toWant(row, undefined, now);
      });
    },

    async update(auth: AuthContext, id: string, body: Out<typeof ZWantInput>): Promise<TWant> {
      const w = await ownWant(auth, id);
      if (w.status === 'DISABLED') throw conflict(WANT_MESSAGES.disabled);
      await assertMatchableTitle(body.title);
      const place = await placeOfMember(auth.userId);
      const row = await repo.updateUnlessDisabled(id, { ...fields(body, place), updatedAt: clock() });
      if (!row) throw conflict(WANT_MESSAGES.disabled);
      return withCounts(row);
    },

    async mine(auth: AuthContext, q: Out<typeof ZMyWantsQuery>) {
      const now = clock();
      const page = await repo.mine(auth.userId, q.status, now, q.limit, q.offset);
      const counts = await repo.withCounts(page.items.map((w) => w.id));
      return { items: page.items.map((w) => toWant(w, counts.get(w.id), now)), total: page.total };
    },

    async changeStatus(auth: AuthContext, id: string, status: 'ACTIVE' | 'PAUSED'): Promise<TWant> {
      const w = await ownWant(auth, id);
      const now = clock();
      const current = effectiveWantStatus(w, now);
      if (current === 'DISABLED') throw conflict(WANT_MESSAGES.disabled);
      if (current === 'EXPIRED') throw conflict(WANT_MESSAGES.expired);
      if (current === status) return withCounts(w);
      const row = await repo.updateUnlessDisabled(id, { status, updatedAt: now });
      if (!row) throw conflict(WANT_MESSAGES.disabled);
      return withCounts(row);
    },

    async renew(auth: AuthContext, id: string): Promise<TWant> {
      await ownWant(auth, id);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        await lockMemberWants(tx, auth.userId);
        const r = createWantsRepository(tx);
        // Decided on the row as it is now: a renewal, a resume or an admin's change may have just landed.
        const w = await r.lock(id);
        if (!w) throw new AppError('NOT_FOUND');
        if (w.status === 'DISABLED') throw conflict(WANT_MESSAGES.disabled);
        // An expired want renewed is open again: it takes a place within the limit, as a new one would.
        if (effectiveWantStatus(w, now) === 'EXPIRED' && !(await roomForWant(tx, auth.userId, now)))
          throw conflict(WANT_MESSAGES.tooMany);
        const renewed = await r.update(id, {
          status: w.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
          expiresAt: new Date(now.getTime() + WANT_LIFETIME_DAYS * DAY_MS),
          updatedAt: now,
        });
        if (!renewed) throw new AppError('NOT_FOUND');
        return renewed;
      });
      return withCounts(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await ownWant(auth, id);
      await db.transaction((tx) => createWantsRepository(tx).remove(id));
    },

    async details(auth: AuthContext, id: string) {
      const w = await repo.find(id);
      if (!w || !(await visibleTo(auth, w))) throw new AppError('NOT_FOUND');
      const { center } = await viewerOrigin(db, auth.userId, 'offer');
      const card = await repo.card(id, center);
      if (!card) throw new AppError('NOT_FOUND');
      return { want: toWantCard(card), own: w.userId === auth.userId ? await withCounts(w) : null };
    },

    async wanted(auth: AuthContext, q: Out<typeof ZWantedFeedQuery>) {
      const { center, radiusSetting } = await viewerOrigin(db, auth.userId, 'offer');
      const radiusKm = q.radius === undefined ? (radiusSetting ?? DEFAULT_SEARCH_RADIUS_KM) : q.radius;
      const page = await repo.wanted(
        {
          viewerId: auth.userId,
          q: q.q || undefined,
          categories: q.categoryIds?.map((id) => OFFER_CATEGORY_BY_FILTER_ID[id] as string),
          center,
          radiusKm,
          offerId: q.offerId,
          sort: q.sortBy ?? 'newest',
          now: clock(),
        },
        q.limit,
        q.offset,
        SEARCH_TOTAL_CAP,
      );
      return {
        items: page.items.map(toWantCard),
        total: Math.min(page.total, SEARCH_TOTAL_CAP),
        center: center ? { latitude: center.lat, longitude: center.lng, radiusKm } : null,
      };
    },

    async ofMember(auth: AuthContext, memberId: string): Promise<TWantCard[]> {
      const { center } = await viewerOrigin(db, auth.userId, 'offer');
      const rows = await repo.ofMember(memberId, auth.userId, center, clock(), PROFILE_WANTS_MAX);
      return rows.map(toWantCard);
    },

    async wantMatches(auth: AuthContext, id: string, q: Out<typeof ZMatchesQuery>) {
      await ownWant(auth, id);
      return matchesOf(auth, 'WANT', id, q);
    },

    async report(auth: AuthContext, body: Out<typeof ZReportWantRequest>) {
      const w = await repo.find(body.wantId);
      if (!w || !(await visibleTo(auth, w))) throw new AppError('NOT_FOUND');
      if (w.userId === auth.userId) throw conflict(WANT_MESSAGES.ownWant);
      const row = await repo.insertReport({
        wantId: w.id,
        reporterId: auth.userId,
        reason: body.reason,
        details: body.details || null,
      });
      if (!row) throw conflict(WANT_MESSAGES.alreadyReported);
      return { id: row.id, wantId: w.id, reason: body.reason, createdAt: iso(row.createdAt) };
    },

    // ── Saved searches ──

    async searches(auth: AuthContext): Promise<TSavedSearch[]> {
      return (await repo.searchesOf(auth.userId)).map(toSavedSearch);
    },

    async createSearch(
      auth: AuthContext,
      body: Out<typeof ZCreateSavedSearchRequest>,
    ): Promise<TSavedSearch> {
      const c = body.criteria;
      const categories = c.categoryIds && c.categoryIds.length < 4 ? c.categoryIds : undefined;
      if (!c.q && !categories) {
        throw new AppError('VALIDATION_FAILED', WANT_MESSAGES.searchEmpty, {
          fieldErrors: { criteria: [WANT_MESSAGES.searchEmpty] },
        });
      }
      // Text of common words only would be no condition at all: every offer around would match.
      if (c.q && !categories && (await repo.stemsOf(c.q)).length === 0) {
        throw new AppError('VALIDATION_FAILED', WANT_MESSAGES.searchNoWords, {
          fieldErrors: { criteria: [WANT_MESSAGES.searchNoWords] },
        });
      }
      const { center, radiusSetting } = await viewerOrigin(db, auth.userId, 'offer');
      const radiusKm = c.radius === undefined ? (radiusSetting ?? DEFAULT_SEARCH_RADIUS_KM) : c.radius;
      if (radiusKm !== null && !center) {
        throw new AppError('VALIDATION_FAILED', WANT_MESSAGES.searchNoLocation, {
          fieldErrors: { location: [WANT_MESSAGES.searchNoLocation] },
        });
      }
      // The search page's address values, to open the search again.
      const params: Record<string, string> = {};
      if (c.q) params.q = c.q;
      if (categories) params.categoryIds = categories.join(',');
      params.radius = radiusKm === null ? 'anywhere' : String(radiusKm);
      if (c.minPrice !== undefined) params.minPrice = centsToBits(c.minPrice);
      if (c.maxPrice !== undefined) params.maxPrice = centsToBits(c.maxPrice);
      if (c.accountType) params.accountType = c.accountType;
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const r = createWantsRepository(tx);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`searches:${auth.userId}`}))`);
        if ((await r.countSearches(auth.userId)) >= SAVED_SEARCHES_PER_MEMBER_MAX) {
          throw conflict(WANT_MESSAGES.tooManySearches);
        }
        const area =
          radiusKm !== null && center
            ? { latitude: center.lat, longitude: center.lng, radiusKm, ...storedBox(center, radiusKm) }
            : {};
        return r.insertSearch({
          userId: auth.userId,
          name: body.name,
          alert: body.alert,
          params,
          q: c.q || null,
          categories: categories ? categories.map((i) => OFFER_CATEGORY_BY_FILTER_ID[i] as string) : null,
          minCents: c.minPrice ?? null,
          maxCents: c.maxPrice ?? null,
          accountType: c.accountType ?? null,
          ...area,
          createdAt: now,
          updatedAt: now,
        });
      });
      const row = id ? await repo.searchOf(id) : null;
      if (!row) throw new AppError('NOT_FOUND');
      return toSavedSearch(row);
    },

    async updateSearch(auth: AuthContext, id: string, body: Out<typeof ZUpdateSavedSearchRequest>) {
      await ownSearch(auth, id);
      await repo.updateSearch(id, { name: body.name, alert: body.alert, updatedAt: clock() });
      const row = await repo.searchOf(id);
      if (!row) throw new AppError('NOT_FOUND');
      return toSavedSearch(row);
    },

    async removeSearch(auth: AuthContext, id: string) {
      await ownSearch(auth, id);
      await db.transaction((tx) => createWantsRepository(tx).removeSearch(id));
    },

    async searchMatches(auth: AuthContext, id: string, q: Out<typeof ZMatchesQuery>) {
      await ownSearch(auth, id);
      return matchesOf(auth, 'SEARCH', id, q);
    },

    // ── Console ──

    async adminList(q: Out<typeof ZAdminWantsQuery>) {
      const now = clock();
      const page = await repo.adminList(
        {
          status: q.status,
          q: q.q || undefined,
          userId: q.userId,
          reported: q.reported === undefined ? undefined : q.reported === 'true',
          now,
        },
        q.limit,
        q.offset,
      );
      // The page's wants and their match counts in one read each (not three reads per row).
      const ids = page.items.map((r) => r.id);
      const [rows, counts] = await Promise.all([repo.findMany(ids), repo.withCounts(ids)]);
      const byId = new Map(rows.map((w) => [w.id, w]));
      const items = page.items.flatMap((m) => {
        const w = byId.get(m.id);
        return w ? [toAdminWant(w, m, counts.get(m.id), now)] : [];
      });
      return { items, total: page.total };
    },

    adminGet: (id: string) => adminWantWithReports(id),

    async adminChangeStatus(auth: AuthContext, id: string, body: Out<typeof ZAdminWantStatusRequest>) {
      const now = clock();
      await db.transaction(async (tx) => {
        const r = createWantsRepository(tx);
        // The member's wants lock first (as their own requests take it), then the want's row.
        const owner = await r.find(id);
        if (!owner) throw new AppError('NOT_FOUND');
        await lockMemberWants(tx, owner.userId);
        const w = await r.lock(id);
        if (!w) throw new AppError('NOT_FOUND');
        if (body.status === 'DISABLED') {
          if (w.status === 'DISABLED') throw conflict(WANT_MESSAGES.alreadyDisabled);
          const reason = body.reason as string;
          await r.update(id, {
            status: 'DISABLED',
            previousStatus: w.status,
            disabledReason: reason,
            updatedAt: now,
          });
          const actioned = await r.resolveOpenReports(id, 'ACTIONED', auth.userId, now);
          await r.audit(auth.userId, w.userId, 'WANT_STATUS', {
            wantId: id,
            status: 'DISABLED',
            reason,
            reports: actioned,
          });
          await notify(tx, wantModerationNotices.disabled(w, reason));
        } else {
          if (w.status !== 'DISABLED') throw conflict(WANT_MESSAGES.notDisabled);
          let restored = w.previousStatus && w.previousStatus !== 'DISABLED' ? w.previousStatus : 'ACTIVE';
          // It comes back open only when its member has room for it; else expired, to renew once a place is free.
          const opens = effectiveWantStatus({ status: restored, expiresAt: w.expiresAt }, now) !== 'EXPIRED';
          if (opens && !(await roomForWant(tx, w.userId, now))) restored = 'EXPIRED';
          await r.update(id, {
            status: restored,
            previousStatus: null,
            disabledReason: null,
            updatedAt: now,
          });
          await r.audit(auth.userId, w.userId, 'WANT_STATUS', {
            wantId: id,
            status: restored,
            reason: body.reason ?? null,
          });
          await notify(tx, wantModerationNotices.enabled(w));
        }
      });
      return adminWantWithReports(id);
    },

    async adminDeclineReports(auth: AuthContext, id: string) {
      const now = clock();
      await db.transaction(async (tx) => {
        const r = createWantsRepository(tx);
        const w = await r.lock(id);
        if (!w) throw new AppError('NOT_FOUND');
        const n = await r.resolveOpenReports(id, 'DECLINED', auth.userId, now);
        if (n > 0) await r.audit(auth.userId, w.userId, 'WANT_REPORTS_DECLINED', { wantId: id, reports: n });
      });
      return adminWantWithReports(id);
    },
  };

  async function matchesOf(
    auth: AuthContext,
    kind: 'WANT' | 'SEARCH',
    id: string,
    q: Out<typeof ZMatchesQuery>,
  ) {
    const { center } = await viewerOrigin(db, auth.userId, 'offer');
    const page = await repo.matchedOffers(kind, id, auth.userId, center, q.limit, q.offset, clock());
    return {
      items: page.items.map((r) => ({ offer: toCard(r), matchedAt: iso(r.matched_at), isNew: r.is_new })),
      total: page.total,
    };
  }

  async function adminWant(id: string): Promise<TAdminWant> {
    const [w, m, counts] = await Promise.all([repo.find(id), repo.adminMember(id), repo.withCounts([id])]);
    if (!w || !m) throw new AppError('NOT_FOUND');
    return toAdminWant(w, m, counts.get(id), clock());
  }

  async function adminWantWithReports(id: string) {
    const want = await adminWant(id);
    const reports = await repo.reportsOf(id);
    return {
      ...want,
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason as OfferReportReason,
        details: r.details,
        status: r.status as 'OPEN' | 'ACTIONED' | 'DECLINED',
        reporter: {
          id: r.reporter_id,
          displayName: shortName({
            firstName: r.first_name,
            lastName: r.last_name,
            userName: r.user_name,
            accountType: r.account_type,
            businessName: r.business_name,
          }),
        },
        createdAt: iso(r.created_at),
      })),
    };
  }
}

/** Offer rows: reads return null when absent; status changes are conditional on the old status. */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import {
  businesses,
  offerFavourites,
  offerPhotos,
  offerReports,
  offers,
  offerViews,
  subscriptions,
  uploads,
  userLocations,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

export interface OfferPhotoRow {
  id: string;
  offerId: string;
  uploadId: string;
  width: number | null;
  height: number | null;
}

type OfferSort = 'createdAt' | 'updatedAt' | 'title' | 'priceCents' | 'status';
const offerSortColumn = (s: OfferSort) =>
  ({
    createdAt: offers.createdAt,
    updatedAt: offers.updatedAt,
    title: offers.title,
    priceCents: offers.priceCents,
    status: offers.status,
  })[s];

const openReportsOf = sql<number>`(select count(*)::int from ${offerReports} where ${offerReports.offerId} = ${offers.id} and ${offerReports.status} = 'OPEN')`;
const reportsOf = sql<number>`(select count(*)::int from ${offerReports} where ${offerReports.offerId} = ${offers.id})`;

export function createOffersRepository(db: DbOrTx) {
  return {
    /** Photos of the given offers in display order, grouped by offer id. */
    async photosFor(offerIds: string[]): Promise<Map<string, OfferPhotoRow[]>> {
      const out = new Map<string, OfferPhotoRow[]>();
      if (offerIds.length === 0) return out;
      const rows = await db
        .select({
          id: offerPhotos.id,
          offerId: offerPhotos.offerId,
          uploadId: offerPhotos.uploadId,
          width: uploads.width,
          height: uploads.height,
        })
        .from(offerPhotos)
        .innerJoin(uploads, eq(uploads.id, offerPhotos.uploadId))
        .where(inArray(offerPhotos.offerId, offerIds))
        .orderBy(asc(offerPhotos.offerId), asc(offerPhotos.position));
      for (const r of rows) {
        const list = out.get(r.offerId) ?? [];
        list.push(r);
        out.set(r.offerId, list);
      }
      return out;
    },

    async findById(id: string): Promise<OfferRow | null> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
      return row ?? null;
    },

    /** The offer with its owner's account status id. */
    async findWithOwner(id: string): Promise<{ offer: OfferRow; ownerStatusId: number } | null> {
      const [row] = await db
        .select({ offer: offers, ownerStatusId: users.statusId })
        .from(offers)
        .innerJoin(users, eq(users.id, offers.userId))
        .where(eq(offers.id, id))
        .limit(1);
      return row ?? null;
    },

    async insert(values: NewOffer): Promise<OfferRow> {
      const [row] = await db.insert(offers).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewOffer>): Promise<OfferRow | null> {
      const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
      return row ?? null;
    },

    /** Sets the status only if it is still `from` (a concurrent change makes this return null). */
    async changeStatus(id: string, from: string, values: Partial<NewOffer>): Promise<OfferRow | null> {
      const [row] = await db
        .update(offers)
        .set(values)
        .where(and(eq(offers.id, id), eq(offers.status, from)))
        .returning();
      return row ?? null;
    },

    async listOwn(userId: string, status: string | undefined, limit: number, offset: number) {
      const where = and(
        eq(offers.userId, userId),
        status ? eq(offers.status, status) : ne(offers.status, 'DELETE'),
      );
      const rows = await db
        .select()
        .from(offers)
        .where(where)
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(offers).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async countsByStatus(userId: string): Promise<{ status: string; n: number }[]> {
      return db
        .select({ status: offers.status, n: count() })
        .from(offers)
        .where(eq(offers.userId, userId))
        .groupBy(offers.status);
    },

    async memberContext(userId: string) {
      const [row] = await db
        .select({
          checkOutStatus: users.checkOutStatus,
          subStatus: subscriptions.status,
          periodEnd: subscriptions.currentPeriodEnd,
          latitude: userLocations.latitude,
          longitude: userLocations.longitude,
          addressComponents: userLocations.addressComponents,
        })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    // ---- moderation (admin console: Offers) ----

    /** Resolves the OPEN reports of an offer (disabling it, or declining its reports); returns how many changed. */
    async resolveOpenReports(
      offerId: string,
      status: 'DECLINED' | 'ACTIONED',
      adminId: string,
      note: string | null,
    ): Promise<number> {
      const rows = await db
        .update(offerReports)
        .set({ status, resolvedAt: new Date(), resolvedBy: adminId, resolutionNote: note })
        .where(and(eq(offerReports.offerId, offerId), eq(offerReports.status, 'OPEN')))
        .returning({ id: offerReports.id });
      return rows.length;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return !!row;
    },

    /** A member's offers: one status, or everything but DELETE. */
    async listUserOffers(
      userId: string,
      status: string,
      limit: number,
      offset: number,
      sortBy: OfferSort,
      order: 'ASC' | 'DESC',
    ) {
      const where = and(
        eq(offers.userId, userId),
        status === 'ALL' ? ne(offers.status, 'DELETE') : eq(offers.status, status),
      );
      const dir = order === 'ASC' ? asc : desc;
      const rows = await db
        .select()
        .from(offers)
        .where(where)
        .orderBy(dir(offerSortColumn(sortBy)), dir(offers.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(offers).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every offer with its seller and report counts, filtered and paged. */
    async listAllOffers(
      f: {
        status?: string;
        ids?: string[];
        category?: string;
        userId?: string;
        q?: string;
        reported?: boolean;
      },
      limit: number,
      offset: number,
      sortBy: OfferSort,
      order: 'ASC' | 'DESC',
    ) {
      const conds: (SQL | undefined)[] = [];
      if (f.status && f.status !== 'ALL') conds.push(eq(offers.status, f.status));
      else if (!f.ids) conds.push(ne(offers.status, 'DELETE'));
      if (f.ids) conds.push(inArray(offers.id, f.ids));
      if (f.category) conds.push(eq(offers.category, f.category));
      if (f.userId) conds.push(eq(offers.userId, f.userId));
      if (f.q) {
        const term = `%${escapeLike(f.q)}%`;
        conds.push(or(ilike(offers.title, term), ilike(offers.description, term), ilike(users.email, term)));
      }
      if (f.reported === true) conds.push(sql`${openReportsOf} > 0`);
      if (f.reported === false) conds.push(sql`${openReportsOf} = 0`);
      const where = and(...conds);
      const dir = order === 'ASC' ? asc : desc;
      const rows = await db
        .select({
          offer: offers,
          email: users.email,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          userName: userProfiles.userName,
          openReports: openReportsOf,
          reports: reportsOf,
        })
        .from(offers)
        .innerJoin(users, eq(users.id, offers.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(where)
        .orderBy(dir(offerSortColumn(sortBy)), dir(offers.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(offers)
        .innerJoin(users, eq(users.id, offers.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    audit: adminAuditWriter(db),

    // ---- details page (helper "search") ----

    /** What the seller card shows about the owner. */
    async sellerFields(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountType: users.accountType,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          userName: userProfiles.userName,
          profilePhoto: userProfiles.profilePhoto,
          businessName: businesses.businessName,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The viewer's general location, null when not set. */
    async locationOf(userId: string): Promise<{ lat: number; lng: number } | null> {
      const [row] = await db
        .select({ lat: userLocations.latitude, lng: userLocations.longitude })
        .from(userLocations)
        .where(eq(userLocations.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** How many members favourited the offer, and whether `viewerId` did. */
    async favouriteStats(offerId: string, viewerId: string): Promise<{ count: number; mine: boolean }> {
      const [row] = await db
        .select({
          n: count(),
          mine: sql<boolean>`coalesce(bool_or(${offerFavourites.userId} = ${viewerId}), false)`,
        })
        .from(offerFavourites)
        .where(eq(offerFavourites.offerId, offerId));
      return { count: row?.n ?? 0, mine: !!row?.mine };
    },

    /** One view per viewer per offer per (UTC) day; repeats change nothing. */
    async recordView(offerId: string, viewerId: string, day: string): Promise<void> {
      await db.insert(offerViews).values({ offerId, viewerId, day }).onConflictDoNothing();
    },
  };
}

/**
 * Favourites, reports and view counts. Reads return null when absent. Settling an offer's open reports
 * is in the offers repository (disabling an offer settles them too).
 */
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  businesses,
  offerFavourites,
  offerReports,
  offers,
  offerViews,
  userProfiles,
  users,
} from '../../db/schema.ts';

export type OfferReportRow = typeof offerReports.$inferSelect;

export type { NameParts } from '../users/display-name.ts';

export function createOfferEngagementRepository(db: DbOrTx) {
  const sellerProfile = alias(userProfiles, 'seller_profile');
  const reporter = alias(users, 'reporter');
  const reporterProfile = alias(userProfiles, 'reporter_profile');
  const seller = alias(users, 'seller');

  return {
    // ------------------------------------------------------------ favourites

    async isFavourite(userId: string, offerId: string): Promise<boolean> {
      const [row] = await db
        .select({ offerId: offerFavourites.offerId })
        .from(offerFavourites)
        .where(and(eq(offerFavourites.userId, userId), eq(offerFavourites.offerId, offerId)))
        .limit(1);
      return !!row;
    },

    /** Adds the favourite (a repeat is a no-op). */
    async addFavourite(userId: string, offerId: string): Promise<void> {
      await db.insert(offerFavourites).values({ userId, offerId }).onConflictDoNothing();
    },

    async removeFavourite(userId: string, offerId: string): Promise<boolean> {
      const rows = await db
        .delete(offerFavourites)
        .where(and(eq(offerFavourites.userId, userId), eq(offerFavourites.offerId, offerId)))
        .returning({ offerId: offerFavourites.offerId });
      return rows.length > 0;
    },

    /** The member's favourites, newest first, with the offer, its owner's status and name. */
    async listFavourites(userId: string, limit: number, offset: number) {
      const where = and(eq(offerFavourites.userId, userId), ne(offers.status, 'DELETE'));
      const rows = await db
        .select({
          favouritedAt: offerFavourites.createdAt,
          offer: offers,
          ownerStatusId: users.statusId,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          userName: userProfiles.userName,
          accountType: users.accountType,
          businessName: businesses.businessName,
        })
        .from(offerFavourites)
        .innerJoin(offers, eq(offers.id, offerFavourites.offerId))
        .innerJoin(users, eq(users.id, offers.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .where(where)
        .orderBy(desc(offerFavourites.createdAt), desc(offerFavourites.offerId))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(offerFavourites)
        .innerJoin(offers, eq(offers.id, offerFavourites.offerId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    // ------------------------------------------------------------ reports

    /** Inserts the report; null when this member already reported this offer. */
    async insertReport(values: {
      offerId: string;
      reporterId: string;
      reason: string;
      details: string | null;
    }): Promise<OfferReportRow | null> {
      const [row] = await db.insert(offerReports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async hasReported(offerId: string, reporterId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: offerReports.id })
        .from(offerReports)
        .where(and(eq(offerReports.offerId, offerId), eq(offerReports.reporterId, reporterId)))
        .limit(1);
      return !!row;
    },

    /** Reports with the offer, seller and reporter, filtered and paged. */
    async listReports(
      filter: { status?: string; reason?: string; offerId?: string },
      limit: number,
      offset: number,
      order: 'ASC' | 'DESC',
    ) {
      const conds: SQL[] = [];
      if (filter.status) conds.push(eq(offerReports.status, filter.status));
      if (filter.reason) conds.push(eq(offerReports.reason, filter.reason));
      if (filter.offerId) conds.push(eq(offerReports.offerId, filter.offerId));
      const where = conds.length ? and(...conds) : undefined;
      const dir = order === 'ASC' ? asc : desc;
      const rows = await db
        .select({
          report: offerReports,
          offerTitle: offers.title,
          offerStatus: offers.status,
          sellerId: offers.userId,
          seller: {
            email: seller.email,
            firstName: sellerProfile.firstName,
            lastName: sellerProfile.lastName,
            userName: sellerProfile.userName,
          },
          reporter: {
            email: reporter.email,
            firstName: reporterProfile.firstName,
            lastName: reporterProfile.lastName,
            userName: reporterProfile.userName,
          },
        })
        .from(offerReports)
        .innerJoin(offers, eq(offers.id, offerReports.offerId))
        .innerJoin(seller, eq(seller.id, offers.userId))
        .leftJoin(sellerProfile, eq(sellerProfile.userId, seller.id))
        .innerJoin(reporter, eq(reporter.id, offerReports.reporterId))
        .leftJoin(reporterProfile, eq(reporterProfile.userId, reporter.id))
        .where(where)
        .orderBy(dir(offerReports.createdAt), dir(offerReports.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(offerReports).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    // ------------------------------------------------------------ counts

    async summaryCounts(offerId: string) {
      const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
      const views = await n(
        db.select({ n: count() }).from(offerViews).where(eq(offerViews.offerId, offerId)),
      );
      const favourites = await n(
        db.select({ n: count() }).from(offerFavourites).where(eq(offerFavourites.offerId, offerId)),
      );
      const [reports] = await db
        .select({
          all: count(),
          open: sql<number>`count(*) filter (where ${offerReports.status} = 'OPEN')::int`,
        })
        .from(offerReports)
        .where(eq(offerReports.offerId, offerId));
      return { views, favourites, reports: reports?.all ?? 0, openReports: Number(reports?.open ?? 0) };
    },
  };
}

export type OfferEngagementRepository = ReturnType<typeof createOfferEngagementRepository>;

/**
 * Offer engagement rules: favourites and reports of members, the action summary for owners and
 * admins, and the admin console's Reports resource. Members only ever act on offers they can see
 * (offers/visibility.ts); anything else answers 404 so drafts never leak.
 */
import {
  OFFER_ENGAGEMENT_MESSAGES as EM,
  OFFER_REPORT_RATE_LIMIT,
  OFFER_REPORT_REASON_LABELS,
  type OfferReportReason,
  type OfferReportStatus,
  type TFavouriteItem,
  type TOfferActionSummary,
  type TOfferReport,
  type ZDeclineReportsRequest,
  type ZMyFavouritesQuery,
  type ZOfferReportsQuery,
  type ZReportOfferRequest,
  type ZReportsOfOfferQuery,
  type ZToggleFavouriteRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createOffersRepository } from '../offers/offers.repository.ts';
import { toOfferPhoto } from '../offers/offers.service.ts';
import { canSeeOffer, isListed } from '../offers/visibility.ts';
import { fullName, shortName } from '../users/display-name.ts';
import { createOfferEngagementRepository } from './offer-engagement.repository.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** A member's offer reports per day (every attempt at an offer they may report counts). */
const OFFER_REPORT_RULE: RateLimitRule = {
  name: 'offer-report',
  ...OFFER_REPORT_RATE_LIMIT,
  message: EM.reportLimit,
};

export function createOfferEngagementService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createOfferEngagementRepository(db);
  const offersRepo = createOffersRepository(db);

  /** An offer of someone else that the member can see: 404 when hidden, 403 when their own. */
  async function othersListedOffer(auth: AuthContext, offerId: string, ownMessage: string) {
    const found = await offersRepo.findWithOwner(offerId);
    if (!found || !canSeeOffer(auth, found.offer, found.ownerStatusId)) throw new AppError('NOT_FOUND');
    if (found.offer.userId === auth.userId) throw new AppError('FORBIDDEN', ownMessage);
    return found.offer;
  }

  function toReport(r: Awaited<ReturnType<typeof repo.listReports>>['rows'][number]): TOfferReport {
    const reason = r.report.reason as OfferReportReason;
    return {
      id: r.report.id,
      offerId: r.report.offerId,
      offerTitle: r.offerTitle,
      offerStatus: r.offerStatus as TOfferReport['offerStatus'],
      sellerId: r.sellerId,
      sellerName: fullName(r.seller, r.seller.email),
      reporterId: r.report.reporterId,
      reporterName: fullName(r.reporter, r.reporter.email),
      reporterEmail: r.reporter.email,
      reason,
      reasonLabel: OFFER_REPORT_REASON_LABELS[reason] ?? reason,
      details: r.report.details,
      status: r.report.status as OfferReportStatus,
      createdAt: r.report.createdAt.toISOString(),
      resolvedAt: r.report.resolvedAt?.toISOString() ?? null,
      resolvedBy: r.report.resolvedBy,
      resolutionNote: r.report.resolutionNote,
    };
  }

  return {
    async toggleFavourite(auth: AuthContext, body: Out<typeof ZToggleFavouriteRequest>) {
      const { offerId } = body;
      const want = body.favourite ?? !(await repo.isFavourite(auth.userId, offerId));
      if (!want) {
        // Removal always works, whatever became of the offer.
        await repo.removeFavourite(auth.userId, offerId);
        return { offerId, favourited: false };
      }
      await othersListedOffer(auth, offerId, EM.ownFavourite);
      await repo.addFavourite(auth.userId, offerId);
      return { offerId, favourited: true };
    },

    async myFavourites(auth: AuthContext, q: Out<typeof ZMyFavouritesQuery>): Promise<Page<TFavouriteItem>> {
      const { rows, total } = await repo.listFavourites(auth.userId, q.limit, q.offset);
      const photos = await offersRepo.photosFor(rows.map((r) => r.offer.id));
      const items = rows.map((r): TFavouriteItem => {
        const cover = photos.get(r.offer.id)?.[0];
        const available = isListed(r.offer, r.ownerStatusId);
        const safe = {
          id: r.offer.id,
          available,
          title: r.offer.title,
          category: r.offer.category as TFavouriteItem['category'],
          coverThumbUrl: cover ? toOfferPhoto(cover).thumbUrl : null,
          favouritedAt: r.favouritedAt.toISOString(),
        };
        if (!available) {
          return { ...safe, priceCents: null, priceType: null, city: null, province: null, seller: null };
        }
        return {
          ...safe,
          priceCents: r.offer.priceCents,
          priceType: r.offer.priceType as TFavouriteItem['priceType'],
          city: r.offer.city,
          province: r.offer.province,
          seller: { id: r.offer.userId, displayName: shortName(r) },
        };
      });
      return { items, total };
    },

    async report(auth: AuthContext, body: Out<typeof ZReportOfferRequest>) {
      await othersListedOffer(auth, body.offerId, EM.ownReport);
      await takeRateLimit(db, OFFER_REPORT_RULE, auth.userId);
      const row = await repo.insertReport({
        offerId: body.offerId,
        reporterId: auth.userId,
        reason: body.reason,
        details: body.details || null,
      });
      if (!row) throw new AppError('CONFLICT', EM.alreadyReported);
      return {
        id: row.id,
        offerId: row.offerId,
        reason: row.reason as OfferReportReason,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async actionSummary(auth: AuthContext, offerId: string): Promise<TOfferActionSummary> {
      const found = await offersRepo.findWithOwner(offerId);
      // Others learn nothing about offers they cannot see.
      if (!found || !canSeeOffer(auth, found.offer, found.ownerStatusId)) throw new AppError('NOT_FOUND');
      const admin = auth.role === 'ADMIN';
      if (!admin && found.offer.userId !== auth.userId) throw new AppError('FORBIDDEN', EM.summaryForbidden);
      const c = await repo.summaryCounts(offerId);
      return {
        offerId,
        views: c.views,
        favourites: c.favourites,
        reports: c.reports,
        openReports: admin ? c.openReports : null,
      };
    },

    /** The admin console's Reports list. */
    async reports(_auth: AuthContext, q: Out<typeof ZOfferReportsQuery>): Promise<Page<TOfferReport>> {
      const { rows, total } = await repo.listReports(q, q.limit, q.offset, q.sortOrder);
      return { items: rows.map(toReport), total };
    },

    /** The reports of one offer, for the admin. */
    async reportsOfOffer(
      _auth: AuthContext,
      offerId: string,
      q: Out<typeof ZReportsOfOfferQuery>,
    ): Promise<Page<TOfferReport>> {
      if (!(await offersRepo.findById(offerId))) throw new AppError('NOT_FOUND');
      const { rows, total } = await repo.listReports(
        { offerId, status: q.status },
        q.limit,
        q.offset,
        'DESC',
      );
      return { items: rows.map(toReport), total };
    },

    async decline(auth: AuthContext, body: Out<typeof ZDeclineReportsRequest>) {
      const offer = await offersRepo.findById(body.offerId);
      if (!offer) throw new AppError('NOT_FOUND');
      const note = body.note || null;
      const declined = await db.transaction(async (tx) => {
        const r = createOffersRepository(tx);
        const n = await r.resolveOpenReports(offer.id, 'DECLINED', auth.userId, note);
        if (n > 0) {
          await r.audit(auth.userId, offer.userId, 'OFFER_REPORTS_DECLINED', {
            offerId: offer.id,
            reports: n,
            note,
          });
        }
        return n;
      });
      if (declined === 0) throw new AppError('CONFLICT', EM.noOpenReports);
      return { offerId: offer.id, declined };
    },
  };
}

export type OfferEngagementService = ReturnType<typeof createOfferEngagementService>;

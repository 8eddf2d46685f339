/**
 * Offer engagement: favourites, reports, report reasons, the action summary, and the
 * admin moderation calls (a member's offers, all offers, the reports lists, dismissing reports).
 *
 * Route order: Fastify prefers static segments, so `/offer/my-favourite`, `/offer/report`,
 * `/offer/report-reasons` and `/offer/all` win over the admin's `GET /offer/:id` (a USER id).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import {
  OFFER_REPORT_REASONS,
  OFFER_STATUSES,
  type OfferReportReason,
  ZOfferCategory,
  ZOfferReportReason,
  ZOfferStatus,
  ZPriceType,
} from '../enums.ts';
import { dataEnvelope, pageEnvelope, ZPageMeta, ZSortOrder, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZOffer } from './offers.ts';

/** Text areas stay under 250 characters (spec §5). */
export const OFFER_REPORT_DETAILS_MAX = 249;
export const OFFER_REPORT_NOTE_MAX = 249;

/**
 * Reports one member may file in a day: enough for anyone who meets real abuse, too few to flood the
 * moderators' queue (every report is read by a person).
 */
export const OFFER_REPORT_RATE_LIMIT = { max: 10, windowSeconds: 24 * 60 * 60 } as const;

/** Messages of the engagement calls (ours; the spec gives none). */
export const OFFER_ENGAGEMENT_MESSAGES = {
  favouriteAdded: 'Added to your favourites.',
  favouriteRemoved: 'Removed from your favourites.',
  ownFavourite: 'You cannot favourite your own offer.',
  reported: 'Thank you. Your report has been sent to our team.',
  alreadyReported: 'You have already reported this offer.',
  reportLimit: `You have sent ${OFFER_REPORT_RATE_LIMIT.max} reports today. Our team reads every one; you can report again tomorrow.`,
  ownReport: 'You cannot report your own offer.',
  reason: 'Please choose a reason.',
  detailsRequired: 'Please tell us what is wrong with this offer.',
  detailsMax: M.textAreaMax,
  noteMax: M.textAreaMax,
  declined: 'The reports of this offer have been dismissed.',
  noOpenReports: 'This offer has no open reports.',
  summaryForbidden: 'Only the owner of the offer can see its summary.',
} as const;

/** Labels of the report reasons (spec §3 names the values; the words are ours). */
export const OFFER_REPORT_REASON_LABELS: Record<OfferReportReason, string> = {
  SUSPICIOUS: 'Suspicious',
  ITS_SPAM: "It's spam",
  ADULT_CONTENT: 'Adult content',
  FALSE_INFORMATION: 'False information',
  MY_INTELLECTUAL_PROPERTY: 'Uses my intellectual property',
  OFFENSIVE_OR_INAPPROPRIATE: 'Offensive or inappropriate',
  OTHER: 'Other',
};

export const OFFER_REPORT_STATUSES = ['OPEN', 'DECLINED', 'ACTIONED'] as const;
export const ZOfferReportStatus = z.enum(OFFER_REPORT_STATUSES);
export type OfferReportStatus = z.infer<typeof ZOfferReportStatus>;

export const ZOfferIdBody = z.object({ offerId: ZId });

// ---------------------------------------------------------------- favourites

/**
 * POST /offer/my-favourite: toggles; the answer says whether the offer is now a favourite.
 * With `favourite` given it sets that state instead (idempotent: safe to repeat on a double click).
 */
export const ZToggleFavouriteRequest = ZOfferIdBody.extend({ favourite: z.boolean().optional() });
export const ZToggleFavouriteResponse = dataEnvelope(z.object({ offerId: ZId, favourited: z.boolean() }));
export type TToggleFavouriteResponse = z.infer<typeof ZToggleFavouriteResponse>;

/** The seller as shown on a card: "Alex M." (or the username, or "Member"). */
export const ZOfferSeller = z.object({ id: ZId, displayName: z.string() });

/**
 * One favourite. `available: false` when the offer is no longer ACTIVE or its owner not active:
 * then only the safe fields are filled (title, category, cover) and the rest is null, so the UI
 * shows "no longer available" instead of a broken card.
 */
export const ZFavouriteItem = z
  .object({
    id: ZId,
    available: z.boolean(),
    title: z.string(),
    category: ZOfferCategory,
    coverThumbUrl: z.string().nullable(),
    priceCents: z.number().int().nullable(),
    priceType: ZPriceType.nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    seller: ZOfferSeller.nullable(),
    /** When the member favourited it (ISO). */
    favouritedAt: z.string(),
  })
  .meta({ id: 'FavouriteOffer' });
export type TFavouriteItem = z.infer<typeof ZFavouriteItem>;

export const ZMyFavouritesQuery = z.object({
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export const ZMyFavouritesResponse = pageEnvelope(ZFavouriteItem);
export type TMyFavouritesResponse = z.infer<typeof ZMyFavouritesResponse>;

// ---------------------------------------------------------------- reports (member)

export const ZReportReasonOption = z.object({ value: ZOfferReportReason, label: z.string() });
export const ZReportReasonsResponse = dataEnvelope(z.array(ZReportReasonOption));
export type TReportReasonsResponse = z.infer<typeof ZReportReasonsResponse>;
export const OFFER_REPORT_REASON_OPTIONS = OFFER_REPORT_REASONS.map((value) => ({
  value,
  label: OFFER_REPORT_REASON_LABELS[value],
}));

/** POST /offer/report: a reason, and text (required with OTHER); under 250 characters. */
export const ZReportOfferRequest = z
  .object({
    offerId: ZId,
    reason: z.enum(OFFER_REPORT_REASONS, { error: OFFER_ENGAGEMENT_MESSAGES.reason }),
    details: z.string().trim().max(OFFER_REPORT_DETAILS_MAX, OFFER_ENGAGEMENT_MESSAGES.detailsMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.details) {
      ctx.addIssue({ code: 'custom', message: OFFER_ENGAGEMENT_MESSAGES.detailsRequired, path: ['details'] });
    }
  });
export type TReportOfferRequest = z.input<typeof ZReportOfferRequest>;
export const ZReportOfferResponse = dataEnvelope(
  z.object({ id: ZId, offerId: ZId, reason: ZOfferReportReason, createdAt: z.string() }),
);
export type TReportOfferResponse = z.infer<typeof ZReportOfferResponse>;

// ---------------------------------------------------------------- action summary

/** GET /offer/action-summary/:id (owner or admin). `openReports` is for admins only (null to the owner). */
export const ZOfferActionSummary = z
  .object({
    offerId: ZId,
    /** Distinct viewer-days of the details page by others. */
    views: z.number().int().nonnegative(),
    favourites: z.number().int().nonnegative(),
    reports: z.number().int().nonnegative(),
    openReports: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'OfferActionSummary' });
export type TOfferActionSummary = z.infer<typeof ZOfferActionSummary>;
export const ZOfferActionSummaryResponse = dataEnvelope(ZOfferActionSummary);

// ---------------------------------------------------------------- admin

/** `offerType` of GET /offer/:id: one stored status, or ALL (everything but DELETE). */
export const ADMIN_OFFER_TYPES = [...OFFER_STATUSES.filter((s) => s !== 'FAVOURITE'), 'ALL'] as const;
export const ZAdminOfferType = z.enum(ADMIN_OFFER_TYPES);
export const ADMIN_OFFER_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'priceCents', 'status'] as const;

const paging = {
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
};

export const ZUserIdParamsOfOffers = z.object({ id: ZId });

/** GET /offer/:id (admin; id is a USER id): that member's offers, DISABLED included. ALL = all but DELETE. */
export const ZAdminUserOffersQuery = z.object({
  offerType: ZAdminOfferType.default('ALL'),
  ...paging,
  sortBy: z.enum(ADMIN_OFFER_SORT_FIELDS).default('createdAt'),
  sortOrder: ZSortOrder.default('DESC'),
});
export type TAdminUserOffersQuery = z.input<typeof ZAdminUserOffersQuery>;
export const ZAdminUserOffersResponse = z.object({
  data: z.array(ZOffer),
  meta: ZPageMeta,
  /** Offers of this member per stored status. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type TAdminUserOffersResponse = z.infer<typeof ZAdminUserOffersResponse>;

/** A row of the admin's global offer list: the offer plus its seller and report counts. */
export const ZAdminOfferListItem = ZOffer.extend({
  /** The status before DISABLED: what "Enable" restores (PAUSED is always allowed too). */
  previousStatus: ZOfferStatus.nullable(),
  seller: z.object({ id: ZId, displayName: z.string(), email: z.string() }),
  openReports: z.number().int().nonnegative(),
  reports: z.number().int().nonnegative(),
}).meta({ id: 'AdminOfferListItem' });
export type TAdminOfferListItem = z.infer<typeof ZAdminOfferListItem>;

/** Comma-separated offer ids (at most 100), e.g. for the console's getOne/getMany. */
const ZIdList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZId).min(1).max(100));

/**
 * GET /offer/all (admin): every offer, filtered; for moderation and CSV export. Without `status`
 * DELETE offers are left out unless `ids` names them.
 */
export const ZAdminOffersQuery = z.object({
  status: ZAdminOfferType.optional(),
  ids: ZIdList.optional(),
  category: ZOfferCategory.optional(),
  userId: ZId.optional(),
  /** Matches title, description and the seller's e-mail, case-insensitively. */
  q: z.string().trim().max(100).optional(),
  /** Only offers with at least one OPEN report. */
  reported: z.enum(['true', 'false']).optional(),
  ...paging,
  sortBy: z.enum(ADMIN_OFFER_SORT_FIELDS).default('createdAt'),
  sortOrder: ZSortOrder.default('DESC'),
});
export type TAdminOffersQuery = z.input<typeof ZAdminOffersQuery>;
export const ZAdminOffersResponse = pageEnvelope(ZAdminOfferListItem);
export type TAdminOffersResponse = z.infer<typeof ZAdminOffersResponse>;

/** A report as admins see it (the reporter is never shown to the seller). */
export const ZOfferReport = z
  .object({
    id: ZId,
    offerId: ZId,
    offerTitle: z.string(),
    offerStatus: ZOfferStatus,
    sellerId: ZId,
    sellerName: z.string(),
    reporterId: ZId,
    reporterName: z.string(),
    reporterEmail: z.string(),
    reason: ZOfferReportReason,
    reasonLabel: z.string(),
    details: z.string().nullable(),
    status: ZOfferReportStatus,
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolvedBy: ZId.nullable(),
    resolutionNote: z.string().nullable(),
  })
  .meta({ id: 'OfferReport' });
export type TOfferReport = z.infer<typeof ZOfferReport>;

/** GET /offer/report (admin): reports, newest first by default. */
export const ZOfferReportsQuery = z.object({
  status: ZOfferReportStatus.optional(),
  reason: ZOfferReportReason.optional(),
  offerId: ZId.optional(),
  ...paging,
  sortOrder: ZSortOrder.default('DESC'),
});
export type TOfferReportsQuery = z.input<typeof ZOfferReportsQuery>;
export const ZOfferReportsResponse = pageEnvelope(ZOfferReport);
export type TOfferReportsResponse = z.infer<typeof ZOfferReportsResponse>;

/** GET /offer/:id/reported (admin): the reports of one offer. */
export const ZReportsOfOfferQuery = z.object({
  status: ZOfferReportStatus.optional(),
  ...paging,
});

/** POST /offer/decline-request (admin): dismiss the OPEN reports of an offer (→ DECLINED). */
export const ZDeclineReportsRequest = z.object({
  offerId: ZId,
  note: z.string().trim().max(OFFER_REPORT_NOTE_MAX, OFFER_ENGAGEMENT_MESSAGES.noteMax).optional(),
});
export type TDeclineReportsRequest = z.input<typeof ZDeclineReportsRequest>;
export const ZDeclineReportsResponse = dataEnvelope(
  z.object({ offerId: ZId, declined: z.number().int().nonnegative() }),
);

export const offerEngagementEndpoints = {
  toggleFavourite: {
    method: 'POST',
    path: '/offer/my-favourite',
    audience: 'member',
    summary: 'Add an offer to the favourites or remove it (toggle); only visible offers can be added',
    tag: 'offer-engagement',
    body: ZToggleFavouriteRequest,
    response: ZToggleFavouriteResponse,
  },
  myFavourites: {
    method: 'GET',
    path: '/offer/my-favourite',
    audience: 'member',
    summary: "The member's favourites, newest first; offers no longer listed come back as unavailable",
    tag: 'offer-engagement',
    query: ZMyFavouritesQuery,
    response: ZMyFavouritesResponse,
  },
  offerReportReasons: {
    method: 'GET',
    path: '/offer/report-reasons',
    audience: 'user',
    summary: 'The reasons a member can give when reporting an offer',
    tag: 'offer-engagement',
    response: ZReportReasonsResponse,
  },
  reportOffer: {
    method: 'POST',
    path: '/offer/report',
    audience: 'member',
    summary: "Report another member's offer (once per offer); the seller is never told who reported",
    tag: 'offer-engagement',
    body: ZReportOfferRequest,
    response: ZReportOfferResponse,
  },
  offerActionSummary: {
    method: 'GET',
    path: '/offer/action-summary/:id',
    audience: 'user',
    summary: 'Views, favourites and reports of an offer (its owner or an admin)',
    tag: 'offer-engagement',
    params: z.object({ id: ZId }),
    response: ZOfferActionSummaryResponse,
  },
  adminUserOffers: {
    method: 'GET',
    path: '/offer/:id',
    audience: 'admin',
    summary: "A member's offers by USER id, DISABLED included (offerType = a status or ALL)",
    tag: 'offer-moderation',
    params: ZUserIdParamsOfOffers,
    query: ZAdminUserOffersQuery,
    response: ZAdminUserOffersResponse,
  },
  adminOffers: {
    method: 'GET',
    path: '/offer/all',
    audience: 'admin',
    summary: 'Every offer with its seller and report counts, filtered and paged (moderation, CSV export)',
    tag: 'offer-moderation',
    query: ZAdminOffersQuery,
    response: ZAdminOffersResponse,
  },
  offerReports: {
    method: 'GET',
    path: '/offer/report',
    audience: 'admin',
    summary: 'Offer reports with the offer, seller and reporter; filter by status, reason, offer',
    tag: 'offer-moderation',
    query: ZOfferReportsQuery,
    response: ZOfferReportsResponse,
  },
  reportsOfOffer: {
    method: 'GET',
    path: '/offer/:id/reported',
    audience: 'admin',
    summary: 'The reports of one offer',
    tag: 'offer-moderation',
    params: z.object({ id: ZId }),
    query: ZReportsOfOfferQuery,
    response: ZOfferReportsResponse,
  },
  declineOfferReports: {
    method: 'POST',
    path: '/offer/decline-request',
    audience: 'admin',
    summary: 'Dismiss the open reports of an offer (they become DECLINED); audited',
    tag: 'offer-moderation',
    body: ZDeclineReportsRequest,
    response: ZDeclineReportsResponse,
  },
} as const satisfies Record<string, EndpointDef>;

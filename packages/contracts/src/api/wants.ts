/**
 * The demand side of the marketplace: wants, saved searches, and the matches between them and offers.
 *
 * A **want** says what a member is looking for: a title, a description, one of the four offer categories,
 * the most BITS they would pay (optional) and a radius around their general location. It is ACTIVE for
 * `WANT_LIFETIME_DAYS` days from posting or renewal, then EXPIRED until renewed; the member may pause it
 * (PAUSED) or delete it. An admin may disable it (DISABLED) after reports. Other members see ACTIVE wants of
 * active members in the "Wanted near you" feed and on the member's profile.
 *
 * A **saved search** keeps the criteria of an offer search (text, categories, price, radius, account type)
 * with the place it was searched around, under a name the member chose.
 *
 * **Matching** (after the change commits, once): an offer published or changed is matched against the
 * active wants and saved searches; a want posted or changed against the listed offers. An offer matches
 * when it is listed, not the subject's owner's, neither member blocked the other, in the category (one of
 * the categories), within the subject's radius of its centre, priced within its limits (an offer without a
 * price does not match a limit), and every word of the want's title (the search's text) is among the
 * offer's title and description words (stemmed; no typo tolerance, so alerts stay quiet). Each (subject,
 * offer) pair is a match once: its owner is told once, by the subject's `alert` (INSTANT: a notice grouped
 * per subject, "3 new offers match 'bike repair'"; DAILY: one digest a day; OFF: nothing), and the seller
 * learns that "2 members near you want something like this".
 */
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_KM } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { OFFER_REPORT_REASONS, ZMemberKind, ZOfferCategory, ZOfferReportReason } from '../enums.ts';
import { dataEnvelope, pageEnvelope, ZPageMeta, zPagingQuery } from '../envelope.ts';
import { bitsToCents } from '../rules.ts';
import {
  OFFER_SEARCH_MESSAGES,
  SEARCH_RADIUS_MAX_KM,
  ZCategoryIdsQuery,
  ZOfferCard,
  ZOfferSellerCard,
  ZPriceQuery,
  ZRadiusQuery,
} from './offer-search.ts';

export const WANT_TITLE_MIN = 3;
export const WANT_TITLE_MAX = 100;
export const WANT_DESCRIPTION_MAX = 1000;
/** A want is active this many days from posting or renewal. */
export const WANT_LIFETIME_DAYS = 60;
/** Active or paused wants a member may have at once. */
export const WANTS_PER_MEMBER_MAX = 25;
/** Saved searches a member may keep. */
export const SAVED_SEARCHES_PER_MEMBER_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
export const WANT_REPORT_DETAILS_MAX = 250;
export const WANTS_PAGE_MAX = 50;
export const WANTS_PAGE_DEFAULT = 20;
export const WANTS_OFFSET_MAX = 10_000;
/** A new want is matched against at most this many listed offers (the newest). */
export const WANT_INITIAL_MATCHES_MAX = 50;
/**
 * A want's or saved search's match counts in lists are counted up to this many (reading a list costs the
 * same however many offers matched over the months); a count at the cap reads "100+".
 */
export const MATCH_COUNT_CAP = 100;

export const WANT_STATUSES = ['ACTIVE', 'PAUSED', 'EXPIRED', 'DISABLED'] as const;
export const ZWantStatus = z.enum(WANT_STATUSES);
export type WantStatus = z.infer<typeof ZWantStatus>;

/** How a member is told of new matches of a want or a saved search. */
export const MATCH_ALERTS = ['INSTANT', 'DAILY', 'OFF'] as const;

/** What a match is of: a member's want or saved search. */
export const MATCH_SUBJECTS = ['WANT', 'SEARCH'] as const;
export type MatchSubject = (typeof MATCH_SUBJECTS)[number];

export const WANT_MESSAGES = {
  titleMin: `The title must be at least ${WANT_TITLE_MIN} characters.`,
  titleMax: `The title must be at most ${WANT_TITLE_MAX} characters.`,
  descriptionMax: `The description must be at most ${WANT_DESCRIPTION_MAX} characters.`,
  category: 'Choose a category: Product, Services, Cars & Vehicles or Vacation Rentals.',
  radius: `The radius must be a whole number of km from 1 to ${SEARCH_RADIUS_MAX_KM}.`,
  maxPrice: 'The most you would pay must be more than 0 BITS, with at most two decimals.',
  tooMany: `You can have at most ${WANTS_PER_MEMBER_MAX} wants. Delete one you no longer need first.`,
  noLocation: 'Set your general location first: wants are matched with offers near you.',
  status: 'Status must be ACTIVE or PAUSED.',
  expired: 'This want has expired. Renew it to make it active again.',
  disabled: 'This want was disabled by an admin and cannot be changed.',
  ownWant: 'You cannot report your own want.',
  alreadyReported: 'You have already reported this want.',
  reason: `Reason must be one of ${OFFER_REPORT_REASONS.join(', ')}.`,
  detailsRequired: 'Please tell us what is wrong.',
  detailsMax: `Details must be at most ${WANT_REPORT_DETAILS_MAX} characters.`,
  adminStatus: 'Status must be DISABLED or ACTIVE.',
  reasonRequired: 'Please give a reason (the member reads it).',
  notDisabled: 'Only a disabled want can be enabled again.',
  alreadyDisabled: 'This want is already disabled.',
  searchNameRequired: 'Please name the search.',
  searchNameMax: `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  tooManySearches: `You can keep at most ${SAVED_SEARCHES_PER_MEMBER_MAX} saved searches. Delete one first.`,
  searchEmpty: 'Search for something (text or a category) before saving the search.',
  searchNoLocation: 'Set your general location first, or save the search for anywhere.',
  alert: 'Alert must be INSTANT, DAILY or OFF.',
  sort: 'Sort must be newest or nearest.',
  reported: 'reported must be true or false.',
  titleNoWords:
    'Say what you want in words we can match (common words such as “the” or “what” are not searched).',
  searchNoWords:
    'Search for words we can match (common words such as “the” are not searched), or choose a category.',
  deleted: 'Want deleted.',
  searchDeleted: 'Saved search deleted.',
} as const;
const WM = WANT_MESSAGES;

export const ZMatchAlert = z.enum(MATCH_ALERTS, { error: WM.alert });
export type MatchAlert = z.infer<typeof ZMatchAlert>;

/** The most BITS a member would pay, as typed ("40", "12.50") → cents; null or absent: no limit. */
const ZMaxPrice = z.union([z.string(), z.number(), z.null()], { error: WM.maxPrice }).transform((v, ctx) => {
  if (v === null || String(v).trim() === '') return null;
  const s = String(v).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s) || Number(s) <= 0 || Number(s) > 1_000_000_000) {
    ctx.addIssue({ code: 'custom', message: WM.maxPrice });
    return z.NEVER;
  }
  return bitsToCents(s);
});

/** POST /want and PUT /want/:id */
export const ZWantInput = z.object({
  title: z
    .string({ error: WM.titleMin })
    .trim()
    .min(WANT_TITLE_MIN, WM.titleMin)
    .max(WANT_TITLE_MAX, WM.titleMax),
  description: z
    .string({ error: WM.descriptionMax })
    .trim()
    .max(WANT_DESCRIPTION_MAX, WM.descriptionMax)
    .optional()
    .transform((v) => v || null),
  category: z.enum(ZOfferCategory.options, { error: WM.category }),
  /** BITS (≤ 2 decimals); absent or null: no limit. */
  maxPrice: ZMaxPrice.optional().transform((v) => v ?? null),
  radiusKm: z
    .number({ error: WM.radius })
    .int(WM.radius)
    .min(1, WM.radius)
    .max(SEARCH_RADIUS_MAX_KM, WM.radius)
    .default(DEFAULT_SEARCH_RADIUS_KM),
  alert: ZMatchAlert.optional().prefault('INSTANT'),
});
export type TWantInput = z.input<typeof ZWantInput>;

/** A want as its owner sees it. */
export const ZWant = z
  .object({
    id: ZId,
    title: z.string(),
    description: z.string().nullable(),
    category: ZOfferCategory,
    categoryId: z.number().int(),
    maxCents: z.number().int().nullable(),
    radiusKm: z.number().int(),
    alert: ZMatchAlert,
    status: ZWantStatus,
    /** Why an admin disabled it (DISABLED only). */
    disabledReason: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Offers matched so far, and those its owner has not opened yet, each counted up to MATCH_COUNT_CAP. */
    matchCount: z.number().int().nonnegative(),
    newMatchCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Want' });
export type TWant = z.infer<typeof ZWant>;
export const ZWantResponse = dataEnvelope(ZWant);

/** A want as other members see it (feed, profile, a match's page). */
export const ZWantCard = z
  .object({
    id: ZId,
    title: z.string(),
    description: z.string().nullable(),
    category: ZOfferCategory,
    categoryId: z.number().int(),
    maxCents: z.number().int().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    /** km from the viewer (1 decimal); null when the viewer has no location. */
    distanceKm: z.number().nullable(),
    createdAt: z.string(),
    member: ZOfferSellerCard,
  })
  .meta({ id: 'WantCard' });
export type TWantCard = z.infer<typeof ZWantCard>;

export const ZWantIdParams = z.object({ id: ZId });
export const ZMemberWantsParams = z.object({ id: ZId });

export const ZMyWantsQuery = z.object({
  status: ZWantStatus.optional(),
  ...zPagingQuery(WANTS_PAGE_MAX, WANTS_PAGE_DEFAULT, WANTS_OFFSET_MAX),
});
export type TMyWantsQuery = z.input<typeof ZMyWantsQuery>;
export const ZMyWantsResponse = pageEnvelope(ZWant);
export type TMyWantsResponse = z.infer<typeof ZMyWantsResponse>;

/** PATCH /want/:id/status: pause or resume. */
export const ZChangeWantStatusRequest = z.object({
  status: z.enum(['ACTIVE', 'PAUSED'], { error: WM.status }),
});

/** GET /want/wanted: wants of other members around the viewer, newest first (or nearest). */
export const ZWantedFeedQuery = z.object({
  q: z.string().trim().max(100, 'The search text must be at most 100 characters.').optional(),
  categoryIds: ZCategoryIdsQuery.optional(),
  radius: ZRadiusQuery.optional(),
  /** Only the wants one of the viewer's offers matched (an offer id). */
  offerId: ZId.optional(),
  sortBy: z.enum(['newest', 'nearest'], { error: WM.sort }).optional(),
  ...zPagingQuery(WANTS_PAGE_MAX, WANTS_PAGE_DEFAULT, WANTS_OFFSET_MAX),
});
export type TWantedFeedQuery = z.input<typeof ZWantedFeedQuery>;
export const ZWantedFeedResponse = z.object({
  data: z.array(ZWantCard),
  meta: ZPageMeta.extend({
    /** Where distances are measured from; null when the viewer has no location. */
    center: z
      .object({ latitude: z.number(), longitude: z.number(), radiusKm: z.number().nullable() })
      .nullable(),
  }),
});
export type TWantedFeedResponse = z.infer<typeof ZWantedFeedResponse>;

export const ZMemberWantsResponse = dataEnvelope(z.array(ZWantCard));

/** GET /want/:id: the owner's view (with its state) or, for others, the card. */
export const ZWantDetailsResponse = dataEnvelope(
  z.object({
    want: ZWantCard,
    /** Only for its owner. */
    own: ZWant.nullable(),
  }),
);
export type TWantDetailsResponse = z.infer<typeof ZWantDetailsResponse>;

/** An offer that matched a want or a saved search. */
export const ZMatchedOffer = z
  .object({
    offer: ZOfferCard,
    matchedAt: z.string(),
    /** Not opened by the member before this read. */
    isNew: z.boolean(),
  })
  .meta({ id: 'MatchedOffer' });
export type TMatchedOffer = z.infer<typeof ZMatchedOffer>;
export const ZMatchesQuery = z.object({
  ...zPagingQuery(WANTS_PAGE_MAX, WANTS_PAGE_DEFAULT, WANTS_OFFSET_MAX),
});
export const ZMatchesResponse = pageEnvelope(ZMatchedOffer);
export type TMatchesResponse = z.infer<typeof ZMatchesResponse>;

/** POST /want/report */
export const ZReportWantRequest = z
  .object({
    wantId: ZId,
    reason: z.enum(OFFER_REPORT_REASONS, { error: WM.reason }),
    details: z.string().trim().max(WANT_REPORT_DETAILS_MAX, WM.detailsMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.details) {
      ctx.addIssue({ code: 'custom', message: WM.detailsRequired, path: ['details'] });
    }
  });
export type TReportWantRequest = z.input<typeof ZReportWantRequest>;
export const ZReportWantResponse = dataEnvelope(
  z.object({ id: ZId, wantId: ZId, reason: ZOfferReportReason, createdAt: z.string() }),
);

// ── Saved searches ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What a saved search keeps of an offer search: the search page's own query values (as in its address),
 * so opening the saved search reproduces the search.
 */
export const ZSavedSearchCriteria = z
  .object({
    q: z.string().trim().max(100, 'The search text must be at most 100 characters.').optional(),
    categoryIds: ZCategoryIdsQuery.optional(),
    /** Absent: the member's offer radius setting when saved. */
    radius: ZRadiusQuery.optional(),
    minPrice: ZPriceQuery.optional(),
    maxPrice: ZPriceQuery.optional(),
    accountType: ZMemberKind.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
      ctx.addIssue({ code: 'custom', message: OFFER_SEARCH_MESSAGES.priceRange, path: ['minPrice'] });
    }
  });
export type TSavedSearchCriteria = z.input<typeof ZSavedSearchCriteria>;

const ZSavedSearchName = z
  .string({ error: WM.searchNameRequired })
  .trim()
  .min(1, WM.searchNameRequired)
  .max(SAVED_SEARCH_NAME_MAX, WM.searchNameMax);

export const ZCreateSavedSearchRequest = z.object({
  name: ZSavedSearchName,
  alert: ZMatchAlert.optional().prefault('INSTANT'),
  criteria: ZSavedSearchCriteria,
});
export type TCreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequest>;
export const ZUpdateSavedSearchRequest = z.object({ name: ZSavedSearchName, alert: ZMatchAlert });
export type TUpdateSavedSearchRequest = z.input<typeof ZUpdateSavedSearchRequest>;

export const ZSavedSearch = z
  .object({
    id: ZId,
    name: z.string(),
    alert: ZMatchAlert,
    /** The search page's query values, to open it again (`/search-product?…`). */
    query: z.record(z.string(), z.string()),
    /** The radius searched (km); null: anywhere. */
    radiusKm: z.number().nullable(),
    createdAt: z.string(),
    /** Offers matched so far, and those its owner has not opened yet, each counted up to MATCH_COUNT_CAP. */
    matchCount: z.number().int().nonnegative(),
    newMatchCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SavedSearch' });
export type TSavedSearch = z.infer<typeof ZSavedSearch>;
export const ZSavedSearchResponse = dataEnvelope(ZSavedSearch);
export const ZSavedSearchesResponse = dataEnvelope(z.array(ZSavedSearch));
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponse>;

// ── Console ─────────────────────────────────────────────────────────────────────────────────────────────

export const ZAdminWantsQuery = z.object({
  status: ZWantStatus.optional(),
  /** Title or member text. */
  q: z.string().trim().max(100, 'The search text must be at most 100 characters.').optional(),
  userId: ZId.optional(),
  /** Only wants with open reports. */
  reported: z.enum(['true', 'false'], { error: WM.reported }).optional(),
  ...zPagingQuery(100, 25, WANTS_OFFSET_MAX),
});
export type TAdminWantsQuery = z.input<typeof ZAdminWantsQuery>;

export const ZAdminWantReport = z.object({
  id: ZId,
  reason: ZOfferReportReason,
  details: z.string().nullable(),
  status: z.enum(['OPEN', 'ACTIONED', 'DECLINED']),
  reporter: z.object({ id: ZId, displayName: z.string() }),
  createdAt: z.string(),
});

export const ZAdminWant = ZWant.extend({
  member: z.object({ id: ZId, displayName: z.string(), email: z.string() }),
  openReportCount: z.number().int().nonnegative(),
}).meta({ id: 'AdminWant' });
export type TAdminWant = z.infer<typeof ZAdminWant>;
export const ZAdminWantsResponse = pageEnvelope(ZAdminWant);
export type TAdminWantsResponse = z.infer<typeof ZAdminWantsResponse>;
export const ZAdminWantResponse = dataEnvelope(ZAdminWant.extend({ reports: z.array(ZAdminWantReport) }));
export type TAdminWantResponse = z.infer<typeof ZAdminWantResponse>;

/** POST /admin/wants/:id/status: disable (with the reason the member reads) or enable again. */
export const ZAdminWantStatusRequest = z
  .object({
    status: z.enum(['DISABLED', 'ACTIVE'], { error: WM.adminStatus }),
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'DISABLED' && !v.reason) {
      ctx.addIssue({ code: 'custom', message: WM.reasonRequired, path: ['reason'] });
    }
  });
export type TAdminWantStatusRequest = z.input<typeof ZAdminWantStatusRequest>;

export const wantsEndpoints = {
  createWant: {
    method: 'POST',
    path: '/want',
    audience: 'member',
    summary: 'Post a want (what the member is looking for); it is matched against listed offers',
    tag: 'wants',
    body: ZWantInput,
    response: ZWantResponse,
  },
  updateWant: {
    method: 'PUT',
    path: '/want/:id',
    audience: 'member',
    summary: 'Change an own want; it is matched again against listed offers',
    tag: 'wants',
    params: ZWantIdParams,
    body: ZWantInput,
    response: ZWantResponse,
  },
  myWants: {
    method: 'GET',
    path: '/want/my-wants',
    audience: 'member',
    summary: "The member's own wants, newest first, with their matches (status filter)",
    tag: 'wants',
    query: ZMyWantsQuery,
    response: ZMyWantsResponse,
  },
  wantedFeed: {
    method: 'GET',
    path: '/want/wanted',
    audience: 'member',
    summary: 'Wanted near you: active wants of other members around the viewer (text, categories, radius)',
    tag: 'wants',
    query: ZWantedFeedQuery,
    response: ZWantedFeedResponse,
  },
  memberWants: {
    method: 'GET',
    path: '/want/member/:id',
    audience: 'member',
    summary: "A member's active wants (their profile)",
    tag: 'wants',
    params: ZMemberWantsParams,
    response: ZMemberWantsResponse,
  },
  getWant: {
    method: 'GET',
    path: '/want/:id',
    audience: 'member',
    summary: 'One want: its card, and its state for its owner',
    tag: 'wants',
    params: ZWantIdParams,
    response: ZWantDetailsResponse,
  },
  changeWantStatus: {
    method: 'PATCH',
    path: '/want/:id/status',
    audience: 'member',
    summary: 'Pause an own want or make it active again',
    tag: 'wants',
    params: ZWantIdParams,
    body: ZChangeWantStatusRequest,
    response: ZWantResponse,
  },
  renewWant: {
    method: 'POST',
    path: '/want/:id/renew',
    audience: 'member',
    summary: `Keep an own want active for another ${WANT_LIFETIME_DAYS} days (an expired one becomes active)`,
    tag: 'wants',
    params: ZWantIdParams,
    response: ZWantResponse,
  },
  deleteWant: {
    method: 'DELETE',
    path: '/want/:id',
    audience: 'member',
    summary: 'Delete an own want and its matches',
    tag: 'wants',
    params: ZWantIdParams,
    response: z.object({ message: z.string() }),
  },
  wantMatches: {
    method: 'GET',
    path: '/want/:id/matches',
    audience: 'member',
    summary: 'The listed offers an own want matched, newest first; reading them marks them seen',
    tag: 'wants',
    params: ZWantIdParams,
    query: ZMatchesQuery,
    response: ZMatchesResponse,
  },
  reportWant: {
    method: 'POST',
    path: '/want/report',
    audience: 'member',
    summary: "Report another member's want (once per want); its owner is never told who reported",
    tag: 'wants',
    body: ZReportWantRequest,
    response: ZReportWantResponse,
  },
  savedSearches: {
    method: 'GET',
    path: '/saved-search',
    audience: 'member',
    summary: "The member's saved searches with their matches, newest first",
    tag: 'wants',
    response: ZSavedSearchesResponse,
  },
  createSavedSearch: {
    method: 'POST',
    path: '/saved-search',
    audience: 'member',
    summary: 'Save an offer search under a name, with how to be told of new offers it finds',
    tag: 'wants',
    body: ZCreateSavedSearchRequest,
    response: ZSavedSearchResponse,
  },
  updateSavedSearch: {
    method: 'PUT',
    path: '/saved-search/:id',
    audience: 'member',
    summary: 'Rename a saved search or change how its owner is told',
    tag: 'wants',
    params: ZWantIdParams,
    body: ZUpdateSavedSearchRequest,
    response: ZSavedSearchResponse,
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/saved-search/:id',
    audience: 'member',
    summary: 'Delete a saved search and its matches',
    tag: 'wants',
    params: ZWantIdParams,
    response: z.object({ message: z.string() }),
  },
  savedSearchMatches: {
    method: 'GET',
    path: '/saved-search/:id/matches',
    audience: 'member',
    summary:
      'The listed offers a saved search found since it was saved, newest first; reading marks them seen',
    tag: 'wants',
    params: ZWantIdParams,
    query: ZMatchesQuery,
    response: ZMatchesResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/** The console's calls: support reads, moderators and super admins disable and enable. */
export const wantsAdminEndpoints = {
  adminWants: {
    method: 'GET',
    path: '/admin/wants',
    audience: 'admin',
    summary:
      'Every want with its member and open reports, newest first (status, text, member, reported filters)',
    tag: 'want-moderation',
    query: ZAdminWantsQuery,
    response: ZAdminWantsResponse,
  },
  adminWant: {
    method: 'GET',
    path: '/admin/wants/:id',
    audience: 'admin',
    summary: 'One want with its member and reports',
    tag: 'want-moderation',
    params: ZWantIdParams,
    response: ZAdminWantResponse,
  },
  adminChangeWantStatus: {
    method: 'POST',
    path: '/admin/wants/:id/status',
    audience: 'admin',
    summary:
      'Disable a want (with the reason its member reads; its open reports are actioned) or enable it again',
    tag: 'want-moderation',
    params: ZWantIdParams,
    body: ZAdminWantStatusRequest,
    response: ZAdminWantResponse,
  },
  adminDeclineWantReports: {
    method: 'POST',
    path: '/admin/wants/:id/decline-reports',
    audience: 'admin',
    summary: "Dismiss a want's open reports (they become DECLINED); audited",
    tag: 'want-moderation',
    params: ZWantIdParams,
    response: ZAdminWantResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/**
 * Offer search and feeds: search-offer, explore-business, suggestions, home page and the
 * filter panel. Every list holds only ACTIVE offers of ACTIVE members other than the viewer, around
 * the viewer's general location (or a `lat`/`lng` override).
 *
 * Query values arrive as strings: `categoryIds=1,3`, `radius=50` (km) or `radius=anywhere`,
 * `minPrice=10.50` (BITS, at most two decimals; converted to cents), `sortBy=price_asc`.
 */
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_KM, NUMBER_MAXIMUM } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import {
  ALL_OFFER_CATEGORY_FILTER,
  type OFFER_CATEGORIES,
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  ZMemberKind,
  ZOfferCategory,
  ZPriceType,
} from '../enums.ts';
import {
  dataEnvelope,
  pagingMessages,
  ZPageMeta,
  zNumeric,
  zPagingQuery,
  zQueryInt,
  zSearchText,
} from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { bitsToCents } from '../rules.ts';

export const SEARCH_RADIUS_MAX_KM = 500;
/** `radius=anywhere` drops the distance filter. */
export const SEARCH_RADIUS_ANYWHERE = 'anywhere';
export const SEARCH_PAGE_MAX = 50;
export const SEARCH_PAGE_DEFAULT = 20;
/** Paging stops here: deeper pages are refused (narrow the search instead). */
export const SEARCH_OFFSET_MAX = 10_000;
export const SEARCH_QUERY_MAX = 100;
/** Totals are counted up to here ("1,000+" with `totalCapped`): exact country-wide counts cost a full scan. */
export const SEARCH_TOTAL_CAP = 1000;
export const SUGGESTIONS_MAX = 8;
export const HOME_SECTION_DEFAULT = 10;
export const HOME_SECTION_MAX = 20;

/** Category filter id ↔ category (spec §3: 1 product, 2 services, 3 vacation, 4 vehicles). */
export const OFFER_CATEGORY_BY_FILTER_ID: Readonly<Record<number, (typeof OFFER_CATEGORIES)[number]>> =
  Object.fromEntries(
    Object.entries(OFFER_CATEGORY_FILTER_IDS).map(([category, id]) => [id, category as OfferCategory]),
  );

export const SEARCH_SORTS = ['relevance', 'newest', 'nearest', 'price_asc', 'price_desc'] as const;
export const ZSearchSort = z.enum(SEARCH_SORTS, {
  error: 'Sort must be one of relevance, newest, nearest, price_asc or price_desc.',
});
export type SearchSort = z.infer<typeof ZSearchSort>;
/**
 * The sort a search uses: the one asked for, else relevance with search text and newest without;
 * relevance means nothing without text, so it reads as newest.
 */
export function effectiveSearchSort(requested: SearchSort | undefined, hasText: boolean): SearchSort {
  const sort = requested ?? (hasText ? 'relevance' : 'newest');
  return sort === 'relevance' && !hasText ? 'newest' : sort;
}

/** The sorts a member can pick: relevance only when there is search text. */
export const searchSortsFor = (hasText: boolean): SearchSort[] =>
  SEARCH_SORTS.filter((s) => s !== 'relevance' || hasText);

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  nearest: 'Nearest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** Messages of the search calls (ours; the spec gives none). */
export const OFFER_SEARCH_MESSAGES = {
  categoryIds:
    'Category ids must be a comma-separated list of 1 (Product), 2 (Services), 3 (Vacation Rentals) and 4 (Cars & Vehicles).',
  radius: `Radius must be a number of km from 1 to ${SEARCH_RADIUS_MAX_KM}, or "${SEARCH_RADIUS_ANYWHERE}".`,
  priceRange: 'The minimum price must not be more than the maximum price.',
  ...pagingMessages(SEARCH_PAGE_MAX, SEARCH_OFFSET_MAX),
  sectionLimit: `Limit must be a whole number from 1 to ${HOME_SECTION_MAX}.`,
  queryMax: `The search text must be at most ${SEARCH_QUERY_MAX} characters.`,
  suggestionQuery: 'Please type something to get suggestions.',
  latLng: 'Give both lat and lng (latitude -90 to 90, longitude -180 to 180), or neither.',
  accountType: 'Account type must be PERSONAL or BUSINESS.',
} as const;
const SM = OFFER_SEARCH_MESSAGES;

/** `'1,2,3,4'` → [1, 2, 3, 4] (distinct, sorted); anything else is refused with one clear message. */
export const ZCategoryIdsQuery = z
  .string({ error: SM.categoryIds })
  .trim()
  .regex(/^\s*[1-4]\s*(,\s*[1-4]\s*)*$/, SM.categoryIds)
  .transform((v) => [...new Set(v.split(',').map((s) => Number(s.trim())))].sort((a, b) => a - b));

/** A radius in km (1–500, decimals allowed) or "anywhere" (→ null). Absent: the member's setting. */
export const ZRadiusQuery = z.union([z.string(), z.number()], { error: SM.radius }).transform((v, ctx) => {
  const s = String(v).trim().toLowerCase();
  if (s === SEARCH_RADIUS_ANYWHERE) return null;
  const n = /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
  if (!(n >= 1 && n <= SEARCH_RADIUS_MAX_KM)) {
    ctx.addIssue({ code: 'custom', message: SM.radius });
    return z.NEVER;
  }
  return n;
});

/** A price in BITS as typed ("12", "12.50") → integer cents; 0 allowed as a lower bound. */
export const ZPriceQuery = z.union([z.string(), z.number()], { error: M.numericOnly }).transform((v, ctx) => {
  const s = String(v).trim();
  if (!/^\d+(\.\d+)?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: M.numericOnly });
    return z.NEVER;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: M.decimals });
    return z.NEVER;
  }
  if (Number(s) > NUMBER_MAXIMUM) {
    ctx.addIssue({ code: 'custom', message: M.numberMax });
    return z.NEVER;
  }
  return bitsToCents(s);
});

const ZSearchText = zSearchText(SEARCH_QUERY_MAX, SM.queryMax);

/** Where distances are measured from: both or neither (default: the member's general location). */
const centerFields = {
  lat: zNumeric(z.number({ error: SM.latLng }).min(-90, SM.latLng).max(90, SM.latLng), SM.latLng).optional(),
  lng: zNumeric(
    z.number({ error: SM.latLng }).min(-180, SM.latLng).max(180, SM.latLng),
    SM.latLng,
  ).optional(),
};
const checkCenter = (v: { lat?: number; lng?: number }, ctx: z.RefinementCtx) => {
  if ((v.lat === undefined) !== (v.lng === undefined)) {
    ctx.addIssue({ code: 'custom', message: SM.latLng, path: [v.lat === undefined ? 'lat' : 'lng'] });
  }
};

const searchFields = {
  /** Free text; typo-tolerant; title matches rank first. */
  q: ZSearchText,
  /** Default '1,2,3,4' (all). */
  categoryIds: ZCategoryIdsQuery.optional(),
  /** km, 1–500, or "anywhere"; default the member's offer radius setting (20). */
  radius: ZRadiusQuery.optional(),
  /** BITS (≤ 2 decimals), inclusive. With either bound, "See Description" offers (no price) drop out. */
  minPrice: ZPriceQuery.optional(),
  maxPrice: ZPriceQuery.optional(),
  /** Default: relevance when q is given, else newest. relevance without q means newest. */
  sortBy: ZSearchSort.optional(),
  ...centerFields,
  ...zPagingQuery(SEARCH_PAGE_MAX, SEARCH_PAGE_DEFAULT, SEARCH_OFFSET_MAX),
};

const checkSearch = (
  v: { minPrice?: number; maxPrice?: number; lat?: number; lng?: number },
  ctx: z.RefinementCtx,
) => {
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
    ctx.addIssue({ code: 'custom', message: SM.priceRange, path: ['minPrice'] });
  }
  checkCenter(v, ctx);
};

/** GET /offer/search-offer */
export const ZSearchOffersQuery = z
  .object({
    ...searchFields,
    /** BUSINESS: offers of business members only (what /explore-business shows); PERSONAL likewise. */
    accountType: z.enum(['PERSONAL', 'BUSINESS'], { error: SM.accountType }).optional(),
  })
  .superRefine(checkSearch);
export type TSearchOffersQuery = z.input<typeof ZSearchOffersQuery>;
export type TSearchOffersQueryParsed = z.output<typeof ZSearchOffersQuery>;

/** GET /offer/explore-business: the search restricted to business members' offers. */
export const ZExploreBusinessQuery = z.object(searchFields).superRefine(checkSearch);
export type TExploreBusinessQuery = z.input<typeof ZExploreBusinessQuery>;

/** The seller as shown on cards and on the details page. */
export const ZOfferSellerCard = z
  .object({
    id: ZId,
    /** Business name for business members, else first name and last initial ("Alex M."). */
    displayName: z.string(),
    businessName: z.string().nullable(),
    /** Thumbnail URL of the profile photo. */
    profilePhoto: z.string().nullable(),
    accountType: ZMemberKind.nullable(),
  })
  .meta({ id: 'OfferSellerCard' });
export type TOfferSellerCard = z.infer<typeof ZOfferSellerCard>;

/** One offer in a list (search results, home sections, explore-business). */
export const ZOfferCard = z
  .object({
    id: ZId,
    title: z.string(),
    category: ZOfferCategory,
    /** The category's filter id (1 Product, 2 Services, 3 Vacation Rentals, 4 Cars & Vehicles). */
    categoryId: z.number().int(),
    priceCents: z.number().int().nullable(),
    priceType: ZPriceType.nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** Square thumbnail of the cover photo (the first photo), null without photos. */
    coverThumbUrl: z.string().nullable(),
    /** km from the search centre (1 decimal); null when the viewer has no location. */
    distanceKm: z.number().nullable(),
    /** Whether the viewer has favourited it. */
    favourited: z.boolean(),
    seller: ZOfferSellerCard,
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'OfferCard' });
export type TOfferCard = z.infer<typeof ZOfferCard>;

export const ZSearchCenter = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** null: anywhere. */
  radiusKm: z.number().nullable(),
});

export const ZSearchOffersResponse = z.object({
  data: z.array(ZOfferCard),
  meta: ZPageMeta.extend({
    /** Matches, counted up to SEARCH_TOTAL_CAP (1000). */
    total: z.number().int().nonnegative(),
    /** More than SEARCH_TOTAL_CAP match (show "1,000+"); paging still works up to offset 10,000. */
    totalCapped: z.boolean(),
    /** The sort applied (relevance only with text). */
    sortBy: ZSearchSort,
    /** null when the member has no location and none was given (then no distance filter applies). */
    center: ZSearchCenter.nullable(),
  }),
});
export type TSearchOffersResponse = z.infer<typeof ZSearchOffersResponse>;

/** GET /offer/suggestions */
export const ZOfferSuggestionsQuery = z.object({
  q: z
    .string({ error: SM.suggestionQuery })
    .trim()
    .min(1, SM.suggestionQuery)
    .max(SEARCH_QUERY_MAX, SM.queryMax),
  categoryIds: ZCategoryIdsQuery.optional(),
});
export type TOfferSuggestionsQuery = z.input<typeof ZOfferSuggestionsQuery>;
export const ZOfferSuggestion = z.object({
  /** What to put in the search box. */
  text: z.string(),
  /** TITLE: a whole offer title; WORD: one word of titles (e.g. "cottage"). */
  kind: z.enum(['TITLE', 'WORD']),
});
export const ZOfferSuggestionsResponse = dataEnvelope(z.array(ZOfferSuggestion).max(SUGGESTIONS_MAX));
export type TOfferSuggestionsResponse = z.infer<typeof ZOfferSuggestionsResponse>;

/** GET /offer/home-page */
export const ZHomePageQuery = z
  .object({
    radius: ZRadiusQuery.optional(),
    ...centerFields,
    /** Cards per section. */
    limit: zQueryInt(1, HOME_SECTION_MAX, HOME_SECTION_DEFAULT, SM.sectionLimit),
  })
  .superRefine(checkCenter);
export type THomePageQuery = z.input<typeof ZHomePageQuery>;

export const HOME_SECTION_KEYS = [
  'newest',
  'category-1',
  'category-2',
  'category-3',
  'category-4',
  'business',
] as const;
export const ZHomeSection = z.object({
  /** newest | category-<id> | business */
  key: z.enum(HOME_SECTION_KEYS),
  title: z.string(),
  /** The category filter id for category rows; null otherwise. */
  categoryId: z.number().int().nullable(),
  /** How a "See all" link reproduces the row on /offers or /explore-business. */
  searchQuery: z.object({
    categoryIds: z.string(),
    sortBy: ZSearchSort,
    accountType: z.enum(['PERSONAL', 'BUSINESS']).nullable(),
  }),
  /** Matching offers in the radius (for "See all (n)"), counted up to SEARCH_TOTAL_CAP. */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  data: z.array(ZOfferCard),
});
export type THomeSection = z.infer<typeof ZHomeSection>;
export const ZHomePageResponse = dataEnvelope(
  z.object({
    center: ZSearchCenter.nullable(),
    /** Always in this order: newest, category-1..4, business (empty rows are still sent). */
    sections: z.array(ZHomeSection),
  }),
);
export type THomePageResponse = z.infer<typeof ZHomePageResponse>;

/** GET /offer/filter: what the filter panel needs, for the given text/radius. */
export const ZOfferFilterQuery = z
  .object({ q: ZSearchText, radius: ZRadiusQuery.optional(), ...centerFields })
  .superRefine(checkCenter);
export type TOfferFilterQuery = z.input<typeof ZOfferFilterQuery>;
export const ZOfferFilterResponse = dataEnvelope(
  z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: ZOfferCategory,
        /** Listable offers in the radius (matching q when given). */
        count: z.number().int().nonnegative(),
      }),
    ),
    /** All categories, for "All". */
    allCategoryIds: z.literal(ALL_OFFER_CATEGORY_FILTER),
    /** Lowest and highest price (cents) among those offers; null when none has a price. */
    price: z.object({ minCents: z.number().int().nullable(), maxCents: z.number().int().nullable() }),
    radius: z.object({
      /** The member's offer radius setting (20 unless changed). */
      defaultKm: z.number(),
      maxKm: z.number(),
      /** Suggested steps for a slider or select. */
      optionsKm: z.array(z.number()),
      anywhere: z.literal(SEARCH_RADIUS_ANYWHERE),
    }),
    center: ZSearchCenter.nullable(),
    sortOptions: z.array(z.object({ value: ZSearchSort, label: z.string() })),
  }),
);
export type TOfferFilterResponse = z.infer<typeof ZOfferFilterResponse>;

export const SEARCH_RADIUS_OPTIONS_KM = [5, 10, DEFAULT_SEARCH_RADIUS_KM, 50, 100, 250, SEARCH_RADIUS_MAX_KM];

export const offerSearchEndpoints = {
  searchOffers: {
    method: 'GET',
    path: '/offer/search-offer',
    audience: 'member',
    summary:
      'Search listable offers of other members by text (typo-tolerant), category ids, radius, price and sort; paged',
    tag: 'offer-search',
    query: ZSearchOffersQuery,
    response: ZSearchOffersResponse,
  },
  exploreBusiness: {
    method: 'GET',
    path: '/offer/explore-business',
    audience: 'member',
    summary: 'The offer search restricted to business members (same filters as search-offer)',
    tag: 'offer-search',
    query: ZExploreBusinessQuery,
    response: ZSearchOffersResponse,
  },
  offerSuggestions: {
    method: 'GET',
    path: '/offer/suggestions',
    audience: 'member',
    summary: `Up to ${SUGGESTIONS_MAX} typo-tolerant suggestions (titles and words) from listable offers`,
    tag: 'offer-search',
    query: ZOfferSuggestionsQuery,
    response: ZOfferSuggestionsResponse,
  },
  offerHomePage: {
    method: 'GET',
    path: '/offer/home-page',
    audience: 'member',
    summary: 'Home feed rows around the member: newest, one per category, from businesses',
    tag: 'offer-search',
    query: ZHomePageQuery,
    response: ZHomePageResponse,
  },
  offerFilter: {
    method: 'GET',
    path: '/offer/filter',
    audience: 'member',
    summary: 'Filter panel data: categories with counts in the radius, price range, radius and sort options',
    tag: 'offer-search',
    query: ZOfferFilterQuery,
    response: ZOfferFilterResponse,
  },
} as const satisfies Record<string, EndpointDef>;

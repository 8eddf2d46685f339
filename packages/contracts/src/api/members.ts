/**
 * Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public
 * member profiles (GET /user/member-profile/{id} and its ACTIVE offers).
 *
 * Who is listed: other members (role MEMBER) whose account is ACTIVE and whose onboarding is
 * COMPLETED, with a general location within the radius of the caller's general location. Never the
 * caller, never suspended or deactivated accounts, never members still onboarding.
 *
 * Privacy: no answer carries another member's coordinates, street address, postal code, e-mail or
 * phone. Places are city and province only; distances are labels computed on the server and rounded
 * to whole km ("under 1 km", "4 km"); the radius is a whole number of km, so the list cannot be used
 * to pin a member down.
 *
 * `loginId` (spec §7) is the caller's own user id (`id` of GET /user/{id}, ZUser.id): another
 * member's id is refused with 403.
 */
import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS_KM } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { ZMemberKind } from '../enums.ts';
import {
  dataEnvelope,
  pagingMessages,
  ZPageMeta,
  zNumeric,
  zPagingQuery,
  zSearchText,
  zWholeNumber,
} from '../envelope.ts';
import { ZOfferCard } from './offer-search.ts';
import { ZProfileCategory, ZSocialLinks } from './profile.ts';

/** The member radius when the member has no setting (spec §3 settings memberRadius 20). */
export const MEMBER_RADIUS_DEFAULT_KM = DEFAULT_SEARCH_RADIUS_KM;
/** The largest radius a member search may use (members are found locally; no country-wide listing). */
export const MEMBER_RADIUS_MAX_KM = 100;
export const MEMBER_PAGE_DEFAULT = 20;
export const MEMBER_PAGE_MAX = 50;
/** Paging stops here (narrow the search instead). */
export const MEMBER_OFFSET_MAX = 10_000;
export const MEMBER_SEARCH_MAX = 100;
/** Category filters of POST /user/business/find-member: at most this many ids per list. */
export const MEMBER_CATEGORY_FILTER_MAX = 50;
export const MEMBER_OFFERS_PAGE_DEFAULT = 12;

export const MEMBER_SORTS = ['distance', 'rating', 'recent'] as const;
export const ZMemberSort = z.enum(MEMBER_SORTS, {
  error: 'Sort must be one of distance, rating or recent.',
});
export type MemberSort = z.infer<typeof ZMemberSort>;
export const MEMBER_SORT_LABELS: Record<MemberSort, string> = {
  distance: 'Nearest first',
  rating: 'Best rated',
  recent: 'Recently active',
};

/** How recently a member was active (from their last sign-in), never the exact time. */
export const LAST_ACTIVE = ['TODAY', 'THIS_WEEK', 'THIS_MONTH', 'EARLIER'] as const;
export const ZLastActive = z.enum(LAST_ACTIVE);
export type LastActive = z.infer<typeof ZLastActive>;
export const LAST_ACTIVE_LABELS: Record<LastActive, string> = {
  TODAY: 'Active today',
  THIS_WEEK: 'Active this week',
  THIS_MONTH: 'Active this month',
  EARLIER: 'Active over a month ago',
};

/** Messages of the member calls (ours; the spec gives none). */
export const MEMBERS_MESSAGES = {
  ownLoginOnly: 'You can only find members around your own location.',
  radius: `Radius must be a whole number of km from 1 to ${MEMBER_RADIUS_MAX_KM}.`,
  ...pagingMessages(MEMBER_PAGE_MAX, MEMBER_OFFSET_MAX),
  searchMax: `The search text must be at most ${MEMBER_SEARCH_MAX} characters.`,
  memberType: 'Member type must be PERSONAL or BUSINESS.',
  categoryIds: `Category ids must be a list of at most ${MEMBER_CATEGORY_FILTER_MAX} positive whole numbers.`,
  unknownCategory: 'This category does not exist or is no longer available.',
  notACategory: 'This is a sub-category: choose it under subCategoryIds.',
  notASubCategory: 'This is a main category: choose it under categoryIds.',
  /** Shown when the caller has no general location yet (the list is empty). */
  noLocation: 'Set your general location to find members near you.',
  noMembers: 'No members found nearby. Try a larger radius.',
} as const;
const MM = MEMBERS_MESSAGES;

/** The rounded distance label: under 1 km → "under 1 km", else whole km ("4 km", "12 km"). */
export function memberDistanceLabel(km: number): string {
  return km < 1 ? 'under 1 km' : `${Math.round(km)} km`;
}

/** The activity bucket of a last sign-in (null → EARLIER). */
export function lastActiveOf(lastLogin: Date | string | null, now: Date = new Date()): LastActive {
  if (!lastLogin) return 'EARLIER';
  const days = (now.getTime() - new Date(lastLogin).getTime()) / 86_400_000;
  if (days < 1) return 'TODAY';
  if (days < 7) return 'THIS_WEEK';
  if (days < 30) return 'THIS_MONTH';
  return 'EARLIER';
}

/** A radius in whole km, 1 to MEMBER_RADIUS_MAX_KM (absent: the member's memberRadius setting). */
const ZMemberRadius = zWholeNumber(1, MEMBER_RADIUS_MAX_KM, MM.radius);

/** Optional text to match; anything but text is refused with the same message. */
const ZMemberText = () => zSearchText(MEMBER_SEARCH_MAX, MM.searchMax, MM.searchMax);

/** Review summary of a member (user_review_stats): average hearts (1 decimal) and count; null average without reviews. */
export const ZMemberRating = z
  .object({ average: z.number().nullable(), count: z.number().int().nonnegative() })
  .meta({ id: 'MemberRating' });
export type TMemberRating = z.infer<typeof ZMemberRating>;

/** One member in the find-members list. No coordinates, street address, e-mail or phone. */
export const ZMemberCard = z
  .object({
    id: ZId,
    /** Business name for business members, else "Alex M." (the naming rule of seller cards, shortName). */
    publicName: z.string(),
    /** For business members; null otherwise. */
    businessName: z.string().nullable(),
    profilePhoto: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    memberType: ZMemberKind,
    /** "under 1 km", "4 km", "12 km": rounded on the server. */
    distanceLabel: z.string(),
    rating: ZMemberRating,
    /** ISO timestamp the account was created. */
    memberSince: z.string(),
    lastActive: ZLastActive,
    /** "Active today", "Active this week", … */
    lastActiveLabel: z.string(),
  })
  .meta({ id: 'MemberCard' });
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const ZFindMembersResponse = z.object({
  data: z.array(ZMemberCard),
  meta: ZPageMeta.extend({
    /** The radius applied (the query's, else the member's memberRadius setting, default 20). */
    radiusKm: z.number().int(),
    sortBy: ZMemberSort,
    /** false: the caller has no general location yet; the list is empty (show MEMBERS_MESSAGES.noLocation). */
    locationSet: z.boolean(),
  }),
});
export type TFindMembersResponse = z.infer<typeof ZFindMembersResponse>;

export const ZFindMembersParams = z.object({
  /** The caller's own user id (ZUser.id); any other is refused with 403. */
  loginId: ZId,
});

/** GET /user/find-members/{loginId} */
export const ZFindMembersQuery = z.object({
  /** km, whole number 1–100; absent: the member's memberRadius setting (default 20). */
  radius: zNumeric(ZMemberRadius, MM.radius).optional(),
  /** Matches the name, username or business name (case-insensitive, part of a word). */
  search: ZMemberText(),
  /** Matches the city or province (case-insensitive, part of a word). */
  query: ZMemberText(),
  /** PERSONAL or BUSINESS; absent: both. */
  memberType: z.enum(['PERSONAL', 'BUSINESS'], { error: MM.memberType }).optional(),
  /** Default distance. rating: average then number of reviews (members without reviews last); recent: last sign-in. */
  sortBy: ZMemberSort.default('distance'),
  ...zPagingQuery(MEMBER_PAGE_MAX, MEMBER_PAGE_DEFAULT, MEMBER_OFFSET_MAX),
});
export type TFindMembersQuery = z.input<typeof ZFindMembersQuery>;
export type TFindMembersQueryParsed = z.output<typeof ZFindMembersQuery>;

const ZCategoryIdList = z
  .array(z.number({ error: MM.categoryIds }).int(MM.categoryIds).positive(MM.categoryIds), {
    error: MM.categoryIds,
  })
  .max(MEMBER_CATEGORY_FILTER_MAX, MM.categoryIds)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /user/business/find-member: business members around the caller, filtered by business
 * category and sub-category (GET /user/business/category). A member matches when they chose any
 * of the sub-categories, or any of the main categories (itself or one of its sub-categories). Both
 * lists empty: every business member. Unknown or inactive ids are refused with a field message.
 */
export const ZFindBusinessMembersRequest = z.object({
  /** Main categories (no parent). */
  categoryIds: ZCategoryIdList,
  /** Sub-categories (with a parent). */
  subCategoryIds: ZCategoryIdList,
  radius: ZMemberRadius.optional(),
  search: ZMemberText(),
  query: ZMemberText(),
  sortBy: ZMemberSort.default('distance'),
  limit: zWholeNumber(1, MEMBER_PAGE_MAX, MM.limit).default(MEMBER_PAGE_DEFAULT),
  offset: zWholeNumber(0, MEMBER_OFFSET_MAX, MM.offset).default(0),
});
export type TFindBusinessMembersRequest = z.input<typeof ZFindBusinessMembersRequest>;
export type TFindBusinessMembersRequestParsed = z.output<typeof ZFindBusinessMembersRequest>;

/**
 * GET /user/member-profile/{id}: what /member-profile/:id shows. 404 for anyone not listed (not a
 * member, suspended or deactivated, onboarding not completed).
 */
export const ZMemberProfile = z
  .object({
    id: ZId,
    /** Business name for business members, else "Alex M.". */
    publicName: z.string(),
    /** The person's short name ("Alex M."), also for businesses. */
    displayName: z.string(),
    userName: z.string().nullable(),
    profilePhoto: z.string().nullable(),
    bio: z.string().nullable(),
    memberType: ZMemberKind,
    city: z.string().nullable(),
    province: z.string().nullable(),
    memberSince: z.string(),
    lastActive: ZLastActive,
    lastActiveLabel: z.string(),
    /** From the caller's general location; null when either has none. */
    distanceLabel: z.string().nullable(),
    rating: ZMemberRating,
    socials: ZSocialLinks,
    business: z
      .object({
        businessName: z.string(),
        description: z.string().nullable(),
        website: z.string().nullable(),
        categories: z.array(ZProfileCategory),
      })
      .nullable(),
    /** Their ACTIVE offers (GET /user/member-profile/{id}/offers lists them). */
    activeOfferCount: z.number().int().nonnegative(),
    /** The caller is looking at their own profile (hide "Write a review"). */
    isSelf: z.boolean(),
  })
  .meta({ id: 'MemberProfile' });
export type TMemberProfile = z.infer<typeof ZMemberProfile>;
export const ZMemberProfileResponse = dataEnvelope(ZMemberProfile);
export type TMemberProfileResponse = z.infer<typeof ZMemberProfileResponse>;

export const ZMemberIdParams = z.object({ id: ZId });

/**
 * One ACTIVE offer on a member's profile: the offer card's public fields only (no coordinates,
 * distance or seller); `favourited` is the caller's.
 */
export const ZMemberOfferCard = ZOfferCard.pick({
  id: true,
  title: true,
  category: true,
  categoryId: true,
  priceCents: true,
  priceType: true,
  city: true,
  province: true,
  coverThumbUrl: true,
  favourited: true,
  publishedAt: true,
}).meta({ id: 'MemberOfferCard' });
export type TMemberOfferCard = z.infer<typeof ZMemberOfferCard>;

export const ZMemberOffersQuery = z.object(
  zPagingQuery(MEMBER_PAGE_MAX, MEMBER_OFFERS_PAGE_DEFAULT, MEMBER_OFFSET_MAX),
);
export type TMemberOffersQuery = z.input<typeof ZMemberOffersQuery>;
export const ZMemberOffersResponse = z.object({ data: z.array(ZMemberOfferCard), meta: ZPageMeta });
export type TMemberOffersResponse = z.infer<typeof ZMemberOffersResponse>;

const TAG = 'members';

export const membersEndpoints = {
  findMembers: {
    method: 'GET',
    path: '/user/find-members/:loginId',
    audience: 'member',
    summary: `Members within the radius of the caller's general location (loginId = the caller's own id; default their memberRadius, at most ${MEMBER_RADIUS_MAX_KM} km): search by name, filter by place and member type, sort by distance, rating or recent activity; paged. Never the caller, suspended or still-onboarding members; distances as rounded labels, no coordinates or addresses`,
    tag: TAG,
    params: ZFindMembersParams,
    query: ZFindMembersQuery,
    response: ZFindMembersResponse,
  },
  findBusinessMembers: {
    method: 'POST',
    path: '/user/business/find-member',
    audience: 'member',
    summary:
      'Business members around the caller filtered by business categories and sub-categories (any match); same radius, search, sort and paging as find-members',
    tag: TAG,
    body: ZFindBusinessMembersRequest,
    response: ZFindMembersResponse,
  },
  getMemberProfile: {
    method: 'GET',
    path: '/user/member-profile/:id',
    audience: 'member',
    summary:
      "A member's public profile: photo, name or business name, bio, socials, city, member since, rating summary, business categories (404 when suspended or still onboarding)",
    tag: TAG,
    params: ZMemberIdParams,
    response: ZMemberProfileResponse,
  },
  getMemberOffers: {
    method: 'GET',
    path: '/user/member-profile/:id/offers',
    audience: 'member',
    summary: "A member's ACTIVE offers, newest first, paged (public card fields only)",
    tag: TAG,
    params: ZMemberIdParams,
    query: ZMemberOffersQuery,
    response: ZMemberOffersResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/**
 * Find members nearby and public member profiles.
 *
 * - Only the caller's own location is searched from (`loginId` must be the caller's id).
 * - The radius is the query's (whole km, 1–100), else the member's memberRadius setting (default 20,
 *   clamped to the same range).
 * - Answers carry no coordinates or street addresses: city/province and a rounded distance label.
 */
import {
  LAST_ACTIVE_LABELS,
  lastActiveOf,
  MEMBER_RADIUS_DEFAULT_KM,
  MEMBER_RADIUS_MAX_KM,
  MEMBERS_MESSAGES,
  memberDistanceLabel,
  type TFindBusinessMembersRequestParsed,
  type TFindMembersQueryParsed,
  type TMemberCard,
  type TMemberOfferCard,
  type TMemberProfile,
  type TMemberRating,
  type ZMemberOffersQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { offerCardFields } from '../offer-search/card-fields.ts';
import { readPublicProfile } from '../profile/profile.service.ts';
import { shortName } from '../users/display-name.ts';
import {
  createMembersRepository,
  type MemberFilter,
  type MemberRow,
  type MemberSortKey,
} from './members.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
/** At most this many search words are matched (each must match). */
const SEARCH_WORDS_MAX = 5;

export type MemberPage = Page<TMemberCard, { radiusKm: number; sortBy: MemberSortKey; locationSet: boolean }>;

/** average hearts with one decimal (null without reviews) and the count. */
export function ratingOf(reviewCount: number | null, heartSum: number | null): TMemberRating {
  const count = reviewCount ?? 0;
  return { average: count > 0 ? Math.round(((heartSum ?? 0) / count) * 10) / 10 : null, count };
}

function toMemberCard(r: MemberRow, now: Date): TMemberCard {
  const memberType = r.account_type === 'BUSINESS' ? 'BUSINESS' : 'PERSONAL';
  const lastActive = lastActiveOf(r.last_login, now);
  return {
    id: r.id,
    publicName: shortName({
      accountType: memberType,
      businessName: r.business_name,
      firstName: r.first_name,
      lastName: r.last_name,
      userName: r.user_name,
    }),
    businessName: memberType === 'BUSINESS' ? r.business_name : null,
    profilePhoto: r.profile_photo,
    city: r.city,
    province: r.province,
    memberType,
    distanceLabel: memberDistanceLabel(Number(r.distance_km)),
    rating: ratingOf(r.review_count, r.heart_sum),
    memberSince: iso(r.created_at),
    lastActive,
    lastActiveLabel: LAST_ACTIVE_LABELS[lastActive],
  };
}

/** Search words: split on spaces, at most SEARCH_WORDS_MAX. */
const wordsOf = (s: string | undefined) =>
  s ? s.split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX) : undefined;

const badCategory = (field: 'categoryIds' | 'subCategoryIds', message: string) =>
  new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });

export function createMembersService(db: Db, opts: { now?: () => Date } = {}) {
  const repo = createMembersRepository(db);
  const now = opts.now ?? (() => new Date());

  /** The member radius: the query's, else the stored setting (default 20), within 1..MAX. */
  const radiusOf = (asked: number | undefined, stored: number | null) =>
    asked ?? Math.min(MEMBER_RADIUS_MAX_KM, Math.max(1, Math.round(stored ?? MEMBER_RADIUS_DEFAULT_KM)));

  async function find(
    auth: AuthContext,
    q: {
      radius?: number;
      search?: string;
      query?: string;
      sortBy: MemberSortKey;
      limit: number;
      offset: number;
      accountType?: 'PERSONAL' | 'BUSINESS';
      categoryIds?: number[];
    },
  ): Promise<MemberPage> {
    const viewer = await repo.viewer(auth.userId);
    const radiusKm = radiusOf(q.radius, viewer.radiusSetting);
    if (!viewer.center) return { items: [], total: 0, radiusKm, sortBy: q.sortBy, locationSet: false };
    const filter: MemberFilter = {
      viewerId: auth.userId,
      center: viewer.center,
      radiusKm,
      ...(q.accountType ? { accountType: q.accountType } : {}),
      ...(q.search ? { searchWords: wordsOf(q.search) } : {}),
      ...(q.query ? { place: q.query } : {}),
      ...(q.categoryIds ? { categoryIds: q.categoryIds } : {}),
    };
    const { rows, total } = await repo.search(filter, q.sortBy, q.limit, q.offset);
    const at = now();
    return {
      items: rows.map((r) => toMemberCard(r, at)),
      total,
      radiusKm,
      sortBy: q.sortBy,
      locationSet: true,
    };
  }

  return {
    /** GET /user/find-members/{loginId}: `loginId` must be the caller's own id. */
    async findMembers(auth: AuthContext, loginId: string, q: TFindMembersQueryParsed): Promise<MemberPage> {
      if (loginId !== auth.userId) throw new AppError('FORBIDDEN', MEMBERS_MESSAGES.ownLoginOnly);
      return find(auth, { ...q, ...(q.memberType ? { accountType: q.memberType } : {}) });
    },

    /**
     * POST /user/business/find-member: business members, by main categories (the category itself or
     * any of its sub-categories) and sub-categories; unknown, inactive or misplaced ids are refused.
     */
    async findBusinessMembers(
      auth: AuthContext,
      body: TFindBusinessMembersRequestParsed,
    ): Promise<MemberPage> {
      const asked = [...body.categoryIds, ...body.subCategoryIds];
      let categoryIds: number[] | undefined;
      if (asked.length > 0) {
        const found = new Map((await repo.categories(asked)).map((c) => [c.id, c]));
        const parents = new Map(
          (await repo.categories([...found.values()].flatMap((c) => (c.parentId ? [c.parentId] : [])))).map(
            (c) => [c.id, c],
          ),
        );
        const usable = (id: number) => {
          const c = found.get(id);
          return !!c && c.isActive && (c.parentId === null || parents.get(c.parentId)?.isActive === true);
        };
        for (const id of body.categoryIds) {
          if (!usable(id)) throw badCategory('categoryIds', MEMBERS_MESSAGES.unknownCategory);
          if (found.get(id)!.parentId !== null)
            throw badCategory('categoryIds', MEMBERS_MESSAGES.notACategory);
        }
        for (const id of body.subCategoryIds) {
          if (!usable(id)) throw badCategory('subCategoryIds', MEMBERS_MESSAGES.unknownCategory);
          if (found.get(id)!.parentId === null)
            throw badCategory('subCategoryIds', MEMBERS_MESSAGES.notASubCategory);
        }
        const children = await repo.subCategoryIds(body.categoryIds);
        categoryIds = [...new Set([...body.categoryIds, ...children, ...body.subCategoryIds])];
      }
      const { categoryIds: _main, subCategoryIds: _sub, ...paging } = body;
      return find(auth, {
        ...paging,
        accountType: 'BUSINESS',
        ...(categoryIds ? { categoryIds } : {}),
      });
    },

    /** GET /user/member-profile/{id}: 404 unless the member is listed (ACTIVE, onboarding COMPLETED). */
    async getProfile(auth: AuthContext, id: string): Promise<TMemberProfile> {
      const viewer = await repo.viewer(auth.userId);
      const extras = await repo.profileExtras(id, viewer.center);
      if (!extras) throw new AppError('NOT_FOUND');
      const p = await readPublicProfile(db, id);
      const memberType = p.accountType;
      const lastActive = lastActiveOf(extras.last_login, now());
      return {
        id: p.id,
        publicName: shortName({
          accountType: memberType,
          businessName: p.business?.businessName ?? null,
          firstName: p.firstName,
          lastName: p.lastNameInitial,
          userName: p.userName,
        }),
        displayName: p.displayName,
        userName: p.userName,
        profilePhoto: p.profilePhoto,
        bio: p.yourBio,
        memberType,
        city: p.city,
        province: p.province,
        memberSince: p.memberSince,
        lastActive,
        lastActiveLabel: LAST_ACTIVE_LABELS[lastActive],
        distanceLabel:
          extras.distance_km === null || id === auth.userId
            ? null
            : memberDistanceLabel(Number(extras.distance_km)),
        rating: ratingOf(extras.review_count, extras.heart_sum),
        socials: p.socials,
        business: p.business
          ? {
              businessName: p.business.businessName,
              description: p.business.description,
              website: p.business.website,
              categories: p.business.categories,
            }
          : null,
        activeOfferCount: Number(extras.active_offers),
        isSelf: id === auth.userId,
      };
    },

    /** GET /user/member-profile/{id}/offers: the member's listed (ACTIVE) offers, newest first. */
    async listOffers(
      auth: AuthContext,
      id: string,
      q: z.output<typeof ZMemberOffersQuery>,
    ): Promise<Page<TMemberOfferCard>> {
      if (!(await repo.isListed(id))) throw new AppError('NOT_FOUND');
      const { rows, total } = await repo.offers(id, auth.userId, q.limit, q.offset);
      return { items: rows.map(offerCardFields), total };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;

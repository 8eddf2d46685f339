/**
 * Finding offers: search, explore-business, suggestions, the home feed and the filter panel.
 * Only listed offers (offers/visibility.ts) of members other than the viewer are shown (see the repository).
 */
import {
  ALL_OFFER_CATEGORY_FILTER,
  DEFAULT_SEARCH_RADIUS_KM,
  effectiveSearchSort,
  type OFFER_CATEGORIES,
  OFFER_CATEGORY_BY_FILTER_ID,
  SEARCH_RADIUS_ANYWHERE,
  SEARCH_RADIUS_MAX_KM,
  SEARCH_RADIUS_OPTIONS_KM,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  type SearchSort,
  SUGGESTIONS_MAX,
  type THomePageResponse,
  type THomeSection,
  type TOfferCard,
  type TOfferFilterResponse,
  type TOfferSuggestionsResponse,
  type TSearchOffersResponse,
  type ZExploreBusinessQuery,
  type ZHomePageQuery,
  type ZOfferFilterQuery,
  type ZOfferSuggestionsQuery,
  type ZSearchOffersQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { runInBackground } from '../../lib/background.ts';
import type { Page } from '../../lib/envelope.ts';
import { type Point, roundKm } from '../../lib/geo.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { toSellerCard } from '../offers/seller-card.ts';
import { offerCardFields } from './card-fields.ts';
import {
  type CardRow,
  createOfferSearchRepository,
  type EffectiveSort,
  type OfferFilter,
} from './offer-search.repository.ts';
import { recordSearchMiss } from './search-misses.ts';

type SearchQuery = z.output<typeof ZSearchOffersQuery>;
type ExploreQuery = z.output<typeof ZExploreBusinessQuery>;
/** A page of offer cards, with the search's capped-total flag, the sort applied and the centre used. */
export type SearchPage = Page<
  TOfferCard,
  Pick<TSearchOffersResponse['meta'], 'totalCapped' | 'sortBy' | 'center'>
>;

export function toCard(r: CardRow): TOfferCard {
  return {
    ...offerCardFields(r),
    latitude: r.latitude,
    longitude: r.longitude,
    distanceKm: r.distance_km === null ? null : roundKm(Number(r.distance_km)),
    seller: toSellerCard({
      id: r.seller_id,
      accountType: r.account_type,
      firstName: r.first_name,
      lastName: r.last_name,
      userName: r.user_name,
      profilePhoto: r.profile_photo,
      businessName: r.business_name,
    }),
  };
}

const categoriesOf = (ids: number[] | undefined) =>
  ids ? ids.map((id) => OFFER_CATEGORY_BY_FILTER_ID[id] as string) : undefined;

/** The sort actually applied: relevance needs text, nearest needs a centre. */
export function effectiveSort(
  requested: SearchSort | undefined,
  hasText: boolean,
  hasCenter: boolean,
): EffectiveSort {
  const sort = effectiveSearchSort(requested, hasText);
  if (sort === 'nearest' && !hasCenter) return 'newest';
  return sort;
}

/** Simple trigram similarity of two words (like pg_trgm's, for ranking word suggestions). */
function trigrams(word: string): Set<string> {
  const s = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}
function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

export function createOfferSearchService(deps: { db: DbOrTx }) {
  const repo = createOfferSearchRepository(deps.db);

  /** Centre and radius: the lat/lng override or the member's location; radius or the member's setting. */
  async function place(
    viewerId: string,
    q: { lat?: number; lng?: number; radius?: number | null },
  ): Promise<{ center: Point | null; radiusKm: number | null; defaultKm: number }> {
    const viewer = await repo.viewer(viewerId);
    const defaultKm = Math.min(viewer.radiusSetting ?? DEFAULT_SEARCH_RADIUS_KM, SEARCH_RADIUS_MAX_KM);
    const center = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : viewer.center;
    const radiusKm = q.radius === undefined ? defaultKm : q.radius;
    return { center, radiusKm: center ? radiusKm : null, defaultKm };
  }

  const centerOut = (center: Point | null, radiusKm: number | null) =>
    center ? { latitude: center.lat, longitude: center.lng, radiusKm } : null;

  async function search(
    viewerId: string,
    q: SearchQuery | ExploreQuery,
    accountType: 'PERSONAL' | 'BUSINESS' | undefined,
  ): Promise<SearchPage> {
    const { center, radiusKm } = await place(viewerId, q);
    const filter: OfferFilter = {
      viewerId,
      q: q.q,
      categories: categoriesOf(q.categoryIds),
      center,
      radiusKm,
      minCents: q.minPrice,
      maxCents: q.maxPrice,
      accountType,
    };
    const sortBy = effectiveSort(q.sortBy, !!q.q, !!center);
    const { rows, total } = await repo.search(filter, sortBy, q.limit, q.offset, SEARCH_TOTAL_CAP);
    // A text search that found nothing is an unmet want (analytics): counted after the answer.
    if (q.q && q.offset === 0 && total === 0) {
      const db = deps.db;
      runInBackground('search miss', () => recordSearchMiss(db, q));
    }
    return {
      items: rows.map(toCard),
      total: Math.min(total, SEARCH_TOTAL_CAP),
      totalCapped: total > SEARCH_TOTAL_CAP,
      sortBy,
      center: centerOut(center, radiusKm),
    };
  }

  return {
    searchOffers: (auth: AuthContext, q: SearchQuery) => search(auth.userId, q, q.accountType),

    exploreBusiness: (auth: AuthContext, q: ExploreQuery) => search(auth.userId, q, 'BUSINESS'),

    /**
     * Up to 8: for a one-word text, close words from matching titles first ("did you mean"),
     * then whole titles, best match first, without duplicates (case-insensitive).
     */
    async suggestions(
      auth: AuthContext,
      q: z.output<typeof ZOfferSuggestionsQuery>,
    ): Promise<TOfferSuggestionsResponse['data']> {
      const filter: OfferFilter = {
        viewerId: auth.userId,
        categories: categoriesOf(q.categoryIds),
        center: null,
        radiusKm: null,
      };
      const titles = await repo.similarTitles(filter, q.q, 40);
      const out: TOfferSuggestionsResponse['data'] = [];
      const seen = new Set<string>();
      const add = (text: string, kind: 'TITLE' | 'WORD') => {
        const key = text.toLowerCase();
        if (seen.has(key) || out.length >= SUGGESTIONS_MAX) return;
        seen.add(key);
        out.push({ text, kind });
      };
      const typed = q.q.toLowerCase();
      if (!/\s/.test(typed)) {
        const words = new Map<string, number>();
        for (const t of titles) {
          for (const w of t.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []) {
            if (w.length < 3 || w === typed || words.has(w)) continue;
            const score = w.startsWith(typed) ? 1 + similarity(typed, w) : similarity(typed, w);
            if (score >= 0.35) words.set(w, score);
          }
        }
        const best = [...words.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
        for (const [w] of best) add(w, 'WORD');
      }
      for (const t of titles) add(t, 'TITLE');
      return out;
    },

    /** The home feed: newest near you, one row per category, then business members' offers. */
    async homePage(
      auth: AuthContext,
      q: z.output<typeof ZHomePageQuery>,
    ): Promise<THomePageResponse['data']> {
      const { center, radiusKm } = await place(auth.userId, q);
      const base: OfferFilter = { viewerId: auth.userId, center, radiusKm };
      const near = center && radiusKm !== null ? ' near you' : '';
      const defs: {
        key: THomeSection['key'];
        title: string;
        categoryId: number | null;
        filter: OfferFilter;
        accountType: 'BUSINESS' | null;
      }[] = [
        { key: 'newest', title: `Newest${near}`, categoryId: null, filter: base, accountType: null },
        ...[1, 2, 3, 4].map((id) => ({
          key: `category-${id}` as THomeSection['key'],
          title: OFFER_CATEGORY_BY_FILTER_ID[id] as string,
          categoryId: id,
          filter: { ...base, categories: [OFFER_CATEGORY_BY_FILTER_ID[id] as string] },
          accountType: null,
        })),
        {
          key: 'business',
          title: `From businesses${near}`,
          categoryId: null,
          filter: { ...base, accountType: 'BUSINESS' },
          accountType: 'BUSINESS',
        },
      ];
      // Around a place: every row from one read of the area's offers. Anywhere: a search per row.
      const area =
        center && radiusKm !== null ? await repo.homeRows({ ...base, center, radiusKm }, q.limit) : null;
      const rowOf = (d: (typeof defs)[number]) => {
        if (!area) return repo.search(d.filter, 'newest', q.limit, 0, SEARCH_TOTAL_CAP);
        if (d.key === 'newest') {
          return { rows: area.rows.filter((r) => r.r_all <= q.limit), total: area.totals.all };
        }
        if (d.accountType === 'BUSINESS') {
          return {
            rows: area.rows.filter((r) => r.r_biz !== null && r.r_biz <= q.limit),
            total: area.totals.business,
          };
        }
        const category = d.filter.categories?.[0] as string;
        return {
          rows: area.rows.filter((r) => r.category === category && r.r_cat <= q.limit),
          total: area.totals.byCategory.get(category) ?? 0,
        };
      };
      const sections = await Promise.all(
        defs.map(async (d) => {
          const { rows, total } = await rowOf(d);
          return {
            key: d.key,
            title: d.title,
            categoryId: d.categoryId,
            searchQuery: {
              categoryIds: d.categoryId ? String(d.categoryId) : ALL_OFFER_CATEGORY_FILTER,
              sortBy: 'newest' as const,
              accountType: d.accountType,
            },
            total: Math.min(total, SEARCH_TOTAL_CAP),
            totalCapped: total > SEARCH_TOTAL_CAP,
            data: rows.map(toCard),
          };
        }),
      );
      return { center: centerOut(center, radiusKm), sections };
    },

    async filter(
      auth: AuthContext,
      q: z.output<typeof ZOfferFilterQuery>,
    ): Promise<TOfferFilterResponse['data']> {
      const { center, radiusKm, defaultKm } = await place(auth.userId, q);
      const facets = await repo.facets({ viewerId: auth.userId, q: q.q, center, radiusKm });
      const byName = new Map(facets.map((f) => [f.category, f]));
      const prices = facets.filter((f) => f.minCents !== null);
      return {
        categories: [1, 2, 3, 4].map((id) => {
          const name = OFFER_CATEGORY_BY_FILTER_ID[id] as (typeof OFFER_CATEGORIES)[number];
          return { id, name, count: byName.get(name)?.count ?? 0 };
        }),
        allCategoryIds: ALL_OFFER_CATEGORY_FILTER,
        price: {
          minCents: prices.length ? Math.min(...prices.map((p) => p.minCents as number)) : null,
          maxCents: prices.length ? Math.max(...prices.map((p) => p.maxCents as number)) : null,
        },
        radius: {
          defaultKm,
          maxKm: SEARCH_RADIUS_MAX_KM,
          optionsKm: SEARCH_RADIUS_OPTIONS_KM,
          anywhere: SEARCH_RADIUS_ANYWHERE,
        },
        center: centerOut(center, radiusKm),
        sortOptions: SEARCH_SORTS.map((value) => ({ value, label: SEARCH_SORT_LABELS[value] })),
      };
    },
  };
}

export type OfferSearchService = ReturnType<typeof createOfferSearchService>;

import {
  ALL_OFFER_CATEGORY_FILTER,
  DEFAULT_SEARCH_RADIUS_KM,
  SEARCH_QUERY_MAX,
  ZCategoryIdsQuery,
  ZId,
  ZRadiusQuery,
} from '@barterbits/contracts';
import type { WantedFeedFilters } from '../api/get-wanted-feed.ts';

/** The wanted feed as kept in the URL (?q=&categoryIds=&radius=&sortBy=&offerId=). */
export interface WantedState {
  q: string;
  /** Filter ids, e.g. '1,3'; '' is every category. */
  categoryIds: string;
  /** km as text, or "anywhere". */
  radius: string;
  sortBy: 'newest' | 'nearest';
  /** Only the wants this own offer matched ('' for all). */
  offerId: string;
}

export const DEFAULT_WANTED_STATE: WantedState = {
  q: '',
  categoryIds: '',
  radius: String(DEFAULT_SEARCH_RADIUS_KM),
  sortBy: 'newest',
  offerId: '',
};

/** Category ids as the server reads them (distinct, sorted); every category or anything refused is ''. */
const normaliseCategories = (v: string | null): string => {
  const r = ZCategoryIdsQuery.safeParse(v);
  if (!r.success) return '';
  const ids = r.data.join(',');
  return ids === ALL_OFFER_CATEGORY_FILTER ? '' : ids;
};

/** Reads the feed's state from URL params; anything malformed falls back to the default. */
export const readWantedState = (params: URLSearchParams): WantedState => {
  const radius = params.get('radius');
  const offerId = params.get('offerId');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    categoryIds: normaliseCategories(params.get('categoryIds')),
    radius: radius && ZRadiusQuery.safeParse(radius).success ? radius : DEFAULT_WANTED_STATE.radius,
    sortBy: params.get('sortBy') === 'nearest' ? 'nearest' : 'newest',
    offerId: offerId && ZId.safeParse(offerId).success ? offerId : '',
  };
};

/** Writes only what differs from the default, so URLs stay short. */
export const writeWantedState = (s: WantedState): URLSearchParams => {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.trim());
  if (s.categoryIds) p.set('categoryIds', s.categoryIds);
  if (s.radius !== DEFAULT_WANTED_STATE.radius) p.set('radius', s.radius);
  if (s.sortBy !== DEFAULT_WANTED_STATE.sortBy) p.set('sortBy', s.sortBy);
  if (s.offerId) p.set('offerId', s.offerId);
  return p;
};

/** One category chip switched on or off in the filter ('' is every category). */
export const toggleCategory = (categoryIds: string, id: number): string => {
  const ids = new Set(categoryIds ? categoryIds.split(',').map(Number) : []);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return normaliseCategories([...ids].join(',') || null);
};

/**
 * The query of GET /want/wanted from the URL state. The wants an own offer matched are listed whatever
 * the distance or text: only the offer (and the sort) goes with them.
 */
export const toWantedQuery = (s: WantedState): WantedFeedFilters =>
  s.offerId
    ? { offerId: s.offerId, radius: 'anywhere', sortBy: s.sortBy }
    : {
        ...(s.q.trim() ? { q: s.q.trim() } : {}),
        ...(s.categoryIds ? { categoryIds: s.categoryIds } : {}),
        radius: s.radius,
        sortBy: s.sortBy,
      };

import {
  ALL_OFFER_CATEGORY_FILTER,
  DEFAULT_SEARCH_RADIUS_KM,
  OFFER_SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  type SearchSort,
  VALIDATION_MESSAGES,
  ZCategoryIdsQuery,
  ZPriceQuery,
  ZRadiusQuery,
  ZSearchSort,
} from '@barterbits/contracts';
import type { z } from 'zod';

/** The search as kept in the URL (?q=&categoryIds=&radius=&minPrice=&maxPrice=&sortBy=). */
export interface SearchState {
  q: string;
  /** Filter ids, e.g. '1,3'; '1,2,3,4' is all. */
  categoryIds: string;
  /** km as text, or "anywhere". */
  radius: string;
  minPrice: string;
  maxPrice: string;
  sortBy: SearchSort | '';
}

export const DEFAULT_SEARCH_STATE: SearchState = {
  q: '',
  categoryIds: ALL_OFFER_CATEGORY_FILTER,
  radius: String(DEFAULT_SEARCH_RADIUS_KM),
  minPrice: '',
  maxPrice: '',
  sortBy: '',
};

/** The first message a contract schema gives for `v`, or null when it accepts it. */
const problemOf = (schema: z.ZodType, v: unknown): string | null => {
  const r = schema.safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? VALIDATION_MESSAGES.required);
};

/** Category ids as the server reads them (distinct, sorted); anything it refuses is all categories. */
const normaliseCategories = (v: string | null): string => {
  const r = ZCategoryIdsQuery.safeParse(v);
  return r.success ? r.data.join(',') : ALL_OFFER_CATEGORY_FILTER;
};

/** A radius the server accepts (km or "anywhere"), else the default. */
const normaliseRadius = (v: string | null): string =>
  v && ZRadiusQuery.safeParse(v).success ? v : DEFAULT_SEARCH_RADIUS_KM.toString();

/** Reads the search from URL params; anything malformed falls back to the default. */
export const readSearchState = (params: URLSearchParams): SearchState => {
  const sort = params.get('sortBy') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    categoryIds: normaliseCategories(params.get('categoryIds')),
    radius: normaliseRadius(params.get('radius')),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    sortBy: ZSearchSort.safeParse(sort).data ?? '',
  };
};

/** Writes only what differs from the default, so URLs stay short and stable. */
export const writeSearchState = (state: SearchState): URLSearchParams => {
  const p = new URLSearchParams();
  if (state.q.trim()) p.set('q', state.q.trim());
  if (state.categoryIds !== DEFAULT_SEARCH_STATE.categoryIds) p.set('categoryIds', state.categoryIds);
  if (state.radius !== DEFAULT_SEARCH_STATE.radius) p.set('radius', state.radius);
  if (state.minPrice) p.set('minPrice', state.minPrice);
  if (state.maxPrice) p.set('maxPrice', state.maxPrice);
  if (state.sortBy) p.set('sortBy', state.sortBy);
  return p;
};

/** The price bound's problem (the server's own rule), or null when it is empty or fine. */
export const priceError = (v: string): string | null => (v ? problemOf(ZPriceQuery, v) : null);

export const PRICE_RANGE_MESSAGE = OFFER_SEARCH_MESSAGES.priceRange;

/** Errors of the price range by field ({} when the range can be searched). */
export const priceRangeErrors = (s: Pick<SearchState, 'minPrice' | 'maxPrice'>) => {
  const errors: { minPrice?: string; maxPrice?: string } = {};
  const min = priceError(s.minPrice);
  const max = priceError(s.maxPrice);
  if (min) errors.minPrice = min;
  if (max) errors.maxPrice = max;
  if (
    !min &&
    !max &&
    s.minPrice &&
    s.maxPrice &&
    ZPriceQuery.parse(s.minPrice) > ZPriceQuery.parse(s.maxPrice)
  ) {
    errors.minPrice = PRICE_RANGE_MESSAGE;
  }
  return errors;
};

/** The query for GET /offer/search-offer from the URL state (price bounds only when valid). */
export const toSearchQuery = (s: SearchState) => {
  const errors = priceRangeErrors(s);
  return {
    ...(s.q.trim() ? { q: s.q.trim() } : {}),
    categoryIds: s.categoryIds,
    radius: s.radius,
    ...(s.minPrice && !errors.minPrice ? { minPrice: s.minPrice } : {}),
    ...(s.maxPrice && !errors.maxPrice ? { maxPrice: s.maxPrice } : {}),
    ...(s.sortBy ? { sortBy: s.sortBy } : {}),
  };
};

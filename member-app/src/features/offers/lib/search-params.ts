import {
  ALL_OFFER_CATEGORY_FILTER,
  DEFAULT_SEARCH_RADIUS_KM,
  NUMBER_MAXIMUM,
  OFFER_SEARCH_MESSAGES,
  SEARCH_RADIUS_ANYWHERE,
  SEARCH_RADIUS_MAX_KM,
  SEARCH_SORTS,
  type SearchSort,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';

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

const CATEGORY_IDS = /^[1-4](,[1-4])*$/;

const normaliseCategories = (v: string | null): string => {
  if (!v || !CATEGORY_IDS.test(v)) return ALL_OFFER_CATEGORY_FILTER;
  return [...new Set(v.split(','))].sort().join(',');
};

const normaliseRadius = (v: string | null): string => {
  if (v === SEARCH_RADIUS_ANYWHERE) return v;
  const n = Number(v);
  return v && /^\d+(\.\d+)?$/.test(v) && n >= 1 && n <= SEARCH_RADIUS_MAX_KM
    ? v
    : DEFAULT_SEARCH_RADIUS_KM.toString();
};

/** Reads the search from URL params; anything malformed falls back to the default. */
export const readSearchState = (params: URLSearchParams): SearchState => {
  const sort = params.get('sortBy') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    categoryIds: normaliseCategories(params.get('categoryIds')),
    radius: normaliseRadius(params.get('radius')),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    sortBy: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : '',
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

/** The price bound's problem, or null when it is empty or fine. */
export const priceError = (v: string): string | null => {
  if (!v) return null;
  if (!/^\d+(\.\d+)?$/.test(v)) return VALIDATION_MESSAGES.numericOnly;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return VALIDATION_MESSAGES.decimals;
  if (Number(v) > NUMBER_MAXIMUM) return VALIDATION_MESSAGES.numberMax;
  return null;
};

export const PRICE_RANGE_MESSAGE = OFFER_SEARCH_MESSAGES.priceRange;

/** Errors of the price range by field ({} when the range can be searched). */
export const priceRangeErrors = (s: Pick<SearchState, 'minPrice' | 'maxPrice'>) => {
  const errors: { minPrice?: string; maxPrice?: string } = {};
  const min = priceError(s.minPrice);
  const max = priceError(s.maxPrice);
  if (min) errors.minPrice = min;
  if (max) errors.maxPrice = max;
  if (!min && !max && s.minPrice && s.maxPrice && Number(s.minPrice) > Number(s.maxPrice)) {
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

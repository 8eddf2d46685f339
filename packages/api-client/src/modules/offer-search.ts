import type { QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Offer search and feeds: one typed function per endpoint. */
export const offerSearchApi = (invoke: Invoke) => ({
  /** GET /offer/search-offer: q, categoryIds ('1,2'), radius (km or 'anywhere'), minPrice/maxPrice (BITS), sortBy, accountType, lat/lng, limit/offset. */
  searchOffers: (query: QueryOf<'searchOffers'> = {}) => invoke('searchOffers', { query }),
  /** GET /offer/explore-business: the same search over business members' offers. */
  exploreBusiness: (query: QueryOf<'exploreBusiness'> = {}) => invoke('exploreBusiness', { query }),
  /** GET /offer/suggestions: up to 8 typo-tolerant suggestions for the search box. */
  offerSuggestions: (query: QueryOf<'offerSuggestions'>) => invoke('offerSuggestions', { query }),
  /** GET /offer/home-page: the home feed rows (newest, per category, businesses). */
  offerHomePage: (query: QueryOf<'offerHomePage'> = {}) => invoke('offerHomePage', { query }),
  /** GET /offer/filter: categories with counts, price range, radius and sort options. */
  offerFilter: (query: QueryOf<'offerFilter'> = {}) => invoke('offerFilter', { query }),
});

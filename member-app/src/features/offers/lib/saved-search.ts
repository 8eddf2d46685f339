import {
  ALL_OFFER_CATEGORY_FILTER,
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearchCriteria,
} from '@barterbits/contracts';
import { priceRangeErrors, type SearchState } from './search-params.ts';

/**
 * What a saved search keeps of the search page: its own query values (text, categories unless all of
 * them, radius, the valid price bounds), so opening the saved search reproduces the search. The sort is
 * how results are shown, not what is searched: it is not kept.
 */
export const savedSearchCriteria = (s: SearchState): TSavedSearchCriteria => {
  const errors = priceRangeErrors(s);
  return {
    ...(s.q.trim() ? { q: s.q.trim() } : {}),
    ...(s.categoryIds !== ALL_OFFER_CATEGORY_FILTER ? { categoryIds: s.categoryIds } : {}),
    radius: s.radius,
    ...(s.minPrice && !errors.minPrice ? { minPrice: s.minPrice } : {}),
    ...(s.maxPrice && !errors.maxPrice ? { maxPrice: s.maxPrice } : {}),
  };
};

/** Whether the search names something to look for (text or some categories): the server saves no other. */
export const canSaveSearch = (s: SearchState): boolean =>
  s.q.trim() !== '' || s.categoryIds !== ALL_OFFER_CATEGORY_FILTER;

const CATEGORY_OF_ID = new Map(
  (Object.entries(OFFER_CATEGORY_FILTER_IDS) as [OfferCategory, number][]).map(([c, id]) => [id, c]),
);

/** The name a saved search is offered: its text, else its categories' names ("Product, Services"). */
export const suggestedSearchName = (s: SearchState, categoryName: (c: OfferCategory) => string): string => {
  const text = s.q.trim();
  if (text) return text.slice(0, SAVED_SEARCH_NAME_MAX);
  if (s.categoryIds === ALL_OFFER_CATEGORY_FILTER) return '';
  return s.categoryIds
    .split(',')
    .map((id) => CATEGORY_OF_ID.get(Number(id)))
    .filter((c): c is OfferCategory => c !== undefined)
    .map(categoryName)
    .join(', ')
    .slice(0, SAVED_SEARCH_NAME_MAX);
};

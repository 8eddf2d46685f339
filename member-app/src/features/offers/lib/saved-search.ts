import { ALL_OFFER_CATEGORY_FILTER, PAGES, type TSavedSearchCriteria } from '@barterbits/contracts';
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

/**
 * Where "Save search" goes: the member's wants page, which opens its save dialog with these criteria (the
 * dialog is loaded with that page, so the search page carries only a link).
 */
export const saveSearchHref = (s: SearchState): string => {
  const criteria = savedSearchCriteria(s) as Record<string, string>;
  return `${PAGES.wants.path}?${new URLSearchParams({ save: '1', ...criteria })}`;
};

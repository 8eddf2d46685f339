import {
  OFFER_CATEGORY_FILTER_IDS,
  type OfferCategory,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearchCriteria,
} from '@barterbits/contracts';

/** The criteria keys the search page passes (see the search page's "Save search" link). */
const CRITERIA_KEYS = ['q', 'categoryIds', 'radius', 'minPrice', 'maxPrice', 'accountType'] as const;

/**
 * The search to save, from the wants page's address (`?save=1&q=…&categoryIds=…`), or null when the page
 * was not opened to save one. The server checks the values; the dialog only passes them on.
 */
export function searchToSave(params: URLSearchParams): TSavedSearchCriteria | null {
  if (params.get('save') !== '1') return null;
  const criteria: Record<string, string> = {};
  for (const key of CRITERIA_KEYS) {
    const v = params.get(key);
    if (v) criteria[key] = v;
  }
  return criteria as TSavedSearchCriteria;
}

/** The search page's address values of the criteria (to go back to the search). */
export const searchQueryOf = (c: TSavedSearchCriteria): string =>
  new URLSearchParams(
    Object.entries(c).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();

const CATEGORY_OF_ID = new Map(
  (Object.entries(OFFER_CATEGORY_FILTER_IDS) as [OfferCategory, number][]).map(([c, id]) => [id, c]),
);

/** The name a saved search is offered: its text, else its categories' names ("Product, Services"). */
export const suggestedSearchName = (
  c: TSavedSearchCriteria,
  categoryName: (category: OfferCategory) => string,
): string => {
  const text = c.q?.trim();
  if (text) return text.slice(0, SAVED_SEARCH_NAME_MAX);
  if (!c.categoryIds) return '';
  return String(c.categoryIds)
    .split(',')
    .map((id) => CATEGORY_OF_ID.get(Number(id)))
    .filter((category): category is OfferCategory => category !== undefined)
    .map(categoryName)
    .join(', ')
    .slice(0, SAVED_SEARCH_NAME_MAX);
};

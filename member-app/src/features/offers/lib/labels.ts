/**
 * The offers feature's words for values chosen at run time (categories, sorts) as literal catalog ids, and
 * the contracts' validation messages the search filters show, by their English text. Kept small: the
 * search page loads it.
 */
import {
  OFFER_SEARCH_MESSAGES,
  type OfferCategory,
  type SearchSort,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';
import type { T } from '../../../lib/i18n.ts';

type Id = keyof Messages;

export const CATEGORY_LABEL = {
  Product: 'offers.category.product',
  Services: 'offers.category.services',
  'Cars & Vehicles': 'offers.category.cars',
  'Vacation Rentals': 'offers.category.rentals',
} as const satisfies Record<OfferCategory, Id>;

export const SORT_LABEL = {
  relevance: 'offers.sort.relevance',
  newest: 'offers.sort.newest',
  nearest: 'offers.sort.nearest',
  price_asc: 'offers.sort.priceAsc',
  price_desc: 'offers.sort.priceDesc',
} as const satisfies Record<SearchSort, Id>;

/** A category's name in the app's language (the stored value itself when it is not one of the four). */
export const categoryLabel = (t: T, category: string): string => {
  const id = CATEGORY_LABEL[category as OfferCategory];
  return id ? t(id) : category;
};

/** The contracts' messages the search filters show, by their English text. */
const PROBLEM: ReadonlyMap<string, Id> = new Map<string, Id>([
  [VALIDATION_MESSAGES.numericOnly, 'offers.problem.numericOnly'],
  [VALIDATION_MESSAGES.decimals, 'offers.problem.decimals'],
  [VALIDATION_MESSAGES.numberMax, 'offers.problem.numberMax'],
  [OFFER_SEARCH_MESSAGES.priceRange, 'offers.problem.priceRange'],
]);

/** A contracts message in the app's language (one the catalog does not have stays as it is). */
export const problemIn = <M extends string | undefined>(t: T, message: M): M => {
  const id = message === undefined ? undefined : PROBLEM.get(message);
  return (id ? t(id as 'offers.problem.priceRange') : message) as M;
};

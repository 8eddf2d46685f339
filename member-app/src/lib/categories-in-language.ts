/**
 * Business categories as a reader sees them: admins name each category in English and, when they
 * choose, in French; a French reader sees the French name where there is one. The server sorts by the
 * English name, so the lists are sorted again in the reader's language.
 */
import { inLanguage, type Locale } from '@barterbits/contracts';
import { useCallback } from 'react';
import { useLocale } from './i18n.ts';

interface Named {
  name: string;
  nameFr: string | null;
}

/** `item` with `name` in `locale`. */
const nameIn = <C extends Named>(locale: Locale, item: C): C => ({
  ...item,
  name: inLanguage(locale, item.name, item.nameFr),
});

/** `items` named in `locale`, in that language's alphabetical order. */
export const categoriesIn = <C extends Named>(locale: Locale, items: readonly C[]): C[] =>
  items
    .map((item) => nameIn(locale, item))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));

/** A category tree named and sorted in `locale`, its sub-categories too. */
export const categoryTreeIn = <C extends Named & { subCategories: readonly Named[] }>(
  locale: Locale,
  tree: readonly C[],
): C[] =>
  categoriesIn(locale, tree).map((c) => ({ ...c, subCategories: categoriesIn(locale, c.subCategories) }));

/** A query `select` that names and sorts a category tree in the app's language. */
export function useCategoryTreeInLanguage<C extends Named & { subCategories: readonly Named[] }>() {
  const locale = useLocale();
  return useCallback((tree: readonly C[]) => categoryTreeIn(locale, tree), [locale]);
}

/** A query `select` that names and sorts a flat category list in the app's language. */
export function useCategoriesInLanguage<C extends Named>() {
  const locale = useLocale();
  return useCallback((items: readonly C[]) => categoriesIn(locale, items), [locale]);
}

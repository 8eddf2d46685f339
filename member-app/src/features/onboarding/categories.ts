/** Pure helpers of the business-category pages. */
import { MAX_BUSINESS_CATEGORIES, type TBusinessCategory } from '@barterbits/contracts';

/** Adds `id` to the selection, or removes it; adding beyond `max` leaves the selection as it is. */
export function toggleCategory(
  selected: readonly number[],
  id: number,
  max = MAX_BUSINESS_CATEGORIES,
): number[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}

export interface SelectedCategory {
  id: number;
  /** "Food & Drink" or "Food & Drink › Bakery". */
  label: string;
}

/**
 * The selected ids that still exist in `tree`, in the tree's (alphabetical) order, with readable
 * labels. Ids no longer offered (deleted or deactivated since) drop out.
 */
export function describeSelection(
  tree: readonly TBusinessCategory[],
  ids: readonly number[],
): SelectedCategory[] {
  const wanted = new Set(ids);
  const out: SelectedCategory[] = [];
  for (const c of tree) {
    if (wanted.has(c.id)) out.push({ id: c.id, label: c.name });
    for (const s of c.subCategories)
      if (wanted.has(s.id)) out.push({ id: s.id, label: `${c.name} › ${s.name}` });
  }
  return out;
}

/** Stored selections are strings (sign-up data "products"); bad entries are dropped. */
export const parseSelection = (stored: readonly string[]): number[] =>
  [...new Set(stored.map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);

export const serializeSelection = (ids: readonly number[]): string[] => ids.map(String);

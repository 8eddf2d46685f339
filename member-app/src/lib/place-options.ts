/** Suggestion-list helpers of the place autocomplete (spec §9: sorted by label, 5 more per step). */
import { AUTOCOMPLETE_PAGE_STEP } from '@barterbits/contracts';

/** Options sorted alphabetically by label (accent- and case-insensitive), as the autocomplete shows them. */
export const sortByLabel = <T>(options: readonly T[], label: (o: T) => string): T[] =>
  [...options].sort((a, b) => label(a).localeCompare(label(b), undefined, { sensitivity: 'base' }));

/** How many options are shown after `steps` "Show more" steps (or scrolls to the end). */
export const visibleCount = (total: number, steps: number, step = AUTOCOMPLETE_PAGE_STEP): number =>
  Math.min(total, step * (steps + 1));

/** Whether a scrolled list is near enough its end to show more. */
export const nearListEnd = (
  el: { scrollTop: number; clientHeight: number; scrollHeight: number },
  slack = 8,
) => el.scrollTop + el.clientHeight >= el.scrollHeight - slack;

import { describe, expect, it } from 'vitest';
import { effectiveSearchSort, SEARCH_SORTS, searchSortsFor } from '../../src/api/offer-search.ts';

describe('search sort (one rule for the server and the filter panel)', () => {
  it('defaults to relevance with text and newest without', () => {
    expect(effectiveSearchSort(undefined, true)).toBe('relevance');
    expect(effectiveSearchSort(undefined, false)).toBe('newest');
  });

  it('reads relevance without text as newest, and keeps any other choice', () => {
    expect(effectiveSearchSort('relevance', false)).toBe('newest');
    for (const s of SEARCH_SORTS.filter((x) => x !== 'relevance')) {
      expect(effectiveSearchSort(s, false)).toBe(s);
      expect(effectiveSearchSort(s, true)).toBe(s);
    }
  });

  it('offers relevance only when there is text', () => {
    expect(searchSortsFor(true)).toEqual([...SEARCH_SORTS]);
    expect(searchSortsFor(false)).toEqual(SEARCH_SORTS.filter((s) => s !== 'relevance'));
  });
});

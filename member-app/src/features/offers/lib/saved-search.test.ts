import { describe, expect, it } from 'vitest';
import { canSaveSearch, savedSearchCriteria, saveSearchHref } from './saved-search.ts';
import { DEFAULT_SEARCH_STATE } from './search-params.ts';

const state = (over: Partial<typeof DEFAULT_SEARCH_STATE>) => ({ ...DEFAULT_SEARCH_STATE, ...over });

describe('savedSearchCriteria', () => {
  it("keeps the search page's query values: text, categories, radius, price bounds", () => {
    expect(
      savedSearchCriteria(
        state({ q: ' bike repair ', categoryIds: '2', radius: '50', minPrice: '5', maxPrice: '40.50' }),
      ),
    ).toEqual({ q: 'bike repair', categoryIds: '2', radius: '50', minPrice: '5', maxPrice: '40.50' });
  });

  it('leaves out every category at once, an empty text and the sort', () => {
    expect(savedSearchCriteria(state({ q: 'tires', sortBy: 'newest' }))).toEqual({
      q: 'tires',
      radius: '20',
    });
  });

  it('keeps a search anywhere as such', () => {
    expect(savedSearchCriteria(state({ q: 'tires', radius: 'anywhere' }))).toEqual({
      q: 'tires',
      radius: 'anywhere',
    });
  });

  it('leaves out price bounds the search itself does not apply (malformed, or min above max)', () => {
    expect(savedSearchCriteria(state({ q: 'x', minPrice: 'abc', maxPrice: '10' }))).toEqual({
      q: 'x',
      radius: '20',
      maxPrice: '10',
    });
    expect(savedSearchCriteria(state({ q: 'x', minPrice: '50', maxPrice: '10' }))).toEqual({
      q: 'x',
      radius: '20',
      maxPrice: '10',
    });
  });
});

describe('canSaveSearch', () => {
  it('needs a text or some categories', () => {
    expect(canSaveSearch(DEFAULT_SEARCH_STATE)).toBe(false);
    expect(canSaveSearch(state({ q: '  ' }))).toBe(false);
    expect(canSaveSearch(state({ q: 'bike' }))).toBe(true);
    expect(canSaveSearch(state({ categoryIds: '1,3' }))).toBe(true);
  });
});

describe('saveSearchHref', () => {
  it("opens the wants page's save dialog with the search's criteria", () => {
    expect(saveSearchHref(state({ q: 'bike repair', categoryIds: '2', radius: '50' }))).toBe(
      '/wants?save=1&q=bike+repair&categoryIds=2&radius=50',
    );
  });
});

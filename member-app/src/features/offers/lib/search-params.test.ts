import { VALIDATION_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_STATE,
  PRICE_RANGE_MESSAGE,
  priceRangeErrors,
  readSearchState,
  toSearchQuery,
  writeSearchState,
} from './search-params.ts';

describe('search state in the URL', () => {
  it('defaults to all categories within 20 km', () => {
    expect(readSearchState(new URLSearchParams())).toEqual(DEFAULT_SEARCH_STATE);
    expect(DEFAULT_SEARCH_STATE.categoryIds).toBe('1,2,3,4');
    expect(DEFAULT_SEARCH_STATE.radius).toBe('20');
  });

  it('round-trips and writes only what differs from the default', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      q: 'kayak',
      categoryIds: '3',
      radius: '50',
      sortBy: 'nearest' as const,
    };
    const params = writeSearchState(state);
    expect(params.toString()).toBe('q=kayak&categoryIds=3&radius=50&sortBy=nearest');
    expect(readSearchState(params)).toEqual(state);
    expect(writeSearchState(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('falls back to defaults for malformed values', () => {
    const s = readSearchState(new URLSearchParams('categoryIds=9&radius=-4&sortBy=cheapest'));
    expect(s.categoryIds).toBe('1,2,3,4');
    expect(s.radius).toBe('20');
    expect(s.sortBy).toBe('');
    expect(readSearchState(new URLSearchParams('categoryIds=3,1,3&radius=anywhere'))).toMatchObject({
      categoryIds: '1,3',
      radius: 'anywhere',
    });
  });
});

describe('price range', () => {
  it('refuses a reversed or too large range, and leaves it out of the query', () => {
    expect(priceRangeErrors({ minPrice: '50', maxPrice: '10' })).toEqual({ minPrice: PRICE_RANGE_MESSAGE });
    expect(priceRangeErrors({ minPrice: '', maxPrice: '2000000' })).toEqual({
      maxPrice: VALIDATION_MESSAGES.numberMax,
    });
    expect(priceRangeErrors({ minPrice: '10', maxPrice: '10.5' })).toEqual({});
    const q = toSearchQuery({ ...DEFAULT_SEARCH_STATE, q: ' tent ', minPrice: '5', maxPrice: '2000000' });
    expect(q).toEqual({ q: 'tent', categoryIds: '1,2,3,4', radius: '20', minPrice: '5' });
  });
});

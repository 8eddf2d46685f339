import { describe, expect, it } from 'vitest';
import { searchQueryOf, searchToSave, suggestedSearchName } from './save-search.ts';

describe('searchToSave', () => {
  it('reads the criteria the search page sent, only when asked to save', () => {
    expect(searchToSave(new URLSearchParams('save=1&q=bike&categoryIds=2&radius=50&sortBy=newest'))).toEqual({
      q: 'bike',
      categoryIds: '2',
      radius: '50',
    });
    expect(searchToSave(new URLSearchParams('q=bike'))).toBeNull();
  });
});

describe('suggestedSearchName', () => {
  const name = (c: string) => `<${c}>`;
  it('is the text, else the categories by name, else empty', () => {
    expect(suggestedSearchName({ q: ' bike ', categoryIds: '2' }, name)).toBe('bike');
    expect(suggestedSearchName({ categoryIds: '1,4' }, name)).toBe('<Product>, <Cars & Vehicles>');
    expect(suggestedSearchName({}, name)).toBe('');
  });

  it('fits the name limit', () => {
    expect(suggestedSearchName({ q: 'x'.repeat(100) }, name)).toHaveLength(60);
  });
});

describe('searchQueryOf', () => {
  it("is the search page's address of the criteria", () => {
    expect(searchQueryOf({ q: 'bike repair', categoryIds: '2', radius: '50' })).toBe(
      'q=bike+repair&categoryIds=2&radius=50',
    );
  });
});

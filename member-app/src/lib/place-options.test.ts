import { describe, expect, it } from 'vitest';
import { digitsOnly } from './forms.ts';
import { nearListEnd, sortByLabel, visibleCount } from './place-options.ts';

describe('place autocomplete options', () => {
  it('sorts alphabetically by label, ignoring case and accents', () => {
    const labels = ['toronto county', 'Toronto', 'Île-Perrot', 'Ajax', 'éa'];
    expect(sortByLabel(labels, (l) => l)).toEqual(['Ajax', 'éa', 'Île-Perrot', 'Toronto', 'toronto county']);
  });

  it('shows 5 more per step, never more than there are', () => {
    expect(visibleCount(12, 0)).toBe(5);
    expect(visibleCount(12, 1)).toBe(10);
    expect(visibleCount(12, 2)).toBe(12);
    expect(visibleCount(3, 0)).toBe(3);
  });

  it('knows when a list is scrolled to its end', () => {
    expect(nearListEnd({ scrollTop: 92, clientHeight: 100, scrollHeight: 200 })).toBe(true);
    expect(nearListEnd({ scrollTop: 10, clientHeight: 100, scrollHeight: 200 })).toBe(false);
  });

  it('keeps PIN input to digits', () => {
    expect(digitsOnly('12a3-45', 4)).toBe('1234');
    expect(digitsOnly('', 4)).toBe('');
  });
});

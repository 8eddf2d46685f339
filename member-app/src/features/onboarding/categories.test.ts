import type { TBusinessCategory } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { describeSelection, parseSelection, serializeSelection, toggleCategory } from './categories.ts';

const tree: TBusinessCategory[] = [
  {
    id: 1,
    name: 'Food & Drink',
    nameFr: null,
    parentId: null,
    isActive: true,
    subCategories: [
      { id: 11, name: 'Bakery', nameFr: null, parentId: 1, isActive: true },
      { id: 12, name: 'Catering', nameFr: null, parentId: 1, isActive: true },
    ],
  },
  { id: 2, name: 'Retail', nameFr: null, parentId: null, isActive: true, subCategories: [] },
];

describe('toggleCategory', () => {
  it('adds and removes', () => {
    expect(toggleCategory([], 1)).toEqual([1]);
    expect(toggleCategory([1, 2], 1)).toEqual([2]);
  });
  it('never goes beyond the maximum', () => {
    expect(toggleCategory([1, 2, 3, 4, 5], 6)).toEqual([1, 2, 3, 4, 5]);
    expect(toggleCategory([1, 2], 3, 2)).toEqual([1, 2]);
    expect(toggleCategory([1, 2], 2, 2)).toEqual([1]);
  });
});

describe('describeSelection', () => {
  it('labels sub-categories with their parent, in tree order, dropping unknown ids', () => {
    expect(describeSelection(tree, [2, 11, 99, 1])).toEqual([
      { id: 1, label: 'Food & Drink' },
      { id: 11, label: 'Food & Drink › Bakery' },
      { id: 2, label: 'Retail' },
    ]);
  });
});

describe('selection storage', () => {
  it('round-trips and drops bad entries', () => {
    expect(parseSelection(serializeSelection([3, 1]))).toEqual([3, 1]);
    expect(parseSelection(['1', '1', 'x', '-2', '0', '2.5', '7'])).toEqual([1, 7]);
  });
});

import type { TBusinessCategory } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  type CategoriesApi,
  createCategoriesProvider,
  listCategoryRecords,
} from './categoriesDataProvider.ts';

const cat = (id: number, name: string, subs: string[] = [], isActive = true): TBusinessCategory => ({
  id,
  name,
  nameFr: null,
  parentId: null,
  isActive,
  subCategories: subs.map((s, i) => ({
    id: id * 100 + i,
    name: s,
    nameFr: null,
    parentId: id,
    isActive: true,
  })),
});
const tree = [
  cat(1, 'Retail', ['Clothing']),
  cat(2, 'Automotive', ['Towing', 'Parts']),
  cat(3, 'Education', [], false),
];

describe('listCategoryRecords', () => {
  it('counts sub-categories and sorts by name by default', () => {
    const { data, total } = listCategoryRecords(tree, {});
    expect(total).toBe(3);
    expect(data.map((c) => [c.name, c.subCategoryCount])).toEqual([
      ['Automotive', 2],
      ['Education', 0],
      ['Retail', 1],
    ]);
  });
  it('searches names and sub-category names, filters, sorts and pages', () => {
    expect(listCategoryRecords(tree, { filter: { q: 'tow' } }).data.map((c) => c.name)).toEqual([
      'Automotive',
    ]);
    const french = [{ ...cat(4, 'Pets'), nameFr: 'Animaux' }, ...tree];
    expect(listCategoryRecords(french, { filter: { q: 'animaux' } }).data.map((c) => c.name)).toEqual([
      'Pets',
    ]);
    // Sorting by the French name: categories without one come first.
    expect(
      listCategoryRecords(french, { sort: { field: 'nameFr', order: 'DESC' } }).data.map((c) => c.name)[0],
    ).toBe('Pets');
    expect(listCategoryRecords(tree, { filter: { isActive: false } }).total).toBe(1);
    const page2 = listCategoryRecords(tree, {
      sort: { field: 'subCategoryCount', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(page2).toEqual({ data: [expect.objectContaining({ name: 'Education' })], total: 3 });
  });
});

describe('createCategoriesProvider', () => {
  const api: CategoriesApi = {
    listBusinessCategories: vi.fn(async () => ({ data: tree })),
    getBusinessCategory: vi.fn(async (id: number) => ({ data: cat(id, 'X') })),
    createBusinessCategory: vi.fn(async (b) => ({ data: cat(9, b.name) })),
    createBusinessSubCategory: vi.fn(async (b) => ({
      data: { ...cat(10, b.name), parentId: Number(b.parentId) },
    })),
    updateBusinessCategory: vi.fn(async (id, b) => ({ data: { ...cat(id, b.name), isActive: b.isActive } })),
    deleteBusinessCategories: vi.fn(async (ids: number[]) => ({ data: { deletedIds: ids } })),
  };
  const p = createCategoriesProvider(api);

  it('maps writes to the category calls', async () => {
    await p.create('business-categories', { data: { name: 'Pets' } });
    expect(api.createBusinessCategory).toHaveBeenCalledWith({ name: 'Pets', nameFr: null, isActive: true });
    await p.create('business-categories', {
      data: { name: 'Dog Walking', nameFr: 'Promenade de chiens', parentId: '4' },
    });
    expect(api.createBusinessSubCategory).toHaveBeenCalledWith({
      parentId: 4,
      name: 'Dog Walking',
      nameFr: 'Promenade de chiens',
      isActive: true,
    });
    // A French name emptied in the form is removed.
    await p.update('business-categories', {
      id: 4,
      data: { name: 'Pet Care', nameFr: '  ', isActive: false },
      previousData: {},
    });
    expect(api.updateBusinessCategory).toHaveBeenCalledWith(4, {
      name: 'Pet Care',
      nameFr: null,
      isActive: false,
    });
    await p.deleteMany('business-categories', { ids: [1, 2] });
    expect(api.deleteBusinessCategories).toHaveBeenCalledWith([1, 2]);
  });

  it('turns per-field messages into form errors', async () => {
    const err = Object.assign(new Error('A category with this name already exists here.'), {
      status: 409,
      fieldErrors: { name: ['A category with this name already exists here.'] },
    });
    const failing = createCategoriesProvider({
      ...api,
      createBusinessCategory: vi.fn(async () => Promise.reject(err)),
    });
    await expect(failing.create('business-categories', { data: { name: 'Retail' } })).rejects.toMatchObject({
      status: 409,
      body: { errors: { name: 'A category with this name already exists here.' } },
    });
  });
});

/**
 * The `business-categories` resource: GET/POST/PUT/DELETE /user/business/category and POST
 * /user/business/sub-category (a create with a `parentId`). The whole tree is one GET; the list page
 * searches, sorts and pages it here.
 */
import type {
  TBusinessCategory,
  TBusinessCategoryResponse,
  TCreateBusinessCategoryRequest,
  TCreateBusinessSubCategoryRequest,
  TListBusinessCategoriesResponse,
  TUpdateBusinessCategoryRequest,
} from '@barterbits/contracts';
import type { GetListParams, Identifier } from 'react-admin';
import { filterOf, pageOf, searchOf } from '../providers/listParams.ts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const CATEGORIES_RESOURCE = 'business-categories';

/** What the categories resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface CategoriesApi {
  listBusinessCategories(): Promise<TListBusinessCategoriesResponse>;
  getBusinessCategory(id: number): Promise<TBusinessCategoryResponse>;
  createBusinessCategory(body: TCreateBusinessCategoryRequest): Promise<TBusinessCategoryResponse>;
  createBusinessSubCategory(body: TCreateBusinessSubCategoryRequest): Promise<TBusinessCategoryResponse>;
  updateBusinessCategory(
    id: number,
    body: TUpdateBusinessCategoryRequest,
  ): Promise<TBusinessCategoryResponse>;
  deleteBusinessCategories(ids: number[]): Promise<{ data: { deletedIds: number[] } }>;
}

/** A category as the console shows it: the API's record plus its number of sub-categories. */
export type CategoryRecord = TBusinessCategory & { subCategoryCount: number };

export const toCategoryRecord = (c: TBusinessCategory): CategoryRecord => ({
  ...c,
  subCategoryCount: c.subCategories.length,
});

/**
 * The list page's rows: top-level categories, searched by name in either language (or a sub-category's),
 * sorted and paged here.
 */
export function listCategoryRecords(
  categories: readonly TBusinessCategory[],
  params: Partial<GetListParams>,
): { data: CategoryRecord[]; total: number } {
  const filter = filterOf(params);
  const q = searchOf(filter.q).toLowerCase();
  let rows = categories.map(toCategoryRecord);
  const matches = (c: { name: string; nameFr: string | null }) =>
    c.name.toLowerCase().includes(q) || !!c.nameFr?.toLowerCase().includes(q);
  if (q) rows = rows.filter((c) => matches(c) || c.subCategories.some(matches));
  if (typeof filter.isActive === 'boolean') rows = rows.filter((c) => c.isActive === filter.isActive);
  const field = (params.sort?.field ?? 'name') as keyof CategoryRecord;
  const dir = String(params.sort?.order ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
  rows.sort((a, b) => {
    // A missing French name sorts as an empty one.
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    const cmp =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, 'en', { sensitivity: 'base' })
        : Number(x) - Number(y);
    return cmp * dir || a.id - b.id;
  });
  const { offset, limit } = pageOf(params);
  return { data: rows.slice(offset, offset + limit), total: rows.length };
}

const numericId = (id: Identifier) => Number(id);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** The form's French name: blank or absent is none (the server stores null). */
const french = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export function createCategoriesProvider(api: CategoriesApi) {
  const getOne = async (id: Identifier): Promise<CategoryRecord> =>
    toCategoryRecord((await api.getBusinessCategory(numericId(id))).data);
  return resourceProvider(CATEGORIES_RESOURCE, {
    async getList(_resource, params) {
      const res = await api.listBusinessCategories();
      return listCategoryRecords(res.data, params);
    },
    async getOne(_resource, params) {
      return { data: await getOne(params.id) };
    },
    async getMany(_resource, params) {
      return { data: await Promise.all(params.ids.map(getOne)) };
    },
    async create(_resource, params) {
      const d = params.data as Record<string, unknown>;
      const isActive = d.isActive !== false;
      const res =
        d.parentId !== undefined && d.parentId !== null && d.parentId !== ''
          ? await api.createBusinessSubCategory({
              parentId: Number(d.parentId),
              name: text(d.name),
              nameFr: french(d.nameFr),
              isActive,
            })
          : await api.createBusinessCategory({ name: text(d.name), nameFr: french(d.nameFr), isActive });
      return { data: toCategoryRecord(res.data) };
    },
    async update(_resource, params) {
      const d = params.data as Record<string, unknown>;
      const res = await api.updateBusinessCategory(numericId(params.id), {
        name: text(d.name),
        nameFr: french(d.nameFr),
        isActive: d.isActive === true,
      });
      return { data: toCategoryRecord(res.data) };
    },
    async delete(_resource, params) {
      await api.deleteBusinessCategories([numericId(params.id)]);
      return { data: params.previousData ?? { id: params.id } };
    },
    async deleteMany(_resource, params) {
      await api.deleteBusinessCategories(params.ids.map(numericId));
      return { data: params.ids };
    },
  });
}

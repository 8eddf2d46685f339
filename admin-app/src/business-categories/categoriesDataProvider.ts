/**
 * The `business-categories` resource of the admin data provider: it wraps the base provider and
 * answers this resource over GET/POST/PUT/DELETE /user/business/category and POST
 * /user/business/sub-category; every other resource goes to the base provider unchanged.
 */
import type {
  TBusinessCategory,
  TBusinessCategoryResponse,
  TCreateBusinessCategoryRequest,
  TCreateBusinessSubCategoryRequest,
  TListBusinessCategoriesResponse,
  TUpdateBusinessCategoryRequest,
} from '@barterbits/contracts';
import type {
  CreateResult,
  DataProvider,
  DeleteManyResult,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyResult,
  GetOneResult,
  Identifier,
  UpdateResult,
} from 'react-admin';
import { toDataProviderError } from '../providers/dataProvider.ts';

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

/** The list page's rows: top-level categories, searched by name (or sub-category name), sorted and paged here. */
export function listCategoryRecords(
  categories: readonly TBusinessCategory[],
  params: Partial<GetListParams>,
): { data: CategoryRecord[]; total: number } {
  const filter: Record<string, unknown> = params.filter ?? {};
  const q = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  let rows = categories.map(toCategoryRecord);
  if (q)
    rows = rows.filter(
      (c) =>
        c.name.toLowerCase().includes(q) || c.subCategories.some((s) => s.name.toLowerCase().includes(q)),
    );
  if (typeof filter.isActive === 'boolean') rows = rows.filter((c) => c.isActive === filter.isActive);
  const field = (params.sort?.field ?? 'name') as keyof CategoryRecord;
  const dir = String(params.sort?.order ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
  rows.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const cmp =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, 'en', { sensitivity: 'base' })
        : Number(x) - Number(y);
    return cmp * dir || a.id - b.id;
  });
  const total = rows.length;
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = Math.max(1, params.pagination?.perPage ?? 25);
  return { data: rows.slice((page - 1) * perPage, page * perPage), total };
}

const wrap = async <T>(p: () => Promise<T>): Promise<T> => {
  try {
    return await p();
  } catch (e) {
    throw toDataProviderError(e);
  }
};

const numericId = (id: Identifier) => Number(id);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** `base` with the `business-categories` resource added. */
export function withBusinessCategories(base: DataProvider, api: CategoriesApi): DataProvider {
  const isOurs = (resource: string) => resource === CATEGORIES_RESOURCE;
  const getOne = async (id: Identifier) =>
    toCategoryRecord((await api.getBusinessCategory(numericId(id))).data);
  // Results are react-admin's untyped records: its methods are generic in the record type.
  const provider: DataProvider = {
    ...base,
    async getList(resource, params) {
      if (!isOurs(resource)) return base.getList(resource, params);
      const res = await api.listBusinessCategories();
      const result: GetListResult = listCategoryRecords(res.data, params);
      return result;
    },
    async getOne(resource, params) {
      if (!isOurs(resource)) return base.getOne(resource, params);
      const result: GetOneResult = { data: await getOne(params.id) };
      return result;
    },
    async getMany(resource, params) {
      if (!isOurs(resource)) return base.getMany(resource, params);
      const result: GetManyResult = { data: await Promise.all(params.ids.map(getOne)) };
      return result;
    },
    async create(resource, params) {
      if (!isOurs(resource)) return base.create(resource, params);
      const d = params.data as Record<string, unknown>;
      const isActive = d.isActive !== false;
      const res = await wrap(() =>
        d.parentId !== undefined && d.parentId !== null && d.parentId !== ''
          ? api.createBusinessSubCategory({ parentId: Number(d.parentId), name: text(d.name), isActive })
          : api.createBusinessCategory({ name: text(d.name), isActive }),
      );
      const result: CreateResult = { data: toCategoryRecord(res.data) };
      return result;
    },
    async update(resource, params) {
      if (!isOurs(resource)) return base.update(resource, params);
      const d = params.data as Record<string, unknown>;
      const res = await wrap(() =>
        api.updateBusinessCategory(numericId(params.id), {
          name: text(d.name),
          isActive: d.isActive === true,
        }),
      );
      const result: UpdateResult = { data: toCategoryRecord(res.data) };
      return result;
    },
    async delete(resource, params) {
      if (!isOurs(resource)) return base.delete(resource, params);
      await wrap(() => api.deleteBusinessCategories([numericId(params.id)]));
      const result: DeleteResult = { data: params.previousData ?? { id: params.id } };
      return result;
    },
    async deleteMany(resource, params) {
      if (!isOurs(resource)) return base.deleteMany(resource, params);
      await wrap(() => api.deleteBusinessCategories(params.ids.map(numericId)));
      const result: DeleteManyResult = { data: params.ids };
      return result;
    },
  };
  return provider;
}

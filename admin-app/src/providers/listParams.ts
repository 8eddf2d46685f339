/**
 * react-admin list parameters → server list queries, shared by every resource of the data provider.
 */
import { MAX_PAGE_SIZE } from '@barterbits/contracts';
import type { GetListParams } from 'react-admin';

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The page as offset/limit (page 1 and `defaultPerPage` when absent). */
export function pageOf(
  params: Partial<GetListParams>,
  defaultPerPage = 25,
): { offset: number; limit: number } {
  const page = Math.max(1, Math.trunc(params.pagination?.page ?? 1));
  const perPage = Math.max(1, Math.trunc(params.pagination?.perPage ?? defaultPerPage));
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** The sort direction (newest first unless ASC is asked for). */
export const sortOrderOf = (params: Partial<GetListParams>): 'ASC' | 'DESC' =>
  String(params.sort?.order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';

/**
 * One request normally; exports ask for more rows than one server page holds (MAX_PAGE_SIZE), so
 * consecutive pages are read until `query.limit` rows or the end.
 */
export async function readPages<T, Q extends { offset: number; limit: number }>(
  query: Q,
  fetchPage: (q: Q) => Promise<{ data: T[]; meta: { total: number } }>,
): Promise<{ data: T[]; total: number }> {
  const data: T[] = [];
  let total = 0;
  let offset = query.offset;
  while (data.length < query.limit) {
    const limit = Math.min(MAX_PAGE_SIZE, query.limit - data.length);
    const res = await fetchPage({ ...query, offset, limit });
    total = res.meta.total;
    data.push(...res.data);
    if (res.data.length < limit) break;
    offset += res.data.length;
  }
  return { data, total };
}

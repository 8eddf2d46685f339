/**
 * react-admin list parameters → server list queries: the one mapper every resource's provider uses
 * for paging, sorting, the search box and references.
 */
import { MAX_PAGE_SIZE } from '@barterbits/contracts';
import type { GetListParams, GetManyReferenceParams } from 'react-admin';

export const DEFAULT_PER_PAGE = 25;
/** The server's limit on search text (`q`, `search`): longer input is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The page as offset/limit (page 1 and `defaultPerPage` when absent). */
export function pageOf(
  params: Partial<GetListParams>,
  defaultPerPage = DEFAULT_PER_PAGE,
): { offset: number; limit: number } {
  const page = Math.max(1, Math.trunc(params.pagination?.page ?? 1));
  const perPage = Math.max(1, Math.trunc(params.pagination?.perPage ?? defaultPerPage));
  return { offset: (page - 1) * perPage, limit: perPage };
}

/** The sort direction (newest first unless ASC is asked for). */
export const sortOrderOf = (params: Partial<GetListParams>): 'ASC' | 'DESC' =>
  String(params.sort?.order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';

/** The list's filter values (react-admin leaves `filter` out when nothing is filtered). */
export const filterOf = (params: Partial<GetListParams>): Record<string, unknown> => params.filter ?? {};

/** The search box's text, trimmed and capped at the server's limit; '' when there is none. */
export const searchOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, SEARCH_MAX_LENGTH) : '';

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A date filter's day (YYYY-MM-DD, also the start of a date-time); undefined when it is not one. */
export const dayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && DAY.test(value) ? value.slice(0, 10) : undefined;

/** The `from` and `to` days of a list filtered by dates, each only when it is given. */
export function dayRangeOf(filter: Record<string, unknown>): { from?: string; to?: string } {
  const from = dayOf(filter.from);
  const to = dayOf(filter.to);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * Paging and sort of a list query. `sortBy` is the asked field when the server can sort by it,
 * else `defaultSort` (react-admin sorts by 'id' when nothing is chosen).
 */
export function listQueryOf<S extends string>(
  params: Partial<GetListParams>,
  sortFields: readonly S[],
  defaultSort: S,
): { offset: number; limit: number; sortBy: S; sortOrder: 'ASC' | 'DESC' } {
  const field = params.sort?.field;
  return {
    ...pageOf(params),
    sortBy: isOneOf(sortFields, field) ? field : defaultSort,
    sortOrder: sortOrderOf(params),
  };
}

/** A reference (records whose `target` is `id`) read as the list filtered by that field. */
export const referenceAsList = (params: GetManyReferenceParams): Partial<GetListParams> => ({
  ...params,
  filter: { ...params.filter, [params.target]: params.id },
});

/**
 * One request normally; exports ask for more rows than one server page holds (`pageMax`, by default
 * MAX_PAGE_SIZE), so consecutive pages are read until `query.limit` rows or the end.
 */
export async function readPages<T, Q extends { offset: number; limit: number }>(
  query: Q,
  fetchPage: (q: Q) => Promise<{ data: T[]; meta: { total: number } }>,
  pageMax: number = MAX_PAGE_SIZE,
): Promise<{ data: T[]; total: number }> {
  const data: T[] = [];
  let total = 0;
  let offset = query.offset;
  while (data.length < query.limit) {
    const limit = Math.min(pageMax, query.limit - data.length);
    const res = await fetchPage({ ...query, offset, limit });
    total = res.meta.total;
    data.push(...res.data);
    if (res.data.length < limit) break;
    offset += res.data.length;
  }
  return { data, total };
}

/**
 * The `offers` and `offer-summaries` resources of the admin data provider: a wrapper around the
 * base provider (like `withBusinessCategories`).
 * - `offers` getList → GET /offer/all (filters q, status, category, reported); getOne/getMany →
 *   GET /offer/all?ids=…; getManyReference with target `userId` → GET /offer/{userId} (a member's
 *   offers, DISABLED included); update → PATCH /offer with user=ADMIN (data: status, reason).
 * - `offer-summaries` getOne → GET /offer/action-summary/{id}.
 */
import {
  ADMIN_OFFER_SORT_FIELDS,
  ADMIN_OFFER_TYPES,
  OFFER_CATEGORIES,
  type TAdminOfferListItem,
  type TAdminOffersQuery,
  type TAdminOffersResponse,
  type TAdminUserOffersQuery,
  type TAdminUserOffersResponse,
  type TChangeOfferStatusRequest,
  type TOffer,
  type TOfferActionSummary,
} from '@barterbits/contracts';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
  UpdateResult,
} from 'react-admin';
import { DataProviderError, toDataProviderError } from '../providers/dataProvider.ts';
import { isOneOf, pageOf, readPages, sortOrderOf } from '../providers/listParams.ts';

export const OFFERS_RESOURCE = 'offers';
export const OFFER_SUMMARIES_RESOURCE = 'offer-summaries';

/** What the offers resources need from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface OffersApi {
  adminOffers(query: TAdminOffersQuery): Promise<TAdminOffersResponse>;
  adminUserOffers(userId: string, query: TAdminUserOffersQuery): Promise<TAdminUserOffersResponse>;
  changeOfferStatus(body: TChangeOfferStatusRequest): Promise<{ data: TOffer }>;
  offerActionSummary(id: string): Promise<{ data: TOfferActionSummary }>;
}

/** Rows of a member's offers (GET /offer/{userId}) lack the seller and counts of the global list. */
export type OfferRecord = TAdminOfferListItem | TOffer;

type Paging = { offset: number; limit: number };
function sorting(params: Partial<GetListParams>) {
  const field = params.sort?.field;
  return {
    sortBy: isOneOf(ADMIN_OFFER_SORT_FIELDS, field) ? field : 'createdAt',
    sortOrder: sortOrderOf(params),
  };
}

/** react-admin list parameters → the GET /offer/all query. */
export function toAdminOffersQuery(params: Partial<GetListParams>): TAdminOffersQuery & Paging {
  const filter: Record<string, unknown> = params.filter ?? {};
  const query: TAdminOffersQuery & Paging = { ...pageOf(params), ...sorting(params) };
  const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) query.q = q;
  if (isOneOf(ADMIN_OFFER_TYPES, filter.status)) query.status = filter.status;
  if (isOneOf(OFFER_CATEGORIES, filter.category)) query.category = filter.category;
  if (filter.reported === true || filter.reported === 'true') query.reported = 'true';
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  return query;
}

/** `base` with the `offers` and `offer-summaries` resources added. */
export function withOffers(base: DataProvider, api: OffersApi): DataProvider {
  async function list(
    params: Partial<GetListParams>,
  ): Promise<{ data: TAdminOfferListItem[]; total: number }> {
    return readPages(toAdminOffersQuery(params), (q) => api.adminOffers(q));
  }

  async function byIds(ids: readonly (string | number)[]): Promise<TAdminOfferListItem[]> {
    if (ids.length === 0) return [];
    const out: TAdminOfferListItem[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100).map(String);
      const res = await api.adminOffers({ ids: chunk.join(','), limit: chunk.length });
      out.push(...res.data);
    }
    return out;
  }

  // Results are react-admin's untyped records: its methods are generic in the record type.
  const provider: DataProvider = {
    ...base,
    async getList(resource, params) {
      if (resource !== OFFERS_RESOURCE) return base.getList(resource, params);
      const result: GetListResult = await list(params);
      return result;
    },
    async getOne(resource, params) {
      if (resource === OFFER_SUMMARIES_RESOURCE) {
        const res = await api.offerActionSummary(String(params.id));
        const result: GetOneResult = { data: { id: res.data.offerId, ...res.data } };
        return result;
      }
      if (resource !== OFFERS_RESOURCE) return base.getOne(resource, params);
      const [offer] = await byIds([params.id]);
      if (!offer) throw new DataProviderError('Not found.', 404);
      const result: GetOneResult = { data: offer };
      return result;
    },
    async getMany(resource, params) {
      if (resource !== OFFERS_RESOURCE) return base.getMany(resource, params);
      const result: GetManyResult = { data: await byIds(params.ids) };
      return result;
    },
    async getManyReference(resource, params) {
      if (resource !== OFFERS_RESOURCE) return base.getManyReference(resource, params);
      if (params.target !== 'userId')
        return provider.getList(resource, {
          ...params,
          filter: { ...params.filter, [params.target]: params.id },
        });
      const filter: Record<string, unknown> = params.filter ?? {};
      const res = await api.adminUserOffers(String(params.id), {
        ...pageOf(params),
        ...sorting(params),
        offerType: isOneOf(ADMIN_OFFER_TYPES, filter.status) ? filter.status : 'ALL',
      });
      const result: GetManyReferenceResult = { data: res.data, total: res.meta.total };
      return result;
    },
    async update(resource, params) {
      if (resource !== OFFERS_RESOURCE) return base.update(resource, params);
      const d = params.data as { status?: string; reason?: string };
      try {
        const res = await api.changeOfferStatus({
          offerId: String(params.id),
          status: d.status as TChangeOfferStatusRequest['status'],
          user: 'ADMIN',
          ...(d.reason?.trim() ? { reason: d.reason.trim() } : {}),
        });
        const result: UpdateResult = { data: { ...(params.previousData ?? {}), ...res.data } };
        return result;
      } catch (e) {
        throw toDataProviderError(e);
      }
    },
  };
  return provider;
}

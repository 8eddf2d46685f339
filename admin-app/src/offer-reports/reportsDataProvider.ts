/**
 * The `offer-reports` resource of the admin data provider (read-only): getList → GET /offer/report
 * (filters status, reason, offerId); getManyReference with target `offerId` → GET /offer/{id}/reported.
 * Dismissing reports is an action on the offer (POST /offer/decline-request), not a write here.
 */
import {
  OFFER_REPORT_REASONS,
  OFFER_REPORT_STATUSES,
  type TOfferReport,
  type TOfferReportsQuery,
  type TOfferReportsResponse,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams, GetListResult, GetManyReferenceResult } from 'react-admin';
import { isOneOf, pageOf, readPages, sortOrderOf } from '../providers/listParams.ts';

export const OFFER_REPORTS_RESOURCE = 'offer-reports';

/** What the reports resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ReportsApi {
  offerReports(query: TOfferReportsQuery): Promise<TOfferReportsResponse>;
  reportsOfOffer(
    offerId: string,
    query: { status?: TOfferReport['status']; limit?: number; offset?: number },
  ): Promise<TOfferReportsResponse>;
}

/** react-admin list parameters → the GET /offer/report query (sorted by date only). */
export function toReportsQuery(
  params: Partial<GetListParams>,
): TOfferReportsQuery & { offset: number; limit: number } {
  const filter: Record<string, unknown> = params.filter ?? {};
  const query: TOfferReportsQuery & { offset: number; limit: number } = {
    ...pageOf(params),
    sortOrder: sortOrderOf(params),
  };
  if (isOneOf(OFFER_REPORT_STATUSES, filter.status)) query.status = filter.status;
  if (isOneOf(OFFER_REPORT_REASONS, filter.reason)) query.reason = filter.reason;
  if (typeof filter.offerId === 'string' && filter.offerId) query.offerId = filter.offerId;
  return query;
}

const readOnly = (method: string) => new Error(`${method} is not supported for "${OFFER_REPORTS_RESOURCE}".`);

/** `base` with the `offer-reports` resource added. */
export function withOfferReports(base: DataProvider, api: ReportsApi): DataProvider {
  async function list(params: Partial<GetListParams>): Promise<GetListResult> {
    return readPages(toReportsQuery(params), (q) => api.offerReports(q));
  }

  const provider: DataProvider = {
    ...base,
    async getList(resource, params) {
      if (resource !== OFFER_REPORTS_RESOURCE) return base.getList(resource, params);
      return list(params);
    },
    async getManyReference(resource, params) {
      if (resource !== OFFER_REPORTS_RESOURCE) return base.getManyReference(resource, params);
      if (params.target !== 'offerId') {
        return list({ ...params, filter: { ...params.filter, [params.target]: params.id } });
      }
      const filter: Record<string, unknown> = params.filter ?? {};
      const res = await api.reportsOfOffer(String(params.id), {
        ...pageOf(params),
        ...(isOneOf(OFFER_REPORT_STATUSES, filter.status) ? { status: filter.status } : {}),
      });
      const result: GetManyReferenceResult = { data: res.data, total: res.meta.total };
      return result;
    },
    async getOne(resource, params) {
      if (resource !== OFFER_REPORTS_RESOURCE) return base.getOne(resource, params);
      throw readOnly('getOne');
    },
    async update(resource, params) {
      if (resource !== OFFER_REPORTS_RESOURCE) return base.update(resource, params);
      throw readOnly('update');
    },
  };
  return provider;
}

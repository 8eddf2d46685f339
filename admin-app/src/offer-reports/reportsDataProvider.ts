/**
 * The `offer-reports` resource: getList → GET /offer/report (filters status, reason, offerId);
 * getManyReference with target `offerId` → GET /offer/{id}/reported; `dismissOfferReports` →
 * POST /offer/decline-request (marks the open reports of one offer dismissed, with an optional note).
 */
import {
  OFFER_REPORT_REASONS,
  OFFER_REPORT_STATUSES,
  type TDeclineReportsRequest,
  type TOfferReport,
  type TOfferReportsQuery,
  type TOfferReportsResponse,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import {
  filterOf,
  isOneOf,
  pageOf,
  readPages,
  referenceAsList,
  sortOrderOf,
} from '../providers/listParams.ts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const OFFER_REPORTS_RESOURCE = 'offer-reports';

/** What the reports resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ReportsApi {
  offerReports(query: TOfferReportsQuery): Promise<TOfferReportsResponse>;
  reportsOfOffer(
    offerId: string,
    query: { status?: TOfferReport['status']; limit?: number; offset?: number },
  ): Promise<TOfferReportsResponse>;
  declineOfferReports(
    body: TDeclineReportsRequest,
  ): Promise<{ data: { offerId: string; declined: number }; message?: string }>;
}

/** `dismissOfferReports` params: the offer whose open reports are dismissed, and an optional note. */
export interface DismissOfferReportsParams {
  offerId: string;
  note?: string;
}

/** react-admin list parameters → the GET /offer/report query (sorted by date only). */
export function toReportsQuery(
  params: Partial<GetListParams>,
): TOfferReportsQuery & { offset: number; limit: number } {
  const filter = filterOf(params);
  const query: TOfferReportsQuery & { offset: number; limit: number } = {
    ...pageOf(params),
    sortOrder: sortOrderOf(params),
  };
  if (isOneOf(OFFER_REPORT_STATUSES, filter.status)) query.status = filter.status;
  if (isOneOf(OFFER_REPORT_REASONS, filter.reason)) query.reason = filter.reason;
  if (typeof filter.offerId === 'string' && filter.offerId) query.offerId = filter.offerId;
  return query;
}

export function createReportsProvider(api: ReportsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toReportsQuery(params), (q) => api.offerReports(q));

  return resourceProvider(
    OFFER_REPORTS_RESOURCE,
    {
      getList: (_resource, params) => list(params),
      async getManyReference(_resource, params) {
        if (params.target !== 'offerId') return list(referenceAsList(params));
        const status = filterOf(params).status;
        const res = await api.reportsOfOffer(String(params.id), {
          ...pageOf(params),
          ...(isOneOf(OFFER_REPORT_STATUSES, status) ? { status } : {}),
        });
        return { data: res.data, total: res.meta.total };
      },
    },
    {
      /** Answers the server's message (shown as the notification) and the number dismissed. */
      async dismissOfferReports(_resource: string, params: DismissOfferReportsParams) {
        const note = params.note?.trim();
        const res = await api.declineOfferReports({ offerId: params.offerId, ...(note ? { note } : {}) });
        return { data: res.data, message: res.message };
      },
    },
  );
}

/** The reports provider's own calls, for `useDataProvider<ReportsDataProvider>()`. */
export type ReportsDataProvider = DataProvider &
  Pick<ReturnType<typeof createReportsProvider>, 'dismissOfferReports'>;

/**
 * The `wants` resource (what members are looking for), newest first: getList → GET /admin/wants (filters
 * q: title or member text, status, userId, reported: only wants with open reports); getOne/getMany →
 * GET /admin/wants/{id} (with its reports); and its own calls: `changeWantStatus` → POST
 * /admin/wants/{id}/status (disable with the reason its member reads, or enable again) and
 * `declineWantReports` → POST /admin/wants/{id}/decline-reports (dismiss its open reports).
 */
import type { QueryOf, ResponseOf, TAdminWantResponse, TAdminWantStatusRequest } from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, isOneOf, pageOf, readPages, searchOf } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';
import { WANT_STATUS_VALUES } from './wantLabels.ts';

export const WANTS_RESOURCE = 'wants';

/** What the wants resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface WantsApi {
  adminWants(query?: QueryOf<'adminWants'>): Promise<ResponseOf<'adminWants'>>;
  adminWant(id: string): Promise<ResponseOf<'adminWant'>>;
  adminChangeWantStatus(
    id: string,
    body: TAdminWantStatusRequest,
  ): Promise<ResponseOf<'adminChangeWantStatus'>>;
  adminDeclineWantReports(id: string): Promise<ResponseOf<'adminDeclineWantReports'>>;
}

/** A row of the list (its reports only on the show page) and a CSV line's source. */
export type WantRecord = ResponseOf<'adminWants'>['data'][number];
/** The show page's record: the want with its reports. */
export type WantWithReports = TAdminWantResponse['data'];

/** `changeWantStatus` params: disable with a reason, or enable again. */
export interface ChangeWantStatusParams {
  id: string;
  status: TAdminWantStatusRequest['status'];
  reason?: string;
}

type Paged = NonNullable<QueryOf<'adminWants'>> & { offset: number; limit: number };

/** react-admin list parameters → the GET /admin/wants query (always newest first: the server's order). */
export function toAdminWantsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = pageOf(params);
  const q = searchOf(filter.q);
  if (q) query.q = q;
  if (isOneOf(WANT_STATUS_VALUES, filter.status)) query.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  if (filter.reported === true || filter.reported === 'true') query.reported = 'true';
  return query;
}

/** The body of a status change: the trimmed reason to disable, none to enable. */
export function toWantStatusBody(params: Omit<ChangeWantStatusParams, 'id'>): TAdminWantStatusRequest {
  if (params.status === 'ACTIVE') return { status: 'ACTIVE' };
  return { status: 'DISABLED', reason: (params.reason ?? '').trim() };
}

export function createWantsProvider(api: WantsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toAdminWantsQuery(params), (q) => api.adminWants(q), 100);

  return resourceProvider(
    WANTS_RESOURCE,
    { ...listMethods(list), ...byIdMethods((id) => api.adminWant(id)) },
    {
      /** Disables (with the reason its member reads) or enables the want; answers it with its reports. */
      async changeWantStatus(_resource: string, params: ChangeWantStatusParams) {
        return { data: (await api.adminChangeWantStatus(params.id, toWantStatusBody(params))).data };
      },
      /** Dismisses the want's open reports (they become DECLINED); answers it with its reports. */
      async declineWantReports(_resource: string, params: { id: string }) {
        return { data: (await api.adminDeclineWantReports(params.id)).data };
      },
    },
  );
}

/** The wants provider's own calls, for `useDataProvider<WantsDataProvider>()`. */
export type WantsDataProvider = DataProvider &
  Pick<ReturnType<typeof createWantsProvider>, 'changeWantStatus' | 'declineWantReports'>;

/**
 * The `chat-reports` resource (reported chat messages, one row per report):
 * getList → GET /chat/admin/reports (filters status OPEN (default) / DECLINED / ACTIONED / ALL, reason,
 * channelId, senderId, reporterId, from, to; newest report first; exports read pages of 1000);
 * getOne/getMany → GET /chat/admin/reports/{id} (with the surrounding messages, `context`); and its own
 * calls: `resolveChatReport` → POST …/reports/{id}/resolve, `freezeChatChannel` →
 * POST /chat/admin/channels/{id}/freeze, `chatImage` → the private image as a Blob (admin client).
 */

import type { ApiClients } from '@barterbits/api-client';
import {
  CHAT_REPORT_REASONS,
  CHAT_REPORT_STATUSES,
  type QueryOf,
  type ResponseOf,
  type TAdminFreezeRequest,
  type TChatReport,
  type TChatReportDetail,
  type TResolveChatReportRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { dayRangeOf, filterOf, isOneOf, pageOf, readPages } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const CHAT_REPORTS_RESOURCE = 'chat-reports';

/** The status filter's values: the report statuses and ALL (without one the server lists OPEN). */
export const CHAT_REPORT_STATUS_FILTERS = [...CHAT_REPORT_STATUSES, 'ALL'] as const;

/** The API's prefix, which the admin client's baseURL already holds. */
const API_PREFIX = '/v1';

/** What the chat-reports resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ChatReportsApi {
  adminListChatReports(query?: QueryOf<'adminListChatReports'>): Promise<ResponseOf<'adminListChatReports'>>;
  adminGetChatReport(id: string): Promise<ResponseOf<'adminGetChatReport'>>;
  adminResolveChatReport(
    id: string,
    body: TResolveChatReportRequest,
  ): Promise<ResponseOf<'adminResolveChatReport'>>;
  adminFreezeChatChannel(
    id: string,
    body: TAdminFreezeRequest,
  ): Promise<ResponseOf<'adminFreezeChatChannel'>>;
  clients: Pick<ApiClients, 'admin'>;
}

/** A row of the list (and the CSV). */
export type ChatReportRecord = TChatReport;
/** The show page's record: the row with the surrounding messages. */
export type ChatReportDetail = TChatReportDetail;

/** `resolveChatReport` params: the report, DECLINED or ACTIONED, and an optional note. */
export interface ResolveChatReportParams {
  reportId: string;
  status: TResolveChatReportRequest['status'];
  note?: string;
}

/** `freezeChatChannel` params: the channel, freeze (true) or unfreeze (false), and the reason. */
export interface FreezeChatChannelParams {
  channelId: string;
  frozen: boolean;
  reason: string;
}

type Paged = NonNullable<QueryOf<'adminListChatReports'>> & { offset: number; limit: number };

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** react-admin list parameters → the GET /chat/admin/reports query (the server sorts newest first). */
export function toChatReportsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...pageOf(params) };
  if (isOneOf(CHAT_REPORT_STATUS_FILTERS, filter.status)) query.status = filter.status;
  if (isOneOf(CHAT_REPORT_REASONS, filter.reason)) query.reason = filter.reason;
  for (const key of ['channelId', 'senderId', 'reporterId'] as const) {
    const id = idOf(filter[key]);
    if (id) query[key] = id;
  }
  Object.assign(query, dayRangeOf(filter));
  return query;
}

/** A chat image's URL as the server gives it (`/v1/chat/images/…`) → the path under the client's baseURL. */
export const clientPathOf = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;

export function createChatReportsProvider(api: ChatReportsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toChatReportsQuery(params), (q) => api.adminListChatReports(q));

  return resourceProvider(
    CHAT_REPORTS_RESOURCE,
    {
      ...listMethods(list),
      ...byIdMethods((id) => api.adminGetChatReport(id)),
    },
    {
      /** Answers the resolved report and the server's message (shown as the notification). */
      async resolveChatReport(_resource: string, params: ResolveChatReportParams) {
        const note = params.note?.trim();
        const res = await api.adminResolveChatReport(params.reportId, {
          status: params.status,
          ...(note ? { note } : {}),
        });
        return { data: res.data, message: res.message };
      },
      /** Answers the channel's new state and the server's message. */
      async freezeChatChannel(_resource: string, params: FreezeChatChannelParams) {
        const res = await api.adminFreezeChatChannel(params.channelId, {
          frozen: params.frozen,
          reason: params.reason,
        });
        return { data: res.data, message: res.message };
      },
      /** A private chat image, read with the admin's session (never a bare <img src>). */
      async chatImage(_resource: string, params: { url: string }): Promise<Blob> {
        const res = await api.clients.admin.get<Blob>(clientPathOf(params.url), { responseType: 'blob' });
        return res.data;
      },
    },
  );
}

/** The chat-reports provider's own calls, for `useDataProvider<ChatReportsDataProvider>()`. */
export type ChatReportsDataProvider = DataProvider &
  Pick<ReturnType<typeof createChatReportsProvider>, 'resolveChatReport' | 'freezeChatChannel' | 'chatImage'>;

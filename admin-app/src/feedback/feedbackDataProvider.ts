/**
 * The `feedback` resource (members' and visitors' feedback, suggestions and problem reports):
 * getList → GET /feedback (filters kind, status or "unanswered" (open), member, created from/to, q;
 * sort by createdAt, updatedAt, status, kind or rating; exports read pages of 1000);
 * getOne/getMany → GET /feedback/{id}; and its own calls: `answerFeedback` → POST /feedback/admin,
 * `updateFeedback` → PATCH /feedback/admin (status and/or internal note), `feedbackCount` →
 * GET /feedback/count (the menu badge), `feedbackScreenshot` → the private screenshot as a Blob.
 */

import type { ApiClients } from '@barterbits/api-client';
import {
  ADMIN_FEEDBACK_SORT_FIELDS,
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type QueryOf,
  type ResponseOf,
  type TAdminFeedback,
  type TAnswerFeedbackRequest,
  type TUpdateFeedbackRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { dayRangeOf, filterOf, isOneOf, listQueryOf, readPages, searchOf } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const FEEDBACK_RESOURCE = 'feedback';

/** The status filter's pseudo-value for "unanswered" (NEW and IN_PROGRESS: the server's `open=true`). */
export const UNANSWERED_FILTER = 'UNANSWERED';

/** The API's prefix, which the admin client's baseURL already holds. */
const API_PREFIX = '/v1';

/** What the feedback resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface FeedbackApi {
  listFeedback(query?: QueryOf<'listFeedback'>): Promise<ResponseOf<'listFeedback'>>;
  getFeedback(id: string): Promise<ResponseOf<'getFeedback'>>;
  answerFeedback(body: TAnswerFeedbackRequest): Promise<ResponseOf<'answerFeedback'>>;
  updateFeedback(body: TUpdateFeedbackRequest): Promise<ResponseOf<'updateFeedback'>>;
  getFeedbackCount(): Promise<ResponseOf<'getFeedbackCount'>>;
  clients: Pick<ApiClients, 'admin'>;
}

/** A row of the list, the show page's record and a CSV line's source. */
export type FeedbackRecord = TAdminFeedback;

/** `answerFeedback` params: the feedback and the answer the sender gets. */
export interface AnswerFeedbackParams {
  id: string;
  answer: string;
}

/** `updateFeedback` params: a new status, and/or the internal note ('' clears it). */
export interface UpdateFeedbackParams {
  id: string;
  status?: FeedbackStatus;
  internalNote?: string;
}

type Paged = NonNullable<QueryOf<'listFeedback'>> & { offset: number; limit: number };

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** react-admin list parameters → the GET /feedback query (newest first unless another sort is chosen). */
export function toFeedbackQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...listQueryOf(params, ADMIN_FEEDBACK_SORT_FIELDS, 'createdAt') };
  if (isOneOf(FEEDBACK_KINDS, filter.kind)) query.kind = filter.kind;
  if (isOneOf(FEEDBACK_STATUSES, filter.status)) query.status = filter.status;
  else if (filter.status === UNANSWERED_FILTER) query.open = 'true';
  const userId = idOf(filter.userId);
  if (userId) query.userId = userId;
  const q = searchOf(filter.q);
  if (q) query.q = q;
  Object.assign(query, dayRangeOf(filter));
  return query;
}

/** A screenshot URL as the server gives it (`/v1/…`) → the path under the client's baseURL. */
export const clientPathOf = (url: string): string =>
  url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;

export function createFeedbackProvider(api: FeedbackApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toFeedbackQuery(params), (q) => api.listFeedback(q));

  return resourceProvider(
    FEEDBACK_RESOURCE,
    {
      ...listMethods(list),
      ...byIdMethods((id) => api.getFeedback(id)),
    },
    {
      /** Sends the trimmed answer; answers the updated feedback and the server's message. */
      async answerFeedback(_resource: string, params: AnswerFeedbackParams) {
        const res = await api.answerFeedback({ id: params.id, answer: params.answer.trim() });
        return { data: res.data, message: res.message };
      },
      /** Changes the status and/or the internal note (trimmed; blank clears it). */
      async updateFeedback(_resource: string, params: UpdateFeedbackParams) {
        const res = await api.updateFeedback({
          id: params.id,
          ...(params.status ? { status: params.status } : {}),
          ...(params.internalNote === undefined ? {} : { internalNote: params.internalNote.trim() }),
        });
        return { data: res.data, message: res.message };
      },
      /** Unanswered feedback (NEW and IN_PROGRESS), for the menu badge. */
      async feedbackCount(_resource: string): Promise<number> {
        return (await api.getFeedbackCount()).data.feedbackCount;
      },
      /** A feedback screenshot, read with the admin's session (never a bare <img src>). */
      async feedbackScreenshot(_resource: string, params: { url: string }): Promise<Blob> {
        const res = await api.clients.admin.get<Blob>(clientPathOf(params.url), { responseType: 'blob' });
        return res.data;
      },
    },
  );
}

/** The feedback provider's own calls, for `useDataProvider<FeedbackDataProvider>()`. */
export type FeedbackDataProvider = DataProvider &
  Pick<
    ReturnType<typeof createFeedbackProvider>,
    'answerFeedback' | 'updateFeedback' | 'feedbackCount' | 'feedbackScreenshot'
  >;

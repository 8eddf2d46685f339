/**
 * The `reported-reviews` resource (read-only; the enable/disable action is the reviews provider's):
 * getList → GET /review/reported (filters status OPEN (default) / ALL and userId; latest report first);
 * getOne/getMany → GET /review/reported/{id} (the record id is the review's id).
 */
import type { QueryOf, ResponseOf } from '@barterbits/contracts';
import type { GetListParams } from 'react-admin';
import { filterOf, pageOf, readPages } from '../providers/listParams.ts';
import { byIdMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const REPORTED_REVIEWS_RESOURCE = 'reported-reviews';

/** What the reported-reviews resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ReportedReviewsApi {
  listReportedReviews(query?: QueryOf<'listReportedReviews'>): Promise<ResponseOf<'listReportedReviews'>>;
  getReportedReview(id: string): Promise<ResponseOf<'getReportedReview'>>;
}

export type ReportedReviewRecord = ResponseOf<'listReportedReviews'>['data'][number];
export type ReportedReviewDetail = ResponseOf<'getReportedReview'>['data'];

type Paged = NonNullable<QueryOf<'listReportedReviews'>> & { offset: number; limit: number };

/** react-admin list parameters → the GET /review/reported query. */
export function toReportedReviewsQuery(params: Partial<GetListParams>): Paged {
  const filter = filterOf(params);
  const query: Paged = { ...pageOf(params) };
  if (filter.status === 'ALL' || filter.status === 'OPEN') query.status = filter.status;
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  return query;
}

export function createReportedReviewsProvider(api: ReportedReviewsApi) {
  return resourceProvider(REPORTED_REVIEWS_RESOURCE, {
    getList: (_resource, params) =>
      readPages(toReportedReviewsQuery(params), (q) => api.listReportedReviews(q)),
    ...byIdMethods((id) => api.getReportedReview(id)),
  });
}

/**
 * The `reviews` resource: getList → GET /review (filters userId, hearts, reported, enabled; no sort on
 * the server: newest first); getOne/getMany → GET /review/{id}; and its own calls:
 * `reviewActionSummary` → GET /review/{id}/action-summary, `reviewVoteHistory` →
 * GET /review/{id}/like-dislike-history with offset 0 and limit 10000000 (spec §9; the server answers
 * at most one page of 1000 with the full total, so further pages are read until all or
 * VOTE_HISTORY_MAX_ROWS), and `enableDisableReview` → POST /review/report/enable-disable (a reason).
 */
import {
  type BodyOf,
  HEARTS_MAX,
  HEARTS_MIN,
  type QueryOf,
  type ResponseOf,
  type TEnableDisableReviewRequest,
} from '@barterbits/contracts';
import type { DataProvider, GetListParams } from 'react-admin';
import { filterOf, pageOf, readPages } from '../providers/listParams.ts';
import { byIdMethods, listMethods, resourceProvider } from '../providers/resourceProvider.ts';

export const REVIEWS_RESOURCE = 'reviews';

/** GET /review answers at most this many rows a page (contracts `ZListReviewsQuery`). */
export const REVIEWS_PAGE_MAX = 100;
/** The spec's history request (§9): everything from the start. */
export const VOTE_HISTORY_QUERY = { offset: 0, limit: 10_000_000 } as const;
/** The most votes the show page reads (pages of the server's maximum until then). */
export const VOTE_HISTORY_MAX_ROWS = 10_000;

/** What the reviews resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface ReviewsApi {
  listReviews(query?: QueryOf<'listReviews'>): Promise<ResponseOf<'listReviews'>>;
  getReview(id: string): Promise<ResponseOf<'getReview'>>;
  getReviewActionSummary(id: string): Promise<ResponseOf<'getReviewActionSummary'>>;
  getReviewVoteHistory(
    id: string,
    query?: QueryOf<'getReviewVoteHistory'>,
  ): Promise<ResponseOf<'getReviewVoteHistory'>>;
  enableDisableReview(body: BodyOf<'enableDisableReview'>): Promise<ResponseOf<'enableDisableReview'>>;
}

export type ReviewRecord = ResponseOf<'getReview'>['data'];
export type ReviewVote = ResponseOf<'getReviewVoteHistory'>['data'][number];

type ReviewsQuery = NonNullable<QueryOf<'listReviews'>> & { offset: number; limit: number };

const flag = (v: unknown): 'true' | 'false' | undefined =>
  v === true || v === 'true' ? 'true' : v === false || v === 'false' ? 'false' : undefined;

/** react-admin list parameters → the GET /review query (filters only: the server lists newest first). */
export function toReviewsQuery(params: Partial<GetListParams>): ReviewsQuery {
  const filter = filterOf(params);
  const query: ReviewsQuery = { ...pageOf(params) };
  if (typeof filter.userId === 'string' && filter.userId) query.userId = filter.userId;
  const hearts = Number(filter.hearts);
  if (Number.isInteger(hearts) && hearts >= HEARTS_MIN && hearts <= HEARTS_MAX) query.hearts = hearts;
  const reported = flag(filter.reported);
  if (reported) query.reported = reported;
  const enabled = flag(filter.enabled);
  if (enabled) query.enabled = enabled;
  const isGiven = flag(filter.isGiven);
  if (isGiven && query.userId) query.isGiven = isGiven;
  return query;
}

export function createReviewsProvider(api: ReviewsApi) {
  const list = (params: Partial<GetListParams>) =>
    readPages(toReviewsQuery(params), (q) => api.listReviews(q), REVIEWS_PAGE_MAX);

  return resourceProvider(
    REVIEWS_RESOURCE,
    {
      ...listMethods(list),
      ...byIdMethods((id) => api.getReview(id)),
    },
    {
      /** GET /review/{id}/action-summary. */
      async reviewActionSummary(_resource: string, params: { id: string }) {
        return (await api.getReviewActionSummary(params.id)).data;
      },
      /**
       * Every vote on the review, newest first: the spec's request (offset 0, limit 10000000); the server
       * caps a page, so the rest is read from where the answer ended, up to VOTE_HISTORY_MAX_ROWS.
       */
      async reviewVoteHistory(_resource: string, params: { id: string }) {
        const votes: ReviewVote[] = [];
        let meta = { total: 0, likes: 0, dislikes: 0 };
        let offset: number = VOTE_HISTORY_QUERY.offset;
        for (;;) {
          const res = await api.getReviewVoteHistory(params.id, {
            offset,
            limit: VOTE_HISTORY_QUERY.limit,
          });
          meta = { total: res.meta.total, likes: res.meta.likes, dislikes: res.meta.dislikes };
          votes.push(...res.data);
          offset += res.data.length;
          if (res.data.length === 0 || offset >= res.meta.total || votes.length >= VOTE_HISTORY_MAX_ROWS)
            break;
        }
        return { votes, ...meta };
      },
      /** Answers the server's message (shown as the notification) and the updated review. */
      async enableDisableReview(_resource: string, params: TEnableDisableReviewRequest) {
        const res = await api.enableDisableReview(params);
        return { data: res.data, message: res.message };
      },
    },
  );
}

/** The reviews provider's own calls, for `useDataProvider<ReviewsDataProvider>()`. */
export type ReviewsDataProvider = DataProvider &
  Pick<
    ReturnType<typeof createReviewsProvider>,
    'reviewActionSummary' | 'reviewVoteHistory' | 'enableDisableReview'
  >;

import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Heart reviews of barter partners: reviews, replies, votes, reports, summary, and their admin moderation. One typed function per endpoint. */
export const reviewsApi = (invoke: Invoke) => ({
  /** GET /review/summary?userId=: average (one decimal), count and count per heart of a member's enabled reviews. */
  getReviewSummary: (query: QueryOf<'getReviewSummary'>) => invoke('getReviewSummary', { query }),
  /** GET /review/eligible?userId=: the caller's purchases (with that member) still open for a review; empty: no "Write a review". */
  listReviewEligibility: (query?: QueryOf<'listReviewEligibility'>) =>
    invoke('listReviewEligibility', { query }),
  /** GET /review?userId=&isGiven=: a member's reviews, received or given (admins: all, with filters). */
  listReviews: (query?: QueryOf<'listReviews'>) => invoke('listReviews', { query }),
  /** POST /review: review the other party of a successful purchase. */
  createReview: (body: BodyOf<'createReview'>) => invoke('createReview', { body }),
  /** PATCH /review: the author changes hearts or text. */
  updateReview: (body: BodyOf<'updateReview'>) => invoke('updateReview', { body }),
  /** DELETE /review/{id}: the author deletes their review. */
  deleteReview: (id: string) => invoke('deleteReview', { params: { id } }),
  /** GET /review/{id}: one review with its trade, reply and votes. */
  getReview: (id: string) => invoke('getReview', { params: { id } }),
  /** GET /review/{id}/reply: the reply to a review (404 when none). */
  getReviewReply: (id: string) => invoke('getReviewReply', { params: { id } }),
  /** GET /review/reply/{id}: one reply by its id. */
  getReply: (id: string) => invoke('getReply', { params: { id } }),
  /** POST /review/reply: the reviewed member replies, once. */
  createReply: (body: BodyOf<'createReply'>) => invoke('createReply', { body }),
  /** PATCH /review/reply: the reviewed member edits their reply (by review id). */
  updateReply: (body: BodyOf<'updateReply'>) => invoke('updateReply', { body }),
  /** POST /review/like-dislike: LIKE, DISLIKE or NEUTRAL (withdraw). */
  voteReview: (body: BodyOf<'voteReview'>) => invoke('voteReview', { body }),
  /** POST /review/report: report a review with a reason (once). */
  reportReview: (body: BodyOf<'reportReview'>) => invoke('reportReview', { body }),
  /** GET /review/{id}/like-dislike-history: votes cast, newest first (a page holds at most 1000; meta.total). */
  getReviewVoteHistory: (id: string, query?: QueryOf<'getReviewVoteHistory'>) =>
    invoke('getReviewVoteHistory', { params: { id }, query }),
  /** GET /review/reported (admin): reviews with open reports. */
  listReportedReviews: (query?: QueryOf<'listReportedReviews'>) => invoke('listReportedReviews', { query }),
  /** GET /review/reported/{id} (admin): a reported review with its reports. */
  getReportedReview: (id: string) => invoke('getReportedReview', { params: { id } }),
  /** GET /review/{id}/action-summary (admin): votes, reports and state. */
  getReviewActionSummary: (id: string) => invoke('getReviewActionSummary', { params: { id } }),
  /** POST /review/report/enable-disable (admin): enable or disable with a reason. */
  enableDisableReview: (body: BodyOf<'enableDisableReview'>) => invoke('enableDisableReview', { body }),
});

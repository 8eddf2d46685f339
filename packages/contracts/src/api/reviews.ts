/**
 * Heart reviews of barter partners: reviews, replies, votes, reports, the summary, and
 * their admin moderation.
 *
 * Who may do what (the server enforces it):
 * - Only the two parties of a barter purchase that succeeded (ACCEPTED, not fully refunded) review
 *   each other: once per side per purchase, within REVIEW_WINDOW_DAYS of the purchase's decision.
 * - The author edits (PATCH /review) or deletes (DELETE /review/:id) their review.
 * - The reviewed member (subject) replies once (POST /review/reply) and edits it (PATCH /review/reply).
 * - Any other member votes LIKE / DISLIKE (NEUTRAL withdraws); one current vote each, all kept in history.
 * - Any other member reports it once, with a reason.
 * - Admins list, read and enable/disable reviews (with a reason; resolves the open reports). A disabled
 *   review is hidden from members and leaves the member's summary.
 *
 * Route order: Fastify prefers static segments, so `/review/summary`, `/review/eligible`,
 * `/review/reported`, `/review/reply/:id` and `/review/report` win over `/review/:id`.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { REVIEW_REACTIONS, ZReviewReaction } from '../enums.ts';
import { dataEnvelope, pageEnvelope, ZPageMeta, zNumeric, zQueryInt } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZTextArea } from '../rules.ts';

/** Days after a purchase's decision (acceptance) during which both parties may review each other. */
export const REVIEW_WINDOW_DAYS = 30;
export const HEARTS_MIN = 1;
export const HEARTS_MAX = 5;
/** Review, reply, report and moderation texts: spec §5 text areas (under 250 characters). */
export const REVIEW_TEXT_MAX = 249;
/** The largest page any review list answers; a larger `limit` (the console sends 10000000) is clamped to it. */
export const REVIEW_HISTORY_PAGE_MAX = MAX_PAGE_SIZE;

// Spec §3 review reaction (REVIEW_REACTIONS, ZReviewReaction) and heartsLabel ("N Heart(s)") live in
// enums.ts; NEUTRAL withdraws the caller's vote.
/** A current vote is LIKE or DISLIKE (NEUTRAL means none). */
export const ZReviewVote = z.enum(['LIKE', 'DISLIKE']);
export type ReviewVote = z.infer<typeof ZReviewVote>;

/** Reasons to report a review (ours; modelled on the offer report reasons of spec §3). */
export const REVIEW_REPORT_REASONS = [
  'FALSE_INFORMATION',
  'OFFENSIVE_OR_INAPPROPRIATE',
  'HARASSMENT',
  'ITS_SPAM',
  'NOT_ABOUT_THE_TRADE',
  'PERSONAL_INFORMATION',
  'OTHER',
] as const;
export const ZReviewReportReason = z.enum(REVIEW_REPORT_REASONS);
export type ReviewReportReason = z.infer<typeof ZReviewReportReason>;
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  FALSE_INFORMATION: 'False information',
  OFFENSIVE_OR_INAPPROPRIATE: 'Offensive or inappropriate',
  HARASSMENT: 'Harassment or hate',
  ITS_SPAM: "It's spam",
  NOT_ABOUT_THE_TRADE: 'Not about the trade',
  PERSONAL_INFORMATION: 'Shares personal information',
  OTHER: 'Other',
};
export const REVIEW_REPORT_REASON_OPTIONS = REVIEW_REPORT_REASONS.map((value) => ({
  value,
  label: REVIEW_REPORT_REASON_LABELS[value],
}));

/** In-app notice types of reviews (NOTIFICATION_TYPES must list them). */
export const REVIEW_NOTIFICATION_TYPES = ['REVIEW_RECEIVED', 'REVIEW_REPLIED', 'REVIEW_DISABLED'] as const;

export const REVIEW_REPORT_STATUSES = ['OPEN', 'DECLINED', 'ACTIONED'] as const;
export const ZReviewReportStatus = z.enum(REVIEW_REPORT_STATUSES);
export type ReviewReportStatus = z.infer<typeof ZReviewReportStatus>;

/** Messages of the review calls (ours; the spec gives none). */
export const REVIEW_MESSAGES = {
  hearts: `Choose from ${HEARTS_MIN} to ${HEARTS_MAX} hearts.`,
  textRequired: M.required,
  textMax: M.textAreaMax,
  created: 'Thank you. Your review has been posted.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
  replied: 'Your reply has been posted.',
  replyUpdated: 'Your reply has been updated.',
  voted: 'Thank you for your vote.',
  voteWithdrawn: 'Your vote has been withdrawn.',
  reported: 'Thank you. Your report has been sent to our team.',
  notFound: 'This review could not be found.',
  replyNotFound: 'This reply could not be found.',
  purchaseNotFound: 'This purchase could not be found.',
  notParty: 'Only the buyer and the seller of a purchase can review each other.',
  notSuccessful: 'Only a successful purchase can be reviewed.',
  onHold: 'This barter can be reviewed once its payment is released to the seller.',
  refunded: 'This purchase was fully refunded and can no longer be reviewed.',
  windowClosed: `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the purchase.`,
  alreadyReviewed: 'You have already reviewed this purchase.',
  deletedBefore: 'You deleted your review of this purchase, so it cannot be reviewed again.',
  deleteWarning: 'You cannot review this barter again.',
  subjectInactive: 'This member can no longer be reviewed.',
  notAuthor: 'Only the author can change this review.',
  notSubject: 'Only the reviewed member can reply to this review.',
  alreadyReplied: 'You have already replied to this review. You can edit your reply.',
  noReply: 'This review has no reply yet.',
  ownVote: 'You cannot vote on a review you wrote or received.',
  ownReport: 'You cannot report a review you wrote or received.',
  alreadyReported: 'You have already reported this review.',
  detailsRequired: 'Please tell us what is wrong with this review.',
  nothingToChange: 'Change the hearts or the text.',
  enabled: 'The review is visible again. Its reports have been declined.',
  disabled: 'The review has been disabled. Its reports have been actioned.',
  reasonRequired: 'Please give a reason.',
  userIdOwn: 'You can only see your own open purchases.',
} as const;

/** Hearts 1–5, a whole number. */
export const ZHearts = z
  .number({ error: REVIEW_MESSAGES.hearts })
  .int(REVIEW_MESSAGES.hearts)
  .min(HEARTS_MIN, REVIEW_MESSAGES.hearts)
  .max(HEARTS_MAX, REVIEW_MESSAGES.hearts);
/** Hearts from a query string. */
export const ZHeartsQuery = zNumeric(ZHearts, REVIEW_MESSAGES.hearts);

/** A required text area: trimmed, 1..249 characters (spec §5). */
export const ZReviewText = z.string({ error: M.required }).trim().min(1, M.required).pipe(ZTextArea);

/** "true" / "false" in a query string. */
const zQueryFlag = (message = 'Must be true or false.') =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

// ---------------------------------------------------------------- shapes

/** A member as shown on a review: the public name (business name, else "Alex M."), and photo. */
export const ZReviewParty = z.object({
  id: ZId,
  displayName: z.string(),
  profilePhoto: z.string().nullable(),
});
export type TReviewParty = z.infer<typeof ZReviewParty>;

/** The purchase a review comes from: "verified barter of N BITS". */
export const ZReviewTrade = z.object({
  /** The purchase: null unless the caller is one of its two parties or an admin. */
  barterRequestId: ZId.nullable(),
  /** Barter reference, e.g. BR-7K3M9Q2X; null unless the caller is a party or an admin. */
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  /** The offer's title as it was when the sale was made. */
  offerTitle: z.string(),
  /** When the purchase was accepted (ISO). */
  decidedAt: z.string().nullable(),
  /** Whether the buyer disputed the payment before it was released (buyer protection). */
  disputed: z.boolean(),
});
export type TReviewTrade = z.infer<typeof ZReviewTrade>;

export const ZReviewReply = z
  .object({
    id: ZId,
    reviewId: ZId,
    author: ZReviewParty,
    text: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    edited: z.boolean(),
    /** The caller may edit it (the reviewed member). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'ReviewReply' });
export type TReviewReply = z.infer<typeof ZReviewReply>;

export const ZReview = z
  .object({
    id: ZId,
    hearts: z.number().int(),
    text: z.string(),
    author: ZReviewParty,
    subject: ZReviewParty,
    trade: ZReviewTrade,
    likes: z.number().int().nonnegative(),
    dislikes: z.number().int().nonnegative(),
    /** The caller's current vote (null: none). */
    myVote: ZReviewVote.nullable(),
    /** Whether the caller has reported it. */
    reportedByMe: z.boolean(),
    reply: ZReviewReply.nullable(),
    /** False only for admins' views (members never see a disabled review). */
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    edited: z.boolean(),
    /** What the caller may do now. */
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canReply: z.boolean(),
    canVote: z.boolean(),
    canReport: z.boolean(),
  })
  .meta({ id: 'Review' });
export type TReview = z.infer<typeof ZReview>;

/** The console's row: the review plus moderation facts. */
export const ZAdminReview = ZReview.extend({
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  reports: z.number().int().nonnegative(),
  openReports: z.number().int().nonnegative(),
}).meta({ id: 'AdminReview' });
export type TAdminReview = z.infer<typeof ZAdminReview>;

/** GET /review/summary: over the member's enabled reviews, received or given. `average` has one decimal (0 with no reviews). */
export const ZReviewSummary = z
  .object({
    userId: ZId,
    average: z.number(),
    count: z.number().int().nonnegative(),
    /** Reviews per heart: keys "1".."5". */
    hearts: z.object({
      1: z.number().int().nonnegative(),
      2: z.number().int().nonnegative(),
      3: z.number().int().nonnegative(),
      4: z.number().int().nonnegative(),
      5: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'ReviewSummary' });
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

/** A purchase with a member the caller may still review (GET /review/eligible). */
export const ZReviewablePurchase = z.object({
  barterRequestId: ZId,
  reference: z.string(),
  offerTitle: z.string(),
  amountCents: z.number().int(),
  decidedAt: z.string(),
  /** Whole days left to write the review (at least 1 while open). */
  daysLeft: z.number().int().nonnegative(),
  /** The caller's side: SELLER reviews the buyer, BUYER reviews the seller. */
  role: z.enum(['BUYER', 'SELLER']),
  /** The member to review. */
  subject: ZReviewParty,
});
export type TReviewablePurchase = z.infer<typeof ZReviewablePurchase>;

/** One vote as cast (NEUTRAL: withdrawn). */
export const ZReviewVoteHistoryItem = z.object({
  id: ZId,
  voter: ZReviewParty,
  reaction: ZReviewReaction,
  createdAt: z.string(),
});
export type TReviewVoteHistoryItem = z.infer<typeof ZReviewVoteHistoryItem>;

export const ZReviewReport = z.object({
  id: ZId,
  reviewId: ZId,
  reporter: ZReviewParty,
  reason: ZReviewReportReason,
  details: z.string().nullable(),
  status: ZReviewReportStatus,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TReviewReport = z.infer<typeof ZReviewReport>;

/** A reported review in the console: the review, its report counts and latest report. */
export const ZReportedReview = ZAdminReview.extend({
  lastReportedAt: z.string(),
  /** Reports per reason over all its reports. */
  reasons: z.record(z.string(), z.number().int().nonnegative()),
}).meta({ id: 'ReportedReview' });
export type TReportedReview = z.infer<typeof ZReportedReview>;

export const ZReportedReviewDetail = ZReportedReview.extend({ reportList: z.array(ZReviewReport) });
export type TReportedReviewDetail = z.infer<typeof ZReportedReviewDetail>;

/** GET /review/:id/action-summary (admin). */
export const ZReviewActionSummary = z
  .object({
    reviewId: ZId,
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    disabledAt: z.string().nullable(),
    likes: z.number().int().nonnegative(),
    dislikes: z.number().int().nonnegative(),
    /** Votes ever cast (NEUTRAL included). */
    votesCast: z.number().int().nonnegative(),
    reports: z.number().int().nonnegative(),
    openReports: z.number().int().nonnegative(),
    hasReply: z.boolean(),
  })
  .meta({ id: 'ReviewActionSummary' });
export type TReviewActionSummary = z.infer<typeof ZReviewActionSummary>;

// ---------------------------------------------------------------- requests

export const ZReviewIdParams = z.object({ id: ZId });
export const ZReplyIdParams = z.object({ id: ZId });

/** GET /review/summary: the hearts a member received (default) or, with `isGiven=true`, the hearts they gave. */
export const ZReviewSummaryQuery = z.object({ userId: ZId, isGiven: zQueryFlag() });
export type TReviewSummaryQuery = z.input<typeof ZReviewSummaryQuery>;

/**
 * GET /review: members give `userId` (default: the caller) and `isGiven` (true: the reviews that
 * member wrote; false, the default: the reviews they received); only enabled reviews. Admins may
 * leave `userId` out (all reviews; with it, both directions unless `isGiven` is given) and filter by
 * hearts, reported (has open reports) and enabled.
 */
export const ZListReviewsQuery = z.object({
  userId: ZId.optional(),
  isGiven: zQueryFlag(),
  hearts: ZHeartsQuery.optional(),
  reported: zQueryFlag(),
  enabled: zQueryFlag(),
  limit: zQueryInt(1, 100, 20),
  offset: zQueryInt(0, 1_000_000, 0),
});
export type TListReviewsQuery = z.input<typeof ZListReviewsQuery>;
export const ZListReviewsResponse = pageEnvelope(
  ZAdminReview.partial({
    disabledReason: true,
    disabledAt: true,
    reports: true,
    openReports: true,
  }),
);
export type TListReviewsResponse = z.infer<typeof ZListReviewsResponse>;

export const ZCreateReviewRequest = z.object({
  /** The purchase (barter request) reviewed; the subject is its other party. */
  barterRequestId: ZId,
  hearts: ZHearts,
  text: ZReviewText,
});
export type TCreateReviewRequest = z.input<typeof ZCreateReviewRequest>;

export const ZUpdateReviewRequest = z
  .object({ reviewId: ZId, hearts: ZHearts.optional(), text: ZReviewText.optional() })
  .refine((v) => v.hearts !== undefined || v.text !== undefined, {
    message: REVIEW_MESSAGES.nothingToChange,
    path: ['hearts'],
  });
export type TUpdateReviewRequest = z.input<typeof ZUpdateReviewRequest>;

export const ZReviewResponse = dataEnvelope(ZReview);
export type TReviewResponse = z.infer<typeof ZReviewResponse>;
export const ZAdminReviewResponse = dataEnvelope(
  ZAdminReview.partial({ disabledReason: true, disabledAt: true, reports: true, openReports: true }),
);
export type TAdminReviewResponse = z.infer<typeof ZAdminReviewResponse>;

export const ZDeleteReviewResponse = dataEnvelope(z.object({ id: ZId, deleted: z.literal(true) }));

export const ZReplyResponse = dataEnvelope(ZReviewReply);
export type TReplyResponse = z.infer<typeof ZReplyResponse>;

export const ZCreateReplyRequest = z.object({ reviewId: ZId, text: ZReviewText });
export type TCreateReplyRequest = z.input<typeof ZCreateReplyRequest>;
/** PATCH /review/reply: the reply of that review (one per review), by its review id. */
export const ZUpdateReplyRequest = z.object({ reviewId: ZId, text: ZReviewText });
export type TUpdateReplyRequest = z.input<typeof ZUpdateReplyRequest>;

export const ZVoteReviewRequest = z.object({
  reviewId: ZId,
  reaction: z.enum(REVIEW_REACTIONS, { error: 'Choose LIKE, DISLIKE or NEUTRAL.' }),
});
export type TVoteReviewRequest = z.input<typeof ZVoteReviewRequest>;
export const ZVoteReviewResponse = dataEnvelope(
  z.object({
    reviewId: ZId,
    myVote: ZReviewVote.nullable(),
    likes: z.number().int().nonnegative(),
    dislikes: z.number().int().nonnegative(),
  }),
);
export type TVoteReviewResponse = z.infer<typeof ZVoteReviewResponse>;

/** POST /review/report: a reason, and text (required with OTHER); under 250 characters. */
export const ZReportReviewRequest = z
  .object({
    reviewId: ZId,
    reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Please choose a reason.' }),
    details: z.string().trim().max(REVIEW_TEXT_MAX, M.textAreaMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.details) {
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.detailsRequired, path: ['details'] });
    }
  });
export type TReportReviewRequest = z.input<typeof ZReportReviewRequest>;
export const ZReportReviewResponse = dataEnvelope(
  z.object({ id: ZId, reviewId: ZId, reason: ZReviewReportReason, createdAt: z.string() }),
);
export type TReportReviewResponse = z.infer<typeof ZReportReviewResponse>;

/**
 * GET /review/:id/like-dislike-history: newest first. `limit` accepts up to 10000000 (the console
 * asks for that, spec §9) but the answer holds at most REVIEW_HISTORY_PAGE_MAX items; `meta.limit`
 * is the applied page size and `meta.total` the full count, so a client pages on.
 */
export const ZVoteHistoryQuery = z.object({
  likeOrDislike: ZReviewReaction.optional(),
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
  limit: zQueryInt(1, 10_000_000, 20),
});
export type TVoteHistoryQuery = z.input<typeof ZVoteHistoryQuery>;
export const ZVoteHistoryResponse = z.object({
  data: z.array(ZReviewVoteHistoryItem),
  meta: ZPageMeta.extend({
    likes: z.number().int().nonnegative(),
    dislikes: z.number().int().nonnegative(),
  }),
});
export type TVoteHistoryResponse = z.infer<typeof ZVoteHistoryResponse>;

export const ZEligibleQuery = z.object({
  /** The member to review; without it, every open purchase of the caller. */
  userId: ZId.optional(),
});
export type TEligibleQuery = z.input<typeof ZEligibleQuery>;
export const ZEligibleResponse = dataEnvelope(z.array(ZReviewablePurchase));
export type TEligibleResponse = z.infer<typeof ZEligibleResponse>;

export const ZReportedReviewsQuery = z.object({
  /** OPEN (default): reviews with open reports; ALL: every reported review. */
  status: z.enum(['OPEN', 'ALL']).default('OPEN'),
  userId: ZId.optional(),
  limit: zQueryInt(1, MAX_PAGE_SIZE, 25),
  offset: zQueryInt(0, Number.MAX_SAFE_INTEGER, 0),
});
export type TReportedReviewsQuery = z.input<typeof ZReportedReviewsQuery>;
export const ZReportedReviewsResponse = pageEnvelope(ZReportedReview);
export type TReportedReviewsResponse = z.infer<typeof ZReportedReviewsResponse>;
export const ZReportedReviewResponse = dataEnvelope(ZReportedReviewDetail);
export type TReportedReviewResponse = z.infer<typeof ZReportedReviewResponse>;

export const ZReviewActionSummaryResponse = dataEnvelope(ZReviewActionSummary);

export const ZEnableDisableReviewRequest = z.object({
  reviewId: ZId,
  /** false: disable (open reports ACTIONED); true: enable / keep (open reports DECLINED). */
  enabled: z.boolean(),
  reason: z
    .string({ error: REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.reasonRequired)
    .max(REVIEW_TEXT_MAX, M.textAreaMax),
});
export type TEnableDisableReviewRequest = z.input<typeof ZEnableDisableReviewRequest>;
export const ZEnableDisableReviewResponse = dataEnvelope(
  z.object({ review: ZAdminReview, resolvedReports: z.number().int().nonnegative() }),
);
export type TEnableDisableReviewResponse = z.infer<typeof ZEnableDisableReviewResponse>;

// ---------------------------------------------------------------- endpoints

const TAG = 'reviews';

export const reviewsEndpoints = {
  getReviewSummary: {
    method: 'GET',
    path: '/review/summary',
    audience: 'user',
    summary:
      "A member's hearts: average (one decimal), count and count per heart, over the enabled reviews they received (or, with isGiven=true, wrote)",
    tag: TAG,
    query: ZReviewSummaryQuery,
    response: dataEnvelope(ZReviewSummary),
  },
  listReviewEligibility: {
    method: 'GET',
    path: '/review/eligible',
    audience: 'member',
    summary: `The caller's successful purchases (with userId: with that member) still open for a review (within ${REVIEW_WINDOW_DAYS} days, not fully refunded, not yet reviewed)`,
    tag: TAG,
    query: ZEligibleQuery,
    response: ZEligibleResponse,
  },
  listReviews: {
    method: 'GET',
    path: '/review',
    audience: 'user',
    summary:
      "Members: a member's enabled reviews, received (isGiven=false, default) or given (isGiven=true); admins: all reviews, filtered by member, hearts, reported and enabled",
    tag: TAG,
    query: ZListReviewsQuery,
    response: ZListReviewsResponse,
  },
  createReview: {
    method: 'POST',
    path: '/review',
    audience: 'member',
    summary: `Review the other party of a successful purchase (once per side, within ${REVIEW_WINDOW_DAYS} days, not fully refunded)`,
    tag: TAG,
    body: ZCreateReviewRequest,
    response: ZReviewResponse,
  },
  updateReview: {
    method: 'PATCH',
    path: '/review',
    audience: 'member',
    summary: 'The author changes the hearts or the text of their review',
    tag: TAG,
    body: ZUpdateReviewRequest,
    response: ZReviewResponse,
  },
  deleteReview: {
    method: 'DELETE',
    path: '/review/:id',
    audience: 'member',
    summary:
      'The author deletes their review (with its reply, votes and reports); within the review period they may write a new one',
    tag: TAG,
    params: ZReviewIdParams,
    response: ZDeleteReviewResponse,
  },
  getReview: {
    method: 'GET',
    path: '/review/:id',
    audience: 'user',
    summary:
      'One review with its trade, reply and votes (members: enabled reviews only; admins: any, with moderation facts)',
    tag: TAG,
    params: ZReviewIdParams,
    response: ZAdminReviewResponse,
  },
  getReviewReply: {
    method: 'GET',
    path: '/review/:id/reply',
    audience: 'user',
    summary: 'The reply to a review (404 when it has none)',
    tag: TAG,
    params: ZReviewIdParams,
    response: ZReplyResponse,
  },
  getReply: {
    method: 'GET',
    path: '/review/reply/:id',
    audience: 'member',
    summary: 'One reply by its id',
    tag: TAG,
    params: ZReplyIdParams,
    response: ZReplyResponse,
  },
  createReply: {
    method: 'POST',
    path: '/review/reply',
    audience: 'member',
    summary: 'The reviewed member replies to a review, once',
    tag: TAG,
    body: ZCreateReplyRequest,
    response: ZReplyResponse,
  },
  updateReply: {
    method: 'PATCH',
    path: '/review/reply',
    audience: 'member',
    summary: 'The reviewed member edits their reply (found by the review id)',
    tag: TAG,
    body: ZUpdateReplyRequest,
    response: ZReplyResponse,
  },
  voteReview: {
    method: 'POST',
    path: '/review/like-dislike',
    audience: 'member',
    summary:
      'LIKE or DISLIKE a review of others (NEUTRAL withdraws); one current vote per member, every vote kept',
    tag: TAG,
    body: ZVoteReviewRequest,
    response: ZVoteReviewResponse,
  },
  reportReview: {
    method: 'POST',
    path: '/review/report',
    audience: 'member',
    summary:
      'Report a review of others with a reason and text; once per member per review (409 the second time)',
    tag: TAG,
    body: ZReportReviewRequest,
    response: ZReportReviewResponse,
  },
  getReviewVoteHistory: {
    method: 'GET',
    path: '/review/:id/like-dislike-history',
    audience: 'user',
    summary: `Every vote cast on a review, newest first; limit up to 10000000 is accepted but a page holds at most ${REVIEW_HISTORY_PAGE_MAX} (meta.total gives the rest)`,
    tag: TAG,
    params: ZReviewIdParams,
    query: ZVoteHistoryQuery,
    response: ZVoteHistoryResponse,
  },
  listReportedReviews: {
    method: 'GET',
    path: '/review/reported',
    audience: 'admin',
    summary: 'Reviews with open reports (status=ALL: every reported review), latest report first',
    tag: TAG,
    query: ZReportedReviewsQuery,
    response: ZReportedReviewsResponse,
  },
  getReportedReview: {
    method: 'GET',
    path: '/review/reported/:id',
    audience: 'admin',
    summary: 'A reported review (by review id) with all its reports',
    tag: TAG,
    params: ZReviewIdParams,
    response: ZReportedReviewResponse,
  },
  getReviewActionSummary: {
    method: 'GET',
    path: '/review/:id/action-summary',
    audience: 'admin',
    summary: 'Votes, reports and state of a review',
    tag: TAG,
    params: ZReviewIdParams,
    response: ZReviewActionSummaryResponse,
  },
  enableDisableReview: {
    method: 'POST',
    path: '/review/report/enable-disable',
    audience: 'admin',
    summary:
      'Enable or disable a review with a reason (audited): disabling actions its open reports, hides it from members, takes it out of the average and tells its author; enabling declines them',
    tag: TAG,
    body: ZEnableDisableReviewRequest,
    response: ZEnableDisableReviewResponse,
  },
} as const satisfies Record<string, EndpointDef>;

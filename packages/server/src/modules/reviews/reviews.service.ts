/**
 * Heart reviews of barter partners. The rules:
 * - only the two parties of a successful purchase (barter request ACCEPTED, refunded < amount)
 *   review each other, once per side per purchase (unique index), within REVIEW_WINDOW_DAYS of its
 *   decision; the purchase row is read FOR SHARE so a concurrent full refund waits for the review;
 * - the author edits or deletes (and cannot review a purchase whose review they deleted); the subject
 *   replies once and edits the reply;
 * - other members vote (one current vote; every change appended to the history) and report (once);
 * - admins see everything and enable/disable with a reason, audited, resolving the open reports.
 * A disabled review is hidden from every member (lists, reads, votes, replies, reports) and the
 * trigger on `reviews` takes it out of `user_review_stats`, which GET /review/summary reads.
 */
import {
  REVIEW_HISTORY_PAGE_MAX,
  REVIEW_MESSAGES,
  REVIEW_WINDOW_DAYS,
  type ReviewReaction,
  type TAdminReview,
  type TReportedReview,
  type TReportedReviewDetail,
  type TReview,
  type TReviewActionSummary,
  type TReviewablePurchase,
  type TReviewParty,
  type TReviewReply,
  type TReviewSummary,
  type TReviewVoteHistoryItem,
  type ZCreateReviewRequest,
  type ZEnableDisableReviewRequest,
  type ZListReviewsQuery,
  type ZReportedReviewsQuery,
  type ZReportReviewRequest,
  type ZUpdateReviewRequest,
  type ZVoteHistoryQuery,
  type ZVoteReviewRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { reviewReplies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Page } from '../../lib/envelope.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { shortName } from '../users/display-name.ts';
import { reviewNotice } from './reviews.notices.ts';
import {
  createReviewsRepository,
  type PurchaseRow,
  type ReviewListFilter,
  type ReviewsRepository,
  type ReviewViewRow,
} from './reviews.repository.ts';

export interface ReviewsServiceDeps {
  db: Db;
  /** For tests: the clock. */
  now?: () => Date;
}

export const DAY_MS = 24 * 60 * 60_000;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const isAdmin = (auth: AuthContext) => auth.role === 'ADMIN';

type PartyCols = {
  type: string | null;
  first: string | null;
  last: string | null;
  user: string | null;
  business: string | null;
  photo: string | null;
};

/** The public name (shortName: business name, else "Alex M.") and photo of one party of a row. */
function party(id: string, row: Record<string, unknown>, prefix: string): TReviewParty {
  const c = (k: keyof PartyCols) => (row[`${prefix}_${k}`] as string | null | undefined) ?? null;
  return {
    id,
    displayName: shortName({
      accountType: c('type'),
      firstName: c('first'),
      lastName: c('last'),
      userName: c('user'),
      businessName: c('business'),
    }),
    profilePhoto: c('photo'),
  };
}

type ReplyRow = typeof reviewReplies.$inferSelect;

function replyOf(
  reviewId: string,
  r: { id: string; text: string; createdAt: Date | string; updatedAt: Date | string },
  author: TReviewParty,
  viewer: AuthContext,
): TReviewReply {
  const createdAt = iso(r.createdAt)!;
  const updatedAt = iso(r.updatedAt)!;
  return {
    id: r.id,
    reviewId,
    author,
    text: r.text,
    createdAt,
    updatedAt,
    edited: updatedAt !== createdAt,
    canEdit: !isAdmin(viewer) && viewer.userId === author.id,
  };
}

/** The answer for a review; admins also get the moderation facts. */
export function toReview(r: ReviewViewRow, viewer: AuthContext): TReview & Partial<TAdminReview> {
  const admin = isAdmin(viewer);
  const me = viewer.userId;
  const author = party(r.author_id, r as unknown as Record<string, unknown>, 'a');
  const subject = party(r.subject_id, r as unknown as Record<string, unknown>, 's');
  const isParty = me === r.author_id || me === r.subject_id;
  const createdAt = iso(r.created_at)!;
  const updatedAt = iso(r.updated_at)!;
  const base: TReview = {
    id: r.id,
    hearts: r.hearts,
    text: r.text,
    author,
    subject,
    trade: {
      // The purchase's id and reference are the parties' (and admins'): others see what and how much.
      barterRequestId: isParty || admin ? r.barter_request_id : null,
      reference: isParty || admin ? r.reference : null,
      amountCents: Number(r.amount_cents),
      offerTitle: r.offer_title,
      decidedAt: iso(r.decided_at),
      disputed: r.disputed,
    },
    likes: Number(r.likes),
    dislikes: Number(r.dislikes),
    myVote: r.my_vote,
    reportedByMe: r.reported_by_me,
    reply:
      r.reply_id === null
        ? null
        : replyOf(
            r.id,
            {
              id: r.reply_id,
              text: r.reply_text!,
              createdAt: r.reply_created_at!,
              updatedAt: r.reply_updated_at!,
            },
            subject,
            viewer,
          ),
    enabled: r.enabled,
    createdAt,
    updatedAt,
    edited: updatedAt !== createdAt,
    canEdit: !admin && r.enabled && me === r.author_id,
    canDelete: !admin && r.enabled && me === r.author_id,
    canReply: !admin && r.enabled && me === r.subject_id && r.reply_id === null,
    canVote: !admin && r.enabled && !isParty,
    canReport: !admin && r.enabled && !isParty && !r.reported_by_me,
  };
  if (!admin) return base;
  return {
    ...base,
    disabledReason: r.disabled_reason,
    disabledAt: iso(r.disabled_at),
    reports: Number(r.reports),
    openReports: Number(r.open_reports),
  };
}

const toAdminReview = (r: ReviewViewRow, viewer: AuthContext) => toReview(r, viewer) as TAdminReview;

/** Why a purchase cannot be reviewed by `userId` now (null: it can). */
export function purchaseRefusal(p: PurchaseRow, userId: string, now: Date): AppError | null {
  if (p.seller_id !== userId && p.buyer_id !== userId)
    return new AppError('FORBIDDEN', REVIEW_MESSAGES.notParty);
  // Buyer protection: a barter whose dispute an admin resolved is done, whatever went to whom (a buyer
  // refunded in full may still say how the trade went).
  if (!p.dispute_resolved) {
    if (
      p.status === 'REFUND' ||
      (p.status === 'ACCEPTED' && BigInt(p.refunded_cents) >= BigInt(p.amount_cents))
    ) {
      return new AppError('CONFLICT', REVIEW_MESSAGES.refunded);
    }
    if (p.status !== 'ACCEPTED') return new AppError('CONFLICT', REVIEW_MESSAGES.notSuccessful);
    // Otherwise a barter is done, and can be reviewed, once its payment reached the seller.
    if (p.hold_status !== null && p.hold_status !== 'RELEASED') {
      return new AppError('CONFLICT', REVIEW_MESSAGES.onHold);
    }
  }
  if (p.decided_at === null) return new AppError('CONFLICT', REVIEW_MESSAGES.notSuccessful);
  const doneAt = p.released_at ?? p.decided_at;
  if (new Date(doneAt).getTime() + REVIEW_WINDOW_DAYS * DAY_MS <= now.getTime()) {
    return new AppError('CONFLICT', REVIEW_MESSAGES.windowClosed);
  }
  return null;
}

const notFound = () => new AppError('NOT_FOUND', REVIEW_MESSAGES.notFound);

type LockedReview = NonNullable<Awaited<ReturnType<ReviewsRepository['lockReview']>>>;

/** The caller neither wrote the review nor is its subject (votes and reports are about others' reviews). */
const notMine = (auth: AuthContext) => (row: LockedReview) =>
  row.author_id !== auth.userId && row.subject_id !== auth.userId;

/**
 * The enabled review, locked for the rest of the transaction: NOT_FOUND when it is missing or
 * disabled, FORBIDDEN with `refusal` when `allowed` (the caller's part in it) says no.
 */
async function lockEnabledReview(
  r: ReviewsRepository,
  id: string,
  allowed: (row: LockedReview) => boolean,
  refusal: string,
): Promise<LockedReview> {
  const row = await r.lockReview(id);
  if (!row?.enabled) throw notFound();
  if (!allowed(row)) throw new AppError('FORBIDDEN', refusal);
  return row;
}

export function createReviewsService(deps: ReviewsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createReviewsRepository(db);

  /** The review as the caller may see it: members only enabled ones; 404 otherwise. */
  async function visible(auth: AuthContext, id: string): Promise<ReviewViewRow> {
    const row = await repo.view(id, auth.userId);
    if (!row || (!row.enabled && !isAdmin(auth))) throw notFound();
    return row;
  }

  async function reload(auth: AuthContext, id: string) {
    const row = await repo.view(id, auth.userId);
    if (!row) throw notFound();
    return toReview(row, auth);
  }

  return {
    /** The hearts a member received (kept by a trigger), or the hearts they gave (counted live). */
    async summary(_auth: AuthContext, userId: string, given = false): Promise<TReviewSummary> {
      const user = await repo.userExists(userId);
      if (!user) throw new AppError('NOT_FOUND', 'This member could not be found.');
      const s = given ? await repo.givenSummary(userId) : await repo.summary(userId);
      const count = s?.review_count ?? 0;
      const sum = s?.heart_sum ?? 0;
      return {
        userId,
        average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10,
        count,
        hearts: {
          1: s?.hearts_1 ?? 0,
          2: s?.hearts_2 ?? 0,
          3: s?.hearts_3 ?? 0,
          4: s?.hearts_4 ?? 0,
          5: s?.hearts_5 ?? 0,
        },
      };
    },

    async eligible(auth: AuthContext, otherId?: string): Promise<TReviewablePurchase[]> {
      const t = now();
      const rows = await repo.eligible(
        auth.userId,
        new Date(t.getTime() - REVIEW_WINDOW_DAYS * DAY_MS),
        otherId,
      );
      return rows.map((r) => {
        const deadline = new Date(r.decided_at!).getTime() + REVIEW_WINDOW_DAYS * DAY_MS;
        return {
          barterRequestId: r.id,
          reference: r.reference,
          offerTitle: r.offer_title,
          amountCents: Number(r.amount_cents),
          decidedAt: iso(r.decided_at)!,
          daysLeft: Math.max(0, Math.ceil((deadline - t.getTime()) / DAY_MS)),
          role: r.seller_id === auth.userId ? 'SELLER' : 'BUYER',
          subject: party(r.other_id, r as unknown as Record<string, unknown>, 'o'),
        };
      });
    },

    async list(
      auth: AuthContext,
      q: z.output<typeof ZListReviewsQuery>,
    ): Promise<Page<TReview & Partial<TAdminReview>>> {
      const f: ReviewListFilter = {};
      if (isAdmin(auth)) {
        if (q.userId) {
          if (q.isGiven === true) f.authorId = q.userId;
          else if (q.isGiven === false) f.subjectId = q.userId;
          else f.partyId = q.userId;
        }
        if (q.hearts !== undefined) f.hearts = q.hearts;
        if (q.enabled !== undefined) f.enabled = q.enabled;
        if (q.reported !== undefined) f.reported = q.reported;
      } else {
        // Members: one member's enabled reviews, received (default) or given; admin filters ignored but hearts.
        const userId = q.userId ?? auth.userId;
        if (q.isGiven === true) f.authorId = userId;
        else f.subjectId = userId;
        f.enabled = true;
        if (q.hearts !== undefined) f.hearts = q.hearts;
      }
      const { rows, total } = await repo.list(f, auth.userId, q);
      return { items: rows.map((r) => toReview(r, auth)), total };
    },

    async get(auth: AuthContext, id: string) {
      return toReview(await visible(auth, id), auth);
    },

    async create(auth: AuthContext, body: z.output<typeof ZCreateReviewRequest>): Promise<TReview> {
      const t = now();
      const id = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const p = await r.purchase(body.barterRequestId, true);
        if (!p) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.purchaseNotFound);
        const refusal = purchaseRefusal(p, auth.userId, t);
        if (refusal) throw refusal;
        if (await r.deletedBefore(p.id, auth.userId))
          throw new AppError('CONFLICT', REVIEW_MESSAGES.deletedBefore);
        const subjectId = p.seller_id === auth.userId ? p.buyer_id : p.seller_id;
        const reviewId = await r.insertReview({
          barterRequestId: p.id,
          authorId: auth.userId,
          subjectId,
          hearts: body.hearts,
          text: body.text,
          now: t,
        });
        if (!reviewId) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
        await notify(
          tx,
          await reviewNotice.received(tx, {
            authorId: auth.userId,
            subjectId,
            hearts: body.hearts,
            offerTitle: p.offer_title,
          }),
        );
        return reviewId;
      });
      return reload(auth, id);
    },

    async update(auth: AuthContext, body: z.output<typeof ZUpdateReviewRequest>): Promise<TReview> {
      await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const row = await lockEnabledReview(
          r,
          body.reviewId,
          (v) => v.author_id === auth.userId,
          REVIEW_MESSAGES.notAuthor,
        );
        await r.updateReview(row.id, {
          ...(body.hearts !== undefined ? { hearts: body.hearts } : {}),
          ...(body.text !== undefined ? { text: body.text } : {}),
          now: now(),
        });
      });
      return reload(auth, body.reviewId);
    },

    async remove(auth: AuthContext, id: string): Promise<{ id: string; deleted: true }> {
      await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        await lockEnabledReview(r, id, (v) => v.author_id === auth.userId, REVIEW_MESSAGES.notAuthor);
        await r.deleteReview(id);
      });
      return { id, deleted: true };
    },

    async getReviewReply(auth: AuthContext, reviewId: string): Promise<TReviewReply> {
      const row = await visible(auth, reviewId);
      const review = toReview(row, auth);
      if (!review.reply) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.noReply);
      return review.reply;
    },

    async getReply(auth: AuthContext, replyId: string): Promise<TReviewReply> {
      const reply = await repo.replyById(replyId);
      if (!reply) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.replyNotFound);
      const row = await repo.view(reply.reviewId, auth.userId);
      if (!row || (!row.enabled && !isAdmin(auth)))
        throw new AppError('NOT_FOUND', REVIEW_MESSAGES.replyNotFound);
      return toReview(row, auth).reply!;
    },

    async createReply(auth: AuthContext, reviewId: string, text: string): Promise<TReviewReply> {
      await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const row = await lockEnabledReview(
          r,
          reviewId,
          (v) => v.subject_id === auth.userId,
          REVIEW_MESSAGES.notSubject,
        );
        if (await r.reply(reviewId)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
        await r.insertReply({ reviewId, authorId: auth.userId, text, now: now() });
        await notify(
          tx,
          await reviewNotice.replied(tx, { authorId: row.author_id, subjectId: row.subject_id }),
        );
      });
      return this.getReviewReply(auth, reviewId);
    },

    async updateReply(auth: AuthContext, reviewId: string, text: string): Promise<TReviewReply> {
      await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        await lockEnabledReview(r, reviewId, (v) => v.subject_id === auth.userId, REVIEW_MESSAGES.notSubject);
        const updated: ReplyRow | null = await r.updateReply(reviewId, text, now());
        if (!updated) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.noReply);
      });
      return this.getReviewReply(auth, reviewId);
    },

    async vote(auth: AuthContext, body: z.output<typeof ZVoteReviewRequest>) {
      const t = now();
      return db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        // FOR UPDATE on the review serializes votes on it, so the current vote and its history agree.
        const row = await lockEnabledReview(r, body.reviewId, notMine(auth), REVIEW_MESSAGES.ownVote);
        const current = await r.currentVote(row.id, auth.userId);
        const next = body.reaction === 'NEUTRAL' ? null : body.reaction;
        if (current !== next) {
          await r.setVote(row.id, auth.userId, next, t);
          await r.appendVoteHistory(row.id, auth.userId, body.reaction, t);
        }
        const counts = await r.voteCounts(row.id);
        return { reviewId: row.id, myVote: next, likes: counts.likes, dislikes: counts.dislikes };
      });
    },

    async report(auth: AuthContext, body: z.output<typeof ZReportReviewRequest>) {
      return db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const row = await lockEnabledReview(r, body.reviewId, notMine(auth), REVIEW_MESSAGES.ownReport);
        const rep = await r.insertReport({
          reviewId: row.id,
          reporterId: auth.userId,
          reason: body.reason,
          details: body.details || null,
          now: now(),
        });
        if (!rep) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReported);
        return { id: rep.id, reviewId: rep.reviewId, reason: body.reason, createdAt: iso(rep.createdAt)! };
      });
    },

    /**
     * Votes on a review, newest first. Any `limit` up to 10000000 is accepted (the console asks for
     * that) but one page holds at most REVIEW_HISTORY_PAGE_MAX; `total` tells how many there are.
     */
    async voteHistory(
      auth: AuthContext,
      reviewId: string,
      q: z.output<typeof ZVoteHistoryQuery>,
    ): Promise<Page<TReviewVoteHistoryItem, { likes: number; dislikes: number }>> {
      await visible(auth, reviewId);
      const limit = Math.min(q.limit, REVIEW_HISTORY_PAGE_MAX);
      const { rows, total } = await repo.voteHistory(reviewId, q.likeOrDislike, { limit, offset: q.offset });
      const counts = await repo.voteCounts(reviewId);
      return {
        items: rows.map((h) => ({
          id: h.id,
          voter: party(h.user_id, h as unknown as Record<string, unknown>, 'v'),
          reaction: h.reaction as ReviewReaction,
          createdAt: iso(h.created_at)!,
        })),
        total,
        likes: counts.likes,
        dislikes: counts.dislikes,
      };
    },

    async reported(
      auth: AuthContext,
      q: z.output<typeof ZReportedReviewsQuery>,
    ): Promise<Page<TReportedReview>> {
      const f: ReviewListFilter = { reportStatus: q.status };
      if (q.userId) f.partyId = q.userId;
      const { rows, total } = await repo.listReported(f, q);
      const reasons = await repo.reportReasons(rows.map((r) => r.id));
      return {
        items: rows.map((r) => ({
          ...toAdminReview(r, auth),
          lastReportedAt: iso(r.last_reported_at)!,
          reasons: reasons.get(r.id) ?? {},
        })),
        total,
      };
    },

    async reportedOne(auth: AuthContext, reviewId: string): Promise<TReportedReviewDetail> {
      const row = await repo.view(reviewId, auth.userId);
      if (!row) throw notFound();
      const reports = await repo.reports(reviewId);
      if (reports.length === 0) throw new AppError('NOT_FOUND', 'This review has no reports.');
      const reasons: Record<string, number> = {};
      for (const p of reports) reasons[p.reason] = (reasons[p.reason] ?? 0) + 1;
      return {
        ...toAdminReview(row, auth),
        lastReportedAt: iso(reports[0]!.created_at)!,
        reasons,
        reportList: reports.map((p) => ({
          id: p.id,
          reviewId: p.review_id,
          reporter: party(p.reporter_id, p as unknown as Record<string, unknown>, 'p'),
          reason: p.reason,
          details: p.details,
          status: p.status,
          createdAt: iso(p.created_at)!,
          resolvedAt: iso(p.resolved_at),
        })),
      };
    },

    async actionSummary(auth: AuthContext, reviewId: string): Promise<TReviewActionSummary> {
      const row = await repo.view(reviewId, auth.userId);
      if (!row) throw notFound();
      const counts = await repo.voteCounts(reviewId);
      return {
        reviewId,
        enabled: row.enabled,
        disabledReason: row.disabled_reason,
        disabledAt: iso(row.disabled_at),
        likes: counts.likes,
        dislikes: counts.dislikes,
        votesCast: counts.cast,
        reports: Number(row.reports),
        openReports: Number(row.open_reports),
        hasReply: row.reply_id !== null,
      };
    },

    /**
     * Enable or disable (audited). Disabling marks the open reports ACTIONED and tells the author;
     * enabling (or keeping it enabled) marks them DECLINED. Repeating the same decision only resolves
     * reports opened since.
     */
    async enableDisable(auth: AuthContext, body: z.output<typeof ZEnableDisableReviewRequest>) {
      const t = now();
      const resolved = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const row = await r.lockReview(body.reviewId);
        if (!row) throw notFound();
        const changed = row.enabled !== body.enabled;
        if (changed) {
          await r.setEnabled(row.id, {
            enabled: body.enabled,
            reason: body.reason,
            adminId: auth.userId,
            now: t,
          });
        }
        const n = await r.resolveOpenReports(row.id, body.enabled ? 'DECLINED' : 'ACTIONED', auth.userId, t);
        await r.audit(auth.userId, row.author_id, body.enabled ? 'REVIEW_ENABLED' : 'REVIEW_DISABLED', {
          reviewId: row.id,
          reason: body.reason,
          changed,
          resolvedReports: n,
        });
        if (changed && !body.enabled) {
          await notify(tx, reviewNotice.disabled({ authorId: row.author_id, reason: body.reason }));
        }
        return n;
      });
      const row = await repo.view(body.reviewId, auth.userId);
      return { review: toAdminReview(row!, auth), resolvedReports: resolved };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

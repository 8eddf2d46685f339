/**
 * Data access for reviews. Reads are raw SQL joining the purchase (the trade a review comes from), the
 * names and photos of both parties, the reply, and the vote and report counts; writes are Drizzle.
 * Returns rows or null; never throws HTTP errors.
 */
import type { ReviewReportReason, ReviewVote } from '@barterbits/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { reviewReplies, reviewReports, reviews, reviewVoteHistory, reviewVotes } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';

type Ts = Date | string;

/** A member's hearts: how many reviews, their sum and how many of each heart. */
type HeartStatsRow = {
  review_count: number;
  heart_sum: number;
  hearts_1: number;
  hearts_2: number;
  hearts_3: number;
  hearts_4: number;
  hearts_5: number;
};

/** A review with everything its answer shows. */
export interface ReviewViewRow {
  id: string;
  barter_request_id: string;
  author_id: string;
  subject_id: string;
  hearts: number;
  text: string;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
  reference: string;
  amount_cents: string | number | bigint;
  offer_title: string;
  decided_at: Ts | null;
  /** Whether the buyer disputed the payment (buyer protection). */
  disputed: boolean;
  a_type: string | null;
  a_first: string | null;
  a_last: string | null;
  a_user: string | null;
  a_business: string | null;
  a_photo: string | null;
  s_type: string | null;
  s_first: string | null;
  s_last: string | null;
  s_user: string | null;
  s_business: string | null;
  s_photo: string | null;
  reply_id: string | null;
  reply_text: string | null;
  reply_created_at: Ts | null;
  reply_updated_at: Ts | null;
  likes: string | number;
  dislikes: string | number;
  my_vote: ReviewVote | null;
  reported_by_me: boolean;
  reports: string | number;
  open_reports: string | number;
}

/** A purchase as the review rules read it. */
export interface PurchaseRow {
  id: string;
  reference: string;
  seller_id: string;
  buyer_id: string;
  status: string;
  amount_cents: string | number | bigint;
  refunded_cents: string | number | bigint;
  offer_title: string;
  decided_at: Ts | null;
  /** Buyer protection: HELD or DISPUTED until the payment reaches the seller (null: paid at once). */
  hold_status: string | null;
  /** When a held payment was released to the seller: the review window counts from then. */
  released_at: Ts | null;
  /** Whether an admin resolved a dispute of its payment: the barter is done, whatever the outcome. */
  dispute_resolved: boolean;
}

export interface EligibleRow extends PurchaseRow {
  o_type: string | null;
  o_first: string | null;
  o_last: string | null;
  o_user: string | null;
  o_business: string | null;
  o_photo: string | null;
  other_id: string;
}

export interface VoteHistoryRow {
  id: string;
  user_id: string;
  reaction: 'LIKE' | 'DISLIKE' | 'NEUTRAL';
  created_at: Ts;
  v_type: string | null;
  v_first: string | null;
  v_last: string | null;
  v_user: string | null;
  v_business: string | null;
  v_photo: string | null;
}

export interface ReportRow {
  id: string;
  review_id: string;
  reporter_id: string;
  reason: ReviewReportReason;
  details: string | null;
  status: 'OPEN' | 'DECLINED' | 'ACTIONED';
  created_at: Ts;
  resolved_at: Ts | null;
  p_type: string | null;
  p_first: string | null;
  p_last: string | null;
  p_user: string | null;
  p_business: string | null;
  p_photo: string | null;
}

export interface ReviewListFilter {
  authorId?: string;
  subjectId?: string;
  /** Either side (admins' member filter without a direction). */
  partyId?: string;
  hearts?: number;
  enabled?: boolean;
  /** true: has open reports; false: none open. */
  reported?: boolean;
  /** Only reviews with any report (OPEN: with an open report). */
  reportStatus?: 'OPEN' | 'ALL';
}

const person = (alias: string, col: string) =>
  sql.raw(`${alias}u.account_type as ${col}_type,
    ${alias}p.first_name as ${col}_first, ${alias}p.last_name as ${col}_last, ${alias}p.user_name as ${col}_user,
    ${alias}b.business_name as ${col}_business, ${alias}p.profile_photo as ${col}_photo`);
const personJoin = (alias: string, idCol: string) =>
  sql.raw(`join users ${alias}u on ${alias}u.id = ${idCol}
  left join user_profiles ${alias}p on ${alias}p.user_id = ${idCol}
  left join businesses ${alias}b on ${alias}b.user_id = ${idCol}`);

const viewSelect = (
  viewerId: string | null,
) => sql`select r.id, r.barter_request_id, r.author_id, r.subject_id,
    r.hearts, r.text, r.enabled, r.disabled_reason, r.disabled_at, r.created_at, r.updated_at,
    br.reference, br.amount_cents, br.offer_title, br.decided_at,
    exists (select 1 from barter_disputes d where d.barter_id = br.id) as disputed,
    ${person('a', 'a')}, ${person('s', 's')},
    rr.id as reply_id, rr.text as reply_text, rr.created_at as reply_created_at, rr.updated_at as reply_updated_at,
    (select count(*) from review_votes v where v.review_id = r.id and v.reaction = 'LIKE') as likes,
    (select count(*) from review_votes v where v.review_id = r.id and v.reaction = 'DISLIKE') as dislikes,
    (select v.reaction from review_votes v where v.review_id = r.id and v.user_id = ${viewerId}::uuid) as my_vote,
    exists (select 1 from review_reports p where p.review_id = r.id and p.reporter_id = ${viewerId}::uuid) as reported_by_me,
    (select count(*) from review_reports p where p.review_id = r.id) as reports,
    (select count(*) from review_reports p where p.review_id = r.id and p.status = 'OPEN') as open_reports
  from reviews r
  join barter_requests br on br.id = r.barter_request_id
  ${personJoin('a', 'r.author_id')}
  ${personJoin('s', 'r.subject_id')}
  left join review_replies rr on rr.review_id = r.id`;

function filterSql(f: ReviewListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.authorId) parts.push(sql`r.author_id = ${f.authorId}::uuid`);
  if (f.subjectId) parts.push(sql`r.subject_id = ${f.subjectId}::uuid`);
  if (f.partyId) parts.push(sql`(r.author_id = ${f.partyId}::uuid or r.subject_id = ${f.partyId}::uuid)`);
  if (f.hearts !== undefined) parts.push(sql`r.hearts = ${f.hearts}`);
  if (f.enabled !== undefined) parts.push(sql`r.enabled = ${f.enabled}`);
  const openExists = sql`exists (select 1 from review_reports p where p.review_id = r.id and p.status = 'OPEN')`;
  if (f.reported === true) parts.push(openExists);
  if (f.reported === false) parts.push(sql`not ${openExists}`);
  if (f.reportStatus === 'OPEN') parts.push(openExists);
  if (f.reportStatus === 'ALL') {
    parts.push(sql`exists (select 1 from review_reports p where p.review_id = r.id)`);
  }
  return sql.join(parts, sql` and `);
}

export function createReviewsRepository(db: DbOrTx) {
  return {
    async view(id: string, viewerId: string | null): Promise<ReviewViewRow | null> {
      const [row] = await rowsOf<ReviewViewRow>(db, sql`${viewSelect(viewerId)} where r.id = ${id}::uuid`);
      return row ?? null;
    },

    async list(
      f: ReviewListFilter,
      viewerId: string | null,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReviewViewRow[]; total: number }> {
      const where = filterSql(f);
      const rows = await rowsOf<ReviewViewRow>(
        db,
        sql`${viewSelect(viewerId)} where ${where} order by r.created_at desc, r.id desc
          limit ${page.limit} offset ${page.offset}`,
      );
      const [t] = await rowsOf<{ n: string | number }>(
        db,
        sql`select count(*) as n from reviews r where ${where}`,
      );
      return { rows, total: Number(t?.n ?? 0) };
    },

    /** Reviews with reports, latest report first (the console's Reported reviews). */
    async listReported(
      f: ReviewListFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: (ReviewViewRow & { last_reported_at: Ts })[]; total: number }> {
      const where = filterSql(f);
      const list = await rowsOf<ReviewViewRow & { last_reported_at: Ts }>(
        db,
        sql`with v as (${viewSelect(null)} where ${where})
          select v.*, (select max(p.created_at) from review_reports p where p.review_id = v.id) as last_reported_at
          from v order by last_reported_at desc, v.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [t] = await rowsOf<{ n: string | number }>(
        db,
        sql`select count(*) as n from reviews r where ${where}`,
      );
      return { rows: list, total: Number(t?.n ?? 0) };
    },

    async reportReasons(reviewIds: string[]): Promise<Map<string, Record<string, number>>> {
      const out = new Map<string, Record<string, number>>();
      if (reviewIds.length === 0) return out;
      const rows = await rowsOf<{ review_id: string; reason: string; n: string | number }>(
        db,
        sql`select review_id, reason, count(*) as n from review_reports
          where review_id in (${sql.join(
            reviewIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by review_id, reason`,
      );
      for (const r of rows) {
        const m = out.get(r.review_id) ?? {};
        m[r.reason] = Number(r.n);
        out.set(r.review_id, m);
      }
      return out;
    },

    async lastReportedAt(reviewId: string): Promise<Ts | null> {
      const [r] = await rowsOf<{ t: Ts | null }>(
        db,
        sql`select max(created_at) as t from review_reports where review_id = ${reviewId}::uuid`,
      );
      return r?.t ?? null;
    },

    async reports(reviewId: string): Promise<ReportRow[]> {
      return rowsOf<ReportRow>(
        db,
        sql`select p.id, p.review_id, p.reporter_id, p.reason, p.details, p.status, p.created_at, p.resolved_at,
            ${person('p', 'p')}
          from review_reports p
          ${sql.raw(`join users pu on pu.id = p.reporter_id
            left join user_profiles pp on pp.user_id = p.reporter_id
            left join businesses pb on pb.user_id = p.reporter_id`)}
          where p.review_id = ${reviewId}::uuid order by p.created_at desc, p.id desc`,
      );
    },

    /** The purchase, locked when `lock` (inside a transaction). */
    async purchase(id: string, lock = false): Promise<PurchaseRow | null> {
      const [row] = await rowsOf<PurchaseRow>(
        db,
        sql`select id, reference, seller_id, buyer_id, status, amount_cents, refunded_cents, offer_title, decided_at,
               hold_status, released_at,
               exists (select 1 from barter_disputes d where d.barter_id = barter_requests.id
                        and d.status = 'RESOLVED') as dispute_resolved
          from barter_requests where id = ${id}::uuid ${lock ? sql`for share` : sql``}`,
      );
      return row ?? null;
    },

    /**
     * The caller's successful purchases (ACCEPTED, not fully refunded), decided after `since`, that they
     * have not reviewed yet (nor reviewed and deleted); with `otherId` only those with that member. Newest first.
     */
    async eligible(callerId: string, since: Date, otherId?: string): Promise<EligibleRow[]> {
      return rowsOf<EligibleRow>(
        db,
        sql`select x.*, ${person('o', 'o')} from (
            select br.id, br.reference, br.seller_id, br.buyer_id, br.status, br.amount_cents, br.refunded_cents,
              br.offer_title, br.decided_at, br.hold_status, br.released_at,
              exists (select 1 from barter_disputes d where d.barter_id = br.id and d.status = 'RESOLVED')
                as dispute_resolved,
              case when br.seller_id = ${callerId}::uuid then br.buyer_id else br.seller_id end as other_id
            from barter_requests br
            where (br.seller_id = ${callerId}::uuid or br.buyer_id = ${callerId}::uuid)
              and ((br.status = 'ACCEPTED' and br.refunded_cents < br.amount_cents
                    and (br.hold_status is null or br.hold_status = 'RELEASED'))
                or exists (select 1 from barter_disputes d where d.barter_id = br.id and d.status = 'RESOLVED'))
              and coalesce(br.released_at, br.decided_at) > ${since.toISOString()}::timestamptz
              and not exists (select 1 from reviews r where r.barter_request_id = br.id and r.author_id = ${callerId}::uuid)
              and not exists (select 1 from review_deletions d where d.barter_request_id = br.id and d.author_id = ${callerId}::uuid)
          ) x
          ${personJoin('o', 'x.other_id')}
          where ${otherId ? sql`x.other_id = ${otherId}::uuid` : sql`true`}
          order by x.decided_at desc, x.id desc limit 100`,
      );
    },

    async userExists(id: string): Promise<{ id: string; role_id: number } | null> {
      const [row] = await rowsOf<{ id: string; role_id: number }>(
        db,
        sql`select id, role_id from users where id = ${id}::uuid`,
      );
      return row ?? null;
    },

    async summary(userId: string) {
      const [row] = await rowsOf<HeartStatsRow>(
        db,
        sql`select review_count, heart_sum, hearts_1, hearts_2, hearts_3, hearts_4, hearts_5
          from user_review_stats where user_id = ${userId}::uuid`,
      );
      return row ?? null;
    },

    /** The same figures over the enabled reviews the member wrote (a member writes few: counted live). */
    async givenSummary(userId: string) {
      const [row] = await rowsOf<HeartStatsRow>(
        db,
        sql`select count(*)::int as review_count, coalesce(sum(hearts), 0)::int as heart_sum,
            (count(*) filter (where hearts = 1))::int as hearts_1, (count(*) filter (where hearts = 2))::int as hearts_2,
            (count(*) filter (where hearts = 3))::int as hearts_3, (count(*) filter (where hearts = 4))::int as hearts_4,
            (count(*) filter (where hearts = 5))::int as hearts_5
          from reviews where author_id = ${userId}::uuid and enabled`,
      );
      return row ?? null;
    },

    async insertReview(v: {
      barterRequestId: string;
      authorId: string;
      subjectId: string;
      hearts: number;
      text: string;
      now: Date;
    }): Promise<string | null> {
      const [row] = await db
        .insert(reviews)
        .values({
          barterRequestId: v.barterRequestId,
          authorId: v.authorId,
          subjectId: v.subjectId,
          hearts: v.hearts,
          text: v.text,
          createdAt: v.now,
          updatedAt: v.now,
        })
        .onConflictDoNothing({ target: [reviews.barterRequestId, reviews.authorId] })
        .returning({ id: reviews.id });
      return row?.id ?? null;
    },

    /** The review row, locked for update inside a transaction. */
    async lockReview(id: string) {
      const [row] = await rowsOf<{
        id: string;
        author_id: string;
        subject_id: string;
        enabled: boolean;
        hearts: number;
      }>(
        db,
        sql`select id, author_id, subject_id, enabled, hearts from reviews where id = ${id}::uuid for update`,
      );
      return row ?? null;
    },

    async updateReview(id: string, v: { hearts?: number; text?: string; now: Date }) {
      await db
        .update(reviews)
        .set({
          ...(v.hearts !== undefined ? { hearts: v.hearts } : {}),
          ...(v.text !== undefined ? { text: v.text } : {}),
          updatedAt: v.now,
        })
        .where(eq(reviews.id, id));
    },

    /** Deletes the review and remembers its purchase and author, so the purchase is not reviewed again. */
    async deleteReview(id: string) {
      await db.execute(sql`with gone as (delete from reviews where id = ${id}::uuid returning barter_request_id, author_id)
        insert into review_deletions (barter_request_id, author_id)
        select barter_request_id, author_id from gone on conflict do nothing`);
    },

    /** The author deleted a review of this purchase before. */
    async deletedBefore(barterRequestId: string, authorId: string): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from review_deletions
          where barter_request_id = ${barterRequestId}::uuid and author_id = ${authorId}::uuid`,
      );
      return rows.length > 0;
    },

    async setEnabled(id: string, v: { enabled: boolean; reason: string; adminId: string; now: Date }) {
      await db
        .update(reviews)
        .set(
          v.enabled
            ? { enabled: true, disabledReason: null, disabledAt: null, disabledBy: null }
            : { enabled: false, disabledReason: v.reason, disabledAt: v.now, disabledBy: v.adminId },
        )
        .where(eq(reviews.id, id));
    },

    /** Resolves the review's open reports; answers how many. */
    async resolveOpenReports(
      reviewId: string,
      status: 'DECLINED' | 'ACTIONED',
      adminId: string,
      now: Date,
    ): Promise<number> {
      const rows = await db
        .update(reviewReports)
        .set({ status, resolvedAt: now, resolvedBy: adminId })
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'OPEN')))
        .returning({ id: reviewReports.id });
      return rows.length;
    },

    audit: adminAuditWriter(db),

    async reply(reviewId: string) {
      const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
      return row ?? null;
    },

    async replyById(id: string) {
      const [row] = await db.select().from(reviewReplies).where(eq(reviewReplies.id, id));
      return row ?? null;
    },

    async insertReply(v: { reviewId: string; authorId: string; text: string; now: Date }) {
      const [row] = await db
        .insert(reviewReplies)
        .values({ ...v, createdAt: v.now, updatedAt: v.now })
        .returning();
      return row!;
    },

    async updateReply(reviewId: string, text: string, now: Date) {
      const [row] = await db
        .update(reviewReplies)
        .set({ text, updatedAt: now })
        .where(eq(reviewReplies.reviewId, reviewId))
        .returning();
      return row ?? null;
    },

    async currentVote(reviewId: string, userId: string): Promise<ReviewVote | null> {
      const [row] = await db
        .select({ reaction: reviewVotes.reaction })
        .from(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
        .for('update');
      return (row?.reaction as ReviewVote | undefined) ?? null;
    },

    async setVote(reviewId: string, userId: string, reaction: ReviewVote | null, now: Date) {
      if (reaction === null) {
        await db
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
      } else {
        await db
          .insert(reviewVotes)
          .values({ reviewId, userId, reaction, updatedAt: now })
          .onConflictDoUpdate({
            target: [reviewVotes.reviewId, reviewVotes.userId],
            set: { reaction, updatedAt: now },
          });
      }
    },

    async appendVoteHistory(reviewId: string, userId: string, reaction: string, now: Date) {
      await db.insert(reviewVoteHistory).values({ reviewId, userId, reaction, createdAt: now });
    },

    async voteCounts(reviewId: string) {
      const [row] = await rowsOf<{
        likes: string | number;
        dislikes: string | number;
        cast: string | number;
      }>(
        db,
        sql`select
            (select count(*) from review_votes where review_id = ${reviewId}::uuid and reaction = 'LIKE') as likes,
            (select count(*) from review_votes where review_id = ${reviewId}::uuid and reaction = 'DISLIKE') as dislikes,
            (select count(*) from review_vote_history where review_id = ${reviewId}::uuid) as cast`,
      );
      return {
        likes: Number(row?.likes ?? 0),
        dislikes: Number(row?.dislikes ?? 0),
        cast: Number(row?.cast ?? 0),
      };
    },

    async voteHistory(
      reviewId: string,
      reaction: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: VoteHistoryRow[]; total: number }> {
      const where = reaction
        ? sql`h.review_id = ${reviewId}::uuid and h.reaction = ${reaction}`
        : sql`h.review_id = ${reviewId}::uuid`;
      const rows = await rowsOf<VoteHistoryRow>(
        db,
        sql`select h.id, h.user_id, h.reaction, h.created_at, ${person('v', 'v')}
          from review_vote_history h
          ${personJoin('v', 'h.user_id')}
          where ${where} order by h.created_at desc, h.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [t] = await rowsOf<{ n: string | number }>(
        db,
        sql`select count(*) as n from review_vote_history h where ${where}`,
      );
      return { rows, total: Number(t?.n ?? 0) };
    },

    async insertReport(v: {
      reviewId: string;
      reporterId: string;
      reason: ReviewReportReason;
      details: string | null;
      now: Date;
    }) {
      const [row] = await db
        .insert(reviewReports)
        .values({
          reviewId: v.reviewId,
          reporterId: v.reporterId,
          reason: v.reason,
          details: v.details,
          createdAt: v.now,
        })
        .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterId] })
        .returning();
      return row ?? null;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** Heart reviews: reviews, replies, votes, reports and per-member totals. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { barterRequests } from '../barter/barter.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Reviews: one per side per SUCCESSFUL barter purchase (`barterRequestId`), from one party
 * (`authorId`) about the other (`subjectId`). A disabled review (admin moderation) is hidden from members
 * and leaves the subject's summary.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barterRequestId: uuid('barter_request_id')
      .notNull()
      .references(() => barterRequests.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hearts: integer('hearts').notNull(),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: uuid('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_purchase_author_key').on(t.barterRequestId, t.authorId),
    index('reviews_subject_created_idx').on(t.subjectId, t.createdAt.desc(), t.id.desc()),
    index('reviews_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('reviews_subject_hearts_idx').on(t.subjectId, t.hearts).where(sql`${t.enabled}`),
    check('reviews_hearts_range', sql`${t.hearts} between 1 and 5`),
    check('reviews_not_self', sql`${t.authorId} <> ${t.subjectId}`),
  ],
);

/** Purchases whose author deleted their review: that author cannot review the purchase again. */
export const reviewDeletions = pgTable(
  'review_deletions',
  {
    barterRequestId: uuid('barter_request_id')
      .notNull()
      .references(() => barterRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.barterRequestId, t.authorId] })],
);

/**
 * Each member's review aggregate over their enabled reviews, kept by a trigger on `reviews` (migration
 * 0016) in the same transaction as the change: sorting members by rating reads it; the summary endpoint
 * must always equal the live aggregate (property test).
 */
export const userReviewStats = pgTable(
  'user_review_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    heartSum: integer('heart_sum').notNull().default(0),
    hearts1: integer('hearts_1').notNull().default(0),
    hearts2: integer('hearts_2').notNull().default(0),
    hearts3: integer('hearts_3').notNull().default(0),
    hearts4: integer('hearts_4').notNull().default(0),
    hearts5: integer('hearts_5').notNull().default(0),
  },
  (t) => [index('user_review_stats_rating_idx').on(t.heartSum, t.reviewCount)],
);

/** The reviewed member's one reply to a review (editable). */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('review_replies_review_key').on(t.reviewId)],
);

/** A member's current vote on a review (LIKE or DISLIKE; NEUTRAL withdraws and deletes the row). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_votes_review_reaction_idx').on(t.reviewId, t.reaction),
    check('review_votes_reaction', sql`${t.reaction} in ('LIKE', 'DISLIKE')`),
  ],
);

/** Every vote a member cast on a review, NEUTRAL included (GET /review/{id}/like-dislike-history). */
export const reviewVoteHistory = pgTable(
  'review_vote_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_vote_history_review_created_idx').on(t.reviewId, t.createdAt.desc(), t.id.desc())],
);

/** Reports of reviews: one per member per review; resolved when an admin enables or disables the review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** OPEN, DECLINED (the review stays) or ACTIONED (the review was disabled). */
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Feedback and spent proof-of-work challenges. */
import type { Locale } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { uploads } from '../../db/shared.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Feedback from members (userId) and from visitors without an account (guestEmail), answered by
 * admins. Status NEW → IN_PROGRESS → ANSWERED → CLOSED.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor's address, lower-cased (null for members). */
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    /** The language a visitor wrote from (the app's at sending): the answer e-mail goes out in it. */
    guestLanguage: text('guest_language').$type<Locale>(),
    /** FEEDBACK, SUGGESTION, PROBLEM or ISSUE (contracts). */
    kind: text('kind').notNull(),
    rating: integer('rating'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** Steps to reproduce (problem and issue reports). */
    steps: text('steps'),
    /** What the app attached by itself: route, app version, browser. */
    context: jsonb('context').notNull().default({}),
    screenshotUploadId: uuid('screenshot_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('NEW'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Admins only; never shown to the sender. */
    internalNote: text('internal_note'),
    ...timestamps,
  },
  (t) => [
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    index('feedback_kind_created_idx').on(t.kind, t.createdAt),
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_guest_created_idx').on(t.guestEmail, t.createdAt),
    // A member's or a visitor's, never both (a deleted member's feedback keeps neither).
    check('feedback_sender_check', sql`user_id is null or guest_email is null`),
    check('feedback_guest_language', sql`${t.guestLanguage} in ('en-CA', 'fr-CA')`),
  ],
);

/** Proof-of-work challenges already used (guest feedback): each one is accepted once, until it expires. */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

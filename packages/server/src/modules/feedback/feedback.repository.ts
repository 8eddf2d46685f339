/** SQL of the feedback module: feedback rows, spent challenges, screenshots, audit. Rows or null; never HTTP errors. */
import {
  type ADMIN_FEEDBACK_SORT_FIELDS,
  FEEDBACK_OPEN_STATUSES,
  type FeedbackStatus,
  type TFeedbackContext,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import { appSettings, feedback, spentChallenges, uploads, userProfiles, users } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { onOrAfterDay, onOrBeforeDay } from '../../lib/day-filter.ts';

/** The upload kind of feedback screenshots. */
export const FEEDBACK_SCREENSHOT_KIND = 'FEEDBACK_SCREENSHOT';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;

/** Filters of the admin list (already checked by the contract). */
export interface FeedbackFilters {
  kind?: string | undefined;
  status?: FeedbackStatus | undefined;
  /** Only NEW and IN_PROGRESS. */
  openOnly?: boolean;
  userId?: string | undefined;
  /** UTC days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

export interface FeedbackListOptions extends FeedbackFilters {
  sortBy: (typeof ADMIN_FEEDBACK_SORT_FIELDS)[number];
  sortOrder: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
  status: feedback.status,
  kind: feedback.kind,
  rating: feedback.rating,
} as const;

export function createFeedbackRepository(db: DbOrTx) {
  function where(f: FeedbackFilters): SQL | undefined {
    const conds: (SQL | undefined)[] = [];
    if (f.kind) conds.push(eq(feedback.kind, f.kind));
    if (f.status) conds.push(eq(feedback.status, f.status));
    else if (f.openOnly) conds.push(inArray(feedback.status, FEEDBACK_OPEN_STATUSES));
    if (f.userId) conds.push(eq(feedback.userId, f.userId));
    if (f.from) conds.push(onOrAfterDay(feedback.createdAt, f.from));
    if (f.to) conds.push(onOrBeforeDay(feedback.createdAt, f.to));
    if (f.q) {
      const p = `%${escapeLike(f.q)}%`;
      conds.push(
        or(
          ilike(feedback.message, p),
          ilike(feedback.subject, p),
          ilike(feedback.guestEmail, p),
          ilike(feedback.guestName, p),
          ilike(users.email, p),
          ilike(sql`concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})`, p),
        ),
      );
    }
    return and(...conds);
  }

  return {
    async insert(row: NewFeedbackRow): Promise<FeedbackRow> {
      const [created] = await db.insert(feedback).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
      return row ?? null;
    },

    /** The row, locked for an update in this transaction. */
    async findForUpdate(id: string): Promise<FeedbackRow | null> {
      const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).for('update');
      return row ?? null;
    },

    async findOwn(userId: string, id: string): Promise<FeedbackRow | null> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.id, id), eq(feedback.userId, userId)));
      return row ?? null;
    },

    /** A member's feedback, newest first, and their total. */
    async listOwn(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: FeedbackRow[]; total: number }> {
      const rows = await db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
        .offset(offset);
      const [c] = await db.select({ n: count() }).from(feedback).where(eq(feedback.userId, userId));
      return { rows, total: Number(c?.n ?? 0) };
    },

    /** The admin list: filtered, sorted (then newest, then id), paged, with the filtered total. */
    async list(o: FeedbackListOptions): Promise<{ rows: FeedbackRow[]; total: number }> {
      const cond = where(o);
      const dir = o.sortOrder === 'ASC' ? asc : desc;
      const sortCol = SORT_COLUMNS[o.sortBy];
      const rows = await db
        .select({ f: feedback })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, feedback.userId))
        .where(cond)
        .orderBy(
          o.sortBy === 'rating'
            ? sql`${sortCol} ${sql.raw(o.sortOrder === 'ASC' ? 'asc' : 'desc')} nulls last`
            : dir(sortCol),
          desc(feedback.createdAt),
          desc(feedback.id),
        )
        .limit(o.limit)
        .offset(o.offset);
      const [c] = await db
        .select({ n: count() })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, feedback.userId))
        .where(cond);
      return { rows: rows.map((r) => r.f), total: Number(c?.n ?? 0) };
    },

    /** Feedback not yet answered or closed (NEW and IN_PROGRESS). */
    async countOpen(): Promise<number> {
      const [c] = await db
        .select({ n: count() })
        .from(feedback)
        .where(inArray(feedback.status, FEEDBACK_OPEN_STATUSES));
      return Number(c?.n ?? 0);
    },

    /** Records the answer: status ANSWERED. */
    async saveAnswer(id: string, adminId: string, answer: string): Promise<FeedbackRow> {
      const [row] = await db
        .update(feedback)
        .set({
          answer,
          answeredAt: sql`now()`,
          answeredBy: adminId,
          status: 'ANSWERED',
          updatedAt: sql`now()`,
        })
        .where(eq(feedback.id, id))
        .returning();
      return row!;
    },

    async update(
      id: string,
      set: { status?: FeedbackStatus; internalNote?: string | null },
    ): Promise<FeedbackRow> {
      const [row] = await db
        .update(feedback)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(feedback.id, id))
        .returning();
      return row!;
    },

    /** Name parts and e-mail of members (senders and answering admins). */
    async people(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          userName: userProfiles.userName,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(inArray(users.id, [...new Set(ids)]));
    },

    /** The caller's own screenshot upload, or null. */
    async ownScreenshot(userId: string, uploadId: string) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.id, uploadId),
            eq(uploads.userId, userId),
            eq(uploads.kind, FEEDBACK_SCREENSHOT_KIND),
          ),
        );
      return row ?? null;
    },

    /** A screenshot upload by id (any owner), or null. */
    async screenshot(uploadId: string) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.kind, FEEDBACK_SCREENSHOT_KIND)));
      return row ?? null;
    },

    /**
     * Marks a challenge spent until it expires: true the first time, false when it was spent already.
     * One insert, so two requests with the same challenge cannot both pass.
     */
    async spendChallenge(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(spentChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentChallenges.signature });
      return rows.length === 1;
    },

    /** Forgets challenges that expired (they are refused as expired anyway). */
    async pruneSpentChallenges(): Promise<void> {
      await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`));
    },

    /** The app's token-signing secret as stored at start-up (when JWT_SECRET is not set). */
    async storedSigningSecret(): Promise<string | null> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
      return row?.value ?? null;
    },

    audit: adminAuditWriter(db),
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

/** The stored context as the contract's shape (unknown keys dropped). */
export function contextOf(raw: unknown): TFeedbackContext {
  const c = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : undefined);
  return { route: pick('route'), appVersion: pick('appVersion'), userAgent: pick('userAgent') };
}

/**
 * Feedback: members and visitors send it, members read their own with its answer, admins
 * list, read, answer and move it through its states. Rules here; SQL in the repository.
 */
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATE_LIMITS,
  FEEDBACK_SCREENSHOT_FIELD,
  FEEDBACK_STATUS_LABELS,
  type FeedbackKind,
  type Locale,
  type TAdminFeedback,
  type TFeedbackChallenge,
  type TMyFeedback,
  type TSendFeedbackRequest,
  type TUpdateFeedbackRequest,
  type ZAdminFeedbackQuery,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { MailBrand } from '../../adapters/mail-templates.ts';
import type { Mailer } from '../../adapters/mailer.ts';
import type { UploadStorage } from '../../adapters/uploads.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimitRule, takeRateLimit } from '../../lib/db-rate-limit.ts';
import type { Page } from '../../lib/envelope.ts';
import { storePrivateImage } from '../../lib/private-images.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify } from '../notifications/notify.ts';
import { fullName } from '../users/display-name.ts';
import { feedbackNotices } from './feedback.notices.ts';
import { createFeedbackPow, type FeedbackPow, isPowPass, type PowDifficulty } from './feedback.pow.ts';
import {
  contextOf,
  createFeedbackRepository,
  FEEDBACK_SCREENSHOT_KIND,
  type FeedbackRepository,
  type FeedbackRow,
} from './feedback.repository.ts';
import { answerRefusal, asStatus, canAnswer, nextStatuses, statusChangeRefusal } from './feedback.rules.ts';

/** Sends per visitor address. */
export const GUEST_FEEDBACK_RATE_LIMIT: RateLimitRule = {
  name: 'feedback-guest',
  ...FEEDBACK_RATE_LIMITS.guest,
  message: FEEDBACK_MESSAGES.guestRateLimited,
};

/** Sends per member. */
export const MEMBER_FEEDBACK_RATE_LIMIT: RateLimitRule = {
  name: 'feedback-member',
  ...FEEDBACK_RATE_LIMITS.member,
  message: FEEDBACK_MESSAGES.memberRateLimited,
};

/** Expired spent challenges are deleted at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;

/** Where a screenshot is served (to its member and to admins; feedback.routes.ts). */
export const feedbackScreenshotUrl = (uploadId: string, variant: 'full' | 'thumb') =>
  `/v1/feedback/screenshots/${uploadId}/${variant}.webp`;

export interface FeedbackServiceDeps {
  db: Db;
  mailer: Mailer;
  storage: UploadStorage;
  config: { productName: string; supportEmail: string; publicUrl: string; jwtSecret: string | undefined };
  /** The proof-of-work's cost (tests make it cheap). */
  powDifficulty?: PowDifficulty;
  log: (err: unknown, msg: string) => void;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** 400 VALIDATION_FAILED naming `field`. */
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });

/** The member's view: never the internal note or who answered. */
export function toMyFeedback(row: FeedbackRow): TMyFeedback {
  const status = asStatus(row.status);
  return {
    id: row.id,
    kind: row.kind as FeedbackKind,
    kindLabel: FEEDBACK_KIND_LABELS[row.kind as FeedbackKind] ?? row.kind,
    rating: row.rating,
    subject: row.subject,
    message: row.message,
    steps: row.steps,
    screenshotUrl: row.screenshotUploadId ? feedbackScreenshotUrl(row.screenshotUploadId, 'full') : null,
    status,
    statusLabel: FEEDBACK_STATUS_LABELS[status],
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

type Person = Awaited<ReturnType<FeedbackRepository['people']>>[number];

/** The console's view of `row`, with the people it names. */
export function toAdminFeedback(row: FeedbackRow, people: Map<string, Person>): TAdminFeedback {
  const status = asStatus(row.status);
  const member = row.userId ? people.get(row.userId) : undefined;
  const answerer = row.answeredBy ? people.get(row.answeredBy) : undefined;
  const memberView = member
    ? { id: member.id, name: fullName(member, member.email), email: member.email }
    : null;
  const senderType = memberView ? 'MEMBER' : row.guestEmail ? 'GUEST' : 'DELETED';
  return {
    ...toMyFeedback(row),
    context: contextOf(row.context),
    member: memberView,
    guestEmail: row.guestEmail,
    guestName: row.guestName,
    senderType,
    senderName: memberView?.name ?? (row.guestEmail ? (row.guestName ?? 'Guest') : 'Deleted member'),
    senderEmail: memberView?.email ?? row.guestEmail,
    answeredBy: answerer ? { id: answerer.id, name: fullName(answerer, answerer.email) } : null,
    internalNote: row.internalNote,
    canAnswer: canAnswer(status),
    nextStatuses: nextStatuses(status),
  };
}

export function createFeedbackService(deps: FeedbackServiceDeps) {
  const { db, mailer, storage, config } = deps;
  const repo = createFeedbackRepository(db);
  const brand: MailBrand = { productName: config.productName, supportEmail: config.supportEmail };
  const notices = feedbackNotices(brand, config.publicUrl);

  let pow: Promise<FeedbackPow> | null = null;
  /** The proof-of-work under the app's signing secret (read once). */
  function powChecker(): Promise<FeedbackPow> {
    pow ??= (async () => {
      const secret = config.jwtSecret ?? (await repo.storedSigningSecret());
      if (!secret) throw new AppError('SERVICE_UNAVAILABLE');
      return createFeedbackPow(secret, deps.powDifficulty);
    })().catch((e: unknown) => {
      pow = null;
      throw e;
    });
    return pow;
  }

  let lastPrune = 0;
  /** Deletes expired spent challenges, at most once a minute per instance; failures are only logged. */
  async function pruneSpent(): Promise<void> {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await repo
      .pruneSpentChallenges()
      .catch((err: unknown) => deps.log(err, 'pruning spent challenges failed'));
  }

  async function adminView(row: FeedbackRow, r: FeedbackRepository = repo): Promise<TAdminFeedback> {
    const ids = [row.userId, row.answeredBy].filter((x): x is string => !!x);
    const people = new Map((await r.people(ids)).map((p) => [p.id, p]));
    return toAdminFeedback(row, people);
  }

  /** The answer e-mail to a visitor, after the commit; a failure is logged (the answer is saved). */
  async function mailGuest(row: FeedbackRow): Promise<void> {
    if (!row.guestEmail || !row.answer) return;
    try {
      await mailer.send(
        notices.answeredGuest(
          row.guestEmail,
          { id: row.id, subject: row.subject, answer: row.answer },
          row.guestLanguage,
        ),
      );
    } catch (err) {
      deps.log(err, 'feedback answer e-mail failed');
    }
  }

  return {
    /** A signed proof-of-work challenge for a visitor. */
    async challenge(): Promise<TFeedbackChallenge> {
      const c = await (await powChecker()).challenge();
      await pruneSpent();
      return c;
    },

    /** Stores a screenshot (checked by content) for a later send; the same image answers its upload. */
    async uploadScreenshot(auth: AuthContext, buffer: Buffer) {
      return storePrivateImage(db, storage, {
        userId: auth.userId,
        kind: FEEDBACK_SCREENSHOT_KIND,
        field: FEEDBACK_SCREENSHOT_FIELD,
        buffer,
        urlOf: feedbackScreenshotUrl,
      });
    },

    /** Whether `auth` may load the screenshot: its uploader, or an admin. */
    async canSeeScreenshot(auth: AuthContext, uploadId: string): Promise<boolean> {
      const up = await repo.screenshot(uploadId);
      return !!up && (auth.role === 'ADMIN' || up.userId === auth.userId);
    },

    /**
     * Sends feedback. A member (`caller`) is rate-limited per account and may attach their own
     * screenshot; a visitor (`caller` null) gives guestEmail, passes the proof of work in `powHeader`
     * (each challenge once) and the rate limit per address, and the request's `locale` is kept as the
     * language the answer e-mail goes out in (a visitor has no account language).
     */
    async send(
      caller: AuthContext | null,
      body: TSendFeedbackRequest,
      powHeader: string | undefined,
      locale: Locale,
    ) {
      const base = {
        kind: body.kind,
        rating: body.rating ?? null,
        subject: body.subject ?? null,
        message: body.message,
        steps: body.steps ?? null,
        context: contextOf(body.context),
      };
      if (caller) {
        if (caller.role !== 'MEMBER') throw new AppError('FORBIDDEN', FEEDBACK_MESSAGES.adminsCannotSend);
        if (body.guestEmail !== undefined || body.guestName !== undefined) {
          throw fieldError('guestEmail', FEEDBACK_MESSAGES.memberNoGuestFields);
        }
        if (body.screenshotUploadId && !(await repo.ownScreenshot(caller.userId, body.screenshotUploadId))) {
          throw fieldError('screenshotUploadId', FEEDBACK_MESSAGES.screenshotUnknown);
        }
        await takeRateLimit(db, MEMBER_FEEDBACK_RATE_LIMIT, caller.userId);
        const row = await repo.insert({
          ...base,
          userId: caller.userId,
          screenshotUploadId: body.screenshotUploadId ?? null,
        });
        return receipt(row);
      }

      if (!body.guestEmail) throw fieldError('guestEmail', FEEDBACK_MESSAGES.guestEmailRequired);
      if (body.screenshotUploadId) {
        throw fieldError('screenshotUploadId', FEEDBACK_MESSAGES.guestNoScreenshot);
      }
      const checked = await (await powChecker()).check(powHeader);
      if (!isPowPass(checked))
        throw new AppError(checked.reason === 'used' ? 'CONFLICT' : 'BAD_REQUEST', checked.message);
      await takeRateLimit(db, GUEST_FEEDBACK_RATE_LIMIT, body.guestEmail);
      const row = await db.transaction(async (tx) => {
        const r = createFeedbackRepository(tx);
        if (!(await r.spendChallenge(checked.signature, checked.expiresAt))) {
          throw new AppError('CONFLICT', FEEDBACK_MESSAGES.powUsed);
        }
        return r.insert({
          ...base,
          guestEmail: body.guestEmail,
          guestName: body.guestName ?? null,
          guestLanguage: locale,
        });
      });
      await pruneSpent();
      return receipt(row);
    },

    /** The caller's feedback, newest first. */
    async listMine(auth: AuthContext, q: { limit: number; offset: number }): Promise<Page<TMyFeedback>> {
      const { rows, total } = await repo.listOwn(auth.userId, q.limit, q.offset);
      return { items: rows.map(toMyFeedback), total };
    },

    /** One of the caller's feedback (404 for anyone else's). */
    async getMine(auth: AuthContext, id: string): Promise<TMyFeedback> {
      const row = await repo.findOwn(auth.userId, id);
      if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      return toMyFeedback(row);
    },

    /** Unanswered feedback (NEW and IN_PROGRESS). */
    async openCount(): Promise<number> {
      return repo.countOpen();
    },

    /** The console list. */
    async adminList(q: z.output<typeof ZAdminFeedbackQuery>): Promise<Page<TAdminFeedback>> {
      const { rows, total } = await repo.list({
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
        limit: q.limit,
        offset: q.offset,
        kind: q.kind,
        status: q.status,
        openOnly: q.open === 'true',
        userId: q.userId,
        from: q.from,
        to: q.to,
        q: q.q,
      });
      const ids = rows.flatMap((r) => [r.userId, r.answeredBy]).filter((x): x is string => !!x);
      const people = new Map((await repo.people(ids)).map((p) => [p.id, p]));
      return { items: rows.map((r) => toAdminFeedback(r, people)), total };
    },

    async adminGet(id: string): Promise<TAdminFeedback> {
      const row = await repo.find(id);
      if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      return adminView(row);
    },

    /**
     * Answers NEW or IN_PROGRESS feedback once: status ANSWERED, audited, and in the same transaction
     * the member's notice (notify: in-app, e-mail, push by their settings). A visitor's e-mail goes
     * after the commit.
     */
    async answer(auth: AuthContext, body: { id: string; answer: string }): Promise<TAdminFeedback> {
      const { row, view } = await db.transaction(async (tx) => {
        const r = createFeedbackRepository(tx);
        const current = await r.findForUpdate(body.id);
        if (!current) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const refusal = answerRefusal(asStatus(current.status));
        if (refusal) throw new AppError('CONFLICT', refusal);
        const saved = await r.saveAnswer(current.id, auth.userId, body.answer);
        await r.audit(auth.userId, saved.userId, 'FEEDBACK_ANSWERED', {
          feedbackId: saved.id,
          from: current.status,
          guestEmail: saved.guestEmail,
        });
        if (saved.userId) {
          await notify(
            tx,
            notices.answeredMember(saved.userId, {
              id: saved.id,
              subject: saved.subject,
              answer: body.answer,
            }),
          );
        }
        return { row: saved, view: await adminView(saved, r) };
      });
      await mailGuest(row);
      return view;
    },

    /** Changes the status (by the allowed transitions) and/or the internal note; audited. */
    async update(auth: AuthContext, body: TUpdateFeedbackRequest): Promise<TAdminFeedback> {
      return db.transaction(async (tx) => {
        const r = createFeedbackRepository(tx);
        const current = await r.findForUpdate(body.id);
        if (!current) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const from = asStatus(current.status);
        const set: { status?: typeof from; internalNote?: string | null } = {};
        if (body.status !== undefined && body.status !== from) {
          const refusal = statusChangeRefusal(from, body.status);
          if (refusal)
            throw new AppError('CONFLICT', refusal, {
              fieldErrors: { status: [refusal] },
              // The statuses are named in the reader's language.
              ...(refusal === FEEDBACK_MESSAGES.answerOnlyByAnswering
                ? {}
                : { i18n: { id: 'errors.feedback.badTransition', values: { from, to: body.status } } }),
            });
          set.status = body.status;
        }
        if (body.internalNote !== undefined) {
          const note = body.internalNote?.trim() || null;
          if (note !== current.internalNote) set.internalNote = note;
        }
        if (set.status === undefined && set.internalNote === undefined) return adminView(current, r);
        const saved = await r.update(current.id, set);
        await r.audit(auth.userId, saved.userId, 'FEEDBACK_UPDATED', {
          feedbackId: saved.id,
          ...(set.status ? { from, to: set.status } : {}),
          ...(set.internalNote !== undefined ? { internalNoteChanged: true } : {}),
        });
        return adminView(saved, r);
      });
    },
  };
}

/** What a sender gets back. */
function receipt(row: FeedbackRow) {
  return {
    id: row.id,
    kind: row.kind as FeedbackKind,
    status: asStatus(row.status),
    createdAt: iso(row.createdAt)!,
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

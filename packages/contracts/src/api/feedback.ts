/**
 * Feedback: members and visitors without an account send feedback, suggestions and problem
 * or issue reports; admins list, read, answer and move them through their states.
 *
 * Senders:
 *   - a member sends with their session (bearer / access-token header), optionally with a screenshot
 *     uploaded first through POST /feedback/screenshot;
 *   - a visitor sends without a session, with `guestEmail` (and optional `guestName`), and must carry a
 *     solved proof-of-work challenge (ALTCHA, from GET /feedback/challenge) in the `x-altcha` header:
 *     base64 of JSON `{ challenge, solution }` (what the ALTCHA widget and altcha-lib produce). Each
 *     challenge is accepted once and expires after FEEDBACK_CHALLENGE_TTL_SECONDS.
 *   Both are rate-limited (FEEDBACK_RATE_LIMITS; 429 with Retry-After).
 *
 * States (the server enforces them; a refused change answers 409 and changes nothing):
 *   NEW → IN_PROGRESS | ANSWERED | CLOSED;  IN_PROGRESS → ANSWERED | CLOSED;  ANSWERED → CLOSED;
 *   CLOSED → IN_PROGRESS (reopen). ANSWERED is reached only by answering (POST /feedback/admin), once.
 *   The console's badge counts NEW and IN_PROGRESS (feedbackCount).
 *
 * The internal note is for admins only: it is never in a sender's view.
 */
import { z } from 'zod';
import { HEADER_FEEDBACK_POW } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId } from '../entities.ts';
import { dataEnvelope, pageEnvelope, ZSortOrder, zPagingQuery, zSearchText } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ZEmail, zIsoDay } from '../rules.ts';

const TAG = 'feedback';

/**
 * The request header carrying a visitor's solved proof-of-work, with the other header names in
 * constants.ts: the API client sends it on every page's first load, without this module's schemas.
 */
export { HEADER_FEEDBACK_POW };

/** The multipart field of POST /feedback/screenshot. */
export const FEEDBACK_SCREENSHOT_FIELD = 'file';

export const FEEDBACK_KINDS = ['FEEDBACK', 'SUGGESTION', 'PROBLEM', 'ISSUE'] as const;
export const ZFeedbackKind = z.enum(FEEDBACK_KINDS, { error: 'Please choose what you are sending.' });
export type FeedbackKind = z.infer<typeof ZFeedbackKind>;
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  FEEDBACK: 'Feedback',
  SUGGESTION: 'Suggestion',
  PROBLEM: 'Problem',
  ISSUE: 'Issue',
};
/** Kinds whose rating is required (problem and issue reports may leave it out). */
export const FEEDBACK_KINDS_RATING_REQUIRED: readonly FeedbackKind[] = ['FEEDBACK', 'SUGGESTION'];

export const FEEDBACK_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export const ZFeedbackStatus = z.enum(FEEDBACK_STATUSES, { error: 'Unknown status.' });
export type FeedbackStatus = z.infer<typeof ZFeedbackStatus>;
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
  CLOSED: 'Closed',
};
/** Statuses counted as unanswered (the console badge, feedbackCount). */
export const FEEDBACK_OPEN_STATUSES: readonly FeedbackStatus[] = ['NEW', 'IN_PROGRESS'];
/** Statuses from which an admin may answer. */
export const FEEDBACK_ANSWERABLE_STATUSES: readonly FeedbackStatus[] = ['NEW', 'IN_PROGRESS'];
/** Status changes an admin may make with PATCH /feedback/admin (ANSWERED only by answering). */
export const FEEDBACK_STATUS_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  NEW: ['IN_PROGRESS', 'CLOSED'],
  IN_PROGRESS: ['CLOSED'],
  ANSWERED: ['CLOSED'],
  CLOSED: ['IN_PROGRESS'],
};

/** Text limits (member texts follow spec §5's text areas: under 250 characters). */
export const FEEDBACK_LIMITS = {
  messageMin: 10,
  messageMax: 249,
  subjectMax: 100,
  stepsMax: 249,
  guestNameMax: 79,
  answerMax: 2000,
  internalNoteMax: 1000,
  contextRouteMax: 300,
  contextAppVersionMax: 50,
  contextUserAgentMax: 500,
} as const;

/** Sends allowed per window: per visitor address, and per member. */
export const FEEDBACK_RATE_LIMITS = {
  guest: { max: 3, windowSeconds: 3600 },
  member: { max: 10, windowSeconds: 3600 },
} as const;

/** How long a proof-of-work challenge may be solved and used. */
export const FEEDBACK_CHALLENGE_TTL_SECONDS = 300;

/** Feedback messages (ours; the spec gives none). */
export const FEEDBACK_MESSAGES = {
  sent: 'Thank you! Your message has been sent to our team.',
  ratingRequired: 'Please choose a rating from 1 to 5 hearts.',
  rating: 'The rating must be a whole number from 1 to 5.',
  messageMin: `Please write at least ${FEEDBACK_LIMITS.messageMin} characters.`,
  messageMax: M.textAreaMax,
  subjectMax: `The subject must be at most ${FEEDBACK_LIMITS.subjectMax} characters.`,
  guestNameMax: `Your name must be at most ${FEEDBACK_LIMITS.guestNameMax} characters.`,
  contextTooLong: 'The attached app details are too long.',
  guestEmailRequired: 'Please enter your email address so we can answer you.',
  memberNoGuestFields: 'You are signed in: your feedback is sent from your account, without a guest email.',
  guestNoScreenshot: 'Please sign in to attach a screenshot.',
  screenshotUnknown: 'The screenshot could not be found. Please attach it again.',
  screenshotUploaded: 'Screenshot attached.',
  adminsCannotSend: 'Admins cannot send feedback.',
  powMissing: 'Please complete the verification before sending.',
  powInvalid: 'The verification failed. Please try again.',
  powExpired: 'The verification has expired. Please try again.',
  powUsed: 'This verification has already been used. Please try again.',
  guestRateLimited: `You can send at most ${FEEDBACK_RATE_LIMITS.guest.max} messages an hour from one email address. Please try again later.`,
  memberRateLimited: `You can send at most ${FEEDBACK_RATE_LIMITS.member.max} messages an hour. Please try again later.`,
  notFound: 'This feedback could not be found.',
  answerRequired: 'Please write an answer.',
  answerMax: `The answer must be at most ${FEEDBACK_LIMITS.answerMax} characters.`,
  internalNoteMax: `The internal note must be at most ${FEEDBACK_LIMITS.internalNoteMax} characters.`,
  nothingToUpdate: 'Please choose a new status or change the internal note.',
  alreadyAnswered: 'This feedback has already been answered.',
  closedCannotAnswer: 'This feedback is closed. Reopen it before answering.',
  answered: 'Your answer has been sent.',
  updated: 'Feedback updated.',
  answerOnlyByAnswering: 'Feedback becomes Answered only by sending an answer.',
  badTransition: (from: FeedbackStatus, to: FeedbackStatus) =>
    `Feedback cannot move from ${FEEDBACK_STATUS_LABELS[from]} to ${FEEDBACK_STATUS_LABELS[to]}.`,
  dateRange: 'The start date must be on or before the end date.',
} as const;

/** Trimmed optional text: blank reads as absent. */
const zOptionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** One trimmed, optional context value of at most `max` characters. */
const zContextText = (max: number) => z.string().trim().max(max, FEEDBACK_MESSAGES.contextTooLong).optional();

/** What the app attaches by itself (the sender does not type it). */
export const ZFeedbackContext = z
  .object({
    /** The app route the sender was on, e.g. "/my-wallet". */
    route: zContextText(FEEDBACK_LIMITS.contextRouteMax),
    appVersion: zContextText(FEEDBACK_LIMITS.contextAppVersionMax),
    userAgent: zContextText(FEEDBACK_LIMITS.contextUserAgentMax),
  })
  .meta({ id: 'FeedbackContext' });
export type TFeedbackContext = z.infer<typeof ZFeedbackContext>;

/**
 * POST /feedback. A member leaves guestEmail and guestName out; a visitor must give guestEmail and the
 * x-altcha header, and cannot attach a screenshot. The rating is required for FEEDBACK and SUGGESTION.
 */
export const ZSendFeedbackRequest = z
  .object({
    kind: ZFeedbackKind,
    rating: z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .int(FEEDBACK_MESSAGES.rating)
      .min(1, FEEDBACK_MESSAGES.rating)
      .max(5, FEEDBACK_MESSAGES.rating)
      .nullish(),
    subject: zOptionalText(FEEDBACK_LIMITS.subjectMax, FEEDBACK_MESSAGES.subjectMax),
    message: z
      .string({ error: M.required })
      .trim()
      .min(1, M.required)
      .min(FEEDBACK_LIMITS.messageMin, FEEDBACK_MESSAGES.messageMin)
      .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MESSAGES.messageMax),
    /** Steps to reproduce (problem and issue reports). */
    steps: zOptionalText(FEEDBACK_LIMITS.stepsMax, M.textAreaMax),
    context: ZFeedbackContext.optional(),
    /** From POST /feedback/screenshot (members only). */
    screenshotUploadId: ZId.nullish(),
    guestEmail: ZEmail.optional(),
    guestName: zOptionalText(FEEDBACK_LIMITS.guestNameMax, FEEDBACK_MESSAGES.guestNameMax),
  })
  .superRefine((v, ctx) => {
    if (FEEDBACK_KINDS_RATING_REQUIRED.includes(v.kind) && (v.rating === undefined || v.rating === null)) {
      ctx.addIssue({ code: 'custom', message: FEEDBACK_MESSAGES.ratingRequired, path: ['rating'] });
    }
  });
export type TSendFeedbackRequest = z.input<typeof ZSendFeedbackRequest>;

/** What the sender gets back (a visitor has no way to read it again; a member has GET /feedback/mine). */
export const ZFeedbackReceipt = z
  .object({ id: ZId, kind: ZFeedbackKind, status: ZFeedbackStatus, createdAt: z.string() })
  .meta({ id: 'FeedbackReceipt' });
export const ZSendFeedbackResponse = dataEnvelope(ZFeedbackReceipt);
export type TSendFeedbackResponse = z.infer<typeof ZSendFeedbackResponse>;

/** GET /feedback/challenge: an ALTCHA v2 challenge (signed by the server; solve it, then send it back). */
export const ZFeedbackChallenge = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'FeedbackChallenge' });
export type TFeedbackChallenge = z.infer<typeof ZFeedbackChallenge>;
export const ZFeedbackChallengeResponse = dataEnvelope(ZFeedbackChallenge);
export type TFeedbackChallengeResponse = z.infer<typeof ZFeedbackChallengeResponse>;

/** POST /feedback/screenshot: the stored screenshot, to send as screenshotUploadId. */
export const ZFeedbackScreenshot = z.object({ uploadId: ZId, url: z.string(), thumbUrl: z.string() });
export const ZFeedbackScreenshotResponse = dataEnvelope(ZFeedbackScreenshot);
export type TFeedbackScreenshotResponse = z.infer<typeof ZFeedbackScreenshotResponse>;

/** What was sent: the fields every view of a feedback starts with. */
const feedbackTextFields = {
  id: ZId,
  kind: ZFeedbackKind,
  kindLabel: z.string(),
  rating: z.number().int().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  steps: z.string().nullable(),
};

/** Where a feedback stands: fields shared by the member's and the console's views. */
const feedbackStatusFields = {
  status: ZFeedbackStatus,
  statusLabel: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
};

/** Feedback as its member sees it (never the internal note). */
export const ZMyFeedback = z
  .object({
    ...feedbackTextFields,
    /** The attached screenshot (loaded with the member's session), or null. */
    screenshotUrl: z.string().nullable(),
    ...feedbackStatusFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyFeedback' });
export type TMyFeedback = z.infer<typeof ZMyFeedback>;

/** GET /feedback/mine: the caller's feedback, newest first. */
export const ZMyFeedbackQuery = z.object({ ...zPagingQuery(100, 20, 1_000_000) });
export type TMyFeedbackQuery = z.input<typeof ZMyFeedbackQuery>;
export const ZMyFeedbackListResponse = pageEnvelope(ZMyFeedback);
export type TMyFeedbackListResponse = z.infer<typeof ZMyFeedbackListResponse>;
export const ZMyFeedbackResponse = dataEnvelope(ZMyFeedback);
export type TMyFeedbackResponse = z.infer<typeof ZMyFeedbackResponse>;

export const ZFeedbackIdParams = z.object({ id: ZId });

/** A person on an admin feedback row. */
export const ZFeedbackPerson = z.object({ id: ZId, name: z.string(), email: z.string() });

/** One feedback as the console lists, shows and exports it (flat sender fields for the CSV). */
export const ZAdminFeedback = z
  .object({
    ...feedbackTextFields,
    context: ZFeedbackContext,
    /** The member who sent it (null for a visitor, or a deleted account). */
    member: ZFeedbackPerson.nullable(),
    guestEmail: z.string().nullable(),
    guestName: z.string().nullable(),
    /** MEMBER, GUEST, or DELETED (a member whose account is gone). */
    senderType: z.enum(['MEMBER', 'GUEST', 'DELETED']),
    senderName: z.string(),
    senderEmail: z.string().nullable(),
    /** The screenshot (loaded with the admin's session), or null. */
    screenshotUrl: z.string().nullable(),
    ...feedbackStatusFields,
    answeredBy: z.object({ id: ZId, name: z.string() }).nullable(),
    internalNote: z.string().nullable(),
    /** Whether it may be answered now (NEW or IN_PROGRESS). */
    canAnswer: z.boolean(),
    /** The statuses PATCH /feedback/admin may move it to now. */
    nextStatuses: z.array(ZFeedbackStatus),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminFeedback' });
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;

export const ADMIN_FEEDBACK_SORT_FIELDS = ['createdAt', 'updatedAt', 'status', 'kind', 'rating'] as const;

const ZDay = zIsoDay();

/** GET /feedback (admin). Dates (UTC days, inclusive) filter createdAt; q searches subject, message, e-mail, name. */
export const ZAdminFeedbackQuery = z
  .object({
    ...zPagingQuery(1000, 25, 1_000_000),
    sortBy: z.enum(ADMIN_FEEDBACK_SORT_FIELDS, { error: 'Unknown sort field.' }).default('createdAt'),
    sortOrder: ZSortOrder.default('DESC'),
    kind: ZFeedbackKind.optional(),
    status: ZFeedbackStatus.optional(),
    /** Only NEW and IN_PROGRESS ("true"); ignored when status is given. */
    open: z.enum(['true', 'false'], { error: 'Use true or false.' }).optional(),
    userId: ZId.optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    q: zSearchText(100, 'Search text must be at most 100 characters.'),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: FEEDBACK_MESSAGES.dateRange, path: ['to'] });
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;
export const ZAdminFeedbackListResponse = pageEnvelope(ZAdminFeedback);
export type TAdminFeedbackListResponse = z.infer<typeof ZAdminFeedbackListResponse>;
export const ZAdminFeedbackResponse = dataEnvelope(ZAdminFeedback);
export type TAdminFeedbackResponse = z.infer<typeof ZAdminFeedbackResponse>;

/** POST /feedback/admin: answer (a member by notification, a visitor by e-mail); status becomes ANSWERED. */
export const ZAnswerFeedbackRequest = z.object({
  id: ZId,
  answer: z
    .string({ error: FEEDBACK_MESSAGES.answerRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.answerRequired)
    .max(FEEDBACK_LIMITS.answerMax, FEEDBACK_MESSAGES.answerMax),
});
export type TAnswerFeedbackRequest = z.input<typeof ZAnswerFeedbackRequest>;

/** PATCH /feedback/admin: change the status and/or the internal note ('' clears the note). */
export const ZUpdateFeedbackRequest = z
  .object({
    id: ZId,
    status: ZFeedbackStatus.optional(),
    internalNote: z
      .string()
      .trim()
      .max(FEEDBACK_LIMITS.internalNoteMax, FEEDBACK_MESSAGES.internalNoteMax)
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.internalNote !== undefined, {
    message: FEEDBACK_MESSAGES.nothingToUpdate,
    path: ['status'],
  });
export type TUpdateFeedbackRequest = z.input<typeof ZUpdateFeedbackRequest>;

/** GET /feedback/count (admin): unanswered feedback (NEW + IN_PROGRESS), for the console's menu badge. */
export const ZFeedbackCountResponse = dataEnvelope(
  z.object({ feedbackCount: z.number().int().nonnegative() }),
);
export type TFeedbackCountResponse = z.infer<typeof ZFeedbackCountResponse>;

export const feedbackEndpoints = {
  getFeedbackChallenge: {
    method: 'GET',
    path: '/feedback/challenge',
    audience: 'public',
    summary: `A proof-of-work challenge (ALTCHA v2) for a visitor's feedback; solve it and send it in the ${HEADER_FEEDBACK_POW} header within ${FEEDBACK_CHALLENGE_TTL_SECONDS / 60} minutes, once`,
    tag: TAG,
    response: ZFeedbackChallengeResponse,
  },
  uploadFeedbackScreenshot: {
    method: 'POST',
    path: '/feedback/screenshot',
    audience: 'member',
    summary:
      'Upload a screenshot to attach to feedback (multipart/form-data, one file in field "file"; JPEG, PNG or WebP by content, at most 5 MB); answers the uploadId for sendFeedback',
    tag: TAG,
    response: ZFeedbackScreenshotResponse,
  },
  sendFeedback: {
    method: 'POST',
    path: '/feedback',
    audience: 'public',
    summary: `Send feedback, a suggestion, or a problem or issue report: members with their session, visitors with guestEmail and a solved challenge in the ${HEADER_FEEDBACK_POW} header; rate-limited per member and per address (429 with Retry-After)`,
    tag: TAG,
    body: ZSendFeedbackRequest,
    response: ZSendFeedbackResponse,
  },
  listMyFeedback: {
    method: 'GET',
    path: '/feedback/mine',
    audience: 'member',
    summary: "The caller's feedback with its status and the admins' answer, newest first",
    tag: TAG,
    query: ZMyFeedbackQuery,
    response: ZMyFeedbackListResponse,
  },
  getMyFeedback: {
    method: 'GET',
    path: '/feedback/mine/:id',
    audience: 'member',
    summary: "One of the caller's feedback (the answer notice links to /feedback?id=…)",
    tag: TAG,
    params: ZFeedbackIdParams,
    response: ZMyFeedbackResponse,
  },
  getFeedbackCount: {
    method: 'GET',
    path: '/feedback/count',
    audience: 'admin',
    summary: 'Unanswered feedback (NEW and IN_PROGRESS) for the console menu badge: feedbackCount',
    tag: TAG,
    response: ZFeedbackCountResponse,
  },
  listFeedback: {
    method: 'GET',
    path: '/feedback',
    audience: 'admin',
    summary:
      'Every feedback with filters (kind, status, open, member, created between, text), sorted and paged; up to 1000 a page for the CSV export',
    tag: TAG,
    query: ZAdminFeedbackQuery,
    response: ZAdminFeedbackListResponse,
  },
  getFeedback: {
    method: 'GET',
    path: '/feedback/:id',
    audience: 'admin',
    summary:
      "One feedback with its sender's name and e-mail, the app context, the screenshot and the internal note",
    tag: TAG,
    params: ZFeedbackIdParams,
    response: ZAdminFeedbackResponse,
  },
  answerFeedback: {
    method: 'POST',
    path: '/feedback/admin',
    audience: 'admin',
    summary:
      'Answer a NEW or IN_PROGRESS feedback, once (status ANSWERED): a member is told through notifications by their settings, a visitor by e-mail (audited)',
    tag: TAG,
    body: ZAnswerFeedbackRequest,
    response: ZAdminFeedbackResponse,
  },
  updateFeedback: {
    method: 'PATCH',
    path: '/feedback/admin',
    audience: 'admin',
    summary:
      'Change the status (NEW → IN_PROGRESS → CLOSED, ANSWERED → CLOSED, reopen CLOSED → IN_PROGRESS) and/or the internal note (audited); a refused change is a 409 and changes nothing',
    tag: TAG,
    body: ZUpdateFeedbackRequest,
    response: ZAdminFeedbackResponse,
  },
} as const satisfies Record<string, EndpointDef>;

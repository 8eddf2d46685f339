/** Labels, chip colours and select choices of the feedback enumerations. */
import {
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  type FeedbackKind,
  type FeedbackStatus,
  type TAdminFeedback,
} from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import type { ChipColor } from '../offers/offerLabels.ts';
import { UNANSWERED_FILTER } from './feedbackDataProvider.ts';

export const FEEDBACK_STATUS_COLORS: Record<FeedbackStatus, ChipColor> = {
  NEW: 'warning',
  IN_PROGRESS: 'info',
  ANSWERED: 'success',
  CLOSED: 'default',
};

/** Each kind's and status's message, for the screens and the CSV export. */
export const FEEDBACK_KIND_KEYS = {
  FEEDBACK: 'console.feedback.kind.FEEDBACK',
  SUGGESTION: 'console.feedback.kind.SUGGESTION',
  PROBLEM: 'console.feedback.kind.PROBLEM',
  ISSUE: 'console.feedback.kind.ISSUE',
} as const satisfies Record<FeedbackKind, ConsoleKey>;

export const FEEDBACK_STATUS_KEYS = {
  NEW: 'console.feedback.status.NEW',
  IN_PROGRESS: 'console.feedback.status.IN_PROGRESS',
  ANSWERED: 'console.feedback.status.ANSWERED',
  CLOSED: 'console.feedback.status.CLOSED',
} as const satisfies Record<FeedbackStatus, ConsoleKey>;

/** The kind filter (react-admin translates a choice's name, a message key). */
/** How the sender wrote: as a member, a guest, or from an account since deleted. */
export const SENDER_TYPE_KEYS = {
  MEMBER: 'console.feedback.show.member',
  GUEST: 'console.feedback.show.guest',
  DELETED: 'console.feedback.show.deleted',
} as const satisfies Record<TAdminFeedback['senderType'], ConsoleKey>;

export const FEEDBACK_KIND_CHOICES = FEEDBACK_KINDS.map((k) => ({ id: k, name: FEEDBACK_KIND_KEYS[k] }));

/** The status filter: "Unanswered" (new and in progress), then each status. */
export const FEEDBACK_STATUS_CHOICES = [
  { id: UNANSWERED_FILTER, name: 'console.feedback.unanswered' },
  ...FEEDBACK_STATUSES.map((s) => ({ id: s, name: FEEDBACK_STATUS_KEYS[s] })),
];

/** What each status change does, as its button and its confirmation say it. */
export const STATUS_ACTIONS: Record<FeedbackStatus, { label: string; title: string; intro: string }> = {
  NEW: { label: 'Mark new', title: 'Mark this feedback new?', intro: 'It goes back to the unanswered list.' },
  IN_PROGRESS: {
    label: 'Mark in progress',
    title: 'Mark this feedback in progress?',
    intro: 'It stays unanswered, marked as being looked into.',
  },
  ANSWERED: { label: 'Mark answered', title: 'Mark this feedback answered?', intro: '' },
  CLOSED: {
    label: 'Close',
    title: 'Close this feedback?',
    intro: 'It leaves the unanswered list without an answer; the sender is not told.',
  },
};

/** The button of a reopening (CLOSED → IN_PROGRESS) reads differently from a first move. */
export const statusActionLabel = (from: FeedbackStatus, to: FeedbackStatus): string =>
  from === 'CLOSED' && to === 'IN_PROGRESS' ? 'Reopen' : STATUS_ACTIONS[to].label;

/** Characters of a message a list cell shows. */
const PREVIEW_MAX = 80;

/** A list cell's preview: the subject, else the start of the message. */
export const feedbackPreview = (r: { subject: string | null; message: string }): string => {
  const text = r.subject ?? r.message;
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
};

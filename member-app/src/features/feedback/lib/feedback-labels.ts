import type { FeedbackKind, FeedbackStatus } from '@barterbits/contracts';
import type { Messages } from '../../../i18n/messages.ts';

/** The colour of each status chip in the member's history. */
export const STATUS_COLORS: Record<FeedbackStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  IN_PROGRESS: 'warning',
  ANSWERED: 'success',
  CLOSED: 'default',
};

/** The history item's element id (`/feedback?id=` scrolls to it). */
export const feedbackItemId = (id: string) => `feedback-${id}`;

/** A sent feedback's kind and status chips in the app's language (the server's labels are English). */
export const KIND_LABEL = {
  FEEDBACK: 'feedback.kind.FEEDBACK',
  PROBLEM: 'feedback.kind.PROBLEM',
  SUGGESTION: 'feedback.kind.SUGGESTION',
  ISSUE: 'feedback.kind.ISSUE',
} as const satisfies Record<FeedbackKind, keyof Messages>;
export const STATUS_LABEL = {
  NEW: 'feedback.status.NEW',
  IN_PROGRESS: 'feedback.status.IN_PROGRESS',
  ANSWERED: 'feedback.status.ANSWERED',
  CLOSED: 'feedback.status.CLOSED',
} as const satisfies Record<FeedbackStatus, keyof Messages>;

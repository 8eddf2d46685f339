/** The feedback states' rules (pure): which status changes an admin may make, and when one may answer. */
import {
  FEEDBACK_ANSWERABLE_STATUSES,
  FEEDBACK_MESSAGES,
  FEEDBACK_STATUS_TRANSITIONS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '@barterbits/contracts';

/** A stored status as the contract's (the server writes only these; anything else reads as NEW). */
export const asStatus = (s: string): FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly string[]).includes(s) ? (s as FeedbackStatus) : 'NEW';

/** The statuses PATCH /feedback/admin may move feedback in `from` to. */
export const nextStatuses = (from: FeedbackStatus): FeedbackStatus[] => [
  ...FEEDBACK_STATUS_TRANSITIONS[from],
];

/** Whether feedback in `status` may be answered now. */
export const canAnswer = (status: FeedbackStatus): boolean => FEEDBACK_ANSWERABLE_STATUSES.includes(status);

/**
 * Why `from` → `to` is refused, or null when allowed. The same status is no change (allowed, so an
 * internal note can be saved alone); ANSWERED is reached only by answering.
 */
export function statusChangeRefusal(from: FeedbackStatus, to: FeedbackStatus): string | null {
  if (from === to) return null;
  if (to === 'ANSWERED') return FEEDBACK_MESSAGES.answerOnlyByAnswering;
  return FEEDBACK_STATUS_TRANSITIONS[from].includes(to) ? null : FEEDBACK_MESSAGES.badTransition(from, to);
}

/** Why feedback in `status` cannot be answered, or null when it can. */
export function answerRefusal(status: FeedbackStatus): string | null {
  if (canAnswer(status)) return null;
  return status === 'ANSWERED' ? FEEDBACK_MESSAGES.alreadyAnswered : FEEDBACK_MESSAGES.closedCannotAnswer;
}

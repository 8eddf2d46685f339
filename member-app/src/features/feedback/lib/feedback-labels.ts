import type { FeedbackStatus } from '@barterbits/contracts';

/** The colour of each status chip in the member's history. */
export const STATUS_COLORS: Record<FeedbackStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  IN_PROGRESS: 'warning',
  ANSWERED: 'success',
  CLOSED: 'default',
};

/** The history item's element id (`/feedback?id=` scrolls to it). */
export const feedbackItemId = (id: string) => `feedback-${id}`;

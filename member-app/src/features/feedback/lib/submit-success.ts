import type { FeedbackKind } from '@barterbits/contracts';

/** The feedback feature's pages (spec §2). */
export const FEEDBACK_PATH = '/feedback';
export const GUEST_FEEDBACK_PATH = '/guest-feedback';
export const REPORT_ISSUE_PATH = '/report-issue';
export const REPORT_PROBLEM_PATH = '/report-problem';
export const SUBMIT_SUCCESS_PATH = '/submit-successfully';

/** What /submit-successfully is told by the page that sent: the kind, and whether a visitor sent it. */
export interface SubmitSuccessState {
  kind: FeedbackKind;
  guest: boolean;
  /** The sending page (members go back to their history from there). */
  from?: string;
  /** A visitor's address, where the answer will go. */
  email?: string;
}

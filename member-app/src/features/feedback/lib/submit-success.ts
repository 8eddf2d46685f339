import type { FeedbackKind } from '@barterbits/contracts';

/** What /submit-successfully is told by the page that sent: the kind, and whether a visitor sent it. */
export interface SubmitSuccessState {
  kind: FeedbackKind;
  guest: boolean;
  /** The sending page (members go back to their history from there). */
  from?: string;
  /** A visitor's address, where the answer will go. */
  email?: string;
}

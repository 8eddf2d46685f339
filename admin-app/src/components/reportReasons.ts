/**
 * The reasons members give when they report an offer, a review or a chat message, in the console's
 * language (the screens and the CSV exports): each reason code's message.
 */
import type { ChatReportReason, OFFER_REPORT_REASONS, ReviewReportReason } from '@barterbits/contracts';
import type { ConsoleKey } from '../i18n/messages.ts';
import { englishText, type Translate } from '../i18n/useT.ts';

export type ReportReason = (typeof OFFER_REPORT_REASONS)[number] | ReviewReportReason | ChatReportReason;

export const REPORT_REASON_KEYS = {
  SUSPICIOUS: 'console.reasons.SUSPICIOUS',
  ITS_SPAM: 'console.reasons.ITS_SPAM',
  ADULT_CONTENT: 'console.reasons.ADULT_CONTENT',
  FALSE_INFORMATION: 'console.reasons.FALSE_INFORMATION',
  MY_INTELLECTUAL_PROPERTY: 'console.reasons.MY_INTELLECTUAL_PROPERTY',
  OFFENSIVE_OR_INAPPROPRIATE: 'console.reasons.OFFENSIVE_OR_INAPPROPRIATE',
  HARASSMENT: 'console.reasons.HARASSMENT',
  SCAM_OR_FRAUD: 'console.reasons.SCAM_OR_FRAUD',
  PERSONAL_INFORMATION: 'console.reasons.PERSONAL_INFORMATION',
  NOT_ABOUT_THE_TRADE: 'console.reasons.NOT_ABOUT_THE_TRADE',
  OTHER: 'console.reasons.OTHER',
} as const satisfies Record<ReportReason, ConsoleKey>;

/** A reason as the console shows it; a code the console does not know yet, as it came. */
export function reasonLabel(reason: string, t: Translate = englishText): string {
  const key = (REPORT_REASON_KEYS as Record<string, ConsoleKey>)[reason];
  return key ? t(key) : reason;
}

/** A reason filter's choices: names are messages, which react-admin translates. */
export const reasonChoices = (reasons: readonly ReportReason[]) =>
  reasons.map((id) => ({ id, name: REPORT_REASON_KEYS[id] }));

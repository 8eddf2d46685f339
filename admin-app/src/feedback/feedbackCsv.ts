import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import type { FeedbackRecord } from './feedbackDataProvider.ts';
import { FEEDBACK_KIND_KEYS, FEEDBACK_STATUS_KEYS, SENDER_TYPE_KEYS } from './feedbackLabels.ts';

/**
 * One CSV line per feedback; the column order is the header order. Kind, status, sender type and
 * "Yes"/"No" in the console's language (`t`); missing values are empty cells.
 */
export function toFeedbackCsvRow(r: FeedbackRecord, t: Translate = englishText): CsvRow<'feedback'> {
  return {
    id: r.id,
    createdAt: r.createdAt,
    kind: t(FEEDBACK_KIND_KEYS[r.kind]),
    status: t(FEEDBACK_STATUS_KEYS[r.status]),
    rating: r.rating ?? '',
    subjectLine: r.subject ?? '',
    message: r.message,
    steps: r.steps ?? '',
    senderType: t(SENDER_TYPE_KEYS[r.senderType] ?? SENDER_TYPE_KEYS.DELETED),
    senderName: r.senderName,
    senderEmail: r.senderEmail ?? '',
    memberId: r.member?.id ?? '',
    page: r.context.route ?? '',
    appVersion: r.context.appVersion ?? '',
    browser: r.context.userAgent ?? '',
    screenshotUrl: t(r.screenshotUrl ? 'console.common.yes' : 'console.common.no'),
    answer: r.answer ?? '',
    answeredAt: r.answeredAt ?? '',
    answeredBy: r.answeredBy?.name ?? '',
    internalNote: r.internalNote ?? '',
    updatedAt: r.updatedAt,
  };
}

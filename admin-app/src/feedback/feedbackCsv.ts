import type { FeedbackRecord } from './feedbackDataProvider.ts';

/** One CSV line per feedback; the column order is the header order. Missing values are empty cells. */
export function toFeedbackCsvRow(r: FeedbackRecord) {
  return {
    id: r.id,
    sentAt: r.createdAt,
    kind: r.kindLabel,
    status: r.statusLabel,
    rating: r.rating ?? '',
    subject: r.subject ?? '',
    message: r.message,
    steps: r.steps ?? '',
    senderType: r.senderType,
    senderName: r.senderName,
    senderEmail: r.senderEmail ?? '',
    memberId: r.member?.id ?? '',
    page: r.context.route ?? '',
    appVersion: r.context.appVersion ?? '',
    browser: r.context.userAgent ?? '',
    screenshot: r.screenshotUrl ? 'Yes' : 'No',
    answer: r.answer ?? '',
    answeredAt: r.answeredAt ?? '',
    answeredBy: r.answeredBy?.name ?? '',
    internalNote: r.internalNote ?? '',
    updatedAt: r.updatedAt,
  };
}

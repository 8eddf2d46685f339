import { centsToBits } from '@barterbits/contracts';
import { reasonLabel } from '../components/reportReasons.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { ReportedReviewRecord } from './reportedReviewsDataProvider.ts';

/** "Harassment or hate: 2; It's spam: 1" from the reports per reason. */
export const reasonsLabel = (reasons: Record<string, number>, t: Translate = englishText): string =>
  Object.entries(reasons)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reasonLabel(reason, t)}: ${n}`)
    .join('; ');

/** One CSV line per reported review; the column order is the header order. Amounts in BITS. */
export function toReportedReviewCsvRow(r: ReportedReviewRecord) {
  return {
    reviewId: r.id,
    lastReportedAt: r.lastReportedAt,
    reports: r.reports,
    openReports: r.openReports,
    reasons: reasonsLabel(r.reasons),
    hearts: r.hearts,
    text: r.text,
    authorId: r.author.id,
    authorName: r.author.displayName,
    subjectId: r.subject.id,
    subjectName: r.subject.displayName,
    barterReference: r.trade.reference,
    offerTitle: r.trade.offerTitle,
    amountBits: centsToBits(r.trade.amountCents),
    enabled: r.enabled ? 'Yes' : 'No',
    disabledReason: r.disabledReason ?? '',
    disabledAt: r.disabledAt ?? '',
    createdAt: r.createdAt,
  };
}

import { centsToBits } from '@barterbits/contracts';
import { reasonLabel } from '../components/reportReasons.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import type { ReportedReviewRecord } from './reportedReviewsDataProvider.ts';

/** "Harassment or hate: 2; It's spam: 1" from the reports per reason, in the console's language (`t`). */
export const reasonsLabel = (reasons: Record<string, number>, t: Translate = englishText): string =>
  Object.entries(reasons)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) =>
      t('console.reported-reviews.reasonCount', { reason: reasonLabel(reason, t), count: n }),
    )
    .join('; ');

/**
 * One CSV line per reported review; the column order is the header order. Reasons and state in the
 * console's language (`t`), as the list shows them; amounts in BITS.
 */
export function toReportedReviewCsvRow(
  r: ReportedReviewRecord,
  t: Translate = englishText,
): CsvRow<'reported-reviews'> {
  return {
    reviewId: r.id,
    lastReportedAt: r.lastReportedAt,
    reports: r.reports,
    openReports: r.openReports,
    reasons: reasonsLabel(r.reasons, t),
    hearts: r.hearts,
    text: r.text,
    authorId: r.author.id,
    authorName: r.author.displayName,
    subjectId: r.subject.id,
    subjectName: r.subject.displayName,
    barterReference: r.trade.reference,
    offerTitle: r.trade.offerTitle,
    amountBits: centsToBits(r.trade.amountCents),
    enabled: t(r.enabled ? 'console.reviews.view.stateEnabled' : 'console.reviews.view.stateDisabled'),
    disabledReason: r.disabledReason ?? '',
    disabledAt: r.disabledAt ?? '',
    createdAt: r.createdAt,
  };
}

import type { TOfferReport } from '@barterbits/contracts';
import { reasonLabel } from '../components/reportReasons.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { OFFER_STATUS_KEYS, REPORT_STATUS_KEYS } from '../offers/offerLabels.ts';

/** One CSV line per report; the column order is the header order. Statuses and the reason in the console's language (`t`). */
export function toReportCsvRow(report: TOfferReport, t: Translate = englishText): CsvRow<'offer-reports'> {
  return {
    id: report.id,
    createdAt: report.createdAt,
    status: t(REPORT_STATUS_KEYS[report.status]),
    reasonLabel: reasonLabel(report.reason, t),
    details: report.details ?? '',
    offerId: report.offerId,
    offerTitle: report.offerTitle,
    offerStatus: t(OFFER_STATUS_KEYS[report.offerStatus]),
    sellerId: report.sellerId,
    sellerName: report.sellerName,
    reporterId: report.reporterId,
    reporterName: report.reporterName,
    reporterEmail: report.reporterEmail,
    resolvedAt: report.resolvedAt ?? '',
    resolutionNote: report.resolutionNote ?? '',
  };
}

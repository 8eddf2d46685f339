import { OFFER_STATUS_LABELS, type TOfferReport } from '@barterbits/contracts';
import { REPORT_STATUS_LABELS } from '../offers/offerLabels.ts';

/** One CSV line per report; the column order is the header order. */
export function toReportCsvRow(report: TOfferReport) {
  return {
    id: report.id,
    createdAt: report.createdAt,
    status: REPORT_STATUS_LABELS[report.status],
    reason: report.reasonLabel,
    details: report.details ?? '',
    offerId: report.offerId,
    offerTitle: report.offerTitle,
    offerStatus: OFFER_STATUS_LABELS[report.offerStatus],
    sellerId: report.sellerId,
    sellerName: report.sellerName,
    reporterId: report.reporterId,
    reporterName: report.reporterName,
    reporterEmail: report.reporterEmail,
    resolvedAt: report.resolvedAt ?? '',
    resolutionNote: report.resolutionNote ?? '',
  };
}

import { reasonLabel } from '../components/reportReasons.ts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { CHAT_REPORT_STATUS_KEYS, channelLabel } from './chatReportLabels.ts';
import type { ChatReportRecord } from './chatReportsDataProvider.ts';

/**
 * One CSV line per report; the column order is the header order. Status, reason, conversation and
 * "Yes"/"No" in the console's language (`t`); missing values are empty cells.
 */
export function toChatReportCsvRow(r: ChatReportRecord, t: Translate = englishText): CsvRow<'chat-reports'> {
  const yesNo = (value: boolean) => t(value ? 'console.common.yes' : 'console.common.no');
  return {
    id: r.id,
    createdAt: r.createdAt,
    status: t(CHAT_REPORT_STATUS_KEYS[r.status]),
    reason: reasonLabel(r.reason, t),
    details: r.details ?? '',
    reporterId: r.reporter.id,
    reporterName: r.reporter.name,
    reporterEmail: r.reporter.email,
    messageId: r.messageId,
    messageKind: r.messageKind,
    messageText: r.messageText ?? '',
    messageOfferId: r.messageOfferId ?? '',
    messageSentAt: r.messageCreatedAt,
    senderId: r.sender?.id ?? '',
    senderName: r.sender?.name ?? '',
    senderEmail: r.sender?.email ?? '',
    senderBanned: yesNo(r.senderBanned),
    channelId: r.channelId,
    channelName: channelLabel({ kind: r.channelKind, name: r.channelName }, t),
    channelFrozen: yesNo(r.channelFrozen),
    messageReports: r.messageReports,
    resolvedAt: r.resolvedAt ?? '',
    resolvedBy: r.resolvedBy?.name ?? '',
  };
}

import { CHAT_REPORT_STATUS_LABELS, channelLabel, chatReasonLabel } from './chatReportLabels.ts';
import type { ChatReportRecord } from './chatReportsDataProvider.ts';

/** One CSV line per report; the column order is the header order. Missing values are empty cells. */
export function toChatReportCsvRow(r: ChatReportRecord) {
  return {
    id: r.id,
    reportedAt: r.createdAt,
    status: CHAT_REPORT_STATUS_LABELS[r.status],
    reason: chatReasonLabel(r.reason),
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
    senderBanned: r.senderBanned ? 'Yes' : 'No',
    channelId: r.channelId,
    channel: channelLabel({ kind: r.channelKind, name: r.channelName }),
    channelFrozen: r.channelFrozen ? 'Yes' : 'No',
    messageReports: r.messageReports,
    resolvedAt: r.resolvedAt ?? '',
    resolvedBy: r.resolvedBy?.name ?? '',
  };
}

import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { ReportReason } from '../components/ReportReason.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { ChatReportStatusChip } from './ChatReportStatusChip.tsx';
import {
  CHAT_REPORT_REASON_CHOICES,
  CHAT_REPORT_STATUS_CHOICES,
  channelLabel,
  messagePreview,
} from './chatReportLabels.ts';
import { toChatReportCsvRow } from './chatReportsCsv.ts';
import type { ChatReportRecord } from './chatReportsDataProvider.ts';

/** chat-reports.csv of every filtered row (read in pages of 1000), with readable columns. */
const chatReportsExporter = csvExporter<ChatReportRecord>('chat-reports', toChatReportCsvRow);

const chatReportFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.chat-reports.filters.status"
    choices={CHAT_REPORT_STATUS_CHOICES}
    emptyText="resources.chat-reports.filters.statusEmpty"
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    label="resources.chat-reports.filters.reason"
    choices={CHAT_REPORT_REASON_CHOICES}
    alwaysOn
  />,
  <DayInput key="from" source="from" label="resources.chat-reports.filters.from" alwaysOn />,
  <DayInput key="to" source="to" label="resources.chat-reports.filters.to" alwaysOn />,
  <MemberFilter key="senderId" source="senderId" label="resources.chat-reports.filters.senderId" alwaysOn />,
  <MemberFilter
    key="reporterId"
    source="reporterId"
    label="resources.chat-reports.filters.reporterId"
    alwaysOn
  />,
  // Shown when a report page links to the other reports of its conversation.
  <TextInput key="channelId" source="channelId" label="resources.chat-reports.filters.channelId" />,
];

const Column = DataTable.Col<ChatReportRecord>;

/** Reported chat messages, one row per report, newest first; a row opens the report with its conversation. */
export const ChatReportList = () => {
  const t = useT();
  return (
    <List
      title="console.chat-reports.title"
      filters={chatReportFilters}
      actions={<ExportActions />}
      exporter={chatReportsExporter}
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="createdAt" disableSort>
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column source="reason" disableSort render={(r) => <ReportReason reason={r.reason} />} />
        <Column
          source="messageText"
          disableSort
          render={(r) => messagePreview({ kind: r.messageKind, text: r.messageText }, t)}
        />
        <Column
          source="sender.name"
          disableSort
          render={(r) =>
            r.sender ? (
              <MemberLink member={{ id: r.sender.id, displayName: r.sender.name }} />
            ) : (
              t('console.common.deletedAccount')
            )
          }
        />
        <Column
          source="reporter.name"
          disableSort
          render={(r) => <MemberLink member={{ id: r.reporter.id, displayName: r.reporter.name }} />}
        />
        <Column
          source="channelName"
          disableSort
          render={(r) => channelLabel({ kind: r.channelKind, name: r.channelName }, t)}
        />
        <Column
          source="channelFrozen"
          disableSort
          render={(r) => t(r.channelFrozen ? 'console.common.yes' : 'console.common.no')}
        />
        <Column source="messageReports" disableSort />
        <Column source="status" disableSort field={ChatReportStatusChip} />
      </DataTable>
    </List>
  );
};

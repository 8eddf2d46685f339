import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { ChatReportStatusChip } from './ChatReportStatusChip.tsx';
import {
  CHAT_REPORT_REASON_CHOICES,
  CHAT_REPORT_STATUS_CHOICES,
  channelLabel,
  chatReasonLabel,
  messagePreview,
} from './chatReportLabels.ts';
import { toChatReportCsvRow } from './chatReportsCsv.ts';
import type { ChatReportRecord } from './chatReportsDataProvider.ts';

/** chat-reports.csv of every filtered row (read in pages of 1000), with readable columns. */
const chatReportsExporter = csvExporter<ChatReportRecord>(toChatReportCsvRow);

const chatReportFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={CHAT_REPORT_STATUS_CHOICES}
    emptyText="Open"
    alwaysOn
  />,
  <SelectInput key="reason" source="reason" label="Reason" choices={CHAT_REPORT_REASON_CHOICES} alwaysOn />,
  <DayInput key="from" source="from" label="Reported from" alwaysOn />,
  <DayInput key="to" source="to" label="Reported to" alwaysOn />,
  <MemberFilter key="senderId" source="senderId" label="Sender" alwaysOn />,
  <MemberFilter key="reporterId" source="reporterId" label="Reporter" alwaysOn />,
  // Shown when a report page links to the other reports of its conversation.
  <TextInput key="channelId" source="channelId" label="Conversation id" />,
];

const Column = DataTable.Col<ChatReportRecord>;

/** Reported chat messages, one row per report, newest first; a row opens the report with its conversation. */
export const ChatReportList = () => (
  <List
    title="Reported messages"
    filters={chatReportFilters}
    actions={<ExportActions />}
    exporter={chatReportsExporter}
    empty={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" label="Reported" disableSort>
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column source="reason" label="Reason" disableSort render={(r) => chatReasonLabel(r.reason)} />
      <Column
        source="messageText"
        label="Message"
        disableSort
        render={(r) => messagePreview({ kind: r.messageKind, text: r.messageText })}
      />
      <Column
        source="sender.name"
        label="Sender"
        disableSort
        render={(r) =>
          r.sender ? (
            <MemberLink member={{ id: r.sender.id, displayName: r.sender.name }} />
          ) : (
            'Deleted account'
          )
        }
      />
      <Column
        source="reporter.name"
        label="Reporter"
        disableSort
        render={(r) => <MemberLink member={{ id: r.reporter.id, displayName: r.reporter.name }} />}
      />
      <Column
        source="channelName"
        label="Conversation"
        disableSort
        render={(r) => channelLabel({ kind: r.channelKind, name: r.channelName })}
      />
      <Column
        source="channelFrozen"
        label="Frozen"
        disableSort
        render={(r) => (r.channelFrozen ? 'Yes' : 'No')}
      />
      <Column source="messageReports" label="Reports" disableSort />
      <Column source="status" label="Status" disableSort field={ChatReportStatusChip} />
    </DataTable>
  </List>
);

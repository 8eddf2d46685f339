import { heartsLabel } from '@barterbits/contracts';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { FeedbackStatusChip } from './FeedbackStatusChip.tsx';
import { toFeedbackCsvRow } from './feedbackCsv.ts';
import type { FeedbackRecord } from './feedbackDataProvider.ts';
import { FEEDBACK_KIND_CHOICES, FEEDBACK_STATUS_CHOICES, feedbackPreview } from './feedbackLabels.ts';

/** feedback.csv of every filtered row (read in pages of 1000), with readable columns. */
const feedbackExporter = csvExporter<FeedbackRecord>(toFeedbackCsvRow);

const feedbackFilters = [
  <SearchInput key="q" source="q" placeholder="Search subject, message, name or email" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={FEEDBACK_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={FEEDBACK_KIND_CHOICES} alwaysOn />,
  <DayInput key="from" source="from" label="Sent from" alwaysOn />,
  <DayInput key="to" source="to" label="Sent to" alwaysOn />,
  <MemberFilter key="userId" source="userId" label="Member" alwaysOn />,
];

const Column = DataTable.Col<FeedbackRecord>;

/** The sender: a member links to their user page; a visitor shows name and e-mail. */
const Sender = ({ record }: { record: FeedbackRecord }) =>
  record.member ? (
    <MemberLink member={{ id: record.member.id, displayName: record.member.name }} />
  ) : (
    <>
      {record.senderName}
      {record.senderType === 'GUEST' && record.senderEmail ? ` (${record.senderEmail}, guest)` : ''}
    </>
  );

/** Every feedback, newest first; filters kind, status, dates, member, text; a row opens the feedback. */
export const FeedbackList = () => (
  <List
    title="Feedback"
    filters={feedbackFilters}
    actions={<ExportActions />}
    exporter={feedbackExporter}
    sort={{ field: 'createdAt', order: 'DESC' }}
    empty={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" label="Sent">
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column source="kind" label="Kind" render={(r) => r.kindLabel} />
      <Column source="subject" label="Subject or message" disableSort render={(r) => feedbackPreview(r)} />
      <Column source="senderName" label="Sender" disableSort render={(r) => <Sender record={r} />} />
      <Column source="rating" label="Rating" render={(r) => (r.rating ? heartsLabel(r.rating) : '—')} />
      <Column
        source="screenshotUrl"
        label="Screenshot"
        disableSort
        render={(r) => (r.screenshotUrl ? 'Yes' : 'No')}
      />
      <Column source="status" label="Status" field={FeedbackStatusChip} />
    </DataTable>
  </List>
);

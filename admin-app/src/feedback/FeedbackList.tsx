import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { FeedbackStatusChip } from './FeedbackStatusChip.tsx';
import { toFeedbackCsvRow } from './feedbackCsv.ts';
import type { FeedbackRecord } from './feedbackDataProvider.ts';
import {
  FEEDBACK_KIND_CHOICES,
  FEEDBACK_KIND_KEYS,
  FEEDBACK_STATUS_CHOICES,
  feedbackPreview,
} from './feedbackLabels.ts';

/** feedback.csv of every filtered row (read in pages of 1000), with readable columns. */
const feedbackExporter = csvExporter<FeedbackRecord>('feedback', toFeedbackCsvRow);

const feedbackFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.feedback.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="resources.feedback.filters.status"
    choices={FEEDBACK_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="resources.feedback.filters.kind"
    choices={FEEDBACK_KIND_CHOICES}
    alwaysOn
  />,
  <DayInput key="from" source="from" label="resources.feedback.filters.from" alwaysOn />,
  <DayInput key="to" source="to" label="resources.feedback.filters.to" alwaysOn />,
  <MemberFilter key="userId" source="userId" label="resources.feedback.filters.userId" alwaysOn />,
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
export const FeedbackList = () => {
  const t = useT();
  return (
    <List
      title="console.feedback.title"
      filters={feedbackFilters}
      actions={<ExportActions />}
      exporter={feedbackExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="createdAt">
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column source="kind" render={(r) => t(FEEDBACK_KIND_KEYS[r.kind])} />
        <Column source="subject" disableSort render={(r) => feedbackPreview(r)} />
        <Column source="senderName" disableSort render={(r) => <Sender record={r} />} />
        <Column
          source="rating"
          render={(r) => (r.rating ? t('console.feedback.show.hearts', { smart_count: r.rating }) : '—')}
        />
        <Column
          source="screenshotUrl"
          disableSort
          render={(r) => t(r.screenshotUrl ? 'console.common.yes' : 'console.common.no')}
        />
        <Column source="status" field={FeedbackStatusChip} />
      </DataTable>
    </List>
  );
};

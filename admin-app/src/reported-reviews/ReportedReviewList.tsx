import { heartsLabel } from '@barterbits/contracts';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { excerpt, ReviewStateChip } from '../reviews/reviewLabels.tsx';
import { reasonsLabel, toReportedReviewCsvRow } from './reportedReviewsCsv.ts';
import type { ReportedReviewRecord } from './reportedReviewsDataProvider.ts';

/** reported-reviews.csv of the filtered list, with readable columns. */
const reportedExporter = csvExporter<ReportedReviewRecord>('reported-reviews', toReportedReviewCsvRow);

/** The reports per reason, in the console's language. */
const ReasonCounts = ({ reasons }: { reasons: Record<string, number> }) => {
  const t = useT();
  return <>{reasonsLabel(reasons, t)}</>;
};

/** Without a choice the server lists reviews with open reports (OPEN). */
const STATUS_CHOICES = [{ id: 'ALL', name: 'resources.reported-reviews.filters.statusAll' }];

const reportedFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.reported-reviews.filters.status"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="resources.reported-reviews.filters.statusEmpty"
  />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
];

const Column = DataTable.Col<ReportedReviewRecord>;

/** Reviews members reported, latest report first; a row opens the review with its reports. */
export const ReportedReviewList = () => (
  <List
    title="console.reported-reviews.title"
    filters={reportedFilters}
    actions={<ExportActions />}
    exporter={reportedExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="lastReportedAt" disableSort>
        <DateTimeField source="lastReportedAt" showTime />
      </Column>
      <Column source="openReports" disableSort />
      <Column source="reports" disableSort />
      <Column source="reasons" disableSort render={(r) => <ReasonCounts reasons={r.reasons} />} />
      <Column source="hearts" disableSort render={(r) => heartsLabel(r.hearts)} />
      <Column source="text" disableSort render={(r) => excerpt(r.text)} />
      <Column source="author.displayName" disableSort />
      <Column source="subject.displayName" disableSort />
      <Column source="enabled" disableSort field={ReviewStateChip} />
    </DataTable>
  </List>
);

import { heartsLabel } from '@barterbits/contracts';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { excerpt, ReviewStateChip } from '../reviews/reviewLabels.tsx';
import { reasonsLabel, toReportedReviewCsvRow } from './reportedReviewsCsv.ts';
import type { ReportedReviewRecord } from './reportedReviewsDataProvider.ts';

/** reported-reviews.csv of the filtered list, with readable columns. */
const reportedExporter = csvExporter<ReportedReviewRecord>(toReportedReviewCsvRow);

/** Without a choice the server lists reviews with open reports (OPEN). */
const STATUS_CHOICES = [{ id: 'ALL', name: 'Every reported review' }];

const reportedFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Reports"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="With open reports"
  />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
];

const Column = DataTable.Col<ReportedReviewRecord>;

/** Reviews members reported, latest report first; a row opens the review with its reports. */
export const ReportedReviewList = () => (
  <List
    title="Reported reviews"
    filters={reportedFilters}
    actions={<ExportActions />}
    exporter={reportedExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="lastReportedAt" label="Last reported" disableSort>
        <DateTimeField source="lastReportedAt" showTime />
      </Column>
      <Column source="openReports" label="Open reports" disableSort />
      <Column source="reports" label="Reports" disableSort />
      <Column source="reasons" label="Reasons" disableSort render={(r) => reasonsLabel(r.reasons)} />
      <Column source="hearts" label="Hearts" disableSort render={(r) => heartsLabel(r.hearts)} />
      <Column source="text" label="Review" disableSort render={(r) => excerpt(r.text)} />
      <Column source="author.displayName" label="Author" disableSort />
      <Column source="subject.displayName" label="About" disableSort />
      <Column source="enabled" label="State" disableSort field={ReviewStateChip} />
    </DataTable>
  </List>
);

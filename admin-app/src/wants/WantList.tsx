import { BooleanInput, DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { WantStatusChip } from './WantStatusChip.tsx';
import { WANT_STATUS_CHOICES } from './wantLabels.ts';
import { toWantCsvRow } from './wantsCsv.ts';
import type { WantRecord } from './wantsDataProvider.ts';

/** wants.csv of the filtered list, with readable columns. */
const wantsExporter = csvExporter<WantRecord>('wants', toWantCsvRow);

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.wants.filters.q" />,
  <SelectInput
    key="status"
    source="status"
    label="resources.wants.filters.status"
    choices={WANT_STATUS_CHOICES}
    emptyText="console.wants.allStatuses"
    alwaysOn
  />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <BooleanInput key="reported" source="reported" label="resources.wants.filters.reported" alwaysOn />,
];

const Column = DataTable.Col<WantRecord>;

/** Every want, newest first (the server's order), with its member and open reports; a row opens the want. */
export const WantList = () => (
  <List title="console.wants.title" filters={filters} actions={<ExportActions />} exporter={wantsExporter}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="title" disableSort />
      <Column source="category" disableSort />
      <Column
        source="member.displayName"
        disableSort
        render={(w) => (
          <MemberLink member={{ id: w.member.id, displayName: w.member.displayName || w.member.email }} />
        )}
      />
      <Column source="status" disableSort field={WantStatusChip} />
      <Column source="openReportCount" disableSort />
      <Column source="expiresAt" disableSort>
        <DateTimeField source="expiresAt" />
      </Column>
      <Column source="createdAt" disableSort>
        <DateTimeField source="createdAt" />
      </Column>
    </DataTable>
  </List>
);

import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { WalletStatusChip } from './WalletStatusChip.tsx';
import { toWalletCsvRow } from './walletCsv.ts';
import {
  bitsLabel,
  partyLabel,
  STATUS_CHOICES,
  TYPE_CHOICES,
  type WalletTransactionRecord,
} from './walletLabels.ts';

/** wallet-transactions.csv of the filtered, sorted list, with readable columns. */
const walletExporter = csvExporter<WalletTransactionRecord>(toWalletCsvRow);

const walletFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.wallet-transactions.filters.q" />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.wallet-transactions.filters.type"
    choices={TYPE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.wallet-transactions.filters.status"
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <DayInput key="from" source="from" label="resources.wallet-transactions.filters.from" alwaysOn />,
  <DayInput key="to" source="to" label="resources.wallet-transactions.filters.to" alwaysOn />,
];

const Column = DataTable.Col<WalletTransactionRecord>;

/** Every wallet movement, newest first; a row opens the movement. Dates are UTC days. */
export const WalletTransactionList = () => (
  <List
    title="console.wallet-transactions.title"
    filters={walletFilters}
    actions={<ExportActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={walletExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt">
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column source="reference" cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="type" render={(t) => t.label} />
      <Column source="status" field={WalletStatusChip} />
      <Column source="amountCents" render={(t) => bitsLabel(t.amountCents)} />
      <Column source="from" disableSort render={(t) => partyLabel(t.from)} />
      <Column source="to" disableSort render={(t) => partyLabel(t.to)} />
      <Column source="initiatedByName" disableSort />
      <Column source="memo" disableSort />
    </DataTable>
  </List>
);

import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
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
  <SearchInput key="q" source="q" alwaysOn placeholder="Search reference" />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput key="type" source="type" label="Type" choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <DayInput key="from" source="from" label="From" alwaysOn />,
  <DayInput key="to" source="to" label="To" alwaysOn />,
];

const Column = DataTable.Col<WalletTransactionRecord>;

/** Every wallet movement, newest first; a row opens the movement. Dates are UTC days. */
export const WalletTransactionList = () => (
  <List
    title="Wallet transactions"
    filters={walletFilters}
    actions={<ExportActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={walletExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" label="Date">
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column source="reference" label="Reference" cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="type" label="Type" render={(t) => t.label} />
      <Column source="status" label="Status" field={WalletStatusChip} />
      <Column source="amountCents" label="Amount" render={(t) => bitsLabel(t.amountCents)} />
      <Column source="from" label="From" disableSort render={(t) => partyLabel(t.from)} />
      <Column source="to" label="To" disableSort render={(t) => partyLabel(t.to)} />
      <Column source="initiatedByName" label="Initiated by" disableSort />
      <Column source="memo" label="Memo / reason" disableSort />
    </DataTable>
  </List>
);

import type { WalletTransactionType } from '@barterbits/contracts';
import { DataTable, List, SelectInput, useRecordContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { WalletStatusChip } from './WalletStatusChip.tsx';
import { toWalletCsvRow } from './walletCsv.ts';
import {
  bitsLabel,
  partyLabel,
  STATUS_CHOICES,
  TYPE_CHOICES,
  TYPE_KEYS,
  typeLabel,
  type WalletTransactionRecord,
} from './walletLabels.ts';

/** wallet-transactions.csv of the filtered, sorted list, with readable columns. */
/** A type filter choice in the console's language, with its code (two types both read "Sale"). */
const TypeChoice = () => {
  const t = useT();
  const choice = useRecordContext<{ id: WalletTransactionType }>();
  return <>{choice ? `${t(TYPE_KEYS[choice.id])} (${choice.id})` : null}</>;
};

const walletExporter = csvExporter<WalletTransactionRecord>('wallet-transactions', toWalletCsvRow);

const walletFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.wallet-transactions.filters.q" />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="resources.wallet-transactions.filters.type"
    choices={TYPE_CHOICES}
    optionText={<TypeChoice />}
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
export const WalletTransactionList = () => {
  const t = useT();
  return (
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
        <Column source="type" render={(m) => typeLabel(m, t)} />
        <Column source="status" field={WalletStatusChip} />
        <Column source="amountCents" render={(m) => bitsLabel(m.amountCents)} />
        <Column source="from" disableSort render={(m) => partyLabel(m.from, t)} />
        <Column source="to" disableSort render={(m) => partyLabel(m.to, t)} />
        <Column source="initiatedByName" disableSort />
        <Column source="memo" disableSort />
      </DataTable>
    </List>
  );
};

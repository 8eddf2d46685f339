import Chip from '@mui/material/Chip';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { References } from '../components/References.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { CardLoadRefund } from './CardLoadRefund.tsx';
import {
  bitsLabel,
  cardLabel,
  LOAD_STATUS_CHOICES,
  loadDisputeLabel,
  loadStateLabel,
  processorRefundLabel,
} from './cardLoadLabels.ts';
import { toCardLoadCsvRow } from './cardLoadsCsv.ts';
import type { CardLoadRecord } from './cardLoadsDataProvider.ts';

/** card-loads.csv of the filtered list, with readable columns. */
const cardLoadsExporter = csvExporter<CardLoadRecord>('card-loads', toCardLoadCsvRow);

const cardLoadFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.card-loads.filters.q" />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.card-loads.filters.status"
    choices={LOAD_STATUS_CHOICES}
    alwaysOn
  />,
];

const STATE_COLORS = {
  SUCCESSFUL: 'success',
  PROCESSING: 'info',
  FAILED: 'error',
  REFUND: 'warning',
} as const satisfies Record<CardLoadRecord['status'], 'success' | 'info' | 'error' | 'warning'>;

const Column = DataTable.Col<CardLoadRecord>;

/**
 * BITS loads paid by card, newest first, with the processor's references, the load's state and any
 * dispute; a credited load can be refunded to its card from its row.
 */
export const CardLoadList = () => {
  const t = useT();
  return (
    <List
      title="console.card-loads.title"
      filters={cardLoadFilters}
      actions={<ExportActions />}
      exporter={cardLoadsExporter}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <Column source="createdAt" disableSort>
          <DateTimeField source="createdAt" showTime />
        </Column>
        <Column
          source="member.displayName"
          disableSort
          render={(l) => (
            <MemberLink
              member={{ id: l.member.userId, displayName: l.member.displayName || l.member.email }}
            />
          )}
        />
        <Column source="amountCents" disableSort render={(l) => bitsLabel(l.amountCents)} />
        <Column
          source="status"
          disableSort
          render={(l) => <Chip size="small" label={loadStateLabel(l, t)} color={STATE_COLORS[l.status]} />}
        />
        <Column source="card" disableSort render={(l) => cardLabel(l.card) || '—'} />
        <Column
          source="references"
          disableSort
          render={(l) => <References lines={[l.processor, l.paymentRef, l.chargeRef]} />}
        />
        <Column source="disputeStatus" disableSort render={(l) => loadDisputeLabel(l, t) || '—'} />
        <Column source="processorRefunded" disableSort render={(l) => processorRefundLabel(l) || '—'} />
        <Column label="console.card-loads.list.actions" disableSort>
          <CardLoadRefund />
        </Column>
      </DataTable>
    </List>
  );
};

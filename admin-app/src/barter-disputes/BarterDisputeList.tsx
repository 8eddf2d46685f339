import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { BarterDisputeStatusChip } from './BarterDisputeStatusChip.tsx';
import { bitsLabel, partyName, REASON_CHOICES, reasonLabel, STATUS_CHOICES } from './barterDisputeLabels.ts';
import { toBarterDisputeCsvRow } from './barterDisputesCsv.ts';
import { type BarterDisputeRecord, TO_DECIDE } from './barterDisputesDataProvider.ts';

/** barter-disputes.csv of the filtered list, with readable columns. */
const barterDisputesExporter = csvExporter<BarterDisputeRecord>('barter-disputes', (d, t) =>
  toBarterDisputeCsvRow(d, t),
);

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.barter-disputes.filters.status"
    choices={STATUS_CHOICES}
    emptyText="console.barter-disputes.allStatuses"
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    label="resources.barter-disputes.filters.reason"
    choices={REASON_CHOICES}
    emptyText="console.barter-disputes.allReasons"
    alwaysOn
  />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
];

/** What the list shows when no dispute matches. */
const Empty = () => {
  const t = useT();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {t('console.barter-disputes.empty')}
    </Typography>
  );
};

const Column = DataTable.Col<BarterDisputeRecord>;

/**
 * Disputes of held barter payments, those to decide first (oldest first), with what is held and where each
 * stands ("Seller has not answered" once the seller's days to answer are over); a row opens the dispute.
 */
export const BarterDisputeList = () => {
  const t = useT();
  return (
    <List
      title="console.barter-disputes.title"
      filters={filters}
      filterDefaultValues={{ status: TO_DECIDE }}
      actions={<ExportActions />}
      exporter={barterDisputesExporter}
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty />}>
        <Column source="openedAt" disableSort>
          <DateTimeField source="openedAt" showTime />
        </Column>
        <Column source="barter.reference" disableSort render={(d) => d.barter.reference} />
        <Column source="barter.offerTitle" disableSort render={(d) => d.barter.offerTitle} />
        <Column
          source="buyer.displayName"
          disableSort
          render={(d) => <MemberLink member={{ id: d.buyer.id, displayName: partyName(d.buyer) }} />}
        />
        <Column
          source="seller.displayName"
          disableSort
          render={(d) => <MemberLink member={{ id: d.seller.id, displayName: partyName(d.seller) }} />}
        />
        <Column source="barter.heldCents" disableSort render={(d) => bitsLabel(d.barter.heldCents)} />
        <Column
          source="reason"
          disableSort
          render={(d) => <Chip size="small" variant="outlined" label={reasonLabel(d.reason, t)} />}
        />
        <Column source="status" disableSort>
          <BarterDisputeStatusChip />
        </Column>
      </DataTable>
    </List>
  );
};

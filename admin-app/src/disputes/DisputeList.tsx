import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useListContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { MemberLink } from '../components/MemberLink.tsx';
import { References } from '../components/References.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { DisputeDebtSettle } from './DisputeDebtSettle.tsx';
import { bitsLabel, DISPUTE_STATUS_CHOICES, debtLabel, disputeStatusLabel } from './disputeLabels.ts';
import { toDisputeCsvRow } from './disputesCsv.ts';
import type { DisputeExposure, DisputeRecord } from './disputesDataProvider.ts';

/** disputes.csv of the filtered list, with readable columns. */
const disputesExporter = csvExporter<DisputeRecord>('disputes', toDisputeCsvRow);

const disputeFilters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.disputes.filters.status"
    choices={DISPUTE_STATUS_CHOICES}
    emptyText="console.disputes.allStatuses"
    alwaysOn
  />,
  <MemberFilter key="userId" source="userId" alwaysOn />,
];

const STATUS_COLORS = { OPEN: 'warning', WON: 'success', LOST: 'error' } as const;

/**
 * What the disputes put at risk now, over all of them whatever the filter: the BITS held in open disputes
 * and the debt of BITS already spent (open disputes', and lost ones' not yet settled or written off).
 */
const Exposure = () => {
  const { meta } = useListContext<DisputeRecord>();
  const t = useT();
  const exposure = (meta as { exposure?: DisputeExposure } | undefined)?.exposure;
  if (!exposure) return null;
  const total = exposure.heldCents + exposure.debtCents;
  return (
    <Box component="section" aria-label={t('console.disputes.exposure.title')} sx={{ p: 2, pb: 0 }}>
      <Alert severity={total > 0 ? 'warning' : 'info'}>
        <Typography variant="subtitle2" component="h2">
          {t('console.disputes.exposure.title')}
        </Typography>
        <Typography variant="body2" aria-label={t('console.disputes.exposure.total')}>
          {t('console.disputes.exposure.text', {
            total: bitsLabel(total),
            held: bitsLabel(exposure.heldCents),
            debt: bitsLabel(exposure.debtCents),
          })}
        </Typography>
      </Alert>
    </Box>
  );
};

const Column = DataTable.Col<DisputeRecord>;

/**
 * Card disputes (chargebacks), open ones first shown, with the exposure above them; a lost dispute's
 * outstanding debt is settled or written off from its row.
 */
export const DisputeList = () => {
  const t = useT();
  return (
    <List
      title="console.disputes.title"
      filters={disputeFilters}
      filterDefaultValues={{ status: 'OPEN' }}
      actions={<ExportActions />}
      exporter={disputesExporter}
      empty={false}
    >
      <Exposure />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <Column source="openedAt" disableSort>
          <DateTimeField source="openedAt" showTime />
        </Column>
        <Column
          source="member.displayName"
          disableSort
          render={(d) =>
            d.member ? (
              <MemberLink
                member={{ id: d.member.userId, displayName: d.member.displayName || d.member.email }}
              />
            ) : (
              '—'
            )
          }
        />
        <Column source="amountCents" disableSort render={(d) => bitsLabel(d.amountCents)} />
        <Column source="heldCents" disableSort render={(d) => bitsLabel(d.heldCents)} />
        <Column source="debtCents" disableSort render={(d) => debtLabel(d, t)} />
        <Column
          source="status"
          disableSort
          render={(d) => (
            <Chip size="small" label={disputeStatusLabel(d, t)} color={STATUS_COLORS[d.status]} />
          )}
        />
        <Column source="reason" disableSort render={(d) => d.reason ?? '—'} />
        <Column
          source="references"
          disableSort
          render={(d) => <References lines={[d.processor, d.disputeRef, d.paymentRef, d.chargeRef]} />}
        />
        <Column label="console.disputes.list.actions" disableSort>
          <DisputeDebtSettle />
        </Column>
      </DataTable>
    </List>
  );
};

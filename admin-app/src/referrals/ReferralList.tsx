import type { TAdminReferral } from '@barterbits/contracts';
import { DataTable, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { inviteeLabel, REFERRAL_STATE_CHOICES, ReferralStateChip, rewardLabel } from './referralLabels.tsx';
import { toReferralCsvRow } from './referralsCsv.ts';

/** referrals.csv of the filtered, sorted list, with readable columns. */
const referralsExporter = csvExporter<TAdminReferral>('referrals', toReferralCsvRow);

const referralFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.referrals.filters.q" />,
  <SelectInput
    key="state"
    source="state"
    label="resources.referrals.filters.state"
    choices={REFERRAL_STATE_CHOICES}
    alwaysOn
  />,
  <MemberFilter
    key="referrerId"
    source="referrerId"
    label="resources.referrals.filters.referrerId"
    alwaysOn
  />,
  <DayInput key="from" source="from" label="resources.referrals.filters.from" alwaysOn />,
  <DayInput key="to" source="to" label="resources.referrals.filters.to" alwaysOn />,
];

const Column = DataTable.Col<TAdminReferral>;

/** Every referral, newest first; a row opens it. Dates filter the day it was created (UTC days). */
export const ReferralList = () => (
  <List
    title="console.referrals.title"
    filters={referralFilters}
    actions={<ExportActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={referralsExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt">
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column
        source="referrer.displayName"
        disableSort
        render={(r) => `${r.referrer.displayName} (${r.referrer.email})`}
      />
      <Column source="inviteeEmail" disableSort render={(r) => inviteeLabel(r)} />
      <Column source="state" field={ReferralStateChip} />
      <Column source="rewardCents" disableSort render={(r) => rewardLabel(r.rewardCents)} />
      <Column source="rewardedAt">
        <DateTimeField source="rewardedAt" showTime emptyText="—" />
      </Column>
      <Column source="voidReason" disableSort />
    </DataTable>
  </List>
);

import type { TAdminReferral } from '@barterbits/contracts';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { DayInput } from '../components/DayField.tsx';
import { MemberFilter } from '../components/MemberFilter.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { inviteeLabel, REFERRAL_STATE_CHOICES, ReferralStateChip, rewardLabel } from './referralLabels.tsx';
import { toReferralCsvRow } from './referralsCsv.ts';

/** referrals.csv of the filtered, sorted list, with readable columns. */
const referralsExporter = csvExporter<TAdminReferral>(toReferralCsvRow);

const referralFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or e-mail" />,
  <SelectInput key="state" source="state" label="State" choices={REFERRAL_STATE_CHOICES} alwaysOn />,
  <MemberFilter key="referrerId" source="referrerId" label="Referrer" alwaysOn />,
  <DayInput key="from" source="from" label="Created from" alwaysOn />,
  <DayInput key="to" source="to" label="Created to" alwaysOn />,
];

const Column = DataTable.Col<TAdminReferral>;

/** Every referral, newest first; a row opens it. Dates filter the day it was created (UTC days). */
export const ReferralList = () => (
  <List
    title="Referrals"
    filters={referralFilters}
    actions={<ExportActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={referralsExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" label="Created">
        <DateTimeField source="createdAt" showTime />
      </Column>
      <Column
        source="referrer.displayName"
        label="Referrer"
        disableSort
        render={(r) => `${r.referrer.displayName} (${r.referrer.email})`}
      />
      <Column source="inviteeEmail" label="Friend" disableSort render={(r) => inviteeLabel(r)} />
      <Column source="state" label="State" field={ReferralStateChip} />
      <Column source="rewardCents" label="Reward" disableSort render={(r) => rewardLabel(r.rewardCents)} />
      <Column source="rewardedAt" label="Rewarded">
        <DateTimeField source="rewardedAt" showTime emptyText="—" />
      </Column>
      <Column source="voidReason" label="Void reason" disableSort />
    </DataTable>
  </List>
);

import type { TAdminReferral, TUserListItem } from '@barterbits/contracts';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { displayName } from '../users/userLabels.ts';
import { inviteeLabel, REFERRAL_STATE_CHOICES, ReferralStateChip, rewardLabel } from './referralLabels.tsx';
import { toReferralCsvRow } from './referralsCsv.ts';

/** referrals.csv of the filtered, sorted list, with readable columns. */
const referralsExporter = csvExporter<TAdminReferral>(toReferralCsvRow);

const memberOption = (u: TUserListItem) => `${u.businessName ?? displayName(u)} (${u.email})`;

const referralFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or e-mail" />,
  <SelectInput key="state" source="state" label="State" choices={REFERRAL_STATE_CHOICES} alwaysOn />,
  <ReferenceInput key="referrerId" source="referrerId" reference="users" alwaysOn>
    <AutocompleteInput label="Referrer" optionText={memberOption} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="Created from" alwaysOn />,
  <DateInput key="to" source="to" label="Created to" alwaysOn />,
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

import type { TUserListItem } from '@barterbits/contracts';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { DEFAULT_PER_PAGE } from '../providers/listParams.ts';
import { UsernameLookup } from './UsernameLookup.tsx';
import { UserStatusChip } from './UserStatusChip.tsx';
import { accountKindLabel, MEMBER_TYPE_CHOICES, ROLE_CHOICES, STATUS_CHOICES } from './userLabels.ts';
import { toCsvRow } from './usersCsv.ts';

/** users.csv of the filtered, sorted list, with readable columns. */
const usersExporter = csvExporter<TUserListItem>(toCsvRow);

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search" />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput
    key="memberType"
    source="memberType"
    label="Member type"
    choices={MEMBER_TYPE_CHOICES}
    alwaysOn
  />,
  // Members by default (the console's users are the marketplace's members); "Admin" lists staff accounts.
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<TUserListItem>;

/** The members list, with "Find member by username" above it for the quickest way to one member. */
export const UserList = () => (
  <>
    <UsernameLookup />
    <List
      title="Users"
      filters={userFilters}
      actions={<ExportActions filterButton />}
      sort={{ field: 'created_at', order: 'DESC' }}
      filterDefaultValues={{ role: 'MEMBER' }}
      perPage={DEFAULT_PER_PAGE}
      exporter={usersExporter}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="email" label="Email" />
        <Column source="firstName" label="First name" />
        <Column source="lastName" label="Last name" />
        <Column source="userName" label="Username" disableSort />
        <Column source="memberType" label="Member type" disableSort render={accountKindLabel} />
        <Column source="status" label="Status" field={UserStatusChip} />
        <Column source="lastLogin" label="Last login">
          <DateTimeField source="lastLogin" showTime emptyText="Never" />
        </Column>
        <Column source="created_at" label="Created">
          <DateTimeField source="created_at" />
        </Column>
      </DataTable>
    </List>
  </>
);

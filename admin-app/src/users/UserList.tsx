import type { TUserListItem } from '@barterbits/contracts';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, ExportActions } from '../layout/csvExport.tsx';
import { DEFAULT_PER_PAGE } from '../providers/listParams.ts';
import { UsernameLookup } from './UsernameLookup.tsx';
import { UserStatusChip } from './UserStatusChip.tsx';
import { accountKindKey, MEMBER_TYPE_CHOICES, ROLE_CHOICES, STATUS_CHOICES } from './userLabels.ts';
import { toCsvRow } from './usersCsv.ts';

/** users.csv of the filtered, sorted list, with readable columns. */
const usersExporter = csvExporter<TUserListItem>('users', toCsvRow);

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="memberType" source="memberType" choices={MEMBER_TYPE_CHOICES} alwaysOn />,
  // Members by default (the console's users are the marketplace's members); "Admin" lists staff accounts.
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<TUserListItem>;

/**
 * The members list, with "Find member by username" above it for the quickest way to one member. Its labels
 * are its fields' messages (`resources.users.fields.*`).
 */
export const UserList = () => {
  const t = useT();
  return (
    <>
      <UsernameLookup />
      <List
        title={t('console.users.title')}
        filters={userFilters}
        actions={<ExportActions filterButton />}
        sort={{ field: 'created_at', order: 'DESC' }}
        filterDefaultValues={{ role: 'MEMBER' }}
        perPage={DEFAULT_PER_PAGE}
        exporter={usersExporter}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="email" />
          <Column source="firstName" />
          <Column source="lastName" />
          <Column source="userName" disableSort />
          <Column source="memberType" disableSort render={(user) => t(accountKindKey(user))} />
          <Column source="status" field={UserStatusChip} />
          <Column source="lastLogin">
            <DateTimeField source="lastLogin" showTime emptyText={t('console.users.never')} />
          </Column>
          <Column source="created_at">
            <DateTimeField source="created_at" />
          </Column>
        </DataTable>
      </List>
    </>
  );
};

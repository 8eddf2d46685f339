import { DataTable, ExportButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { csvExporter, EXPORT_MAX_ROWS } from '../layout/csvExport.tsx';
import { RequireResource } from '../permissions/NotAllowed.tsx';
import { AdminAccountActions } from './AdminAccountActions.tsx';
import { ADMIN_STATUS_CHOICES, ADMIN_STATUS_LABELS, adminName } from './adminAccountLabels.ts';
import { toAdminAccountCsvRow } from './adminAccountsCsv.ts';
import { ADMIN_ACCOUNTS_RESOURCE, type AdminAccountRecord } from './adminAccountsDataProvider.ts';
import { InviteAdminDialog } from './InviteAdminDialog.tsx';
import { roleChoices, useAdminRoles } from './useAdminRoles.ts';

/** admin-accounts.csv of every filtered row (read in pages of 1000), with readable columns. */
const adminAccountsExporter = csvExporter<AdminAccountRecord>(toAdminAccountCsvRow);

/** The filters: search, status and role (the roles read from GET /admin/roles). */
function useFilters() {
  const roles = useAdminRoles();
  return [
    <SearchInput key="q" source="q" placeholder="Search email or name" alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={ADMIN_STATUS_CHOICES} alwaysOn />,
    <SelectInput
      key="roleId"
      source="roleId"
      label="Role"
      choices={roleChoices(roles.data)}
      isPending={roles.isPending}
      alwaysOn
    />,
  ];
}

const Actions = () => (
  <TopToolbar>
    <InviteAdminDialog />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

const Column = DataTable.Col<AdminAccountRecord>;

const AccountList = () => {
  const filters = useFilters();
  return (
    <List
      title="Admin accounts"
      filters={filters}
      actions={<Actions />}
      exporter={adminAccountsExporter}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <Column
          source="email"
          label="Admin"
          disableSort
          render={(r) => (
            <>
              {adminName(r)}
              {adminName(r) === r.email ? null : <div>{r.email}</div>}
            </>
          )}
        />
        <Column source="role" label="Role" disableSort render={(r) => r.role?.name ?? 'No role'} />
        <Column source="status" label="Status" disableSort render={(r) => ADMIN_STATUS_LABELS[r.status]} />
        <Column source="invitedBy" label="Invited by" disableSort render={(r) => r.invitedBy?.name ?? '—'} />
        <Column source="lastLogin" label="Last sign-in" disableSort>
          <DateTimeField source="lastLogin" showTime emptyText="Never" />
        </Column>
        <Column source="id" label="Actions" disableSort>
          <AdminAccountActions />
        </Column>
      </DataTable>
    </List>
  );
};

/** Admin accounts (super admins only): role, status, inviter and last sign-in; invite, change role, deactivate. */
export const AdminAccountList = () => (
  <RequireResource resource={ADMIN_ACCOUNTS_RESOURCE}>
    <AccountList />
  </RequireResource>
);

import { DataTable, ExportButton, List, SelectInput, TopToolbar } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField.tsx';
import { SearchFilter } from '../components/SearchFilter.tsx';
import { useT } from '../i18n/useT.ts';
import { csvExporter, EXPORT_MAX_ROWS } from '../layout/csvExport.tsx';
import { ADMIN_ROLE_KEYS } from '../permissions/adminPermissions.ts';
import { RequireResource } from '../permissions/NotAllowed.tsx';
import { AdminAccountActions } from './AdminAccountActions.tsx';
import { ADMIN_STATUS_CHOICES, ADMIN_STATUS_KEYS, adminName } from './adminAccountLabels.ts';
import { toAdminAccountCsvRow } from './adminAccountsCsv.ts';
import { ADMIN_ACCOUNTS_RESOURCE, type AdminAccountRecord } from './adminAccountsDataProvider.ts';
import { InviteAdminDialog } from './InviteAdminDialog.tsx';
import { roleChoices, useAdminRoles } from './useAdminRoles.ts';

/** admin-accounts.csv of every filtered row (read in pages of 1000), with readable columns. */
const adminAccountsExporter = csvExporter<AdminAccountRecord>('admin-accounts', toAdminAccountCsvRow);

/** The filters: search, status and role (the roles read from GET /admin/roles). */
function useFilters() {
  const roles = useAdminRoles();
  return [
    <SearchFilter key="q" source="q" alwaysOn placeholder="resources.admin-accounts.filters.q" />,
    <SelectInput
      key="status"
      source="status"
      label="resources.admin-accounts.filters.status"
      choices={ADMIN_STATUS_CHOICES}
      alwaysOn
    />,
    <SelectInput
      key="roleId"
      source="roleId"
      label="resources.admin-accounts.filters.roleId"
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
  const t = useT();
  return (
    <List
      title="console.admin-accounts.title"
      filters={filters}
      actions={<Actions />}
      exporter={adminAccountsExporter}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <Column
          source="email"
          disableSort
          render={(r) => (
            <>
              {adminName(r)}
              {adminName(r) === r.email ? null : <div>{r.email}</div>}
            </>
          )}
        />
        <Column
          source="role"
          disableSort
          render={(r) => (r.role ? t(ADMIN_ROLE_KEYS[r.role.code]) : t('console.admin-accounts.noRole'))}
        />
        <Column source="status" disableSort render={(r) => t(ADMIN_STATUS_KEYS[r.status])} />
        <Column source="invitedBy" disableSort render={(r) => r.invitedBy?.name ?? '—'} />
        <Column source="lastLogin" disableSort>
          <DateTimeField source="lastLogin" showTime emptyText={t('console.admin-accounts.never')} />
        </Column>
        <Column source="id" disableSort>
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

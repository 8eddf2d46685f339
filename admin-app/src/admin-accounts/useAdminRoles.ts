import type { TAdminRoleItem } from '@barterbits/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ADMIN_ROLE_KEYS } from '../permissions/adminPermissions.ts';
import { ADMIN_ACCOUNTS_RESOURCE, type AdminAccountsDataProvider } from './adminAccountsDataProvider.ts';

/** The admin roles (GET /admin/roles), read once per page visit and shared by the filter and the dialogs. */
export function useAdminRoles() {
  const dataProvider = useDataProvider<AdminAccountsDataProvider>();
  return useQuery<TAdminRoleItem[]>({
    queryKey: [ADMIN_ACCOUNTS_RESOURCE, 'roles'],
    queryFn: () => dataProvider.listAdminRoles(ADMIN_ACCOUNTS_RESOURCE, {}),
    staleTime: 5 * 60_000,
  });
}

/** The active roles as select choices ({ id, name }): names are messages (react-admin translates a select's). */
export const roleChoices = (roles: TAdminRoleItem[] | undefined) =>
  (roles ?? []).filter((r) => r.isActive).map((r) => ({ id: r.id, name: ADMIN_ROLE_KEYS[r.code] }));

/** The Maintenance page's reads (the lock in force, the lockable modules) and their query keys. */
import type { TRestrictionState } from '@barterbits/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { MAINTENANCE_RESOURCE, type MaintenanceDataProvider } from './maintenanceDataProvider.ts';

/** Query keys of the page; a lock or a release refreshes both. */
export const MAINTENANCE_KEYS = {
  state: [MAINTENANCE_RESOURCE, 'state'] as const,
  modules: [MAINTENANCE_RESOURCE, 'modules'] as const,
};

/** The lock in force as members see it. */
export const useRestrictionState = () => {
  const dataProvider = useDataProvider<MaintenanceDataProvider>();
  return useQuery({
    queryKey: MAINTENANCE_KEYS.state,
    queryFn: () => dataProvider.maintenanceState(MAINTENANCE_RESOURCE, {}),
  });
};

/** The modules an admin may lock. */
export const useLockableModules = () => {
  const dataProvider = useDataProvider<MaintenanceDataProvider>();
  return useQuery({
    queryKey: MAINTENANCE_KEYS.modules,
    queryFn: () => dataProvider.lockableModules(MAINTENANCE_RESOURCE, {}),
  });
};

/** After a lock or a release: the state the server answered, then the modules read again. */
export function applyNewState(client: QueryClient, state: TRestrictionState): Promise<void> {
  client.setQueryData(MAINTENANCE_KEYS.state, state);
  return client.invalidateQueries({ queryKey: MAINTENANCE_KEYS.modules });
}

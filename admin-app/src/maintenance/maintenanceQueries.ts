/** The Maintenance page's reads (the lock in force, the lockable modules) and their query keys. */
import type { TMaintenanceModule, TRestrictionState } from '@barterbits/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';

/** Query keys of the page; a lock or a release refreshes both. */
export const MAINTENANCE_KEYS = {
  state: ['maintenance', 'state'] as const,
  modules: ['maintenance', 'modules'] as const,
};

/** GET /maintenance/check: the lock in force as members see it. */
export const useRestrictionState = () =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.state,
    queryFn: async (): Promise<TRestrictionState> => (await api.maintenanceCheck()).data,
  });

/** GET /maintenance/modules?moduleType=lockable: the modules an admin may lock. */
export const useLockableModules = () =>
  useQuery({
    queryKey: MAINTENANCE_KEYS.modules,
    queryFn: async (): Promise<TMaintenanceModule[]> =>
      (await api.maintenanceModules({ moduleType: 'lockable' })).data,
  });

/** After a lock or a release: the state the server answered, then the modules read again. */
export function applyNewState(client: QueryClient, state: TRestrictionState): Promise<void> {
  client.setQueryData(MAINTENANCE_KEYS.state, state);
  return client.invalidateQueries({ queryKey: MAINTENANCE_KEYS.modules });
}

/**
 * The `maintenance` resource: the lock members see, as its own calls only (no list or record):
 * `maintenanceState` → GET /maintenance/check (the lock in force), `lockableModules` →
 * GET /maintenance/modules?moduleType=lockable, `lockSystem` → POST /maintenance/lock-system (replaces
 * the lock in force), `releaseSystem` → POST /maintenance/release-system, `createUnlockPass` →
 * POST /maintenance/unlock-token (a pass for a tester).
 */
import type {
  ResponseOf,
  TLockSystemRequest,
  TMaintenanceModule,
  TRestrictionState,
  TUnlockPass,
  TUnlockTokenRequest,
} from '@barterbits/contracts';
import type { DataProvider } from 'react-admin';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const MAINTENANCE_RESOURCE = 'maintenance';

/** What the maintenance resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface MaintenanceApi {
  maintenanceCheck(): Promise<ResponseOf<'maintenanceCheck'>>;
  maintenanceModules(query: { moduleType: 'lockable' }): Promise<ResponseOf<'maintenanceModules'>>;
  lockSystem(body: TLockSystemRequest): Promise<ResponseOf<'lockSystem'>>;
  releaseSystem(): Promise<ResponseOf<'releaseSystem'>>;
  createUnlockToken(body: TUnlockTokenRequest): Promise<ResponseOf<'createUnlockToken'>>;
}

/** A lock or a release: the state in force after it, and the server's message. */
export interface MaintenanceChange {
  data: TRestrictionState;
  message: string | undefined;
}

export function createMaintenanceProvider(api: MaintenanceApi) {
  return resourceProvider(
    MAINTENANCE_RESOURCE,
    {},
    {
      /** The lock in force as members see it. */
      async maintenanceState(_resource: string, _params: Record<string, never>): Promise<TRestrictionState> {
        return (await api.maintenanceCheck()).data;
      },
      /** The modules an admin may lock, with whether each is locked now. */
      async lockableModules(
        _resource: string,
        _params: Record<string, never>,
      ): Promise<TMaintenanceModule[]> {
        return (await api.maintenanceModules({ moduleType: 'lockable' })).data;
      },
      async lockSystem(_resource: string, params: TLockSystemRequest): Promise<MaintenanceChange> {
        const res = await api.lockSystem(params);
        return { data: res.data, message: res.message };
      },
      async releaseSystem(_resource: string, _params: Record<string, never>): Promise<MaintenanceChange> {
        const res = await api.releaseSystem();
        return { data: res.data, message: res.message };
      },
      /** A pass for the lock in force, valid for `ttlMinutes`. */
      async createUnlockPass(_resource: string, params: { ttlMinutes: number }): Promise<TUnlockPass> {
        return (await api.createUnlockToken({ ttlMinutes: params.ttlMinutes })).data;
      },
    },
  );
}

/** The maintenance provider's calls, for `useDataProvider<MaintenanceDataProvider>()`. */
export type MaintenanceDataProvider = DataProvider &
  Pick<
    ReturnType<typeof createMaintenanceProvider>,
    'maintenanceState' | 'lockableModules' | 'lockSystem' | 'releaseSystem' | 'createUnlockPass'
  >;

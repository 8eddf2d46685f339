import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Maintenance lock: one typed function per endpoint. */
export const maintenanceApi = (invoke: Invoke) => ({
  /** GET /maintenance/modules?moduleType=lockable (admin): the modules with whether each is locked now. */
  maintenanceModules: (query?: QueryOf<'maintenanceModules'>) => invoke('maintenanceModules', { query }),
  /**
   * GET /maintenance/check: the restriction state. Pass the tester's unlock pass (`xSystemUnlockToken`)
   * to learn whether it still holds (`isUnlocked`).
   */
  maintenanceCheck: (headers?: Record<string, string>) =>
    invoke('maintenanceCheck', headers ? { headers } : {}),
  /** POST /maintenance/lock-system (admin): lock modules or the whole system with a note. */
  lockSystem: (body: BodyOf<'lockSystem'>) => invoke('lockSystem', { body }),
  /** POST /maintenance/release-system (admin, empty body): release the lock in force. */
  releaseSystem: () => invoke('releaseSystem'),
  /** POST /maintenance/unlock-token (admin): a short-lived unlock pass for a tester. */
  createUnlockToken: (body: BodyOf<'createUnlockToken'> = {}) => invoke('createUnlockToken', { body }),
  /** POST /maintenance/unlock-system: check a pass; the answer names the header to send it in. */
  unlockSystem: (body: BodyOf<'unlockSystem'>) => invoke('unlockSystem', { body }),
});

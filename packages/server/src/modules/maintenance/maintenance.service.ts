/**
 * Maintenance rules: the modules and whether each is locked, the restriction state, locking
 * (replacing the lock in force in one transaction) and releasing, and the unlock passes. Every change is
 * audited, NOTIFYs the other instances at its commit and reloads this instance's snapshot before answering.
 */
import {
  MAINTENANCE_MESSAGES,
  MAINTENANCE_MODULE_ROUTES,
  type TLockSystemRequest,
  type TMaintenanceModule,
  type TRestrictionState,
  type TUnlockPass,
} from '@barterbits/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createMaintenanceRepository } from './maintenance.repository.ts';
import type { MaintenanceState } from './maintenance.state.ts';
import { restrictionState } from './restriction.ts';
import type { UnlockPasses } from './unlock-pass.ts';

export interface MaintenanceServiceDeps {
  db: Db;
  maintenance: MaintenanceState;
  unlockPasses: UnlockPasses;
}

export function createMaintenanceService(deps: MaintenanceServiceDeps) {
  const { db, maintenance, unlockPasses } = deps;

  const isUnlocked = (pass: string | undefined) => {
    const lock = maintenance.current().lock;
    return !!lock && !!pass && unlockPasses.check(pass, lock.id) === 'valid';
  };
  const stateFor = (pass?: string) => restrictionState(maintenance.current(), isUnlocked(pass));

  return {
    /** The modules (lockable ones unless `all`), with whether the lock in force covers each. */
    async modules(_auth: AuthContext, moduleType: 'lockable' | 'all'): Promise<TMaintenanceModule[]> {
      const repo = createMaintenanceRepository(db);
      const [rows, lock] = await Promise.all([repo.modules(moduleType === 'lockable'), repo.activeLock()]);
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        description: m.description,
        lockable: m.lockable,
        locked: !!lock && (lock.moduleIds.includes(m.id) || (lock.systemDown && m.lockable)),
        routes: [...(MAINTENANCE_MODULE_ROUTES[m.id] ?? [])],
      }));
    },

    /** The restriction state from this instance's snapshot (no query); `pass` is the caller's unlock pass. */
    check: (pass?: string): TRestrictionState => stateFor(pass),

    /** Replaces any lock in force; an unknown or unlockable module id is a 400 naming it. */
    async lock(auth: AuthContext, input: TLockSystemRequest): Promise<TRestrictionState> {
      const moduleIds = [...new Set(input.lockedModulesId ?? [])];
      const systemDown = input.systemDown ?? false;
      await db.transaction(async (tx) => {
        const repo = createMaintenanceRepository(tx);
        const lockable = new Set((await repo.modules(true)).map((m) => m.id));
        const unknown = moduleIds.filter((id) => !lockable.has(id));
        if (unknown.length > 0) {
          const messages = unknown.map(MAINTENANCE_MESSAGES.unknownModule);
          throw new AppError('VALIDATION_FAILED', messages[0], {
            fieldErrors: { lockedModulesId: messages },
          });
        }
        await repo.serializeChanges();
        const replaced = await repo.release(auth.userId);
        const lock = await repo.insertLock({
          adminId: auth.userId,
          systemDown,
          moduleIds,
          adminNote: input.adminNote,
        });
        await repo.audit(auth.userId, null, 'MAINTENANCE_LOCK', {
          lockId: lock.id,
          systemDown,
          moduleIds,
          adminNote: input.adminNote,
          replacedLockId: replaced?.id ?? null,
        });
        await repo.notifyChange(lock.id);
      });
      await maintenance.reload();
      return stateFor();
    },

    /** Releases the lock in force; with nothing locked it changes nothing and says so. */
    async release(auth: AuthContext): Promise<{ state: TRestrictionState; released: boolean }> {
      const released = await db.transaction(async (tx) => {
        const repo = createMaintenanceRepository(tx);
        await repo.serializeChanges();
        const row = await repo.release(auth.userId);
        if (!row) return false;
        await repo.audit(auth.userId, null, 'MAINTENANCE_RELEASE', { lockId: row.id });
        await repo.notifyChange(null);
        return true;
      });
      await maintenance.reload();
      return { state: stateFor(), released };
    },

    /** A pass for the lock in force, valid `ttlMinutes`; 409 when nothing is locked. */
    async issuePass(auth: AuthContext, ttlMinutes: number): Promise<TUnlockPass> {
      const lock = await createMaintenanceRepository(db).activeLock();
      if (!lock) throw new AppError('CONFLICT', MAINTENANCE_MESSAGES.passNothingLocked);
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await createMaintenanceRepository(db).audit(auth.userId, null, 'MAINTENANCE_UNLOCK_PASS', {
        lockId: lock.id,
        expiresAt: expiresAt.toISOString(),
      });
      return {
        xSystemUnlockToken: unlockPasses.issue(lock.id, expiresAt),
        lockId: lock.id,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Checks a tester's pass against the lock in force: 400 forged, 410 expired or of an earlier lock. */
    unlock(pass: string): TUnlockPass & { state: TRestrictionState } {
      const lock = maintenance.current().lock;
      const verdict = unlockPasses.check(pass, lock?.id ?? null);
      if (verdict === 'invalid') throw new AppError('LINK_INVALID', MAINTENANCE_MESSAGES.passInvalid);
      if (verdict === 'expired') throw new AppError('LINK_EXPIRED', MAINTENANCE_MESSAGES.passExpired);
      if (verdict === 'stale' || !lock) throw new AppError('LINK_EXPIRED', MAINTENANCE_MESSAGES.passStale);
      const expSeconds = Number(pass.split('.')[1]);
      return {
        xSystemUnlockToken: pass,
        lockId: lock.id,
        expiresAt: new Date(expSeconds * 1000).toISOString(),
        state: stateFor(pass),
      };
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

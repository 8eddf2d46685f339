/** The maintenance snapshot every request reads, and the restriction state (spec §3) made from it. */
import { MAINTENANCE_MODULE_ROUTES, type TRestrictionState } from '@barterbits/contracts';

/** The lock in force as the guard reads it. */
export interface ActiveLock {
  id: string;
  systemDown: boolean;
  moduleIds: ReadonlySet<string>;
  adminNote: string;
  lockedAt: Date;
}

/** What one instance knows of maintenance: the lock in force and the modules' names. */
export interface MaintenanceSnapshot {
  lock: ActiveLock | null;
  modules: readonly { id: string; name: string; lockable: boolean }[];
}

export const EMPTY_SNAPSHOT: MaintenanceSnapshot = { lock: null, modules: [] };

/** The member-app routes of `moduleIds`, each once, in module order. */
export function routesOf(moduleIds: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const id of moduleIds) for (const r of MAINTENANCE_MODULE_ROUTES[id] ?? []) out.add(r);
  return [...out];
}

/**
 * The restriction state for a caller: `isUnlocked` when the request carried a valid unlock pass. While
 * the system is down every lockable module counts as locked.
 */
export function restrictionState(snapshot: MaintenanceSnapshot, isUnlocked: boolean): TRestrictionState {
  const { lock, modules } = snapshot;
  if (!lock) {
    return {
      isSystemDown: false,
      isModulesLocked: false,
      adminNote: null,
      lockId: null,
      lockedAt: null,
      lockedModulesId: [],
      lockedModules: [],
      routes: [],
      isEnableRoute: true,
      isUnlocked: false,
    };
  }
  const locked = modules.filter((m) => lock.moduleIds.has(m.id) || (lock.systemDown && m.lockable));
  return {
    isSystemDown: lock.systemDown,
    isModulesLocked: locked.length > 0,
    adminNote: lock.adminNote,
    lockId: lock.id,
    lockedAt: lock.lockedAt.toISOString(),
    lockedModulesId: locked.map((m) => m.id),
    lockedModules: locked.map((m) => ({ id: m.id, name: m.name })),
    routes: routesOf(locked.map((m) => m.id)),
    isEnableRoute: isUnlocked,
    isUnlocked,
  };
}

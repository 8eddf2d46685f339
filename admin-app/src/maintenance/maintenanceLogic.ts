/**
 * The Maintenance page's rules, apart from its screens: the switches' true/false map and the
 * `lockedModulesId` built from it (spec §7), the request after the contract's checks, and the texts of
 * the state and of the two confirmations (what members lose).
 */
import {
  type TLockSystemRequest,
  type TMaintenanceModule,
  type TRestrictionState,
  ZLockSystemRequest,
} from '@barterbits/contracts';
import { isAdminPermissions } from '../permissions/adminPermissions.ts';

/** The switches of the lockable modules: module id → locked. */
export type ModuleSwitches = Record<string, boolean>;

/** What the admin chose on the page. */
export interface LockChoice {
  switches: ModuleSwitches;
  systemDown: boolean;
  adminNote: string;
}

/** The switches as the lock in force set them (all off while the whole system is down: it covers them). */
export function switchesFrom(
  modules: readonly TMaintenanceModule[],
  state: TRestrictionState,
): ModuleSwitches {
  return Object.fromEntries(modules.map((m) => [m.id, !state.isSystemDown && m.locked]));
}

/** `lockedModulesId`: the ids switched on, in the order of the modules list (unknown ids are dropped). */
export function lockedModulesIdFrom(
  switches: ModuleSwitches,
  modules: readonly TMaintenanceModule[],
): string[] {
  return modules.filter((m) => switches[m.id] === true).map((m) => m.id);
}

/** The body of POST /maintenance/lock-system, or the first message of the contract's checks. */
export function buildLockRequest(
  choice: LockChoice,
  modules: readonly TMaintenanceModule[],
): { ok: true; body: TLockSystemRequest } | { ok: false; message: string; field: 'adminNote' | 'modules' } {
  const body = {
    lockedModulesId: choice.systemDown ? [] : lockedModulesIdFrom(choice.switches, modules),
    systemDown: choice.systemDown,
    adminNote: choice.adminNote,
  };
  const parsed = ZLockSystemRequest.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: issue?.message ?? 'Check the form.',
    field: issue?.path[0] === 'adminNote' ? 'adminNote' : 'modules',
  };
}

/** "Wallet", "Wallet and Chat", "Offers, Wallet and Chat". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One line on the lock in force, for the state card and the release confirmation. */
export function stateSummary(state: TRestrictionState): string {
  if (state.isSystemDown) return 'The whole system is down: members can only sign in and see the note.';
  if (state.isModulesLocked)
    return `Locked for maintenance: ${listNames(state.lockedModules.map((m) => m.name))}.`;
  return 'The system is up: nothing is locked.';
}

/** The lock confirmation: exactly what members lose, the note they will read, and that it replaces a lock in force. */
export function lockConfirmationText(
  choice: LockChoice,
  modules: readonly TMaintenanceModule[],
  current: TRestrictionState,
): string[] {
  const lines: string[] = [];
  if (choice.systemDown) {
    lines.push(
      'Members will lose the whole marketplace: every page shows the maintenance page, and every call but signing in and out is refused until you release the lock.',
    );
  } else {
    const chosen = modules.filter((m) => choice.switches[m.id] === true);
    for (const m of chosen) lines.push(`${m.name}: ${m.description}`);
    lines.unshift(
      `Members will lose ${listNames(chosen.map((m) => m.name))} until you release the lock: those pages are disabled and their calls refused.`,
    );
  }
  lines.push(`They will read your note: "${choice.adminNote.trim()}"`);
  if (current.isSystemDown || current.isModulesLocked)
    lines.push('This replaces the lock in force, and ends every unlock pass given for it.');
  return lines;
}

/** The release confirmation: what members get back. */
export function releaseConfirmationText(state: TRestrictionState): string {
  if (state.isSystemDown)
    return 'Members get the whole marketplace back at once, and every unlock pass ends.';
  return `Members get ${listNames(state.lockedModules.map((m) => m.name))} back at once, and every unlock pass ends.`;
}

/**
 * Whether the admin may lock and release: the permissions allow lockSystem. When the permissions are
 * unknown (not loaded, or an unexpected shape) the buttons show and the server decides (403).
 */
export function mayChangeMaintenance(permissions: unknown): boolean {
  return isAdminPermissions(permissions) ? permissions.allowedEndpoints.includes('lockSystem') : true;
}

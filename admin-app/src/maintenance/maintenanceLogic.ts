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
import { englishText, type Translate } from '../i18n/useT.ts';
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
  t: Translate = englishText,
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
    message: issue?.message ?? t('console.maintenance.checkForm'),
    field: issue?.path[0] === 'adminNote' ? 'adminNote' : 'modules',
  };
}

/** "Wallet", "Wallet and Chat", "Offers, Wallet and Chat" (« et » in French). */
export function listNames(names: readonly string[], t: Translate = englishText): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('console.maintenance.and', {
    first: names.slice(0, -1).join(', '),
    last: names[names.length - 1] ?? '',
  });
}

/** One line on the lock in force, for the state card and the release confirmation. */
export function stateSummary(state: TRestrictionState, t: Translate = englishText): string {
  if (state.isSystemDown) return t('console.maintenance.systemDown');
  if (state.isModulesLocked)
    return t('console.maintenance.modulesLocked', {
      modules: listNames(
        state.lockedModules.map((m) => m.name),
        t,
      ),
    });
  return t('console.maintenance.systemUp');
}

/** The lock confirmation: exactly what members lose, the note they will read, and that it replaces a lock in force. */
export function lockConfirmationText(
  choice: LockChoice,
  modules: readonly TMaintenanceModule[],
  current: TRestrictionState,
  t: Translate = englishText,
): string[] {
  const lines: string[] = [];
  if (choice.systemDown) {
    lines.push(t('console.maintenance.loseSystem'));
  } else {
    const chosen = modules.filter((m) => choice.switches[m.id] === true);
    for (const m of chosen)
      lines.push(t('console.maintenance.moduleLine', { name: m.name, description: m.description }));
    lines.unshift(
      t('console.maintenance.loseModules', {
        modules: listNames(
          chosen.map((m) => m.name),
          t,
        ),
      }),
    );
  }
  lines.push(t('console.maintenance.readNote', { note: choice.adminNote.trim() }));
  if (current.isSystemDown || current.isModulesLocked) lines.push(t('console.maintenance.replaces'));
  return lines;
}

/** The release confirmation: what members get back. */
export function releaseConfirmationText(state: TRestrictionState, t: Translate = englishText): string {
  if (state.isSystemDown) return t('console.maintenance.backSystem');
  return t('console.maintenance.backModules', {
    modules: listNames(
      state.lockedModules.map((m) => m.name),
      t,
    ),
  });
}

/**
 * Whether the admin may lock and release: the permissions allow lockSystem. When the permissions are
 * unknown (not loaded, or an unexpected shape) the buttons show and the server decides (403).
 */
export function mayChangeMaintenance(permissions: unknown): boolean {
  return isAdminPermissions(permissions) ? permissions.allowedEndpoints.includes('lockSystem') : true;
}

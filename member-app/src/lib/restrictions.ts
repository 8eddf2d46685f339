/**
 * The maintenance restriction state (spec §3: routes, isEnableRoute, adminNote, xSystemUnlockToken,
 * isModulesLocked, isSystemDown) and its rules. The server's answer to GET /maintenance/check is kept in
 * `restrictionViewAtom` (this page load, with the locked modules' names) and `restrictedRoutesAtom`
 * (persisted, spec names, where the tester's unlock pass lives); the
 * API client's hooks (`installRestrictionHooks`, from lib/api.ts) send a tester's unlock pass on every
 * call and signal any 503 MAINTENANCE so the state is checked again. Reading and rules only: the check
 * itself is `features/restrictions/api/check-restrictions.ts`.
 */
import { type ApiError, isApiError } from '@barterbits/api-client';
import {
  HEADER_SYSTEM_UNLOCK_TOKEN,
  MAINTENANCE_MODULE_ROUTES,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  PAGES,
  type TRestrictionState,
} from '@barterbits/contracts';
import type { AxiosInstance } from 'axios';
import { atom, getDefaultStore } from 'jotai';
import { matchRoutes } from 'react-router-dom';
import { initialRestriction, type RestrictionState, restrictedRoutesAtom } from '../stores/ui.ts';
import { MEMBER_SECTIONS, type MemberSectionKey, normalizePath } from './routes.ts';

/** How often the state is checked again while something is locked: the server's Retry-After. */
export const RECHECK_WHILE_LOCKED_MS = MAINTENANCE_RETRY_AFTER_SECONDS * 1000;

/** A locked module as the member app shows it. */
export interface LockedModule {
  id: string;
  name: string;
}

/**
 * What this page load learnt from the server, read by the app's decisions: the spec's state, the locked
 * modules' names, and whether a check (or a 503 MAINTENANCE) answered yet (the redirect waits for it).
 * In memory, so a session end that resets the persisted atoms does not forget the lock in force.
 */
export interface RestrictionView {
  checked: boolean;
  state: RestrictionState;
  lockedModules: LockedModule[];
}
export const restrictionViewAtom = atom<RestrictionView>({
  checked: false,
  state: initialRestriction,
  lockedModules: [],
});

/** Bumped on every 503 MAINTENANCE answer: the check runs again. */
export const maintenanceSignalAtom = atom(0);

/** The spec's restriction state from the server's answer; the tester's pass is kept. */
export function toRestrictionState(server: TRestrictionState, unlockToken: string): RestrictionState {
  return {
    routes: server.routes,
    isEnableRoute: server.isEnableRoute,
    adminNote: server.adminNote ?? '',
    // A pass the server no longer accepts (expired, or made for an earlier lock) is dropped.
    xSystemUnlockToken: server.isUnlocked ? unlockToken : '',
    isModulesLocked: server.isModulesLocked,
    isSystemDown: server.isSystemDown,
  };
}

/** Whether anything is locked for this member (a valid unlock pass lifts it). */
export const isRestricted = (s: RestrictionState): boolean =>
  !s.isEnableRoute && (s.isSystemDown || s.isModulesLocked);

/** Whether the member must be on /web-restrictions: the whole system is down and no pass lifts it. */
export const mustShowRestrictionPage = (s: RestrictionState): boolean => !s.isEnableRoute && s.isSystemDown;

const MODULE_ROUTE_TABLE = Object.entries(MAINTENANCE_MODULE_ROUTES).flatMap(([module, paths]) =>
  paths.map((path) => ({ path, module })),
);

/**
 * The lockable module a member-app path belongs to, or null. Ranked as the router ranks routes, so
 * /my-wallet/barter-record is barter's, not wallet's /my-wallet/:id.
 */
export function moduleOfPath(pathname: string): string | null {
  const match = matchRoutes(MODULE_ROUTE_TABLE, normalizePath(pathname));
  return match?.[0]?.route.module ?? null;
}

/** The locked module whose page `pathname` is, or null (unlocked page, or a pass lifts the lock). */
export function lockedModuleOfPage(
  pathname: string,
  state: RestrictionState,
  lockedModules: readonly LockedModule[],
): LockedModule | null {
  if (!isRestricted(state)) return null;
  const id = moduleOfPath(pathname);
  return (id && lockedModules.find((m) => m.id === id)) || null;
}

/** The navigation sections a lock disables, with the locked module each belongs to. */
export function lockedSections(
  state: RestrictionState,
  lockedModules: readonly LockedModule[],
): Partial<Record<MemberSectionKey, LockedModule>> {
  const out: Partial<Record<MemberSectionKey, LockedModule>> = {};
  for (const section of MEMBER_SECTIONS) {
    const locked = lockedModuleOfPage(section.path, state, lockedModules);
    if (locked) out[section.key] = locked;
  }
  return out;
}

/** A 503 whose body is the maintenance error (its message is the admin's note). */
export const isMaintenanceError = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 503 && error.code === 'MAINTENANCE';

/** Where /web-restrictions sends the member back to: where they were, never itself. */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return PAGES.home.path;
  return normalizePath(from.split(/[?#]/, 1)[0] ?? '/') === PAGES.webRestrictions.path
    ? PAGES.home.path
    : from;
}

/** What the API client's hooks need: the pass to send, and what to do on a 503 MAINTENANCE. */
export interface RestrictionHooks {
  unlockToken(): string;
  onMaintenance(error: ApiError): void;
}

/**
 * Adds to each axios instance a request hook that sends the tester's unlock pass (when there is one)
 * and a response hook that reports every 503 MAINTENANCE, then rejects as before.
 */
export function installRestrictionHooks(instances: readonly AxiosInstance[], hooks: RestrictionHooks): void {
  for (const instance of instances) {
    instance.interceptors.request.use((config) => {
      const pass = hooks.unlockToken();
      if (pass) config.headers.set(HEADER_SYSTEM_UNLOCK_TOKEN, pass);
      return config;
    });
    instance.interceptors.response.use(undefined, (error: unknown) => {
      if (isMaintenanceError(error)) hooks.onMaintenance(error);
      throw error;
    });
  }
}

/** The hooks over the app's jotai store: the persisted pass; a 503 marks the state stale and asks for a check. */
export const storeRestrictionHooks = (store = getDefaultStore()): RestrictionHooks => ({
  unlockToken: () => store.get(restrictedRoutesAtom).xSystemUnlockToken,
  onMaintenance: () => store.set(maintenanceSignalAtom, (n) => n + 1),
});

/**
 * The live socket's maintenance hooks over the app's store: it carries the tester's unlock pass, and a
 * maintenance close (4503) asks for a restriction check at once.
 */
export const liveSocketRestrictionHooks = {
  getUnlockPass: () => getDefaultStore().get(restrictedRoutesAtom).xSystemUnlockToken || undefined,
  onMaintenance: () => getDefaultStore().set(maintenanceSignalAtom, (n) => n + 1),
};

/** Saves a check's answer: the spec's state (persisted too, as spec §4 says) and the locked modules' names. */
export function saveRestriction(
  store: ReturnType<typeof getDefaultStore>,
  server: TRestrictionState,
  unlockToken: string,
): void {
  const state = toRestrictionState(server, unlockToken);
  store.set(restrictedRoutesAtom, state);
  store.set(restrictionViewAtom, { checked: true, state, lockedModules: server.lockedModules });
}

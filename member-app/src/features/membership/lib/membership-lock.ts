/**
 * The membership module's maintenance lock as its full-screen pages (outside the shell) show it: a banner
 * with the admin's note and their actions disabled.
 */
import { useAtomValue } from 'jotai';
import {
  isMaintenanceError,
  isRestricted,
  type LockedModule,
  type RestrictionView,
  restrictionViewAtom,
} from '../../../lib/restrictions.ts';

/** The lockable module these pages belong to, named as the server names it. */
export const MEMBERSHIP_MODULE: LockedModule = { id: 'membership', name: 'Membership' };

/** What a membership page shows of the lock. */
export interface MembershipLock {
  /** The banner's module and note, or null: nothing to show. */
  notice: { module: LockedModule; adminNote: string } | null;
  /** The restriction state says membership is locked: the page's actions are disabled. */
  locked: boolean;
}

/**
 * The lock from the restriction state; failing that, from a call of the page refused 503 MAINTENANCE
 * (its message is the note) before the state was checked again. Only the state disables the actions, so
 * a refusal left over after the release never keeps the member from trying again.
 */
export function membershipLock(
  view: Pick<RestrictionView, 'state' | 'lockedModules'>,
  errors: readonly unknown[],
): MembershipLock {
  const module = view.lockedModules.find((m) => m.id === MEMBERSHIP_MODULE.id);
  if (module && isRestricted(view.state))
    return { notice: { module, adminNote: view.state.adminNote }, locked: true };
  const refused = errors.find(isMaintenanceError);
  return {
    notice: refused ? { module: module ?? MEMBERSHIP_MODULE, adminNote: refused.message } : null,
    locked: false,
  };
}

/** Whether `error` is shown by the maintenance banner rather than as the page's own error. */
export const unlessMaintenance = <T>(error: T): T | null => (isMaintenanceError(error) ? null : error);

/** {@link membershipLock} for the page now; `errors`: the page's calls' errors. */
export function useMembershipLock(...errors: unknown[]): MembershipLock {
  return membershipLock(useAtomValue(restrictionViewAtom), errors);
}

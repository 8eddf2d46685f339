import { atom } from 'jotai';
import { APP_BANNER_ID, type BannerSeverity } from '../lib/banner.ts';
import { persistedAtom, persistedAtomReadAs } from './storage.ts';

/** Desktop navigation panel: open by default, collapsible, remembered. */
export interface NavigationState {
  isOpen: boolean;
}
export const navigationStateAtom = persistedAtom<NavigationState>('navigationState', { isOpen: true });

/** The notification banner (spec §3 "Snackbar"); the shell shows it when showSnackbar is true and id is APP. */
export interface SnackbarState {
  showSnackbar: boolean;
  message: string;
  severity: BannerSeverity;
  /** Milliseconds; the banner's 3000 ms when not given. */
  duration?: number;
  isUndo?: boolean;
  undoToken?: string;
  id: string;
  styles?: Record<string, string | number>;
}
export const initialSnackbar: SnackbarState = {
  showSnackbar: false,
  message: '',
  severity: 'success',
  id: APP_BANNER_ID,
};
/**
 * Persisted (spec §3), and shown once: a banner read back from storage, by the next page load, is not shown
 * again ("Your report has been sent" came back on the next page). Without a `subscribe`, another tab's
 * banner does not show here either.
 */
export const makeSnackbarAtom = () =>
  persistedAtomReadAs<SnackbarState>('snackbar', initialSnackbar, (stored) => ({
    ...stored,
    showSnackbar: false,
  }));
export const snackbarAtom = makeSnackbarAtom();

/** The Undo handler of the current banner (a function, so kept in memory only). */
export const snackbarUndoAtom = atom<{ onUndo: (undoToken?: string) => void } | null>(null);

export interface NotificationCount {
  count: number;
  feedbackCount: number;
}
export const notificationCountAtom = persistedAtom<NotificationCount>('notificationCount', {
  count: 0,
  feedbackCount: 0,
});

/** System restriction (maintenance lock) state of spec §3. */
export interface RestrictionState {
  routes: string[];
  isEnableRoute: boolean;
  adminNote: string;
  xSystemUnlockToken: string;
  isModulesLocked: boolean;
  isSystemDown: boolean;
}
export const initialRestriction: RestrictionState = {
  routes: [],
  isEnableRoute: false,
  adminNote: '',
  xSystemUnlockToken: '',
  isModulesLocked: false,
  isSystemDown: false,
};
export const restrictedRoutesAtom = persistedAtom<RestrictionState>('restrictedRoutes', initialRestriction);

/** The last path the member was on. */
export const currentRouteAtom = persistedAtom<string>('currentRoute', '/');

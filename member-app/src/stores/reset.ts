import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { offerFormAtom } from './offer-form.ts';
import { businessInfoAtom, memberTypeAtom, personalInfoAtom, signUpDataAtom } from './onboarding.ts';
import { memberDetailsAtom, profileDetailsAtom } from './profile.ts';
import { sessionAtom, userAtom } from './session.ts';
import {
  currentRouteAtom,
  navigationStateAtom,
  notificationCountAtom,
  restrictedRoutesAtom,
  snackbarAtom,
  snackbarUndoAtom,
} from './ui.ts';

type Store = ReturnType<typeof useStore>;

/** Resets every persisted atom to its default and removes its local-storage key (logout, session end). */
export const resetPersistedAtoms = (store: Store): void => {
  store.set(signUpDataAtom, RESET);
  store.set(memberTypeAtom, RESET);
  store.set(personalInfoAtom, RESET);
  store.set(businessInfoAtom, RESET);
  store.set(memberDetailsAtom, RESET);
  store.set(profileDetailsAtom, RESET);
  store.set(navigationStateAtom, RESET);
  store.set(offerFormAtom, RESET);
  store.set(restrictedRoutesAtom, RESET);
  store.set(userAtom, RESET);
  store.set(sessionAtom, RESET);
  store.set(snackbarAtom, RESET);
  store.set(snackbarUndoAtom, null);
  store.set(notificationCountAtom, RESET);
  store.set(currentRouteAtom, RESET);
};

export const useResetPersistedAtoms = (): (() => void) => {
  const store = useStore();
  return useCallback(() => resetPersistedAtoms(store), [store]);
};

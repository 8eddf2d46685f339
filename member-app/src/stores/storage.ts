import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';

import { STORAGE_PREFIX } from './storage-prefix.ts';

export { STORAGE_PREFIX };

/**
 * An atom kept in local storage under `bb.<key>`. It reads storage on first use (getOnInit), so a
 * reload starts from the stored value instead of flashing the default (e.g. a signed-out shell).
 * Setting it to `RESET` removes the key and restores the default.
 */
export const persistedAtom = <T>(key: string, initialValue: T) =>
  atomWithStorage<T>(
    `${STORAGE_PREFIX}${key}`,
    initialValue,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );

/**
 * An atom kept in local storage like {@link persistedAtom}, read back through `onLoad`: what a page load
 * (or another tab) finds stored passes through it first. The notification banner uses it so that a
 * banner shows once: stored, but never shown again by the next page.
 */
export const persistedAtomReadAs = <T>(key: string, initialValue: T, onLoad: (stored: T) => T) => {
  const json = createJSONStorage<T>(() => localStorage) as SyncStorage<T>;
  const storage: SyncStorage<T> = {
    getItem: (k, initial) => onLoad(json.getItem(k, initial)),
    setItem: (k, value) => json.setItem(k, value),
    removeItem: (k) => json.removeItem(k),
  };
  return atomWithStorage<T>(`${STORAGE_PREFIX}${key}`, initialValue, storage, { getOnInit: true });
};

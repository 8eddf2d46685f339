import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Prefix of the local-storage keys the app's persisted atoms use. */
export const STORAGE_PREFIX = 'bb.';

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

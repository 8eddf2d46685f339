/**
 * Prefix of the local-storage keys the app's persisted atoms use. On its own so that the entry can read a
 * stored key (lib/prerendered.ts) without loading the atoms' library.
 */
export const STORAGE_PREFIX = 'bb.';

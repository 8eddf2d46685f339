import { STORAGE_PREFIX } from '../stores/storage-prefix.ts';

/** The root element's mark of a page prerendered at build time, as a first-time, signed-out visitor sees it. */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

/**
 * Whether `root` holds a prerendered page that this browser's first render reproduces: the page is
 * prerendered signed out, so it matches only when no member is stored here (`bb.user`, the persisted
 * member the app's session starts from).
 */
export function prerenderedFor(root: HTMLElement, storage: Pick<Storage, 'getItem'>): boolean {
  if (root.dataset.prerendered !== PRERENDERED_SIGNED_OUT) return false;
  let stored: string | null = null;
  try {
    stored = storage.getItem(`${STORAGE_PREFIX}user`);
  } catch {
    // Storage refused (private mode, disabled): nothing stored, the visitor is signed out.
  }
  return stored === null || stored === 'null';
}

import { DEFAULT_LOCALE, type Locale } from '@barterbits/contracts';
import { STORAGE_PREFIX } from '../stores/storage-prefix.ts';

/** The root element's mark of a page prerendered at build time, as a first-time, signed-out visitor sees it. */
export const PRERENDERED_SIGNED_OUT = 'signed-out';

/**
 * The mark of the app's frame prerendered for every other address (components/layout/shell-placeholder.tsx):
 * it is no page's first render, so the app never hydrates it but draws the page in its place.
 */
export const PRERENDERED_APP_SHELL = 'app-shell';

/**
 * Whether `root` holds a prerendered page that this browser's first render reproduces: the page is
 * prerendered signed out, so it matches only when no member is stored here (`bb.user`, the persisted
 * member the app's session starts from), and in one language (`data-lang`, English when absent), so it
 * matches only when the app starts in that one.
 */
export function prerenderedFor(
  root: HTMLElement,
  storage: Pick<Storage, 'getItem'>,
  locale: Locale,
): boolean {
  if (root.dataset.prerendered !== PRERENDERED_SIGNED_OUT) return false;
  if ((root.dataset.lang ?? DEFAULT_LOCALE) !== locale) return false;
  let stored: string | null = null;
  try {
    stored = storage.getItem(`${STORAGE_PREFIX}user`);
  } catch {
    // Storage refused (private mode, disabled): nothing stored, the visitor is signed out.
  }
  return stored === null || stored === 'null';
}

/**
 * For unit tests under Node, which has no `localStorage`: a Map-backed one, installed when this module is
 * evaluated. Import it first in a test whose imports read the persisted store (stores/ui.ts) on load.
 */
const data = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, v),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
  key: () => null,
  length: 0,
};

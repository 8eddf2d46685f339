/**
 * A cache's "remember nothing for now" switch, held by anyone who cannot vouch for it (e.g. a LISTEN
 * connection that is down, so changes made elsewhere go unheard): while at least one holder holds it,
 * the cache must not remember.
 */
export interface Distrust {
  /** Whether someone holds it now. */
  held(): boolean;
  /** Holds it until the returned function is called (calling that again does nothing). */
  hold(): () => void;
}

export function createDistrust(): Distrust {
  let holders = 0;
  return {
    held: () => holders > 0,
    hold() {
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
      };
    },
  };
}

/**
 * A small in-process fixed-window limiter, per key (e.g. the client address). Enough for one
 * server process; the duplicate check must not become a cheap way to enumerate accounts.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  hit(key: string, now?: number): boolean;
}

export function createRateLimiter(opts: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  const maxKeys = opts.maxKeys ?? 10_000;
  return {
    hit(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (!w && windows.size >= maxKeys) {
          // Drop expired windows; if none expired, forget the oldest key.
          for (const [k, v] of windows) if (now - v.start >= opts.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { start: now, hits: 0 };
        windows.set(key, w);
      }
      w.hits++;
      return w.hits <= opts.limit;
    },
  };
}

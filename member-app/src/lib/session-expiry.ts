/**
 * Inactivity expiry (spec §4: session expiration 600000 ms). A signed-in member who does nothing for
 * the limit is signed out. Activity is pointer, keyboard and visibility events in this tab, and any
 * API answer (the client moves the shared last-active cookie), so another tab's use counts too.
 */
import { SESSION_EXPIRATION_MS } from '@barterbits/contracts';

/** Whether a last-active time lies at least `limitMs` in the past (no marker: not expired). */
export const isInactiveFor = (
  lastActive: number | undefined,
  now: number,
  limitMs: number = SESSION_EXPIRATION_MS,
): boolean => lastActive !== undefined && now - lastActive >= limitMs;

export interface InactivityTimerOptions {
  /** Called once when the session has been inactive for `limitMs`. */
  onExpire: () => void;
  /** The shared last-active marker (ms since epoch). */
  getLastActive: () => number | undefined;
  /** Moves the marker to now. */
  touch: () => void;
  limitMs?: number;
  /** Activity within this many ms of the last touch does not write the marker again. */
  touchEveryMs?: number;
  now?: () => number;
}

export interface InactivityTimer {
  /** Starts watching; an already stale marker expires the session at once. */
  start(): void;
  /** Something happened in this tab. */
  activity(): void;
  /** Re-checks the marker now (the tab became visible again: its timers may have been paused). */
  check(): void;
  stop(): void;
}

export function createInactivityTimer(opts: InactivityTimerOptions): InactivityTimer {
  const limitMs = opts.limitMs ?? SESSION_EXPIRATION_MS;
  const touchEveryMs = opts.touchEveryMs ?? 1000;
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let lastTouch = Number.NEGATIVE_INFINITY;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const expire = () => {
    running = false;
    clear();
    opts.onExpire();
  };

  /** Expires now if the marker is stale, else schedules the next check for when it would be. */
  const check = () => {
    if (!running) return;
    const last = opts.getLastActive();
    const t = now();
    if (isInactiveFor(last, t, limitMs)) return expire();
    clear();
    timer = setTimeout(check, last === undefined ? limitMs : last + limitMs - t);
  };

  return {
    start() {
      if (running) return;
      running = true;
      if (isInactiveFor(opts.getLastActive(), now(), limitMs)) return expire();
      if (opts.getLastActive() === undefined) {
        opts.touch();
        lastTouch = now();
      }
      check();
    },
    activity() {
      if (!running) return;
      // Activity after the limit passed (timers of a hidden tab may lag) does not revive the session.
      if (isInactiveFor(opts.getLastActive(), now(), limitMs)) return expire();
      if (now() - lastTouch < touchEveryMs) return;
      opts.touch();
      lastTouch = now();
      check();
    },
    check,
    stop() {
      running = false;
      clear();
    },
  };
}

import { SESSION_EXPIRATION_MS } from '@barterbits/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer, isInactiveFor } from './session-expiry.ts';

/** A last-active marker shared like the cookie (another tab may move it). */
function setup(initial: number | undefined = Date.now()) {
  let marker = initial;
  const onExpire = vi.fn();
  const timer = createInactivityTimer({
    onExpire,
    getLastActive: () => marker,
    touch: () => {
      marker = Date.now();
    },
  });
  return {
    timer,
    onExpire,
    marker: () => marker,
    otherTab: () => {
      marker = Date.now();
    },
  };
}

describe('isInactiveFor', () => {
  it('is true from the limit on, false before it and without a marker', () => {
    expect(SESSION_EXPIRATION_MS).toBe(600_000);
    expect(isInactiveFor(0, 599_999)).toBe(false);
    expect(isInactiveFor(0, 600_000)).toBe(true);
    expect(isInactiveFor(undefined, 10_000_000)).toBe(false);
    expect(isInactiveFor(0, 50, 50)).toBe(true);
  });
});

describe('createInactivityTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after 600000 ms without activity, once', () => {
    const { timer, onExpire } = setup();
    timer.start();
    vi.advanceTimersByTime(SESSION_EXPIRATION_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_EXPIRATION_MS * 3);
    timer.activity();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity in this tab postpones the expiry', () => {
    const { timer, onExpire, marker } = setup();
    timer.start();
    vi.advanceTimersByTime(500_000);
    timer.activity();
    expect(marker()).toBe(Date.now());
    vi.advanceTimersByTime(500_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not rewrite the marker on every event (at most once a second)', () => {
    const touch = vi.fn();
    const timer = createInactivityTimer({ onExpire: vi.fn(), getLastActive: () => Date.now(), touch });
    timer.start();
    for (let i = 0; i < 50; i++) timer.activity();
    expect(touch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    timer.activity();
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('activity elsewhere (another tab, an API answer) moving the marker postpones it too', () => {
    const { timer, onExpire, otherTab } = setup();
    timer.start();
    vi.advanceTimersByTime(400_000);
    otherTab();
    vi.advanceTimersByTime(SESSION_EXPIRATION_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ends a session at start when the marker is already older than the limit', () => {
    const { timer, onExpire } = setup(Date.now() - SESSION_EXPIRATION_MS - 5);
    timer.start();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('sets a missing marker at start and counts from it', () => {
    const { timer, onExpire, marker } = setup(undefined);
    timer.start();
    expect(marker()).toBe(Date.now());
    vi.advanceTimersByTime(SESSION_EXPIRATION_MS);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity after the limit passed (a sleeping tab) does not revive the session', () => {
    const { timer, onExpire } = setup();
    timer.start();
    // The tab's timers were frozen while the clock moved on.
    vi.setSystemTime(Date.now() + SESSION_EXPIRATION_MS + 1000);
    timer.activity();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('check() on returning to the tab expires a stale session at once', () => {
    const { timer, onExpire } = setup();
    timer.start();
    vi.setSystemTime(Date.now() + SESSION_EXPIRATION_MS);
    timer.check();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels the expiry', () => {
    const { timer, onExpire } = setup();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(SESSION_EXPIRATION_MS * 2);
    timer.activity();
    expect(onExpire).not.toHaveBeenCalled();
  });
});

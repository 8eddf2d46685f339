import { LOGO_CLICK_DEBOUNCE_MS } from '@barterbits/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceLeading } from './debounce.ts';

describe('debounceLeading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and ignores a burst within 700 ms', () => {
    const fn = vi.fn();
    const click = debounceLeading(fn, LOGO_CLICK_DEBOUNCE_MS);
    click('a');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(300);
    click('b');
    vi.advanceTimersByTime(600);
    click('c');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs again once 700 ms pass without a call', () => {
    const fn = vi.fn();
    const click = debounceLeading(fn, 700);
    click();
    vi.advanceTimersByTime(699);
    click();
    vi.advanceTimersByTime(700);
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel forgets the pending wait', () => {
    const fn = vi.fn();
    const click = debounceLeading(fn, 700);
    click();
    click.cancel();
    click();
    expect(fn).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
  });
});

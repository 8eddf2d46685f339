import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieTokenStore, memoryTokenStore } from '../../src/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('memoryTokenStore', () => {
  it('stores, reads and removes values', () => {
    const s = memoryTokenStore();
    expect(s.get('a')).toBeUndefined();
    s.set('a', '1', 7);
    expect(s.get('a')).toBe('1');
    s.set('a', '2', 7);
    expect(s.get('a')).toBe('2');
    s.remove('a');
    expect(s.get('a')).toBeUndefined();
    expect(() => s.remove('missing')).not.toThrow();
  });

  it('forgets a value once its lifetime in days has passed, like a cookie', () => {
    vi.useFakeTimers();
    const s = memoryTokenStore();
    s.set('a', '1', 7);
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000 - 1);
    expect(s.get('a')).toBe('1');
    vi.advanceTimersByTime(1);
    expect(s.get('a')).toBeUndefined();
  });

  it('gives each store its own values', () => {
    const a = memoryTokenStore();
    const b = memoryTokenStore();
    a.set('x', '1', 1);
    expect(b.get('x')).toBeUndefined();
  });
});

describe('cookieTokenStore', () => {
  it('is inert outside a browser', () => {
    expect(() => cookieTokenStore.set('x', '1', 7)).not.toThrow();
    expect(cookieTokenStore.get('x')).toBeUndefined();
    expect(() => cookieTokenStore.remove('x')).not.toThrow();
  });
});

import { CHUNK_LOAD_TIMEOUT_MS } from '@barterbits/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-load.ts';

describe('withChunkTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 120 s timeout of the spec by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it arrives in time', async () => {
    const chunk = new Promise<string>((resolve) => setTimeout(() => resolve('module'), 119_000));
    const result = withChunkTimeout(chunk);
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(result).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a ChunkLoadError once the timeout passes', async () => {
    const never = new Promise<string>(() => {});
    const result = withChunkTimeout(never);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    const error = settled.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(String(error.message)).toContain('120 s');
  });

  it('honours a custom timeout', async () => {
    const result = withChunkTimeout(new Promise(() => {}), 50);
    const assertion = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });

  it('wraps an import failure in a ChunkLoadError keeping the cause, and stops the timer', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/main-app.js');
    const result = withChunkTimeout(Promise.reject(cause));
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', cause });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it('recognises our error and the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
  });

  it('rejects other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_WAIT_MS, pageChunksOrTimeout } from '../../src/first-render.ts';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('pageChunksOrTimeout', () => {
  it('settles as soon as the chunks are in', async () => {
    let settled = false;
    void pageChunksOrTimeout(Promise.resolve(), () => {}).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(true);
  });

  it('settles after the wait when the chunks are late, and never waits longer', async () => {
    let timer: (() => void) | undefined;
    let waited = 0;
    let settled = false;
    void pageChunksOrTimeout(new Promise(() => {}), (cb, ms) => {
      timer = cb;
      waited = ms;
    }).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    expect(waited).toBe(FIRST_RENDER_WAIT_MS);
    timer?.();
    await flush();
    expect(settled).toBe(true);
  });
});

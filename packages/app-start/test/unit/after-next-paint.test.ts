import { describe, expect, it } from 'vitest';
import { afterNextPaint, PAINT_WAIT_MS } from '../../src/after-next-paint.ts';

/** A hand-driven clock: frames run when `paint()` is called, timers when `advance(ms)` is. */
function clock() {
  let now = 0;
  const frames: (() => void)[] = [];
  const timers: { at: number; cb: () => void }[] = [];
  return {
    frame: (cb: () => void) => frames.push(cb),
    later: (cb: () => void, ms: number) => timers.push({ at: now + ms, cb }),
    paint: () => {
      for (const cb of frames.splice(0)) cb();
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.cb();
      }
    },
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterNextPaint', () => {
  it('settles in the task after the next frame, not before it', async () => {
    const c = clock();
    const waiting = afterNextPaint(c.frame, c.later);
    c.advance(0);
    expect(await settled(waiting)).toBe(false);
    c.paint();
    expect(await settled(waiting)).toBe(false);
    c.advance(0);
    expect(await settled(waiting)).toBe(true);
  });

  it('settles anyway when no frame comes (a page opened in a background tab)', async () => {
    const c = clock();
    const waiting = afterNextPaint(c.frame, c.later);
    c.advance(PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    c.advance(1);
    expect(await settled(waiting)).toBe(true);
  });
});

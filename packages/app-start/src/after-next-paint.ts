/** How long to wait for a paint at most: a page opened in a background tab gets no animation frames. */
export const PAINT_WAIT_MS = 100;

/**
 * Settles just after the browser's next paint: an animation frame runs right before a paint, and a task
 * queued from it runs after that paint. Settles after `PAINT_WAIT_MS` in any case (hidden tabs do not paint).
 */
export function afterNextPaint(
  frame: (callback: () => void) => unknown = (cb) => requestAnimationFrame(cb),
  later: (callback: () => void, ms: number) => unknown = (cb, ms) => setTimeout(cb, ms),
): Promise<void> {
  return new Promise((resolve) => {
    frame(() => later(resolve, 0));
    later(resolve, PAINT_WAIT_MS);
  });
}

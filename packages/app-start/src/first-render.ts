/** How long an app's first render waits at most for the chunks of the page it opens on. */
export const FIRST_RENDER_WAIT_MS = 500;

/**
 * Settles once `chunks` (the page's chunks, loading) are in, or after `FIRST_RENDER_WAIT_MS`, whichever
 * comes first: the first render then draws the page in one go instead of behind a spinner that React keeps
 * up for at least 300 ms once shown. Past half a second (a slow network) the spinner shows while they arrive.
 */
export const pageChunksOrTimeout = (
  chunks: Promise<unknown>,
  later: (callback: () => void, ms: number) => unknown = (cb, ms) => setTimeout(cb, ms),
): Promise<void> =>
  Promise.race([
    chunks.then(() => undefined),
    new Promise<void>((resolve) => later(resolve, FIRST_RENDER_WAIT_MS)),
  ]);

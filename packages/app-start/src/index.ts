/**
 * How the two apps start in the browser (docs/architecture.md, "Prerendered first pages"): each entry
 * imports `@barterbits/app-start/zod-jitless` first, waits for the first paint (a prerendered page paints from
 * its HTML before any script runs), then loads the app's start, which releases a prerendered page once it
 * has taken it over.
 */
export { afterNextPaint, PAINT_WAIT_MS } from './after-next-paint.ts';
export { FIRST_RENDER_WAIT_MS, pageChunksOrTimeout } from './first-render.ts';
export { loadInTurn } from './load-in-turn.ts';
export {
  releasePrerendered,
  removePrerenderedAside,
  setPrerenderedAside,
} from './prerendered-page.ts';

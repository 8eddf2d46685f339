// Prerenders an app's first pages into its dist (after `vite build`):
//
//   node ../scripts/prerender.mjs <app dir>      (run by member-app's and admin-app's `npm run build`)
//
// Builds the app's src/prerender.tsx for Node, renders each of its PRERENDERED_PAGES (`page(path)`: the
// app's tree at that address) with React's server renderer, and writes dist/<page>.html: dist/index.html
// with the page's markup (and its styles, inlined by emotion) in the root element, marked
// `data-prerendered` with the page's `mark` (by default the app's PRERENDERED_MARK); a page with a `lang`
// is rendered in that language (`page(path, lang)`), states it on <html lang> and marks the root `data-lang`. It also writes
// dist/prerendered.json, the list the server reads at start to send each file for its page's address, `*`
// for every address without a page of its own (packages/server/src/lib/member-page.ts: prerenderedPages).
// The app's boot.tsx hydrates the page, or draws its own in its place when the mark says it is no first render.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderToNodeStream } from 'react-dom/static';
import { build } from 'vite';

const appDir = path.resolve(process.argv[2] ?? '.');
const dist = path.join(appDir, 'dist');
// Inside the app, so that the built module finds the app's node_modules.
const outDir = path.join(appDir, 'node_modules/.prerender');

/** The preloads of the app's chunks in index.html, which a prerendered page leaves out. */
const APP_PRELOAD = /<link rel="modulepreload"[^>]*\bdata-app-preload\b[^>]*>\s*/g;

/**
 * The browser paints the page only once all of it is parsed: without this a slow phone painted the first
 * half of the form, then the rest, and the card jumped (a layout shift). `rel=expect` holds rendering
 * until the element named is parsed (Chromium); other browsers ignore it.
 */
const PAGE_END = 'prerendered-end';
const WHOLE_PAGE_FIRST = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;

/** index.html's language, which a page prerendered in a language (its `lang`) states instead. */
const HTML_LANG = /<html lang="[^"]*"/;

/** Where the prerendered markup goes in index.html. */
const ROOT = '<div id="root"></div>';

/**
 * A browser's storage and location as a first-time visitor's: empty. The app's modules read stored
 * state when first used (persisted atoms), which the prerendered page must not depend on.
 */
function visitorGlobals() {
  const store = new Map();
  globalThis.localStorage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => store.set(k, String(v)),
    removeItem: (k) => store.delete(k),
    clear: () => store.clear(),
    key: (i) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  };
  globalThis.sessionStorage = globalThis.localStorage;
}

/** The HTML React's server renderer makes of `element`, once everything it waits for (lazy pages) is in. */
async function htmlOf(element) {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

try {
  await build({
    root: appDir,
    configFile: path.join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, sourcemap: false },
  });
  visitorGlobals();
  const {
    page: pageAt,
    PRERENDERED_PAGES,
    PRERENDERED_MARK,
  } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!built.includes(ROOT)) throw new Error(`prerender: ${ROOT} is missing from dist/index.html`);
  // A prerendered page paints from its HTML: the app's chunks (preloaded by index.html for the pages that
  // wait for them) are fetched by the entry once the page has painted, so that the first paint never waits
  // behind their download (vite.config.ts marks those preloads).
  const page = built.replace(APP_PRELOAD, '');
  if (page === built) throw new Error('prerender: no preload marked data-app-preload in dist/index.html');
  writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify(PRERENDERED_PAGES.map(({ path: address, file, lang }) => ({ path: address, file, lang }))),
  );
  for (const { path: address, file, lang, mark = PRERENDERED_MARK, preloads = false } of PRERENDERED_PAGES) {
    const html = await htmlOf(await pageAt(address, lang));
    const langMark = lang ? ` data-lang="${lang}"` : '';
    writeFileSync(
      path.join(dist, file),
      (preloads ? built : page)
        .replace(HTML_LANG, (tag) => (lang ? `<html lang="${lang}"` : tag))
        .replace('</head>', () => `${WHOLE_PAGE_FIRST}</head>`)
        .replace(
          ROOT,
          () =>
            `<div id="root" data-prerendered="${mark}"${langMark} inert>${html}</div><span id="${PAGE_END}" hidden></span>`,
        ),
    );
    console.log(`prerendered ${address} → dist/${file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

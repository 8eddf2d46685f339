// The JavaScript a page loads before it works, checked against its budget when an app is built:
//
//   node ../scripts/page-budgets.mjs <app dir>      (run by member-app's and admin-app's `npm run build`)
//
// Reads <app dir>/page-budgets.json: for each page, the source modules it starts from (the entry
// `index.html`, then the lazily loaded modules its address renders, its English message catalogs included,
// as they are fetched with the page) and its limits in KB (1024 bytes),
// brotli-compressed as the server sends them:
//   - `target`: the goal the page is built towards (printed beside the figure);
//   - `limit`: the most the build accepts. It starts at the page's size when it was set, and comes down to
//     the target as the page gets there: a page never grows back.
// A page's figure is every script in the static import graph of its modules (Vite's manifest), each
// counted once. `npm run bench` measures the same pages in Chromium, as transferred (headers included).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
const appDir = path.resolve(process.argv[2] ?? '.');
const dist = path.join(appDir, 'dist');
const config = JSON.parse(readFileSync(path.join(appDir, 'page-budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const brotliSize = new Map();
/** The size of `file` (in dist) compressed as the build's precompressed copy is (brotli, best). */
function compressed(file) {
  if (!brotliSize.has(file)) {
    const body = readFileSync(path.join(dist, file));
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    brotliSize.set(file, br.length);
  }
  return brotliSize.get(file);
}

/** The script files a page loads up front from `modules`: their chunks and everything they import statically. */
function scriptsOf(modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`page-budgets: ${key} is not in the build's manifest (renamed or no longer split?)`);
    if (files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const m of modules) visit(m);
  return [...files];
}

let over = 0;
console.log(`first-load JavaScript of ${path.basename(appDir)}'s pages (brotli):`);
for (const { page, modules, target, limit } of config.pages) {
  const files = scriptsOf(modules);
  const bytes = files.reduce((sum, f) => sum + compressed(f), 0);
  const kb = bytes / KB;
  const ok = kb <= limit;
  if (!ok) over++;
  const goal = kb <= target ? 'target met' : `target ${target} KB`;
  console.log(
    `  ${ok ? '✓' : '✗'} ${page.padEnd(22)} ${kb.toFixed(1).padStart(6)} KB in ${String(files.length).padStart(2)} files  (limit ${limit} KB, ${goal})`,
  );
}
if (over > 0) {
  console.error(
    `\n✖ ${over} page(s) passed their limit in ${path.join(path.basename(appDir), 'page-budgets.json')}: keep what the page loads up front within it (see docs/architecture.md, "How a new feature's routes are split").`,
  );
  process.exit(1);
}

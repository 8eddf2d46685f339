// Build step: `node scripts/precompress.mjs <distDir>` writes `<file>.br` (brotli, quality 11) and
// `<file>.gz` (gzip, level 9) beside every compressible file of a built app, so the server sends them
// as they are (@fastify/static `preCompressed`) instead of compressing on every request.
// Skipped: files under 1 KB, formats that are compressed already (images, woff2…), and an encoding that
// saves less than 5 %. Stale `.br`/`.gz` files (of a skipped file, or whose original is gone) are removed,
// so a re-run on the same directory is safe. Plain Node, no dependencies.
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like formats worth compressing; anything else (png, jpg, webp, avif, woff2, zip…) is left alone. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.css',
  '.html',
  '.htm',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
  '.ico',
]);
export const MIN_SIZE = 1024;
/** An encoded copy is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.95;
const ENCODINGS = /** @type {const} */ ([
  [
    '.br',
    (buf) =>
      brotli(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }),
  ],
  ['.gz', (buf) => gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION })],
]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (entry.isFile()) yield p;
  }
}

const exists = (p) =>
  stat(p).then(
    () => true,
    () => false,
  );

/**
 * Precompresses `dir` in place. Returns what was written and removed, and the bytes before and after
 * (brotli) for the build log.
 */
export async function precompressDir(dir) {
  const result = { written: [], removed: [], bytes: 0, brotliBytes: 0 };
  const files = [];
  for await (const f of walk(dir)) files.push(f);
  for (const file of files) {
    const ext = path.extname(file);
    if (ext === '.br' || ext === '.gz') {
      // An encoded copy whose original is gone (an old build) must not be served.
      if (!(await exists(file.slice(0, -ext.length)))) {
        await rm(file, { force: true });
        result.removed.push(file);
      }
      continue;
    }
    const info = await stat(file);
    const wanted = COMPRESSIBLE.has(ext.toLowerCase()) && info.size >= MIN_SIZE;
    const original = wanted ? await readFile(file) : null;
    for (const [suffix, encode] of ENCODINGS) {
      const target = file + suffix;
      const encoded = original ? await encode(original) : null;
      if (encoded && encoded.length <= original.length * MAX_RATIO) {
        await writeFile(target, encoded);
        // Same modification time as the original: Last-Modified does not depend on the encoding.
        await utimes(target, info.atime, info.mtime);
        result.written.push(target);
        if (suffix === '.br') {
          result.bytes += original.length;
          result.brotliBytes += encoded.length;
        }
      } else if (await exists(target)) {
        await rm(target, { force: true });
        result.removed.push(target);
      }
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <distDir>');
    process.exit(2);
  }
  const r = await precompressDir(path.resolve(dir));
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `precompress ${dir}: ${r.written.length} files written (${kb(r.bytes)} → ${kb(r.brotliBytes)} brotli)` +
      (r.removed.length ? `, ${r.removed.length} stale removed` : ''),
  );
}

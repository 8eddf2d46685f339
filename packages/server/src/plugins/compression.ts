/**
 * Compression of the API's answers (the built apps are compressed at build time, see
 * scripts/precompress.mjs and `registerApps` in app.ts). Registered inside the /v1 scope, so it only
 * sees API routes: never the static files (already compressed) nor the SPA fallback.
 *
 * - JSON and text answers of at least 1 KB, brotli preferred over gzip, `Vary: Accept-Encoding` set;
 *   smaller answers go out as they are (the headers would cost more than they save).
 * - Brotli quality 4 and gzip level 6: about gzip-9 ratios for a fraction of brotli-11's CPU, on
 *   every request.
 * - Images (stored uploads are image/webp), PDFs and other binary answers are never compressed.
 * - Request bodies are not decompressed (unchanged: the plugin's request side is off).
 */
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent uncompressed. */
export const COMPRESS_THRESHOLD = 1024;

/** JSON (including +json types) and text (not event streams): what the API answers with. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/i;

export async function registerApiCompression(scope: FastifyInstance) {
  await scope.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Only these types: a type not matched here is compressed only when mime-db calls it compressible,
    // which images and PDFs are not.
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

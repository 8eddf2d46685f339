/**
 * Compression: the built apps are precompressed by scripts/precompress.mjs and served by content
 * negotiation; API JSON answers of 1 KB or more are compressed on the fly; images never are.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, build, login, MEMBER } from '../helper.ts';
import { multipart, testImage } from './upload-helpers.ts';

const precompress = path.resolve(import.meta.dirname, '../../../../scripts/precompress.mjs');

// A built member app: a big hashed script, a tiny one, an index.html, a PNG and a big stylesheet at the root.
const dist = mkdtempSync(path.join(os.tmpdir(), 'bb-compress-'));
mkdirSync(path.join(dist, 'assets'));
const bigJs = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'item number ${i}';`).join(
  '\n',
);
const files: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><title>member</title>${'<meta name="x" content="padding">'.repeat(60)}`,
  'assets/main-abc123.js': bigJs,
  'assets/tiny-def456.js': "console.log('tiny')",
  'assets/style-789abc.css': `${'.a{color:red}'.repeat(200)}`,
  // Random pixels: a PNG that does not shrink, bigger than the 1 KB threshold.
  'assets/logo-111aaa.png': await sharp(randomBytes(64 * 64 * 3), {
    raw: { width: 64, height: 64, channels: 3 },
  })
    .png()
    .toBuffer(),
};
for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, name), body);
execFileSync(process.execPath, [precompress, dist]);

const app = await build({ config: { memberAppDir: dist, adminAppDir: path.join(dist, 'no-admin') } });

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

/** The body as the client reads it, after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw);
    case 'gzip':
      return gunzipSync(raw);
    case undefined:
      return raw;
    default:
      throw new Error(`unexpected encoding ${res.headers['content-encoding']}`);
  }
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('scripts/precompress.mjs', () => {
  it('writes .br and .gz beside compressible files of 1 KB or more, and nothing for the others', () => {
    for (const f of ['assets/main-abc123.js', 'assets/style-789abc.css', 'index.html']) {
      expect(existsSync(path.join(dist, `${f}.br`)), f).toBe(true);
      expect(existsSync(path.join(dist, `${f}.gz`)), f).toBe(true);
    }
    for (const f of ['assets/tiny-def456.js', 'assets/logo-111aaa.png']) {
      expect(existsSync(path.join(dist, `${f}.br`)), f).toBe(false);
      expect(existsSync(path.join(dist, `${f}.gz`)), f).toBe(false);
    }
    const js = path.join(dist, 'assets/main-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(bigJs);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(bigJs);
  });
});

describe('the built apps, precompressed', () => {
  const js = '/assets/main-abc123.js';

  it('hashed assets leave out the document-only headers; the page itself keeps them', async () => {
    const asset = await get(js, 'br');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'last-modified',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const doc = await get('/some/deep/link', 'br');
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-security-policy']).toContain("default-src 'self'");
    expect(doc.headers['x-frame-options']).toBeDefined();
  });

  it('sends brotli when accepted, preferring it to gzip, with Vary and the immutable caching', async () => {
    for (const accept of ['br', 'gzip, deflate, br', 'gzip, br;q=1', 'br, gzip', '*']) {
      const res = await get(js, accept);
      const expected = accept === '*' ? 'gzip' : 'br'; // `*` means "no preference": gzip, the safe choice
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type'], accept).toMatch(/^(?:text|application)\/javascript/);
      expect(varies(res), accept).toBe(true);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(res).toString(), accept).toBe(bigJs);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(bigJs.length / 3);
    }
  });

  it('sends gzip when only gzip is accepted (or brotli is refused)', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(js, accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(varies(res), accept).toBe(true);
      expect(decoded(res).toString(), accept).toBe(bigJs);
    }
  });

  it('sends the original bytes when no encoding (or none it has) is accepted', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'zstd']) {
      const res = await get(js, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(varies(res), String(accept)).toBe(true);
      expect(res.body, String(accept)).toBe(bigJs);
      expect(res.headers['cache-control'], String(accept)).toContain('immutable');
    }
  });

  it('gives the encoded copies no URL of their own', async () => {
    expect((await get(`${js}.br`)).statusCode).toBe(404);
    expect((await get(`${js}.gz`)).statusCode).toBe(404);
  });

  it('sends small files and images as they are', async () => {
    const tiny = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe("console.log('tiny')");
    const png = await get('/assets/logo-111aaa.png', 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(files['assets/logo-111aaa.png'] as Buffer)).toBe(true);
    expect(png.headers['cache-control']).toContain('immutable');
  });

  it('sends index.html compressed, at / and for deep links, still revalidated', async () => {
    const html = files['index.html'] as string;
    for (const url of ['/index.html', '/', '/my-wallet/barter-requests/42']) {
      const br = await get(url, 'gzip, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(varies(br), url).toBe(true);
      expect(decoded(br).toString(), url).toBe(html);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(html);
    }
  });

  it('answers HEAD with the headers of the negotiated copy', async () => {
    const res = await app.inject({ method: 'HEAD', url: js, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB or more (brotli first), keeping no-store', async () => {
    const plain = await get('/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/v1/openapi.json', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], accept).toBe('no-store');
      expect(varies(res), accept).toBe(true);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res).toString()), accept).toEqual(plain.json());
    }
  });

  it('compresses a large answer of a registry endpoint too', async () => {
    const member = await login(app, MEMBER);
    const auth = { authorization: `Bearer ${member.accessToken}` };
    const plain = await get('/v1/user/business/category', undefined, auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get('/v1/user/business/category', 'gzip, br', auth);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
  });

  it('sends answers under 1 KB as they are', async () => {
    const res = await get('/v1/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('status', 'ok');
    const notFound = await get('/v1/no-such-thing', 'br, gzip');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never compresses a stored image', async () => {
    const member = await login(app, MEMBER);
    const body = multipart([
      { name: 'me.png', type: 'image/png', data: await testImage(7, 'png', 900, 700) },
    ]);
    const up = await app.inject({
      method: 'POST',
      url: '/v1/user/profile-photo',
      payload: body.payload,
      headers: { ...bearer(member.accessToken), ...body.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const photo: string = JSON.parse(decoded(up).toString()).data.userProfile.profilePhoto;
    for (const file of ['full.webp', 'thumb.webp']) {
      const url = new URL(photo.replace(/[^/]+\.webp$/, file), 'http://x').pathname;
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(8, 12).toString(), url).toBe('WEBP');
    }
  });
});

/**
 * Private images (lib/private-images.ts) through both modules that use them: feedback screenshots and
 * chat images are stored once per member, kind and content (also when two uploads race), and served
 * with the same private caching headers.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema.ts';
import { ADMIN, build, createUser, type Session, send, signIn, upload } from '../helper.ts';
import { resetUploadRateLimits, testImage } from './upload-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const admin = await signIn(app, ADMIN, 'ADMIN');

const member = (): Promise<Session> =>
  createUser(app, {
    email: `private.${randomUUID().slice(0, 8)}@example.com`,
    password: 'PrivateImages#1',
    stage: 'COMPLETED',
    firstName: 'Pia',
    lastName: 'Tester',
  });

async function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { uploadId: string; url: string; thumbUrl: string };
}

const screenshot = async (who: Session, data: Buffer) =>
  ok(await upload(app, '/v1/feedback/screenshot', who, [{ name: 's.png', type: 'image/png', data }]));
const chatImage = async (who: Session, data: Buffer) =>
  ok(await upload(app, '/v1/chat/images', who, [{ name: 'c.png', type: 'image/png', data }]));

const uploadsOf = async (userId: string, kind: string) =>
  (
    await db
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind)))
  )[0]!.n;

describe('storing a private image', () => {
  it('answers the same image with its earlier upload, per member and per kind', async () => {
    await resetUploadRateLimits(db);
    const a = await member();
    const b = await member();
    const image = await testImage(71);

    const first = await screenshot(a, image);
    expect(first).toEqual({
      uploadId: first.uploadId,
      url: `/v1/feedback/screenshots/${first.uploadId}/full.webp`,
      thumbUrl: `/v1/feedback/screenshots/${first.uploadId}/thumb.webp`,
    });
    expect(await screenshot(a, image)).toEqual(first);

    const others = await screenshot(b, image);
    expect(others.uploadId).not.toBe(first.uploadId);

    const asChat = await chatImage(a, image);
    expect(asChat.uploadId).not.toBe(first.uploadId);
    expect(asChat.url).toBe(`/v1/chat/images/${asChat.uploadId}/full.webp`);
    expect(asChat.thumbUrl).toBe(`/v1/chat/images/${asChat.uploadId}/thumb.webp`);
    expect(await chatImage(a, image)).toEqual(asChat);

    expect(await uploadsOf(a.user.id, 'FEEDBACK_SCREENSHOT')).toBe(1);
    expect(await uploadsOf(a.user.id, 'CHAT_IMAGE')).toBe(1);
  });

  it('keeps one upload when the same image is sent twice at once', async () => {
    await resetUploadRateLimits(db);
    const a = await member();
    const image = await testImage(72);
    const [x, y] = await Promise.all([chatImage(a, image), chatImage(a, image)]);
    expect(y).toEqual(x);
    expect(await uploadsOf(a.user.id, 'CHAT_IMAGE')).toBe(1);
    expect((await send(app, 'GET', x.url, a)).statusCode).toBe(200);
  });
});

describe('serving a private image', () => {
  it('sends both variants as private WebP cached for a minute, and 404 to a caller it refuses', async () => {
    await resetUploadRateLimits(db);
    const a = await member();
    const b = await member();
    const shot = await screenshot(a, await testImage(73));
    const pic = await chatImage(a, await testImage(74));

    for (const url of [shot.url, shot.thumbUrl, pic.url, pic.thumbUrl]) {
      const res = await send(app, 'GET', url, a);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'private, max-age=60, must-revalidate',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cross-origin-resource-policy': 'same-site',
      });
      expect(res.rawPayload.length).toBeGreaterThan(0);
      // Revalidation: unchanged for the caller who may see it, and still refused to one who may not.
      const etag = { headers: { 'if-none-match': String(res.headers.etag) } };
      const again = await send(app, 'GET', url, a, undefined, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect((await send(app, 'GET', url, b, undefined, etag)).statusCode, url).toBe(404);
      expect((await send(app, 'GET', url, b)).statusCode, url).toBe(404);
      expect((await send(app, 'GET', url, admin)).statusCode, url).toBe(200);
      expect((await send(app, 'GET', url, null)).statusCode, url).toBe(401);
    }
    const missing = `/v1/chat/images/${randomUUID()}/full.webp`;
    expect((await send(app, 'GET', missing, a)).statusCode).toBe(404);
  });
});

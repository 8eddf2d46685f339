/**
 * Uploads in an S3-compatible bucket, against s3rver. The adapter (store, read, exists,
 * remove, missing objects, failures), the copy from the local disk, and the app with S3 configured:
 * photos are stored in the bucket and served back at the same /v1 URLs, private images with their checks.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUploadStorage } from '../../src/adapters/uploads.ts';
import { copyUploadsToS3 } from '../../src/adapters/uploads-copy.ts';
import {
  createS3Client,
  createS3UploadStorage,
  type S3UploadStorage,
  uploadKey,
} from '../../src/adapters/uploads-s3.ts';
import { uploads } from '../../src/db/schema.ts';
import { PRIVATE_IMAGE_CACHE } from '../../src/lib/private-images.ts';
import { createTestApp, MEMBER, OTHER_MEMBER, requests, signIn, type TestApp } from '../helper.ts';
import { startS3StandIn } from '../s3-stand-in.ts';
import { resetUploadRateLimits, testImage } from './upload-helpers.ts';

const s3 = await startS3StandIn();
const client = createS3Client(s3.config);
const storage = createS3UploadStorage(s3.config);
let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.close();
  await storage.close();
  client.destroy();
  await s3.stop();
});

/** The keys in the bucket under `prefix`. */
async function keys(prefix = 'uploads/'): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}

const inBucket = async (id: string, variant: 'full' | 'thumb') => {
  try {
    await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: uploadKey(id, variant) }));
    return true;
  } catch {
    return false;
  }
};

describe('S3 upload storage', () => {
  it('stores an image as full.webp and thumb.webp objects of type image/webp and reads them back', async () => {
    const stored = await storage.storeImage(await testImage(1, 'jpeg', 900, 600));
    expect(stored).toMatchObject({ path: stored!.id, mime: 'image/webp', width: 900, height: 600 });
    expect(await keys(`uploads/${stored!.id}/`)).toEqual([
      `uploads/${stored!.id}/full.webp`,
      `uploads/${stored!.id}/thumb.webp`,
    ]);

    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: uploadKey(stored!.id, 'full') }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.ContentLength).toBe(stored!.size);

    const full = await storage.read(stored!.id, 'full');
    expect(await sharp(full!).metadata()).toMatchObject({ format: 'webp', width: 900, height: 600 });
    const thumb = await storage.read(stored!.id, 'thumb');
    expect(await sharp(thumb!).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await storage.exists(stored!.id, 'thumb')).toBe(true);
  });

  it('answers null and false for a missing object or an id that is not an upload id', async () => {
    const id = randomUUID();
    expect(await storage.read(id, 'full')).toBeNull();
    expect(await storage.exists(id, 'thumb')).toBe(false);
    expect(await storage.read('../../etc/passwd', 'full')).toBeNull();
    expect(await storage.exists('not-an-id', 'full')).toBe(false);
  });

  it('refuses content that is not an image without writing anything', async () => {
    const before = await keys();
    expect(await storage.storeImage(Buffer.from('not an image at all'))).toBeNull();
    expect(await storage.inspect(Buffer.from('not an image at all'))).toBeNull();
    expect(await keys()).toEqual(before);
  });

  it('removes both variants, and removing a missing upload is fine', async () => {
    const stored = await storage.storeImage(await testImage(2));
    await storage.remove(stored!.id);
    expect(await keys(`uploads/${stored!.id}/`)).toEqual([]);
    expect(await storage.read(stored!.id, 'full')).toBeNull();
    await expect(storage.remove(randomUUID())).resolves.toBeUndefined();
  });

  it('throws when the bucket cannot be written (an outage is not a bad image)', async () => {
    const broken = createS3UploadStorage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(broken.storeImage(await testImage(3))).rejects.toThrow();
      await expect(broken.read(randomUUID(), 'full')).rejects.toThrow();
    } finally {
      await broken.close();
      await broken.close();
    }
  });
});

describe('copying the local disk to the bucket', () => {
  let dataDir: string;
  let target: S3UploadStorage;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-copy-'));
    target = createS3UploadStorage({ ...s3.config });
  });
  afterAll(async () => {
    await target.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every variant once, skips what the bucket holds, and leaves other folders alone', async () => {
    const local = createUploadStorage(dataDir);
    const a = (await local.storeImage(await testImage(4)))!;
    const b = (await local.storeImage(await testImage(5)))!;
    // Already copied by an earlier run that stopped half-way.
    await target.put(a.id, 'full', (await local.read(a.id, 'full'))!);
    const stray = path.join(local.root, 'not-an-upload');
    mkdtempSync(`${stray}-`);
    const lines: string[] = [];

    const first = await copyUploadsToS3({
      root: local.root,
      target,
      concurrency: 2,
      onProgress: (l) => lines.push(l),
    });
    expect(first).toEqual({ total: 4, copied: 3, skipped: 1, failed: [] });
    expect(lines.at(-1)).toBe(`4/4 files: 3 copied, 1 already in s3://${s3.config.bucket}, 0 failed`);
    for (const id of [a.id, b.id]) {
      for (const variant of ['full', 'thumb'] as const) {
        expect(await target.read(id, variant)).toEqual(await local.read(id, variant));
      }
    }

    const again = await copyUploadsToS3({ root: local.root, target });
    expect(again).toEqual({ total: 4, copied: 0, skipped: 4, failed: [] });
  });

  it('records a file that cannot be copied and goes on with the others', async () => {
    const local = createUploadStorage(mkdtempSync(path.join(dataDir, 'other-')));
    const c = (await local.storeImage(await testImage(6)))!;
    const broken = createS3UploadStorage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      const summary = await copyUploadsToS3({ root: local.root, target: broken });
      expect(summary).toMatchObject({ total: 2, copied: 0, skipped: 0 });
      expect(summary.failed.map((f) => path.basename(f.file)).sort()).toEqual(['full.webp', 'thumb.webp']);
      expect(summary.failed[0]!.file).toContain(c.id);
    } finally {
      await broken.close();
    }
  });
});

describe('the app with S3_BUCKET set', () => {
  beforeAll(async () => {
    testApp = await createTestApp({ config: { s3: s3.config, enableTestApi: true } });
  });
  beforeEach(() => resetUploadRateLimits(testApp!.app.database.db));

  it('stores a profile photo in the bucket and serves it at the same /v1/uploads URL', async () => {
    const { app } = testApp!;
    const http = requests(app);
    const member = await signIn(app, MEMBER);
    const res = await http.upload('/v1/user/profile-photo', member, [
      { name: 'me.png', type: 'image/png', data: await testImage(7, 'png', 600, 400) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.userProfile.profilePhoto as string;
    expect(url).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/);
    const [row] = await app.database.db.select().from(uploads).where(eq(uploads.userId, member.user.id));
    expect(await inBucket(row!.id, 'full')).toBe(true);
    expect(await inBucket(row!.id, 'thumb')).toBe(true);

    const served = await http.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
    const full = await http.get(url.replace('thumb.webp', 'full.webp'));
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
    expect((await http.get(`/v1/uploads/${randomUUID()}/thumb.webp`)).statusCode).toBe(404);

    // Removing the photo removes its objects; its URL then answers 404.
    expect((await http.call('deleteProfilePhoto', { as: member })).statusCode).toBe(200);
    expect(await inBucket(row!.id, 'full')).toBe(false);
    expect((await http.get(url)).statusCode).toBe(404);
  });

  it('answers 404 for a photo whose object is missing from the bucket', async () => {
    const { app } = testApp!;
    const http = requests(app);
    const member = await signIn(app, OTHER_MEMBER);
    const res = await http.upload('/v1/user/profile-photo', member, [
      { name: 'me.png', type: 'image/png', data: await testImage(8) },
    ]);
    const url = res.json().data.userProfile.profilePhoto as string;
    const id = url.split('/')[3]!;
    expect((await http.get(url)).statusCode).toBe(200);
    // Its row stays, its objects go (e.g. deleted in the bucket by hand).
    await storage.remove(id);
    expect((await http.get(url)).statusCode).toBe(404);
  });

  it('serves a private image from the bucket to its uploader only', async () => {
    const { app } = testApp!;
    const http = requests(app);
    const member = await signIn(app, MEMBER);
    const other = await signIn(app, OTHER_MEMBER);
    const res = await http.upload('/v1/feedback/screenshot', member, [
      { name: 's.png', type: 'image/png', data: await testImage(9) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { uploadId, thumbUrl } = res.json().data as { uploadId: string; thumbUrl: string };
    expect(await inBucket(uploadId, 'thumb')).toBe(true);

    const served = await http.get(thumbUrl, member);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(PRIVATE_IMAGE_CACHE);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);
    expect((await http.get(thumbUrl, other)).statusCode).toBe(404);
    // Not the public route: the access check stays.
    expect((await http.get(`/v1/uploads/${uploadId}/thumb.webp`)).statusCode).toBe(404);
  });
});

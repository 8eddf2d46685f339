import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_MESSAGES, UPLOAD_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadsRoot } from '../../src/adapters/uploads.ts';
import { uploads } from '../../src/db/schema.ts';
import {
  ADMIN,
  type As,
  build,
  call,
  MEMBER,
  OTHER_MEMBER,
  requests,
  signIn,
  type UploadFile,
} from '../helper.ts';
import {
  oversizedImage,
  phonePhoto,
  resetUploadRateLimits,
  solidImage,
  storedFolders,
} from './upload-helpers.ts';

const app = await build();
const member = await signIn(app, MEMBER);
const other = await signIn(app, OTHER_MEMBER);
const asMember = member.headers;
const http = requests(app);
const root = uploadsRoot(app.config.dataDir);
const storage = { filePath: (id: string, variant: string) => path.join(root, id, `${variant}.webp`) };
const { db } = app.database;

const png = await solidImage(600, 400, { r: 200, g: 40, b: 40 }).png().toBuffer();
const jpeg = await solidImage(300, 500, { r: 20, g: 90, b: 200 })
  .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
  .jpeg()
  .toBuffer();

/** POST /v1/user/profile-photo with `files` as a multipart body. */
const upload = (files: UploadFile[], as: As = asMember) => http.upload('/v1/user/profile-photo', as, files);
const removePhoto = () => call(app, 'deleteProfilePhoto', { as: asMember });
const photoRows = (userId = member.user.id) => db.select().from(uploads).where(eq(uploads.userId, userId));
const profilePhoto = async () =>
  (await call(app, 'getUser', { as: asMember, params: { id: member.user.id } })).json().data.userProfile
    .profilePhoto as string | null;

// Each test starts with the whole upload rate limit (offer-media.test.ts tests the limit itself).
beforeEach(() => resetUploadRateLimits(db));

describe('POST /v1/user/profile-photo', () => {
  it('refuses files that are not JPEG, PNG or WebP by content, whatever their name says', async () => {
    const cases = [
      { name: 'photo.png', type: 'image/png', data: Buffer.from('this is just text, not an image') },
      { name: 'photo.gif', type: 'image/gif', data: await sharp(png).gif().toBuffer() },
      { name: 'photo.jpg', type: 'image/jpeg', data: png.subarray(0, 40) },
    ];
    for (const file of cases) {
      const res = await upload([file]);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json()).toMatchObject({
        message: VALIDATION_MESSAGES.fileType,
        fieldErrors: { file: [VALIDATION_MESSAGES.fileType] },
      });
    }
    expect(await photoRows()).toHaveLength(0);
    expect(await profilePhoto()).toBeNull();
  });

  it('refuses more than 5 MB, two files, no file and non-multipart requests', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload([{ name: 'big.png', type: 'image/png', data: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(VALIDATION_MESSAGES.fileTooLarge);

    const two = await upload([
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'b.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(VALIDATION_MESSAGES.fileOneAtATime);

    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VALIDATION_MESSAGES.fileRequired);

    const otherField = await upload([{ field: 'photo', name: 'a.png', type: 'image/png', data: png }]);
    expect(otherField.json().message).toBe(VALIDATION_MESSAGES.fileRequired);

    // A JSON body instead of multipart/form-data.
    const json = await call(app, 'uploadProfilePhoto', { as: asMember, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await photoRows()).toHaveLength(0);
    expect(await profilePhoto()).toBeNull();
  });

  it('refuses an image over the pixel cap from its header alone (413, nothing stored); a 12 MP phone photo passes', async () => {
    const folders = storedFolders(root);
    const cases = [
      { name: 'huge.png', type: 'image/png', data: await oversizedImage() },
      // Only the header: decoding it would fail (415), so the answer comes from the header.
      { name: 'huge-header.png', type: 'image/png', data: await oversizedImage(true) },
    ];
    for (const file of cases) {
      const started = performance.now();
      const res = await upload([file]);
      expect(res.statusCode, file.name).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: UPLOAD_MESSAGES.tooManyPixels,
        fieldErrors: { file: [UPLOAD_MESSAGES.tooManyPixels] },
      });
      // Generous bound: no decoding happens (decoding and storing this image takes far longer).
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(await photoRows()).toHaveLength(0);
    expect(await profilePhoto()).toBeNull();
    expect(storedFolders(root)).toBe(folders);

    const phone = await upload([{ name: 'phone.jpg', type: 'image/jpeg', data: await phonePhoto() }]);
    expect(phone.statusCode, phone.body).toBe(200);
    const [row] = await photoRows();
    expect(row).toMatchObject({ width: 2048, height: 1536 });
    // Back to no photo for the tests below.
    const removed = await removePhoto();
    expect(removed.statusCode).toBe(200);
  });

  it('stores a PNG as a WebP original plus a 256×256 thumbnail and serves it publicly', async () => {
    const res = await upload([{ name: 'me.png', type: 'image/png', data: png }]);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.userProfile.profilePhoto as string;
    expect(url).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\/thumb\.webp$/);
    const [row] = await photoRows();
    expect(row).toMatchObject({ kind: 'PROFILE_PHOTO', mime: 'image/webp', width: 600, height: 400 });
    expect(existsSync(storage.filePath(row!.id, 'full'))).toBe(true);
    const thumbMeta = await sharp(storage.filePath(row!.id, 'thumb')).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await http.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);
    const full = await http.get(url.replace('thumb.webp', 'full.webp'));
    expect((await sharp(full.rawPayload).metadata()).width).toBe(600);
    expect((await http.get(url.replace('thumb.webp', 'x.webp'))).statusCode).toBe(400);
    expect((await http.get(`/v1/uploads/${crypto.randomUUID()}/thumb.webp`)).statusCode).toBe(404);

    // The public view shows it.
    const pub = await call(app, 'getPublicProfile', { as: other, params: { id: member.user.id } });
    expect(pub.json().data.profilePhoto).toBe(url);
  });

  it('refuses the same file as the current photo', async () => {
    const before = await profilePhoto();
    const res = await upload([{ name: 'again.png', type: 'image/png', data: png }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VALIDATION_MESSAGES.fileDuplicate);
    expect(await profilePhoto()).toBe(before);
    expect(await photoRows()).toHaveLength(1);
  });

  it('replaces the photo with a JPEG, strips its metadata and removes the old files', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const [old] = await photoRows();
    const res = await upload([{ name: 'new.jpg', type: 'image/jpeg', data: jpeg }]);
    expect(res.statusCode).toBe(200);
    const rows = await photoRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(old!.id);
    expect(existsSync(storage.filePath(old!.id, 'thumb'))).toBe(false);
    expect((await http.get(`/v1/uploads/${old!.id}/thumb.webp`)).statusCode).toBe(404);
    const full = await sharp(storage.filePath(rows[0]!.id, 'full')).metadata();
    expect(full.exif).toBeUndefined();
    expect(full).toMatchObject({ width: 300, height: 500 });
    expect((await sharp(storage.filePath(rows[0]!.id, 'thumb')).metadata()).width).toBe(256);
  });

  it('is for members only', async () => {
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const res = await upload([{ name: 'a.png', type: 'image/png', data: png }], admin);
    expect(res.statusCode).toBe(403);
    const anon = await upload([{ name: 'a.png', type: 'image/png', data: png }], null);
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /v1/user/profile-photo', () => {
  it('removes the photo, its row and its files; a second delete is 404', async () => {
    const [row] = await photoRows();
    const res = await removePhoto();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userProfile.profilePhoto).toBeNull();
    expect(await photoRows()).toHaveLength(0);
    expect(existsSync(storage.filePath(row!.id, 'full'))).toBe(false);
    const again = await removePhoto();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PROFILE_MESSAGES.noPhoto);
  });

  it('lets the removed photo be uploaded again', async () => {
    expect((await upload([{ name: 'me.png', type: 'image/png', data: png }])).statusCode).toBe(200);
  });
});

/** Offer media: offer photos and the Vacation Rental availability calendar. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  CALENDAR_MAX_DAYS_AHEAD,
  calendarToday,
  OFFER_MEDIA_MESSAGES,
  OFFER_MESSAGES,
  OFFER_PHOTOS_MAX,
  UPLOAD_MESSAGES,
  UPLOAD_RATE_LIMIT,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadsRoot } from '../../src/adapters/uploads.ts';
import { authThrottle, offerCalendarDays, offerPhotos, uploads } from '../../src/db/schema.ts';
import { rateLimitKey } from '../../src/lib/db-rate-limit.ts';
import { IMAGE_UPLOAD_RATE_LIMIT } from '../../src/lib/image-upload.ts';
import { createOffersRepository } from '../../src/modules/offers/offers.repository.ts';
import { toOfferPhoto } from '../../src/modules/offers/offers.service.ts';
import { ADMIN, type As, bearer, build, call, login, MEMBER, OTHER_MEMBER, requests } from '../helper.ts';
import { COMPLETE_OFFERS, createOfferId } from './offer-helpers.ts';
import {
  oversizedImage,
  phonePhoto,
  resetUploadRateLimits,
  storedFolders,
  testImage,
} from './upload-helpers.ts';

const app = await build();
const member = await login(app, MEMBER);
const other = await login(app, OTHER_MEMBER);
const admin = await login(app, ADMIN, 'ADMIN');
const asMember = bearer(member.accessToken);
const asOther = bearer(other.accessToken);
const asAdmin = bearer(admin.accessToken);
const root = uploadsRoot(app.config.dataDir);
const { db } = app.database;

const RENTAL = COMPLETE_OFFERS['Vacation Rentals'];
const PRODUCT = COMPLETE_OFFERS.Product;

const http = requests(app);
/** POST /v1/offer/:id/photos with one file as a multipart body. */
const upload = (offerId: string, data: Buffer, as: As = asMember, name = 'photo.png', type = 'image/png') =>
  http.upload(`/v1/offer/${offerId}/photos`, as, [{ name, type, data }]);
const removePhoto = (offerId: string, photoId: string, as: As = asMember) =>
  call(app, 'deleteOfferPhoto', { as, params: { id: offerId, photoId } });
const reorder = (offerId: string, photoIds: unknown, as: As = asMember) =>
  call(app, 'reorderOfferPhotos', { as, params: { id: offerId }, body: { photoIds } });
const getCalendar = (offerId: string, query = '', as: As = asMember) =>
  http.get(`/v1/offer/${offerId}/calendar${query}`, as);
const putCalendar = (offerId: string, days: unknown, as: As = asMember) =>
  call(app, 'updateOfferCalendar', { as, params: { id: offerId }, body: { days } });
/** The offer's photos in display order, read from the database (as every offer response sends them). */
const photosOf = async (offerId: string) =>
  ((await createOffersRepository(db).photosFor([offerId])).get(offerId) ?? []).map(toOfferPhoto);
const uploadIdOf = (url: string) => url.split('/')[3] as string;

const newOffer = (body: object = RENTAL, headers = asMember) => createOfferId(app, body, headers);
async function setStatus(offerId: string, status: string, user: 'MEMBER' | 'ADMIN' = 'MEMBER') {
  const res = await call(app, 'changeOfferStatus', {
    as: user === 'ADMIN' ? asAdmin : asMember,
    body: { offerId, status, user, ...(status === 'DISABLED' ? { reason: 'Test' } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

// Each test starts with the whole upload rate limit ('image uploads per member' tests the limit).
beforeEach(() => resetUploadRateLimits(db));

describe('POST /v1/offer/:id/photos', () => {
  it('adds content-checked photos in order, stored as full and 256² thumbnail and served publicly', async () => {
    const id = await newOffer();
    const first = await upload(id, await testImage(1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(OFFER_MEDIA_MESSAGES.photoAdded);
    const second = await upload(id, await testImage(2, 'jpeg'), asMember, 'b.jpg', 'image/jpeg');
    expect(second.statusCode).toBe(200);
    const photos = second.json().data.photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 640, height: 480 });
    expect(photos[0].url).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\/full\.webp$/);
    expect(photos[0].thumbUrl).toBe(photos[0].url.replace('full', 'thumb'));

    const full = await http.get(photos[1].url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const thumb = await http.get(photos[1].thumbUrl);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    // The offer shows its photos everywhere it is read.
    expect((await photosOf(id)).map((p) => p.id)).toEqual(photos.map((p: { id: string }) => p.id));
  });

  it('refuses a text file named .jpg, more than 5 MB, no file and two files; nothing is stored', async () => {
    const id = await newOffer();
    const before = (await db.select().from(uploads)).length;
    const text = await upload(
      id,
      Buffer.from('plain text, not a picture'),
      asMember,
      'cat.jpg',
      'image/jpeg',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      message: VALIDATION_MESSAGES.fileType,
      fieldErrors: { file: [VALIDATION_MESSAGES.fileType] },
    });
    const big = Buffer.concat([await testImage(3), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(id, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(VALIDATION_MESSAGES.fileTooLarge);

    const noFile = await http.upload(`/v1/offer/${id}/photos`, asMember, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(VALIDATION_MESSAGES.fileRequired);

    const twoFiles = await http.upload(`/v1/offer/${id}/photos`, asMember, [
      { name: 'a.png', type: 'image/png', data: await testImage(4) },
      { name: 'b.png', type: 'image/png', data: await testImage(5) },
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe(VALIDATION_MESSAGES.fileOneAtATime);

    expect(await photosOf(id)).toHaveLength(0);
    expect((await db.select().from(uploads)).length).toBe(before);
  });

  it('refuses the same image twice on one offer, but allows it on another own offer (one stored copy)', async () => {
    const a = await newOffer();
    const b = await newOffer();
    const img = await testImage(10);
    expect((await upload(a, img)).statusCode).toBe(200);
    const again = await upload(a, img, asMember, 'renamed.png');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: VALIDATION_MESSAGES.fileDuplicate,
      fieldErrors: { file: [VALIDATION_MESSAGES.fileDuplicate] },
    });
    expect(await photosOf(a)).toHaveLength(1);

    const onB = await upload(b, img);
    expect(onB.statusCode).toBe(200);
    const [pa] = await photosOf(a);
    const [pb] = await photosOf(b);
    expect(uploadIdOf(pa!.url)).toBe(uploadIdOf(pb!.url));
    const uploadId = uploadIdOf(pa!.url);
    expect(await db.select().from(uploads).where(eq(uploads.id, uploadId))).toHaveLength(1);

    // Removing it from one offer keeps the files for the other; removing the last use deletes them.
    expect((await removePhoto(a, pa!.id)).statusCode).toBe(200);
    expect(existsSync(path.join(root, uploadId, 'full.webp'))).toBe(true);
    expect((await http.get(pb!.url)).statusCode).toBe(200);
    expect((await removePhoto(b, pb!.id)).statusCode).toBe(200);
    expect(existsSync(path.join(root, uploadId))).toBe(false);
    expect(await db.select().from(uploads).where(eq(uploads.id, uploadId))).toHaveLength(0);
    expect((await http.get(pb!.url)).statusCode).toBe(404);
  });

  it(`allows at most ${OFFER_PHOTOS_MAX} photos per offer`, async () => {
    const id = await newOffer();
    for (let i = 0; i < OFFER_PHOTOS_MAX - 2; i++) {
      const res = await upload(id, await testImage(100 + i, 'png', 64, 48));
      expect(res.statusCode, res.body).toBe(200);
    }
    // Concurrent uploads cannot pass the limit together.
    const racing = await Promise.all(
      [200, 201, 202, 203].map(async (seed) => upload(id, await testImage(seed, 'png', 64, 48))),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const over = await upload(id, await testImage(999, 'png', 64, 48));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(VALIDATION_MESSAGES.fileMaxCount);
    expect(await photosOf(id)).toHaveLength(OFFER_PHOTOS_MAX);
  });

  it('is for the owner only: others get 403 on listed offers, 404 on drafts; admins and guests are refused', async () => {
    const draft = await newOffer();
    const listed = await newOffer();
    await setStatus(listed, 'ACTIVE');
    const img = await testImage(20);
    const onListed = await upload(listed, img, asOther);
    expect(onListed.statusCode).toBe(403);
    expect(onListed.json().message).toBe(OFFER_MESSAGES.notOwner);
    expect((await upload(draft, img, asOther)).statusCode).toBe(404);
    expect((await upload(listed, img, asAdmin)).statusCode).toBe(403);
    expect((await upload(listed, img, {})).statusCode).toBe(401);
    expect((await upload('00000000-0000-4000-8000-000000000000', img)).statusCode).toBe(404);
    expect((await upload('not-a-uuid', img)).statusCode).toBe(400);
    expect(await photosOf(listed)).toHaveLength(0);
  });

  it('refuses changes on disabled offers (409) and deleted offers (404)', async () => {
    const disabled = await newOffer();
    expect((await upload(disabled, await testImage(30))).statusCode).toBe(200);
    const [photo] = await photosOf(disabled);
    await setStatus(disabled, 'DISABLED', 'ADMIN');
    const res = await upload(disabled, await testImage(31));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OFFER_MESSAGES.notEditable);
    expect((await removePhoto(disabled, photo!.id)).statusCode).toBe(409);
    expect((await reorder(disabled, [photo!.id])).statusCode).toBe(409);

    const deleted = await newOffer();
    await setStatus(deleted, 'DELETE');
    expect((await upload(deleted, await testImage(32))).statusCode).toBe(404);
  });
});

describe('image uploads per member', () => {
  const profilePhoto = (data: Buffer, as: As = asMember) =>
    http.upload('/v1/user/profile-photo', as, [{ name: 'me.png', type: 'image/png', data }]);
  const ownUploads = async () =>
    (await db.select().from(uploads).where(eq(uploads.userId, member.user.id))).length;

  it('refuses a photo over the pixel cap from its header alone (413, nothing stored); a 12 MP phone photo passes', async () => {
    const id = await newOffer();
    const before = await ownUploads();
    const folders = storedFolders(root);
    for (const data of [await oversizedImage(), await oversizedImage(true)]) {
      const res = await upload(id, data, asMember, 'huge.png');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: UPLOAD_MESSAGES.tooManyPixels,
        fieldErrors: { file: [UPLOAD_MESSAGES.tooManyPixels] },
      });
    }
    expect(await photosOf(id)).toHaveLength(0);
    expect(await ownUploads()).toBe(before);
    expect(storedFolders(root)).toBe(folders);

    const phone = await upload(id, await phonePhoto(), asMember, 'phone.jpg', 'image/jpeg');
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().data.photos).toMatchObject([{ width: 2048, height: 1536 }]);
  });

  it(`allows ${UPLOAD_RATE_LIMIT.max} a minute across offer photos and the profile photo, then 429; nothing is stored`, async () => {
    const small = (seed: number) => testImage(300 + seed, 'png', 32, 24);
    let n = 0;
    // Offer photos and profile photos (each replaces the last) in turn, a new offer when one is full.
    let offer = await newOffer();
    let onOffer = 0;
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) {
      if (i % 2 === 0 && onOffer === OFFER_PHOTOS_MAX) {
        offer = await newOffer();
        onOffer = 0;
      }
      const res = i % 2 === 0 ? await upload(offer, await small(n++)) : await profilePhoto(await small(n++));
      if (i % 2 === 0) onOffer++;
      expect(res.statusCode, res.body).toBe(200);
    }
    const fresh = await newOffer();
    const before = await ownUploads();
    const folders = storedFolders(root);
    for (const res of [await upload(fresh, await small(n++)), await profilePhoto(await small(n++))]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: UPLOAD_MESSAGES.tooManyUploads,
      });
    }
    expect(await photosOf(fresh)).toHaveLength(0);
    expect(await ownUploads()).toBe(before);
    expect(storedFolders(root)).toBe(folders);
    // Another member is not affected.
    const theirs = await newOffer(RENTAL, asOther);
    expect((await upload(theirs, await small(n++), asOther)).statusCode).toBe(200);

    // The window over, uploads work again.
    await db
      .update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - UPLOAD_RATE_LIMIT.windowSeconds * 1000) })
      .where(eq(authThrottle.key, rateLimitKey(IMAGE_UPLOAD_RATE_LIMIT, member.user.id)));
    expect((await upload(fresh, await small(n++))).statusCode).toBe(200);
  });
});

describe('PUT /v1/offer/:id/photos/order and DELETE /v1/offer/:id/photos/:photoId', () => {
  it('reorders (the first is the cover) and refuses lists that are not the same set', async () => {
    const id = await newOffer();
    for (const seed of [40, 41, 42]) expect((await upload(id, await testImage(seed))).statusCode).toBe(200);
    const [p1, p2, p3] = (await photosOf(id)).map((p) => p.id) as [string, string, string];
    const res = await reorder(id, [p3, p1, p2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(OFFER_MEDIA_MESSAGES.photosReordered);
    expect(res.json().data.photos.map((p: { id: string }) => p.id)).toEqual([p3, p1, p2]);

    const stranger = '00000000-0000-4000-8000-000000000000';
    for (const bad of [[p1, p2], [p1, p2, p3, stranger], [p1, p1, p2], [], 'x', [p1, p2, 'nope']]) {
      const r = await reorder(id, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await reorder(id, [p1, p2, stranger])).json().message).toBe(OFFER_MEDIA_MESSAGES.order);
    expect((await reorder(id, [p1, p2, p3], asOther)).statusCode).toBe(404);
    expect((await photosOf(id)).map((p) => p.id)).toEqual([p3, p1, p2]);
  });

  it('deletes one photo with its files, keeps the order of the rest, 404 for an unknown photo', async () => {
    const id = await newOffer();
    for (const seed of [50, 51, 52]) expect((await upload(id, await testImage(seed))).statusCode).toBe(200);
    const [p1, p2, p3] = await photosOf(id);
    const res = await removePhoto(id, p2!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(OFFER_MEDIA_MESSAGES.photoRemoved);
    expect(res.json().data.photos.map((p: { id: string }) => p.id)).toEqual([p1!.id, p3!.id]);
    expect(existsSync(path.join(root, uploadIdOf(p2!.url)))).toBe(false);
    const positions = await db.select().from(offerPhotos).where(eq(offerPhotos.offerId, id));
    expect(positions.map((p) => p.position).sort()).toEqual([0, 1]);

    const again = await removePhoto(id, p2!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(OFFER_MEDIA_MESSAGES.photoNotFound);
    // A photo of another offer cannot be removed through this one.
    const otherOffer = await newOffer();
    expect((await removePhoto(otherOffer, p1!.id)).statusCode).toBe(404);
    expect(await photosOf(id)).toHaveLength(2);
    // Another member cannot remove it either.
    await setStatus(id, 'ACTIVE');
    expect((await removePhoto(id, p1!.id, asOther)).statusCode).toBe(403);
    expect(await photosOf(id)).toHaveLength(2);
  });
});

describe('GET/PUT /v1/offer/:id/calendar', () => {
  // The tests' days and the server's are counted from the same "today" (in the calendars' time zone). A run
  // that would cross that zone's midnight starts just past it instead: the clock (Date only, the server's
  // too, as it runs in this process) is moved at most five minutes ahead and keeps running.
  let today = '';
  const d = (n: number) => addDays(today, n);
  beforeAll(() => {
    const now = Date.now();
    const minutesToNextDay = [...Array(6).keys()].find(
      (m) => calendarToday(new Date(now + m * 60_000)) !== calendarToday(new Date(now)),
    );
    if (minutesToNextDay !== undefined)
      vi.useFakeTimers({ toFake: ['Date'], now: now + minutesToNextDay * 60_000, shouldAdvanceTime: true });
    today = calendarToday();
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const stored = async (offerId: string) =>
    db.select().from(offerCalendarDays).where(eq(offerCalendarDays.offerId, offerId));

  it('marks days booked or blocked with notes, AVAILABLE clears them; the owner sees notes, others do not', async () => {
    const id = await newOffer();
    const res = await putCalendar(id, [
      { day: d(3), status: 'BOOKED', note: 'Smith family' },
      { day: d(1), status: 'BLOCKED' },
      { day: d(2), status: 'BLOCKED', note: '  ' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        offerId: id,
        from: d(1),
        to: d(3),
        days: [
          { day: d(1), status: 'BLOCKED', note: null },
          { day: d(2), status: 'BLOCKED', note: null },
          { day: d(3), status: 'BOOKED', note: 'Smith family' },
        ],
      },
      message: OFFER_MEDIA_MESSAGES.calendarSaved,
    });

    const change = await putCalendar(id, [
      { day: d(2), status: 'AVAILABLE' },
      { day: d(3), status: 'BLOCKED', note: 'Repairs' },
    ]);
    expect(change.statusCode).toBe(200);
    const mine = await getCalendar(id, `?from=${today}&to=${d(30)}`);
    expect(mine.json().data).toEqual({
      offerId: id,
      from: today,
      to: d(30),
      days: [
        { day: d(1), status: 'BLOCKED', note: null },
        { day: d(3), status: 'BLOCKED', note: 'Repairs' },
      ],
    });
    // A draft's calendar is nobody else's business; once listed, others see the days without notes.
    expect((await getCalendar(id, '', asOther)).statusCode).toBe(404);
    await setStatus(id, 'ACTIVE');
    const theirs = await getCalendar(id, '', asOther);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.days).toEqual([
      { day: d(1), status: 'BLOCKED', note: null },
      { day: d(3), status: 'BLOCKED', note: null },
    ]);
    expect(theirs.json().data.from).toBe(today);
    expect((await getCalendar(id, '', asAdmin)).json().data.days[1].note).toBe('Repairs');
    // Only the owner changes it.
    const foreign = await putCalendar(id, [{ day: d(5), status: 'BOOKED' }], asOther);
    expect(foreign.statusCode).toBe(403);
    expect(await stored(id)).toHaveLength(2);
  });

  it('refuses past days, days beyond 2 years, bad dates and statuses, duplicates and too many days — atomically', async () => {
    const id = await newOffer();
    await putCalendar(id, [{ day: d(10), status: 'BOOKED' }]);
    const cases: [unknown, string][] = [
      [
        [
          { day: d(-1), status: 'BLOCKED' },
          { day: d(4), status: 'BLOCKED' },
        ],
        OFFER_MEDIA_MESSAGES.pastDay,
      ],
      [[{ day: d(CALENDAR_MAX_DAYS_AHEAD + 1), status: 'BLOCKED' }], OFFER_MEDIA_MESSAGES.tooFarAhead],
      [[{ day: '2031-02-30', status: 'BLOCKED' }], OFFER_MEDIA_MESSAGES.day],
      [[{ day: '12/01/2030', status: 'BLOCKED' }], OFFER_MEDIA_MESSAGES.day],
      [[{ day: d(4), status: 'RESERVED' }], OFFER_MEDIA_MESSAGES.status],
      [[{ day: d(4), status: 'BOOKED', note: 'x'.repeat(201) }], OFFER_MEDIA_MESSAGES.noteMax],
      [
        [
          { day: d(4), status: 'BOOKED' },
          { day: d(4), status: 'BLOCKED' },
        ],
        OFFER_MEDIA_MESSAGES.dayTwice,
      ],
      [[], OFFER_MEDIA_MESSAGES.daysMin],
      [
        Array.from({ length: 401 }, (_, i) => ({ day: d(i), status: 'BLOCKED' })),
        OFFER_MEDIA_MESSAGES.daysMax,
      ],
      ['soon', OFFER_MEDIA_MESSAGES.daysMin],
    ];
    for (const [days, message] of cases) {
      const res = await putCalendar(id, days);
      expect(res.statusCode, JSON.stringify(days).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json().fieldErrors), message).toContain(message);
    }
    // The last allowed day and today itself are fine.
    expect((await putCalendar(id, [{ day: d(CALENDAR_MAX_DAYS_AHEAD), status: 'BLOCKED' }])).statusCode).toBe(
      200,
    );
    expect((await putCalendar(id, [{ day: today, status: 'AVAILABLE' }])).statusCode).toBe(200);
    expect((await stored(id)).map((r) => r.day).sort()).toEqual([d(10), d(CALENDAR_MAX_DAYS_AHEAD)]);
  });

  it('is for Vacation Rentals only, checks the range asked for, and locks with the offer', async () => {
    const product = await newOffer(PRODUCT);
    const notRental = await putCalendar(product, [{ day: d(1), status: 'BLOCKED' }]);
    expect(notRental.statusCode).toBe(409);
    expect(notRental.json().message).toBe(OFFER_MEDIA_MESSAGES.rentalsOnly);
    expect((await getCalendar(product)).statusCode).toBe(409);

    const id = await newOffer();
    const backwards = await getCalendar(id, `?from=${d(5)}&to=${d(1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.to).toEqual([OFFER_MEDIA_MESSAGES.range]);
    const tooLong = await getCalendar(id, `?from=${today}&to=${d(400)}`);
    expect(tooLong.json().fieldErrors.to).toEqual([OFFER_MEDIA_MESSAGES.rangeMax]);
    expect((await getCalendar(id, '?from=tomorrow')).statusCode).toBe(400);
    const defaults = await getCalendar(id);
    expect(defaults.json().data).toMatchObject({ from: today, to: d(399), days: [] });
    // Past days may be read.
    expect((await getCalendar(id, `?from=${d(-30)}&to=${today}`)).statusCode).toBe(200);

    await setStatus(id, 'DISABLED', 'ADMIN');
    const disabled = await putCalendar(id, [{ day: d(1), status: 'BLOCKED' }]);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(OFFER_MESSAGES.notEditable);
    expect(await stored(id)).toHaveLength(0);
    expect((await putCalendar(id, [{ day: d(1), status: 'BLOCKED' }], {})).statusCode).toBe(401);
  });
});

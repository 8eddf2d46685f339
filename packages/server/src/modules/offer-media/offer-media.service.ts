/**
 * Offer media rules. Photos: only the owner changes them, never on deleted, disabled or deactivated
 * offers; content-checked images, at most OFFER_PHOTOS_MAX per offer, the same image once per offer.
 * Photo changes of one offer are serialised by locking the offer row, so the count limit holds
 * under concurrent uploads. Calendar: Vacation Rentals only; changes are all or nothing.
 */
import {
  addDays,
  CALENDAR_MAX_DAYS_PER_REQUEST,
  type CalendarDayStatus,
  calendarToday,
  daysBetween,
  OFFER_MEDIA_MESSAGES,
  OFFER_MESSAGES,
  OFFER_PHOTO_FIELD,
  OFFER_PHOTOS_MAX,
  type TOffer,
  type TOfferCalendar,
  VALIDATION_MESSAGES,
  type ZOfferCalendarQuery,
  type ZUpdateOfferCalendarRequest,
} from '@barterbits/contracts';
import type { z } from 'zod';
import type { StoredImage, UploadStorage } from '../../adapters/uploads.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { admitImageUpload, imageTypeError } from '../../lib/image-upload.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { createOffersRepository, type OfferRow } from '../offers/offers.repository.ts';
import { toOffer } from '../offers/offers.service.ts';
import { canSeeOffer } from '../offers/visibility.ts';
import { createOfferMediaRepository, OFFER_PHOTO_KIND } from './offer-media.repository.ts';

const RENTALS = 'Vacation Rentals';

/** Statuses whose media can no longer change (DELETE offers are not found at all). */
const LOCKED_STATUSES = new Set(['DELETE', 'DISABLED', 'DEACTIVATED']);

const fileError = (code: 'CONFLICT', message: string) =>
  new AppError(code, message, { fieldErrors: { [OFFER_PHOTO_FIELD]: [message] } });
const errors = {
  fileType: () => imageTypeError(OFFER_PHOTO_FIELD),
  duplicate: () => fileError('CONFLICT', VALIDATION_MESSAGES.fileDuplicate),
  maxCount: () => fileError('CONFLICT', VALIDATION_MESSAGES.fileMaxCount),
  notEditable: () => new AppError('CONFLICT', OFFER_MESSAGES.notEditable),
  rentalsOnly: () => new AppError('CONFLICT', OFFER_MEDIA_MESSAGES.rentalsOnly),
  photoNotFound: () => new AppError('NOT_FOUND', OFFER_MEDIA_MESSAGES.photoNotFound),
};

type CalendarQuery = z.output<typeof ZOfferCalendarQuery>;
type CalendarBody = z.output<typeof ZUpdateOfferCalendarRequest>;

export function createOfferMediaService(db: Db, storage: UploadStorage) {
  const offersRepo = createOffersRepository(db);

  /** The offer if `auth` may see it (offers/visibility.ts), else 404. */
  async function findVisible(auth: AuthContext, id: string) {
    const found = await offersRepo.findWithOwner(id);
    if (!found || !canSeeOffer(auth, found.offer, found.ownerStatusId)) throw new AppError('NOT_FOUND');
    return found.offer;
  }

  /** The own offer whose media may change: 404 unseen, 403 someone else's, 409 locked status. */
  async function editableOffer(auth: AuthContext, id: string): Promise<OfferRow> {
    const offer = await findVisible(auth, id);
    if (offer.userId !== auth.userId) throw new AppError('FORBIDDEN', OFFER_MESSAGES.notOwner);
    if (LOCKED_STATUSES.has(offer.status)) throw errors.notEditable();
    return offer;
  }

  /** Re-checks the offer under its row lock (it may have changed since the first read). */
  function assertStillEditable(row: OfferRow | null, auth: AuthContext): asserts row is OfferRow {
    if (!row || row.userId !== auth.userId || row.status === 'DELETE') throw new AppError('NOT_FOUND');
    if (LOCKED_STATUSES.has(row.status)) throw errors.notEditable();
  }

  async function offerOut(id: string): Promise<TOffer> {
    const row = await offersRepo.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    const photos = await offersRepo.photosFor([id]);
    return toOffer(row, true, photos.get(id));
  }

  async function calendarOut(offerId: string, from: string, to: string, privileged: boolean) {
    const rows = await createOfferMediaRepository(db).calendarDays(offerId, from, to);
    const out: TOfferCalendar = {
      offerId,
      from,
      to,
      days: rows.map((r) => ({
        day: r.day,
        status: r.kind as 'BOOKED' | 'BLOCKED',
        note: privileged ? r.note : null,
      })),
    };
    return out;
  }

  /** One attempt at adding the photo; `retry` is true when a concurrent upload of the same image won. */
  async function addOnce(auth: AuthContext, offerId: string, buffer: Buffer, sha256: string) {
    const repo = createOfferMediaRepository(db);
    let stored: StoredImage | null = null;
    let reused = false;
    // Store the files before the transaction unless the member already has this image stored.
    if (!(await repo.findOwnUpload(auth.userId, sha256))) {
      stored = await storage.storeImage(buffer);
      if (!stored) throw errors.fileType();
    }
    try {
      await db.transaction(async (tx) => {
        const r = createOfferMediaRepository(tx);
        assertStillEditable(await r.lockOffer(offerId), auth);
        const photos = await r.photos(offerId);
        if (photos.some((p) => p.sha256 === sha256)) throw errors.duplicate();
        if (photos.length >= OFFER_PHOTOS_MAX) throw errors.maxCount();
        let uploadId: string;
        const existing = await r.lockOwnUpload(auth.userId, sha256);
        if (existing) {
          uploadId = existing.id;
          reused = true;
        } else {
          // The upload seen before was removed meanwhile: store the files now.
          stored ??= await storage.storeImage(buffer);
          if (!stored) throw errors.fileType();
          await r.insertUpload({
            id: stored.id,
            userId: auth.userId,
            kind: OFFER_PHOTO_KIND,
            path: stored.path,
            mime: stored.mime,
            size: stored.size,
            sha256,
            width: stored.width,
            height: stored.height,
          });
          uploadId = stored.id;
        }
        await r.insertPhoto({ offerId, uploadId, sha256, position: await r.nextPosition(offerId) });
        await r.touchOffer(offerId);
      });
    } catch (e) {
      if (stored) await storage.remove(stored.id);
      const c = uniqueViolation(e);
      if (c === 'offer_photos_offer_hash_key') throw errors.duplicate();
      if (c === 'uploads_user_kind_hash_key') return { retry: true };
      throw e;
    }
    if (reused && stored) await storage.remove(stored.id);
    return { retry: false };
  }

  return {
    /** Adds one photo at the end of the offer's photos (counted against the member's upload rate). */
    async addPhoto(auth: AuthContext, offerId: string, buffer: Buffer): Promise<TOffer> {
      await editableOffer(auth, offerId);
      const info = await admitImageUpload(db, storage, auth.userId, buffer, OFFER_PHOTO_FIELD);
      // Cheap checks before any file is written (repeated under the lock).
      const photos = await createOfferMediaRepository(db).photos(offerId);
      if (photos.some((p) => p.sha256 === info.sha256)) throw errors.duplicate();
      if (photos.length >= OFFER_PHOTOS_MAX) throw errors.maxCount();
      if ((await addOnce(auth, offerId, buffer, info.sha256)).retry) {
        if ((await addOnce(auth, offerId, buffer, info.sha256)).retry) throw new AppError('CONFLICT');
      }
      return offerOut(offerId);
    },

    /** Removes one photo; the image files go when no other offer of the member uses them. */
    async deletePhoto(auth: AuthContext, offerId: string, photoId: string): Promise<TOffer> {
      await editableOffer(auth, offerId);
      let removedUpload: string | null = null;
      await db.transaction(async (tx) => {
        const r = createOfferMediaRepository(tx);
        assertStillEditable(await r.lockOffer(offerId), auth);
        const uploadId = await r.deletePhoto(offerId, photoId);
        if (!uploadId) throw errors.photoNotFound();
        await r.lockUpload(uploadId);
        if (await r.deleteUploadIfUnused(uploadId)) removedUpload = uploadId;
        await r.setOrder(
          offerId,
          (await r.photos(offerId)).map((p) => p.id),
        );
        await r.touchOffer(offerId);
      });
      if (removedUpload) await storage.remove(removedUpload);
      return offerOut(offerId);
    },

    /** Sets the display order; the list must hold every photo of the offer exactly once. */
    async reorderPhotos(auth: AuthContext, offerId: string, photoIds: string[]): Promise<TOffer> {
      await editableOffer(auth, offerId);
      await db.transaction(async (tx) => {
        const r = createOfferMediaRepository(tx);
        assertStillEditable(await r.lockOffer(offerId), auth);
        const current = new Set((await r.photos(offerId)).map((p) => p.id));
        if (current.size !== photoIds.length || photoIds.some((id) => !current.has(id))) {
          throw new AppError('VALIDATION_FAILED', OFFER_MEDIA_MESSAGES.order, {
            fieldErrors: { photoIds: [OFFER_MEDIA_MESSAGES.order] },
          });
        }
        await r.setOrder(offerId, photoIds);
        await r.touchOffer(offerId);
      });
      return offerOut(offerId);
    },

    /** Booked and blocked days of [from, to]; notes only for the owner and admins. */
    async calendar(auth: AuthContext, offerId: string, q: CalendarQuery): Promise<TOfferCalendar> {
      const offer = await findVisible(auth, offerId);
      if (offer.category !== RENTALS) throw errors.rentalsOnly();
      const from = q.from ?? calendarToday();
      const to = q.to ?? addDays(from, CALENDAR_MAX_DAYS_PER_REQUEST - 1);
      const span = daysBetween(from, to);
      if (span < 0 || span >= CALENDAR_MAX_DAYS_PER_REQUEST) {
        const message = span < 0 ? OFFER_MEDIA_MESSAGES.range : OFFER_MEDIA_MESSAGES.rangeMax;
        throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { to: [message] } });
      }
      const privileged = auth.role === 'ADMIN' || offer.userId === auth.userId;
      return calendarOut(offerId, from, to, privileged);
    },

    /** Applies every change or none; answers with the calendar from the first to the last day changed. */
    async updateCalendar(auth: AuthContext, offerId: string, body: CalendarBody): Promise<TOfferCalendar> {
      const offer = await editableOffer(auth, offerId);
      if (offer.category !== RENTALS) throw errors.rentalsOnly();
      const set = body.days
        .filter(
          (d): d is typeof d & { status: Exclude<CalendarDayStatus, 'AVAILABLE'> } =>
            d.status !== 'AVAILABLE',
        )
        .map((d) => ({ day: d.day, kind: d.status, note: d.note ? d.note : null }));
      const clear = body.days.filter((d) => d.status === 'AVAILABLE').map((d) => d.day);
      await db.transaction(async (tx) => {
        const r = createOfferMediaRepository(tx);
        const row = await r.lockOffer(offerId);
        assertStillEditable(row, auth);
        if (row.category !== RENTALS) throw errors.rentalsOnly();
        await r.deleteCalendarDays(offerId, clear);
        await r.upsertCalendarDays(offerId, set);
      });
      const sorted = body.days.map((d) => d.day).sort();
      return calendarOut(offerId, sorted[0] as string, sorted[sorted.length - 1] as string, true);
    },
  };
}

export type OfferMediaService = ReturnType<typeof createOfferMediaService>;

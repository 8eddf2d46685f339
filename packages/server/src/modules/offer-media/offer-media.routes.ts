/** Offer media: photos and the Vacation Rental availability calendar */
import { OFFER_MEDIA_MESSAGES, OFFER_PHOTO_FIELD } from '@barterbits/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { readSingleFile } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { createOfferMediaService } from './offer-media.service.ts';

export function offerMediaRoutes(app: FastifyInstance, deps: Deps) {
  const storage = deps.uploads;
  const media = createOfferMediaService(deps.db, storage);

  route(app, 'uploadOfferPhoto', async (req) => {
    const buffer = await readSingleFile(req, OFFER_PHOTO_FIELD);
    return {
      data: await media.addPhoto(req.auth, req.params.id, buffer),
      message: OFFER_MEDIA_MESSAGES.photoAdded,
    };
  });

  route(app, 'deleteOfferPhoto', async (req) => ({
    data: await media.deletePhoto(req.auth, req.params.id, req.params.photoId),
    message: OFFER_MEDIA_MESSAGES.photoRemoved,
  }));

  route(app, 'reorderOfferPhotos', async (req) => ({
    data: await media.reorderPhotos(req.auth, req.params.id, req.body.photoIds),
    message: OFFER_MEDIA_MESSAGES.photosReordered,
  }));

  route(app, 'getOfferCalendar', async (req) => ({
    data: await media.calendar(req.auth, req.params.id, req.query),
  }));

  route(app, 'updateOfferCalendar', async (req) => ({
    data: await media.updateCalendar(req.auth, req.params.id, req.body),
    message: OFFER_MEDIA_MESSAGES.calendarSaved,
  }));
}

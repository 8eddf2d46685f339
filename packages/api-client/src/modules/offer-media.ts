import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Offer media: photos and the Vacation Rental availability calendar: one typed function per endpoint. */
export const offerMediaApi = (invoke: Invoke) => ({
  /**
   * POST /offer/{id}/photos: multipart with one image in field `file` (OFFER_PHOTO_FIELD); answers
   * with the offer. For upload progress use `clients.member` with `onUploadProgress`.
   */
  uploadOfferPhoto: (id: string, form: FormData) =>
    invoke('uploadOfferPhoto', { params: { id }, body: form as never }),
  /** DELETE /offer/{id}/photos/{photoId}: answers with the offer. */
  deleteOfferPhoto: (id: string, photoId: string) => invoke('deleteOfferPhoto', { params: { id, photoId } }),
  /** PUT /offer/{id}/photos/order: every photo id once, the cover first. */
  reorderOfferPhotos: (id: string, body: BodyOf<'reorderOfferPhotos'>) =>
    invoke('reorderOfferPhotos', { params: { id }, body }),
  /** GET /offer/{id}/calendar?from&to: booked and blocked days (YYYY-MM-DD). */
  getOfferCalendar: (id: string, query: QueryOf<'getOfferCalendar'> = {}) =>
    invoke('getOfferCalendar', { params: { id }, query }),
  /** PUT /offer/{id}/calendar: mark days BOOKED, BLOCKED or AVAILABLE, all or nothing. */
  updateOfferCalendar: (id: string, body: BodyOf<'updateOfferCalendar'>) =>
    invoke('updateOfferCalendar', { params: { id }, body }),
});

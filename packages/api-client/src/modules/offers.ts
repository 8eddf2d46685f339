import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** offers calls: one typed function per endpoint. */
export const offersApi = (invoke: Invoke) => ({
  /** POST /offer: save a new offer as a DRAFT. */
  createOffer: (body: BodyOf<'createOffer'>) => invoke('createOffer', { body }),
  /** PUT /offer/{id}: edit the own offer (listed offers need every field). */
  updateOffer: (id: string, body: BodyOf<'updateOffer'>) => invoke('updateOffer', { params: { id }, body }),
  /** GET /offer/details/{id}. */
  getOfferDetails: (id: string) => invoke('getOfferDetails', { params: { id } }),
  /** GET /offer/my-offers: own offers with counts per status. */
  myOffers: (query: QueryOf<'myOffers'> = {}) => invoke('myOffers', { query }),
  /** PATCH /offer: status change; `user` is MEMBER for own offers, ADMIN for moderation. */
  changeOfferStatus: (body: BodyOf<'changeOfferStatus'>) => invoke('changeOfferStatus', { body }),
});

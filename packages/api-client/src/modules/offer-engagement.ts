import type { BodyOf, QueryOf } from '@barterbits/contracts';
import type { Invoke } from '../call.ts';

/** Offer engagement: favourites, reports, report reasons, action summary, admin moderation lists: one typed function per endpoint. */
export const offerEngagementApi = (invoke: Invoke) => ({
  /**
   * POST /offer/my-favourite: toggle (or set, with `favourite`); `data.favourited` says whether it
   * is a favourite now.
   */
  toggleFavourite: (offerId: string, favourite?: boolean) =>
    invoke('toggleFavourite', { body: favourite === undefined ? { offerId } : { offerId, favourite } }),
  /** GET /offer/my-favourite: the own favourites, newest first (unavailable ones flagged). */
  myFavourites: (query: QueryOf<'myFavourites'> = {}) => invoke('myFavourites', { query }),
  /** GET /offer/report-reasons: [{value, label}]. */
  offerReportReasons: () => invoke('offerReportReasons'),
  /** POST /offer/report: one report per member per offer (409 on a second one). */
  reportOffer: (body: BodyOf<'reportOffer'>) => invoke('reportOffer', { body }),
  /** GET /offer/action-summary/{id}: views, favourites, reports (owner or admin). */
  offerActionSummary: (id: string) => invoke('offerActionSummary', { params: { id } }),
  /** GET /offer/{userId} (admin): a member's offers, DISABLED included. */
  adminUserOffers: (userId: string, query: QueryOf<'adminUserOffers'> = {}) =>
    invoke('adminUserOffers', { params: { id: userId }, query }),
  /** GET /offer/all (admin): every offer, filtered and paged. */
  adminOffers: (query: QueryOf<'adminOffers'> = {}) => invoke('adminOffers', { query }),
  /** GET /offer/report (admin): the offer reports. */
  offerReports: (query: QueryOf<'offerReports'> = {}) => invoke('offerReports', { query }),
  /** GET /offer/{id}/reported (admin): the reports of one offer. */
  reportsOfOffer: (offerId: string, query: QueryOf<'reportsOfOffer'> = {}) =>
    invoke('reportsOfOffer', { params: { id: offerId }, query }),
  /** POST /offer/decline-request (admin): dismiss the open reports of an offer. */
  declineOfferReports: (body: BodyOf<'declineOfferReports'>) => invoke('declineOfferReports', { body }),
});

/**
 * The `offer-summaries` resource (read-only): an offer's views, favourites and reports.
 * getOne → GET /offer/action-summary/{id}; the record id is the offer's id.
 */
import type { TOfferActionSummary } from '@barterbits/contracts';
import { resourceProvider } from '../providers/resourceProvider.ts';

export const OFFER_SUMMARIES_RESOURCE = 'offer-summaries';

/** What the summaries resource needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface OfferSummariesApi {
  offerActionSummary(id: string): Promise<{ data: TOfferActionSummary }>;
}

export function createOfferSummariesProvider(api: OfferSummariesApi) {
  return resourceProvider(OFFER_SUMMARIES_RESOURCE, {
    async getOne(_resource, params) {
      const res = await api.offerActionSummary(String(params.id));
      return { data: { id: res.data.offerId, ...res.data } };
    },
  });
}

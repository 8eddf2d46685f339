import type { Invoke } from '../call.ts';

/** Offer search and feeds: search-offer, suggestions, home page, filter, explore-business (issue 4): one typed function per endpoint. */
export const offerSearchApi = (_invoke: Invoke) => ({});

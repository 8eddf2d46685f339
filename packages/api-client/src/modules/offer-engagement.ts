import type { Invoke } from '../call.ts';

/** Offer engagement: favourites, reports, report reasons, action summary, admin moderation lists (issue 4): one typed function per endpoint. */
export const offerEngagementApi = (_invoke: Invoke) => ({});

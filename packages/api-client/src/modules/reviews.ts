import type { Invoke } from '../call.ts';

/** Heart reviews of barter partners: reviews, replies, votes, reports, summary, and their admin moderation (issue 12). One typed function per endpoint. */
export const reviewsApi = (_invoke: Invoke) => ({});

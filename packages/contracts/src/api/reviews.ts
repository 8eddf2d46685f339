/** Heart reviews of barter partners: reviews, replies, votes, reports, summary, and their admin moderation (issue 12). */
import type { EndpointDef } from '../endpoint-def.ts';

export const reviewsEndpoints = {} as const satisfies Record<string, EndpointDef>;

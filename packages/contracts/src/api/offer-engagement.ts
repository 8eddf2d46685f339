/** Offer engagement: favourites, reports, report reasons, action summary, admin moderation lists (issue 4) */
import type { EndpointDef } from '../endpoint-def.ts';

export const offerEngagementEndpoints = {} as const satisfies Record<string, EndpointDef>;

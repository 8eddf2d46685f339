/** Offer search and feeds: search-offer, suggestions, home page, filter, explore-business (issue 4) */
import type { EndpointDef } from '../endpoint-def.ts';

export const offerSearchEndpoints = {} as const satisfies Record<string, EndpointDef>;

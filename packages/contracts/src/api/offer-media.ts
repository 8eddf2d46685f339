/** Offer media: photos and the Vacation Rental availability calendar (issue 4) */
import type { EndpointDef } from '../endpoint-def.ts';

export const offerMediaEndpoints = {} as const satisfies Record<string, EndpointDef>;

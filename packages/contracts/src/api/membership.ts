/** membership calls (issue 3). */
import type { EndpointDef } from '../endpoint-def.ts';

export const membershipEndpoints = {} as const satisfies Record<string, EndpointDef>;

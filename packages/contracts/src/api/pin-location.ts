/** pin-location calls (issue 3). */
import type { EndpointDef } from '../endpoint-def.ts';

export const pinLocationEndpoints = {} as const satisfies Record<string, EndpointDef>;

/** accounts calls (issue 3). */
import type { EndpointDef } from '../endpoint-def.ts';

export const accountsEndpoints = {} as const satisfies Record<string, EndpointDef>;

/** Issue 15: filled by its helper. */
import type { EndpointDef } from '../endpoint-def.ts';

export const analyticsEndpoints = {} as const satisfies Record<string, EndpointDef>;

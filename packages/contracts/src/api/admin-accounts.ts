/** Issue 15: filled by its helper. */
import type { EndpointDef } from '../endpoint-def.ts';

export const adminAccountsEndpoints = {} as const satisfies Record<string, EndpointDef>;

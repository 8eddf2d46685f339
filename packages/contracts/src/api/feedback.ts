/** Issue 15: filled by its helper. */
import type { EndpointDef } from '../endpoint-def.ts';

export const feedbackEndpoints = {} as const satisfies Record<string, EndpointDef>;

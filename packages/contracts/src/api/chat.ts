/** Chat between members (issue 13): channels, messages, read cursors, moderation, blocks, reports, admin. */
import type { EndpointDef } from '../endpoint-def.ts';

export const chatEndpoints = {} as const satisfies Record<string, EndpointDef>;

/** Profile calls (issue 3 item 6): own profile, edits, socials, photo, public view. */
import type { EndpointDef } from '../endpoint-def.ts';

export const profileEndpoints = {} as const satisfies Record<string, EndpointDef>;

/** Find members nearby (GET /user/find-members/{loginId}, POST /user/business/find-member) and public member profiles (issue 12). */
import type { EndpointDef } from '../endpoint-def.ts';

export const membersEndpoints = {} as const satisfies Record<string, EndpointDef>;

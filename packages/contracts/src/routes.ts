/**
 * What a browser needs of the endpoint registry to make a call: method, path, audience and the
 * idempotency mark, without the zod schemas (which the server validates with, and which would
 * otherwise ship to every page of the apps). `ROUTES` is generated from `endpoints.ts` by
 * `npm run gen:routes` into `route-table.generated.ts`; a unit test fails when the two differ.
 */
import type { Audience, EndpointDef } from './endpoint-def.ts';
import { ROUTE_TABLE } from './route-table.generated.ts';

/** One call as the clients make it. */
export interface RouteDef {
  method: EndpointDef['method'];
  path: string;
  audience: Audience;
  idempotent?: EndpointDef['idempotent'];
  fingerprint?: EndpointDef['fingerprint'];
}

/** Every endpoint of the registry by name (see `endpoints` for the schemas). */
export const ROUTES: Readonly<Record<keyof typeof ROUTE_TABLE, RouteDef>> = ROUTE_TABLE;

export { buildPath, NO_REFRESH_PATHS } from './paths.ts';

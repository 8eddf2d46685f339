/**
 * What a browser needs of the endpoint registry to make a call: method, path, audience and the
 * idempotency mark, without the zod schemas (which the server validates with, and which would
 * otherwise ship to every page of the apps). `ROUTES` is generated from `endpoints.ts` by
 * `npm run gen:routes` into `route-table.generated.ts`; a unit test fails when the two differ.
 */
import type { Audience, EndpointDef } from './endpoint-def.ts';
import { ROUTE_FINGERPRINTS, ROUTE_LINES } from './route-table.generated.ts';

/** One call as the clients make it. */
export interface RouteDef {
  method: EndpointDef['method'];
  path: string;
  audience: Audience;
  idempotent?: EndpointDef['idempotent'];
  fingerprint?: EndpointDef['fingerprint'];
}

const AUDIENCE_OF: Record<string, Audience> = { p: 'public', u: 'user', m: 'member', a: 'admin' };

/**
 * The route table from its generated lines ("POST /want m", "POST /wallet/load m!"): written as lines, the
 * table every page loads first weighs half as much as the same table written as objects.
 */
export function routeTableOf(
  lines: Readonly<Record<string, string>>,
  fingerprints: Readonly<Record<string, EndpointDef['fingerprint']>>,
): Record<string, RouteDef> {
  const table: Record<string, RouteDef> = {};
  for (const [name, line] of Object.entries(lines)) {
    const [method, path, mark] = line.split(' ') as [RouteDef['method'], string, string];
    const def: RouteDef = { method, path, audience: AUDIENCE_OF[mark[0] as string] as Audience };
    if (mark[1] === '!') def.idempotent = true;
    else if (mark[1] === '~') def.idempotent = 'movement';
    const fingerprint = fingerprints[name];
    if (fingerprint) def.fingerprint = fingerprint;
    table[name] = def;
  }
  return table;
}

/** Every endpoint of the registry by name (see `endpoints` for the schemas). */
export const ROUTES = routeTableOf(ROUTE_LINES, ROUTE_FINGERPRINTS) as Readonly<
  Record<keyof typeof ROUTE_LINES, RouteDef>
>;

export { buildPath, NO_REFRESH_PATHS } from './paths.ts';

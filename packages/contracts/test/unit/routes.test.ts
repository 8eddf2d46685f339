import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '../../src/endpoints.ts';
import * as consoleTable from '../../src/route-table.console.generated.ts';
import * as memberTable from '../../src/route-table.member.generated.ts';
import { ROUTES, routeTableOf } from '../../src/routes.ts';

const MEMBER_ROUTE_TABLE = routeTableOf(memberTable.ROUTE_LINES, memberTable.ROUTE_FINGERPRINTS);
const CONSOLE_ROUTE_TABLE = routeTableOf(consoleTable.ROUTE_LINES, consoleTable.ROUTE_FINGERPRINTS);

describe('ROUTES, the schema-free route table', () => {
  it('matches the endpoint registry exactly (run `npm run gen:routes` after changing endpoints)', () => {
    const fromRegistry = Object.fromEntries(
      Object.entries(endpoints as Record<string, EndpointDef>).map(([name, d]) => [
        name,
        {
          method: d.method,
          path: d.path,
          audience: d.audience,
          ...(d.idempotent ? { idempotent: d.idempotent } : {}),
          ...(d.fingerprint ? { fingerprint: d.fingerprint } : {}),
        },
      ]),
    );
    expect(ROUTES).toEqual(fromRegistry);
  });

  it("the member app's table is the same without the console's endpoints, and with all of the others", () => {
    const withoutConsole = Object.fromEntries(
      Object.entries(ROUTES).filter(([, def]) => def.audience !== 'admin'),
    );
    expect(MEMBER_ROUTE_TABLE).toEqual(withoutConsole);
    expect(Object.keys(MEMBER_ROUTE_TABLE).length).toBeLessThan(Object.keys(ROUTES).length);
  });

  it("the console's table is the same without the members' own endpoints, and with all of the others", () => {
    const withoutMembers = Object.fromEntries(
      Object.entries(ROUTES).filter(([, def]) => def.audience !== 'member'),
    );
    expect(CONSOLE_ROUTE_TABLE).toEqual(withoutMembers);
    expect(Object.keys(CONSOLE_ROUTE_TABLE).length).toBeLessThan(Object.keys(ROUTES).length);
  });
});

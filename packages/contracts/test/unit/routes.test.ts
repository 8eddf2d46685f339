import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '../../src/endpoints.ts';
import { ROUTES } from '../../src/routes.ts';

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
});

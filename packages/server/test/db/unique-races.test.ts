/**
 * Unique values under a race: for every field the endpoint registry marks `unique`, ten requests send the
 * same new value at the same moment. Exactly one may succeed; every other answer is the 409 a single late
 * request gets (same code, message and field), never a 5xx. Each marked endpoint needs its ten callers
 * below (a rule across accounts needs ten accounts); a newly marked endpoint without them fails here.
 * PGlite answers one request at a time, so there the file checks the answers' sameness; the requests truly
 * race on PostgreSQL (CI's second database run), where a check-then-write could answer 500 before.
 */
import { type EndpointDef, endpoints } from '@barterbits/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import {
  baseRequest,
  type EndpointName,
  freshMember,
  type ProbeRequest,
  type Session,
  send,
  setupWorld,
} from './probe-helpers.ts';

const RACERS_PER_FIELD = 10;

const app = await build({ config: { enableTestApi: true } });
const w = await setupWorld(app);

let seq = 0;
/** A value for `field` that nobody holds yet (valid for the field's rule). */
function freshValue(field: string): string {
  const n = ++seq;
  switch (field) {
    case 'email':
      return `race${n}@example.com`;
    case 'userName':
      return `race_user${n}`;
    case 'phoneNumber':
      return `61355${String(n).padStart(5, '0')}`;
    case 'businessName':
      return `Race Business ${n}`;
    default:
      return `Race Category ${n}`;
  }
}

/** One of the racing requests: who sends it, and its path parameters. */
interface Racer {
  as: Session | null;
  params?: Record<string, string | number>;
}

const times = <T>(make: () => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: RACERS_PER_FIELD }, make));

/** Ten callers for each endpoint with a unique field, so the value races between them. */
const RACERS: Partial<Record<EndpointName, () => Promise<Racer[]>>> = {
  // Anyone signing up.
  signUp: () => times(async () => ({ as: null })),
  // Onboarding and profile rules hold across accounts: ten members each claim the same value.
  savePersonalProfile: () => times(async () => ({ as: await freshMember(app, 'ACCOUNT_SETUP', 'PERSONAL') })),
  saveBusinessDetail: () => times(async () => ({ as: await freshMember(app, 'ACCOUNT_SETUP', 'BUSINESS') })),
  updatePersonalInfo: () =>
    times(async () => {
      const as = await freshMember(app, 'COMPLETED');
      return { as, params: { id: as.id } };
    }),
  updateBusinessDetails: () => times(async () => ({ as: await freshMember(app, 'COMPLETED', 'BUSINESS') })),
  // Category names are unique among their siblings: ten creations, or ten categories renamed to one name.
  createBusinessCategory: () => times(async () => ({ as: w.admin })),
  createBusinessSubCategory: () => times(async () => ({ as: w.admin })),
  updateBusinessCategory: () =>
    times(async () => {
      const made = await send(
        app,
        endpoints.createBusinessCategory as EndpointDef,
        { params: {}, query: {}, body: { name: freshValue('name') } },
        w.admin,
      );
      expect(made.statusCode, made.body).toBe(200);
      return { as: w.admin, params: { id: made.json().data.id as number } };
    }),
};

const MARKED = (Object.entries(endpoints) as [EndpointName, EndpointDef][]).filter(
  ([, d]) => d.unique?.length,
);

/** The request of `racer`: the endpoint's valid base request, its own values for the other unique fields. */
function requestOf(base: ProbeRequest, def: EndpointDef, field: string, value: string, racer: Racer) {
  const body = { ...(base.body as Record<string, unknown>) };
  for (const other of def.unique ?? []) body[other] = other === field ? value : freshValue(other);
  if (field === 'email' && 'confirmEmail' in body) body.confirmEmail = value;
  return { ...base, params: { ...base.params, ...racer.params }, body };
}

/** What a 409 says: the part a client acts on. */
const answer = (res: LightMyRequestResponse) => {
  const b = res.json() as { code: string; message: string; fieldErrors?: Record<string, string[]> };
  return { status: res.statusCode, code: b.code, message: b.message, fieldErrors: b.fieldErrors };
};

describe('a unique value sent by ten requests at once: one succeeds, the others get the 409 of a late request', () => {
  it('the registry marks the endpoints with a unique rule, and each has its racers', () => {
    expect(MARKED.map(([n]) => n).sort()).toEqual(Object.keys(RACERS).sort());
  });

  for (const [name, def] of MARKED) {
    for (const field of def.unique ?? []) {
      it(`${name}: ${field}`, async () => {
        const base = await baseRequest(name, w);
        const racers = await RACERS[name]!();
        const value = freshValue(field);
        const answers = await Promise.all(
          racers.map((r) => send(app, def, requestOf(base, def, field, value, r), r.as)),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(
          statuses.filter((s) => s >= 500),
          answers.map((a) => a.body).join('\n'),
        ).toEqual([]);
        expect(
          statuses.filter((s) => s < 300),
          statuses.join(' '),
        ).toHaveLength(1);
        const refused = answers.filter((a) => a.statusCode >= 300);
        expect(refused.map((a) => a.statusCode)).toEqual(refused.map(() => 409));

        // A loser sends its request again, alone: the racers' 409 is the one a late request gets.
        const loser = racers[answers.findIndex((a) => a.statusCode >= 300)]!;
        const alone = await send(app, def, requestOf(base, def, field, value, loser), loser.as);
        expect(alone.statusCode, alone.body).toBe(409);
        for (const r of refused) expect(answer(r)).toEqual(answer(alone));
        if (name !== 'signUp' && name !== 'inviteAdmin')
          expect(answer(alone).fieldErrors?.[field]).toHaveLength(1);
      });
    }
  }
});

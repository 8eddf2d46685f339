/**
 * The bad-input suite, generated from the contracts: every operation of the endpoint
 * registry, called with the right role's session, gets at least 50 hostile variants of a valid
 * request (probe-variants.ts, fixed seed): wrong types, missing and extra fields, null, 1 MB strings
 * and bodies over the limit, NUL and lone surrogates, emoji, negative, zero, NaN, 1e308, fractions of
 * a cent, huge integers, injection strings, __proto__ keys, deep nesting, huge arrays, invalid JSON,
 * wrong content types, bad query strings and path parameters. For every call:
 * - no answer is 5xx, and every 4xx is the error envelope with a message;
 * - text PostgreSQL cannot store, an empty number, a wrong type, a fraction of a cent or a number
 *   out of range is refused (4xx), and a body over the limit is 413;
 * - a refused call of an operation that moves money changes no balance;
 * and the ledger invariants hold at the end. The last test prints the counts.
 *
 * The operations are dealt out to BAD_INPUT_SHARDS files (bad-input-<n>.test.ts), each with an app and
 * a world of its own, so that the suite's 26,000 calls spread over the test workers.
 */
import { existsSync } from 'node:fs';
import { type EndpointDef, endpoints } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { build, freshIp } from '../helper.ts';
import { card } from './membership-helpers.ts';
import {
  ALL_ENDPOINTS,
  baseRequest,
  type EndpointName,
  freshMember,
  jsonOf,
  newKey,
  PIN,
  type ProbeRequest,
  relogin,
  type Session,
  send,
  setupWorld,
} from './probe-helpers.ts';
import { type Variant, variantsOf } from './probe-variants.ts';

/** Operations that move money: a refused call of theirs must leave every balance as it was. */
const movesMoney = (def: EndpointDef) =>
  def.method !== 'GET' && (!!def.idempotent || /^\/(wallet|purchase|gift|subscription)\b/.test(def.path));

/**
 * Order: operations that check a secret (a wrong PIN or password counts towards a lock) and those
 * that delete run after the rest, so they do not change what the others reach; logout last.
 */
const LATE = new Set<EndpointName>([
  'verifyPin',
  'changePin',
  'setPin',
  'verifyPassword',
  'changePassword',
  'emailChangeRequest',
  'choosePassword',
]);
const ENDS_SESSION = new Set<EndpointName>(['logout']);
const rank = (name: EndpointName, def: EndpointDef) =>
  ENDS_SESSION.has(name) ? 3 : def.method === 'DELETE' ? 2 : LATE.has(name) ? 1 : 0;
const ORDERED = [...ALL_ENDPOINTS].sort(([a, da], [b, db_]) => rank(a, da) - rank(b, db_));

/** How many files the operations are dealt out to (bad-input-<n>.test.ts, one per part). */
const BAD_INPUT_SHARDS = 3;

/** The first segment of an operation's path: its module ("/maintenance/lock-system" → "maintenance"). */
const moduleOf = (def: EndpointDef) => def.path.split('/')[1] ?? '';

/**
 * Where each part starts in ORDERED: at the change of module nearest to an equal share, so that calls of
 * one module that follow each other (locking the system, then releasing it) stay in one part.
 */
const STARTS = Array.from({ length: BAD_INPUT_SHARDS + 1 }, (_, k) => {
  const share = Math.round((k * ORDERED.length) / BAD_INPUT_SHARDS);
  if (share === 0 || share === ORDERED.length) return share;
  const isCut = (at: number) => moduleOf(ORDERED[at - 1]![1]) !== moduleOf(ORDERED[at]![1]);
  for (let d = 0; d < ORDERED.length; d++) {
    if (share - d > 0 && isCut(share - d)) return share - d;
    if (share + d < ORDERED.length && isCut(share + d)) return share + d;
  }
  return share;
});

/**
 * Part `shard` (1-based) of the operations: a run of ORDERED, in its order, each with its place in
 * ORDERED (its variants' seed, the same as when the suite was one file).
 */
const shareOf = (shard: number) =>
  ORDERED.map(([name, def], i) => [name, def, i] as const).slice(STARTS[shard - 1], STARTS[shard]);

/** The suite for part `shard` of the operations, on an app and a world of its own. */
export async function badInputSuite(shard: number): Promise<void> {
  if (!Number.isInteger(shard) || shard < 1 || shard > BAD_INPUT_SHARDS)
    throw new Error(`bad-input part ${shard}: the parts are 1 to ${BAD_INPUT_SHARDS}`);
  const mine = shareOf(shard);
  /** The error of the last failed request, from the onError hook (calls run one at a time). */
  let lastError: Error | undefined;
  const app: FastifyInstance = await build({
    config: { enableTestApi: true },
    beforeReady: (a) =>
      a.addHook('onError', async (_req, _reply, err) => {
        lastError = err;
      }),
  });
  const w = await setupWorld(app);
  // What this part's deletes remove exists in its world, whichever part probes the call that makes it
  // (as one file, the suite reached the deletes after every other operation had run).
  for (const name of ['uploadProfilePhoto', 'registerDeviceToken'] as const) {
    const res = await send(app, endpoints[name], await baseRequest(name, w), w.A);
    if (res.statusCode >= 300) throw new Error(`setting up ${name}: ${res.statusCode} ${res.body}`);
  }
  const db = app.database.db;

  const counts = { operations: 0, calls: 0, fiveXX: 0 };

  const balances = async () =>
    (
      await rowsOf<{ id: string; b: string }>(
        db,
        sql`select id::text, balance_cents::text as b from wallet_accounts order by id`,
      )
    )
      .map((r) => `${r.id}=${r.b}`)
      .join(',');

  /** The caller of each audience: public anonymous, admin operations the admin, the rest member A. */
  const callerOf = (def: EndpointDef): Session | null =>
    def.audience === 'public' ? null : def.audience === 'admin' ? w.admin : w.A;

  /**
   * Operations A cannot reach the end of (onboarding steps A has passed, business-only calls, A's own
   * offer), so their variants would stop at the same refusal: another caller, or a prepared request.
   * `renew`: a new caller after each success, as the step can be taken once.
   */
  const CALLERS: Partial<
    Record<
      EndpointName,
      { who?: () => Promise<Session>; renew?: boolean; prepare?: (r: ProbeRequest) => Promise<ProbeRequest> }
    >
  > = {
    setAccountType: { who: () => freshMember(app, 'ACCOUNT_SETUP'), renew: true },
    savePersonalProfile: { who: () => freshMember(app, 'ACCOUNT_SETUP', 'PERSONAL'), renew: true },
    saveBusinessDetail: { who: () => freshMember(app, 'ACCOUNT_SETUP', 'BUSINESS'), renew: true },
    saveBusinessCategories: { who: () => freshMember(app, 'CATEGORY_SELECTION', 'BUSINESS'), renew: true },
    setPin: { who: () => freshMember(app, 'PIN_SETUP'), renew: true },
    choosePassword: { who: () => freshMember(app, 'CHANGE_PASSWORD'), renew: true },
    subscribe: {
      who: () => freshMember(app, 'SUBSCRIPTION'),
      renew: true,
      prepare: async (r) => ({ ...r, body: { card: card() } }),
    },
    updateBusinessDetails: { who: async () => w.C },
    getMyCategories: { who: async () => w.C },
    updateMyCategories: { who: async () => w.C },
    toggleFavourite: { who: async () => w.C },
    reportOffer: { who: async () => w.C },
    changePin: {
      prepare: async (r) => {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/user/verify-pin',
          headers: w.A.headers,
          payload: { pin: PIN },
        });
        return { ...r, body: { ...(r.body as object), pinToken: res.json().data.pinToken } };
      },
    },
  };

  let unique = 0;
  /** The base's unique values (user name, phone) made new, for a new caller of a one-time step. */
  const uniquified = (v: Variant): Variant => {
    if (typeof v.payload !== 'string') return v;
    const n = String(++unique).padStart(4, '0');
    return {
      ...v,
      payload: v.payload.replaceAll('probe_user1', `probe_u${n}`).replaceAll('4165550199', `416555${n}`),
    };
  };

  async function run(def: EndpointDef, v: Variant, as: Session | null) {
    const headers: Record<string, string> = {
      ...(as?.headers ?? {}),
      ...(def.idempotent ? { 'idempotency-key': newKey('bad') } : {}),
      ...v.headers,
    };
    if (headers['idempotency-key'] === '') delete headers['idempotency-key'];
    lastError = undefined;
    const res = await app.inject({
      method: def.method,
      url: v.url,
      headers,
      remoteAddress: freshIp(),
      ...(v.payload === undefined ? {} : { payload: v.payload }),
    });
    return { res, error: lastError as Error | undefined };
  }

  describe(`bad input: no 5xx, the error envelope, nothing changed (part ${shard} of ${BAD_INPUT_SHARDS})`, () => {
    it.each(mine)(
      '%s',
      async (name, def, i) => {
        const special = CALLERS[name];
        let req = await baseRequest(name, w);
        if (special?.prepare) req = await special.prepare(req);
        const variants = variantsOf(name, def, req, 42 + i);
        expect(variants.length).toBeGreaterThanOrEqual(50);
        counts.operations++;
        const failures: string[] = [];
        const money = movesMoney(def);
        let as = special?.who ? await special.who() : callerOf(def);
        let renew = false;
        for (const variant of variants) {
          if (ENDS_SESSION.has(name) && as) as = await relogin(app, as);
          if (renew && special?.who) as = await special.who();
          const v = special?.renew ? uniquified(variant) : variant;
          const before = money ? await balances() : '';
          const { res, error } = await run(def, v, as);
          renew = !!special?.renew && res.statusCode < 300;
          counts.calls++;
          const status = res.statusCode;
          const body = jsonOf(res) as
            | { statusCode?: number; code?: string; message?: string; fieldErrors?: Record<string, unknown> }
            | undefined;
          const brief = `${status} ${res.body.slice(0, 160)}`;
          if (status >= 500) {
            counts.fiveXX++;
            failures.push(
              `${v.label} → ${brief}${error ? ` [${error.name}: ${error.message.slice(0, 200)}]` : ''}`,
            );
            continue;
          }
          if (status >= 400) {
            const envelope =
              body?.statusCode === status &&
              typeof body.code === 'string' &&
              typeof body.message === 'string' &&
              body.message.length > 0;
            if (!envelope) failures.push(`${v.label} → ${brief} (not the error envelope)`);
          }
          // A signed-in caller told its session is gone would make every later variant a plain 401.
          if (as && body?.code === 'UNAUTHORIZED')
            failures.push(`${v.label} → ${brief} (the caller's session ended)`);
          if (v.expect === 413 && status !== 413) failures.push(`${v.label} → ${brief} (expected 413)`);
          if (v.expect === 'refused' && (status < 400 || status >= 500))
            failures.push(`${v.label} → ${brief} (accepted; expected a 4xx)`);
          if (v.expect === 'refused' && v.field && (status !== 400 || !body?.fieldErrors?.[v.field]))
            failures.push(`${v.label} → ${brief} (expected a 400 naming ${v.field})`);
          if (money && status >= 400 && (await balances()) !== before)
            failures.push(`${v.label} → ${brief} changed a balance`);
        }
        expect(failures, `${failures.length} of ${variants.length} variants of ${name}`).toEqual([]);
      },
      60_000,
    );

    it('leaves the ledger sound (every movement balanced, no balance drift, no key applied twice)', async () => {
      expect(await ledgerViolations(db)).toEqual([]);
    });

    it('probed its share of the registry, 50 calls or more each, and the parts cover every endpoint (summary line)', () => {
      console.log(
        `bad-input part ${shard}: ${counts.operations} operations, ${counts.calls} calls, ${counts.fiveXX} 5xx`,
      );
      const parts = Array.from({ length: BAD_INPUT_SHARDS }, (_, k) => shareOf(k + 1).map(([n]) => n));
      expect(parts.flat().sort()).toEqual(Object.keys(endpoints).sort());
      for (const [k, part] of parts.entries()) {
        expect(part.length, `part ${k + 1} has operations`).toBeGreaterThan(0);
        const file = new URL(`./bad-input-${k + 1}.test.ts`, import.meta.url);
        expect(existsSync(file), `bad-input-${k + 1}.test.ts runs part ${k + 1}`).toBe(true);
      }
      expect(counts.operations).toBe(mine.length);
      expect(counts.calls).toBeGreaterThanOrEqual(50 * mine.length);
    });
  });
}

/**
 * The authorisation matrix, generated from the endpoint registry: every operation is
 * called anonymously, as another member (B) on member A's resources, as an admin and as A. The
 * expectations come from each entry's audience, not from a list per endpoint:
 * - anonymous on a protected operation → 401, before the body or query is validated;
 * - a member on an admin operation, an admin on a member operation → 403;
 * - B with A's ids → 403 or 404 (or exactly the refusal a made-up id gets, so nothing tells that
 *   A's resource exists) and none of A's private data, except the few operations listed in
 *   FOREIGN_READABLE (public views), whose answers still carry nothing private; and A's own state
 *   is the same before and after B's calls;
 * - an allowed caller is never refused for its role, and no call answers 5xx.
 * A new endpoint is covered without a test of its own; one with a path parameter or id field the
 * suite cannot fill fails (probe-helpers.ts: PATH_IDS, ID_FIELDS).
 */
import { type EndpointDef, ERROR_CODES } from '@barterbits/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.ts';
import {
  ALL_ENDPOINTS,
  baseRequest,
  bodyParses,
  type EndpointName,
  freshMember,
  jsonOf,
  keysOf,
  PRIVATE_KEYS,
  type ProbeRequest,
  relogin,
  type Session,
  send,
  setupWorld,
  type World,
} from './probe-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const w: World = await setupWorld(app);
/** Each endpoint's request as A would send it, or why none could be made (that endpoint's tests fail). */
const bases = new Map<EndpointName, ProbeRequest | Error>();
for (const [name] of ALL_ENDPOINTS) bases.set(name, await baseRequest(name, w).catch((e: Error) => e));
const baseOf = (name: EndpointName): ProbeRequest => {
  const b = bases.get(name)!;
  if (b instanceof Error) throw b;
  return b;
};

/**
 * Operations where B may legitimately address A's resource, with the reason. Their answers may be
 * 2xx but never carry A's private data; offer ones are also called with A's draft, which is private.
 */
const FOREIGN_READABLE: Partial<Record<EndpointName, string>> = {
  getPublicProfile: "a member's public profile is for every signed-in account",
  getOfferDetails: 'a published offer is public',
  getOfferCalendar: "a published rental's availability is shown to every viewer",
  toggleFavourite: "any member may favourite someone else's published offer",
  reportOffer: "any member may report someone else's published offer",
  markNotificationsRead: "only the caller's own notices are marked; A's stay unread (checked below)",
  getMemberProfile:
    "a member's public profile (no coordinates, address or contact details) is for every member",
  getMemberOffers: "a member's active offers are public",
  memberWants: "a member's active wants are public to members (their profile lists them)",
  getWant: 'an active want is public to members (the wanted feed); only its owner gets its state',
  reportWant: "any member may report someone else's active want",
  getReviewSummary: "a member's rating is public to every signed-in account",
  listReviews: "a member's enabled reviews are shown on their public profile",
  listReviewEligibility: "lists only the caller's own purchases with that member",
  getReview: 'enabled reviews, their replies and votes are public to members',
  getReviewReply: 'enabled reviews, their replies and votes are public to members',
  getReply: 'enabled reviews, their replies and votes are public to members',
  getReviewVoteHistory: 'enabled reviews, their replies and votes are public to members',
  voteReview: 'any member other than the two parties may vote on a review',
  reportReview: 'any member other than the two parties may report a review',
  openDirectChannel:
    'any member may message another member about a published offer (its card shows only the public offer fields)',
  checkReferralCode:
    "an invite code is checked on the public sign-up page; the answer names only the inviter's display name",
};

/**
 * Operations where B must be a member in another state for A's resource to be what decides the
 * answer, with the reason (B is then a new member at that onboarding stage).
 */
const FOREIGN_CALLER_STAGE: Partial<Record<EndpointName, { stage: string; reason: string }>> = {
  subscribe: {
    stage: 'SUBSCRIPTION',
    reason: 'a member with a membership is refused before the card is read',
  },
};

/** Operations whose success ends the caller's session: called with a fresh one. */
const ENDS_SESSION = new Set<EndpointName>(['logout']);

/**
 * A refusal for who the caller is (no session, wrong role), as the audience check answers it; an
 * operation's own 403s (e.g. "Only business members have business details.") carry their own message.
 */
const isAuthRefusal = (res: LightMyRequestResponse) => {
  const body = jsonOf(res) as { code?: string; message?: string } | undefined;
  return (
    body?.code === 'UNAUTHORIZED' ||
    (body?.code === 'FORBIDDEN' && body.message === ERROR_CODES.FORBIDDEN.message)
  );
};
const describeRes = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;

/** A's ids as they may appear in a request. */
const idsOfA = (wd: World) => {
  const i = wd.ids;
  return [
    i.user,
    i.offer,
    i.rentalOffer,
    i.draftOffer,
    i.spareOffer,
    i.photo,
    i.card,
    i.walletTransaction,
    i.barterFromA,
    i.barterToA,
    i.barterAccepted,
    i.barterHeldForA,
    i.barterDisputableByA,
    i.barterDisputedOfA,
    i.disputeAnswered,
    i.disputePhoto,
    i.giftFromA,
    i.giftToA,
    i.reviewByA,
    i.reviewOfA,
    i.replyByA,
    i.referral,
    i.chatDirect,
    i.chatGroup,
    i.chatMessage,
    i.chatReport,
    i.chatImage,
    ...i.notifications,
  ];
};
const mentions = (req: ProbeRequest, ids: string[]) => {
  const text = JSON.stringify([req.params, req.query, req.body]);
  return ids.filter((id) => text.includes(id));
};
/** A's private strings in an answer, not counting the ids the caller sent itself. */
const leaked = (res: LightMyRequestResponse, req: ProbeRequest) => {
  const sent = JSON.stringify([req.params, req.query, req.body]);
  return w.canaries.filter((c) => !sent.includes(c) && res.body.includes(c));
};

/** The request with each of A's ids replaced by an id that names nothing. */
function withUnknownIds(req: ProbeRequest): ProbeRequest {
  let text = JSON.stringify([req.params, req.query, req.body ?? null]);
  idsOfA(w).forEach((id, n) => {
    text = text.replaceAll(id, `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`);
  });
  const [params, query, body] = JSON.parse(text);
  return { ...req, params, query, body: req.body === undefined ? undefined : body };
}
const answerOf = (res: LightMyRequestResponse) => {
  const b = jsonOf(res) as { code?: string; message?: string } | undefined;
  return { status: res.statusCode, code: b?.code, message: b?.message };
};

/** The request with every offer id of A replaced by A's draft (private) offer. */
function withDraftOffer(req: ProbeRequest): ProbeRequest {
  const swap = (v: unknown) =>
    JSON.parse(
      JSON.stringify(v ?? null)
        .replaceAll(w.ids.offer, w.ids.draftOffer)
        .replaceAll(w.ids.rentalOffer, w.ids.draftOffer),
    );
  return {
    ...req,
    params: swap(req.params),
    query: swap(req.query),
    body: req.body === undefined ? undefined : swap(req.body),
  };
}

const counts = { calls: 0, fiveXX: 0, operations: new Set<string>() };
const call = async (name: EndpointName, def: EndpointDef, as: Session | null, req?: ProbeRequest) => {
  const res = await send(app, def, req ?? baseOf(name), as);
  counts.calls++;
  counts.operations.add(name);
  if (res.statusCode >= 500) counts.fiveXX++;
  return res;
};

describe('the generated requests', () => {
  it('every operation gets a request its own schemas accept (so a refusal is about the caller)', async () => {
    const problems: string[] = [];
    for (const [name, def] of ALL_ENDPOINTS) {
      const req = baseOf(name);
      const body = bodyParses(def, req.body);
      if (body) problems.push(`${name} body: ${body}`);
      if (def.query) {
        const r = def.query.safeParse(
          Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)])),
        );
        if (!r.success)
          problems.push(`${name} query: ${r.error.issues.map((i) => `${i.path}: ${i.message}`)}`);
      }
      if (def.params) {
        const r = def.params.safeParse(
          Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)])),
        );
        if (!r.success)
          problems.push(`${name} params: ${r.error.issues.map((i) => `${i.path}: ${i.message}`)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('anonymous', () => {
  it.each(ALL_ENDPOINTS)('%s', async (name, def) => {
    const base = baseOf(name);
    if (def.audience === 'public') {
      const res = await call(name, def, null, base);
      expect(res.statusCode, describeRes(res)).toBeLessThan(500);
      expect((jsonOf(res) as { code?: string })?.code, describeRes(res)).not.toBe('UNAUTHORIZED');
      return;
    }
    // An empty body and no query: the audience is checked before the input is.
    const res = await call(name, def, null, {
      params: base.params,
      query: {},
      body: def.body || base.body !== undefined ? {} : undefined,
    });
    expect(res.statusCode, describeRes(res)).toBe(401);
    expect(jsonOf(res)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) });
  });
});

describe("member B on member A's resources", () => {
  // Operations a member may call that name one of A's resources (or that could not be built: they fail).
  const foreign = ALL_ENDPOINTS.filter(([name, def]) => {
    const b = bases.get(name)!;
    return def.audience !== 'admin' && (b instanceof Error || mentions(b, idsOfA(w)).length > 0);
  });
  let before: unknown;

  /** A's private state as A reads it. */
  const stateOfA = async () => {
    const reads = [
      `/user/${w.A.id}`,
      '/offer/my-offers?limit=100',
      '/payment/cards',
      '/wallet',
      '/wallet/transaction-history?limit=100',
      '/gift/history?limit=100',
      '/gift?limit=100',
      `/purchase/barter-request/user/${w.A.id}?limit=100`,
      `/purchase/barter-record/user/${w.A.id}?limit=100`,
      `/notify?userId=${w.A.id}&limit=100`,
      '/user/socials',
      `/subscription/customer?userId=${w.A.id}`,
    ];
    const out: Record<string, unknown> = {};
    for (const url of reads) {
      const res = await app.inject({ method: 'GET', url: `/v1${url}`, headers: w.A.headers });
      out[url] = res.statusCode === 200 ? res.json() : res.statusCode;
    }
    return out;
  };

  beforeAll(async () => {
    before = await stateOfA();
  });

  it.each(foreign)('%s', async (name, def) => {
    const req = baseOf(name);
    const named = mentions(req, idsOfA(w));
    const stage = FOREIGN_CALLER_STAGE[name]?.stage;
    const B = stage ? await freshMember(app, stage) : w.B;
    const res = await call(name, def, B, req);
    expect(res.statusCode, describeRes(res)).toBeLessThan(500);
    expect(leaked(res, req), describeRes(res)).toEqual([]);
    const reason = FOREIGN_READABLE[name];
    if (!reason) {
      if ([403, 404].includes(res.statusCode)) return;
      // Otherwise the refusal must be the one a made-up id gets: nothing tells A's resource exists.
      const control = await call(name, def, B, withUnknownIds(req));
      expect(
        res.statusCode,
        `${name} with A's ${named.join(', ')}: ${describeRes(res)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        answerOf(res),
        `${name} with A's ids answered unlike with unknown ids: ${describeRes(res)}`,
      ).toEqual(answerOf(control));
      return;
    }
    if (res.statusCode < 300) {
      const keys = [...keysOf(jsonOf(res))].filter((k) => PRIVATE_KEYS.includes(k));
      expect(keys, `${name} (${reason}) answered private fields: ${describeRes(res)}`).toEqual([]);
    }
    // The same call on A's draft offer: private, so never readable.
    const draft = withDraftOffer(req);
    if (JSON.stringify(draft) !== JSON.stringify(req)) {
      const d = await call(name, def, w.B, draft);
      expect([403, 404], `${name} with A's draft offer: ${describeRes(d)}`).toContain(d.statusCode);
      expect(leaked(d, draft), describeRes(d)).toEqual([]);
    }
  });

  it("leaves A's own state (profile, offers, cards, wallet, gifts, barters, notices, membership) unchanged", async () => {
    expect(await stateOfA()).toEqual(before);
  });
});

/** Runs `name` as `who`: ordered so calls that destroy (DELETE) run last, session-ending ones fresh. */
function byRole(role: 'admin' | 'member') {
  const order = (def: EndpointDef) => (def.method === 'DELETE' ? 1 : 0);
  const list = [...ALL_ENDPOINTS].sort(([a, da], [b, db]) => {
    const ea = ENDS_SESSION.has(a) ? 2 : order(da);
    const eb = ENDS_SESSION.has(b) ? 2 : order(db);
    return ea - eb;
  });
  it.each(list)('%s', async (name, def) => {
    const base = role === 'admin' ? w.admin : w.A;
    const who = ENDS_SESSION.has(name) ? await relogin(app, base) : base;
    const res = await call(name, def, who);
    expect(res.statusCode, describeRes(res)).toBeLessThan(500);
    const refused = role === 'admin' ? def.audience === 'member' : def.audience === 'admin';
    if (refused) {
      expect(res.statusCode, describeRes(res)).toBe(403);
      expect(isAuthRefusal(res), describeRes(res)).toBe(true);
    } else {
      expect(isAuthRefusal(res), `${role} refused on a ${def.audience} operation: ${describeRes(res)}`).toBe(
        false,
      );
    }
  });
}

describe('admin', () => byRole('admin'));
describe('member A on its own resources', () => byRole('member'));

describe('summary', () => {
  it('called every operation of the registry (summary line)', () => {
    // The counts of the summary line, for the record.
    console.log(
      `authz-matrix: ${counts.operations.size} operations, ${counts.calls} calls, ${counts.fiveXX} 5xx`,
    );
    expect(counts.operations.size).toBe(ALL_ENDPOINTS.length);
    expect(counts.fiveXX).toBe(0);
  });
});

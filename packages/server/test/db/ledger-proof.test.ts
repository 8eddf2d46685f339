/**
 * Proof of the ledger across every money flow. fast-check runs random
 * sequences of steps over three members: loads (posted straight through the ledger, as a card
 * load's movement), admin rewards and debits, barter sales (request + accept with PIN), partial
 * refunds, gifts, claims, cancellations and returns of unclaimed gifts, all through the HTTP API
 * with Idempotency-Keys. Requests are sometimes replayed with the same key (sequentially or at the
 * same time) and steps sometimes run concurrently (Promise.all). After every step:
 * - the ledger invariants hold (ledgerViolations is empty);
 * - every balance equals a model that applies each acknowledged (200) operation exactly once;
 * - all balances together (members and system accounts) sum to zero, and the members' BITS plus
 *   those held for gifts change only by loads, rewards and adjustments.
 * A concurrency test fires hundreds of simultaneous transfers over five hot wallets.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/adapters/mailer.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { users } from '../../src/db/schema.ts';
import { createGiftsService } from '../../src/modules/gifts/gifts.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import {
  balanceOf,
  memberAccountId,
  postMovement,
  type SystemAccountCode,
  systemAccountId,
} from '../../src/modules/wallet/ledger.ts';
import {
  ADMIN,
  type As,
  BUSINESS,
  bearer,
  build,
  call,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  usingPostgres,
} from '../helper.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const http = requests(app);
const db = app.database.db;
const PIN = '2468';

const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const emails = [MEMBER.email, OTHER_MEMBER.email, BUSINESS.email];
const ids = await Promise.all(emails.map(idOf));
const headers = await Promise.all(
  [MEMBER, OTHER_MEMBER, BUSINESS].map(async (who) => bearer((await login(app, who)).accessToken)),
);
const offers = await Promise.all(headers.map((h) => publishedOfferId(app, COMPLETE_OFFERS.Product, h)));
const adminHeaders = bearer((await login(app, ADMIN, 'ADMIN')).accessToken);
const silentMailer: Mailer = { send: async () => {} };
const gifts = createGiftsService({ db, mailer: silentMailer, config: app.config });

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

let keyCounter = 0;
const newKey = () => `proof-${process.pid}-${++keyCounter}-${Date.now()}`;

interface Reply {
  status: number;
  code?: string;
  body: unknown;
}
/** POSTs `payload` to `/v1${url}` as `h` with the Idempotency-Key `key`, once. */
async function postOnce(url: string, h: As, payload: object, key: string): Promise<Reply> {
  const res = await http.post(`/v1${url}`, h, payload, { idempotencyKey: key });
  const body = res.json() as { code?: string };
  return { status: res.statusCode, code: body.code, body };
}

type Dup = 'once' | 'again' | 'together';
/**
 * One request, possibly duplicated with the same key: `again` replays it after the first answer
 * (must answer the same), `together` sends it three times at once (one applies; the others answer
 * the same or 409 IDEMPOTENCY_IN_PROGRESS). Returns the applied answer, if any.
 */
async function send(url: string, h: As, payload: object, dup: Dup): Promise<Reply> {
  const key = newKey();
  if (dup === 'together') {
    const replies = await Promise.all([0, 1, 2].map(() => postOnce(url, h, payload, key)));
    for (const r of replies) {
      expect([200, 409, 400, 402, 403, 404, 422], JSON.stringify(r.body)).toContain(r.status);
    }
    const ok = replies.filter((r) => r.status === 200);
    // Every 200 is the same answer: the key applied once.
    for (const r of ok) expect(r.body).toEqual(ok[0]!.body);
    if (ok.length) return ok[0]!;
    return replies.find((r) => r.code !== 'IDEMPOTENCY_IN_PROGRESS') ?? replies[0]!;
  }
  const first = await postOnce(url, h, payload, key);
  if (dup === 'again' && first.status === 200) {
    const second = await postOnce(url, h, payload, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  }
  return first;
}

/**
 * The test's model: member balances, the gift-holding and barter-holding accounts, plus the open barter
 * requests and gifts. Barter payments are held for the buyer's protection (the product default) until the
 * buyer releases them to the seller.
 */
interface Model {
  balances: bigint[];
  holding: bigint;
  /** BARTER_HOLDING: accepted payments not yet released to their sellers. */
  barterHeld: bigint;
  /** Moved in from outside the members (loads, rewards, adjustments). */
  injected: bigint;
  accepted: {
    id: string;
    seller: number;
    buyer: number;
    amount: bigint;
    remaining: bigint;
    /** Still in BARTER_HOLDING (not released to the seller). */
    held: boolean;
  }[];
  pending: { id: string; sender: number; recipient: number; cents: bigint }[];
}

const systemBalance = async (code: SystemAccountCode) => {
  const [row] = await rowsOf<{ b: string }>(
    db,
    sql`select balance_cents::text as b from wallet_accounts where code = ${code}`,
  );
  return BigInt(row!.b);
};

async function snapshot(): Promise<Model> {
  return {
    balances: await Promise.all(ids.map((id) => balanceOf(db, id))),
    holding: await systemBalance('GIFT_HOLDING'),
    barterHeld: await systemBalance('BARTER_HOLDING'),
    injected: 0n,
    accepted: [],
    pending: [],
  };
}

async function load(who: number, cents: bigint) {
  await db.transaction(async (tx) => {
    const source = await systemAccountId(tx, 'CARD_LOADS');
    const wallet = await memberAccountId(tx, ids[who]!);
    await postMovement(tx, {
      type: 'ADD_BITS',
      amountCents: cents,
      legs: [
        { accountId: source, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
      initiatedBy: ids[who]!,
      relatedType: 'LOAD',
    });
  });
}

type Op =
  | { kind: 'load'; who: number; cents: bigint }
  | { kind: 'reward' | 'debit'; who: number; cents: bigint; dup: Dup }
  | { kind: 'sale'; seller: number; buyer: number; cents: bigint; dup: Dup }
  | { kind: 'refund'; pick: number; share: number; dup: Dup }
  | { kind: 'release'; pick: number; dup: Dup }
  | { kind: 'gift'; sender: number; recipient: number; cents: bigint; dup: Dup }
  | { kind: 'claim' | 'cancel'; pick: number; dup: Dup }
  | { kind: 'return' };

const member = fc.integer({ min: 0, max: 2 });
const cents = fc.bigInt({ min: 1n, max: 4_000n });
const loadCents = fc.bigInt({ min: 1_000n, max: 20_000n });
const dup = fc.constantFrom<Dup>('once', 'once', 'again', 'together');
const pick = fc.nat({ max: 20 });
/** A refund is a share of the sale in percent; over 100 asks for more than was paid (refused). */
const share = fc.integer({ min: 1, max: 120 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('load' as const), who: member, cents: loadCents }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('reward' as const, 'debit' as const),
      who: member,
      cents,
      dup,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('sale' as const), seller: member, buyer: member, cents, dup }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, share, dup }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), pick, dup }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('gift' as const),
      sender: member,
      recipient: member,
      cents,
      dup,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('claim' as const, 'cancel' as const), pick, dup }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'return' as const }) },
);
/** A step: one operation, or a few at the same time. */
const step = fc.oneof(
  { weight: 3, arbitrary: op.map((o) => [o]) },
  { weight: 1, arbitrary: fc.array(op, { minLength: 2, maxLength: 4 }) },
);

/** Acknowledged and refused operations per kind, over all runs (the test asserts each flow really ran). */
const stats = new Map<string, { ok: number; refused: number }>();
const tally = (kind: string, applied: boolean) => {
  const t = stats.get(kind) ?? { ok: 0, refused: 0 };
  if (applied) t.ok++;
  else t.refused++;
  stats.set(kind, t);
};

/** The references of the release movements the model has applied (a second answer repeats the first's). */
const releasedRefs = new Set<string>();
const releaseRefOf = (r: Reply) =>
  (r.body as { data: { transactionReference: string } }).data.transactionReference;

/** A movement's legs by member id, or by system account code. */
async function legsOf(reference: string): Promise<Map<string, bigint>> {
  const rows = await rowsOf<{ who: string; amount: string }>(
    db,
    sql`select coalesce(a.user_id::text, a.code) as who, e.amount_cents::text as amount
          from wallet_entries e
          join wallet_transactions t on t.id = e.transaction_id
          join wallet_accounts a on a.id = e.account_id
         where t.reference = ${reference}`,
  );
  return new Map(rows.map((r) => [r.who, BigInt(r.amount)]));
}

/** Runs one operation against the API and applies its acknowledged effect to the model. */
async function run(o: Op, m: Model, concurrent = false): Promise<void> {
  const ok = (r: Reply, ...allowed: string[]) => {
    tally(o.kind, r.status === 200);
    if (r.status === 200) return true;
    // Refusals are expected (not enough BITS, nothing left to refund, a gift already settled …).
    expect(allowed.concat('IDEMPOTENCY_IN_PROGRESS'), JSON.stringify(r.body)).toContain(r.code);
    return false;
  };
  switch (o.kind) {
    case 'load': {
      await load(o.who, o.cents);
      tally('load', true);
      m.balances[o.who]! += o.cents;
      m.injected += o.cents;
      return;
    }
    case 'reward':
    case 'debit': {
      const r = await send(
        '/wallet/transaction',
        adminHeaders,
        {
          userId: ids[o.who],
          kind: o.kind === 'reward' ? 'REWARD' : 'DEBIT',
          amountCents: Number(o.cents),
          reason: `proof ${o.kind}`,
        },
        o.dup,
      );
      if (ok(r, 'INSUFFICIENT_BITS')) {
        const d = o.kind === 'reward' ? o.cents : -o.cents;
        m.balances[o.who]! += d;
        m.injected += d;
      }
      return;
    }
    case 'sale': {
      if (o.seller === o.buyer) return;
      const created = await send(
        '/purchase/barter-request',
        headers[o.seller],
        { buyerId: ids[o.buyer], offerId: offers[o.seller], amountCents: Number(o.cents) },
        'once',
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const requestId = (created.body as { data: { id: string } }).data.id;
      const r = await send(
        '/purchase/barter-request/confirmation',
        headers[o.buyer],
        { requestId, accept: true, pin: PIN },
        o.dup,
      );
      if (ok(r, 'INSUFFICIENT_BITS', 'CONFLICT')) {
        // Held for the buyer's protection: the seller is paid on release.
        m.balances[o.buyer]! -= o.cents;
        m.barterHeld += o.cents;
        m.accepted.push({
          id: requestId,
          seller: o.seller,
          buyer: o.buyer,
          amount: o.cents,
          remaining: o.cents,
          held: true,
        });
      }
      return;
    }
    case 'release': {
      const req = m.accepted[o.pick % Math.max(1, m.accepted.length)];
      if (!req) return;
      const r = await send(
        '/purchase/barter-request/release',
        headers[req.buyer],
        { requestId: req.id },
        o.dup,
      );
      // Released again, or after a full refund (RETURNED): the first answers the same, the second 409.
      if (ok(r, 'CONFLICT') && !releasedRefs.has(releaseRefOf(r))) {
        const ref = releaseRefOf(r);
        releasedRefs.add(ref);
        const legs = await legsOf(ref);
        const paid = legs.get(ids[req.seller]!) ?? 0n;
        expect(legs.get('BARTER_HOLDING')).toBe(-paid);
        m.balances[req.seller]! += paid;
        m.barterHeld -= paid;
        req.held = false;
      }
      return;
    }
    case 'refund': {
      const req = m.accepted[o.pick % Math.max(1, m.accepted.length)];
      if (!req) return;
      const c = (req.amount * BigInt(o.share) + 99n) / 100n;
      const r = await send(
        '/purchase/barter-refund',
        headers[req.seller],
        { requestId: req.id, amountCents: Number(c), reason: 'proof refund', pin: PIN },
        o.dup,
      );
      if (ok(r, 'INSUFFICIENT_BITS', 'VALIDATION_FAILED', 'CONFLICT')) {
        expect(c <= req.remaining).toBe(true);
        req.remaining -= c;
        // Out of the hold while the payment is held, else out of the seller's wallet: the ledger's legs
        // say which (a release may have raced it), and exactly one of them paid the whole refund.
        const legs = await legsOf(
          (r.body as { data: { refund: { reference: string } } }).data.refund.reference,
        );
        const fromHold = legs.get('BARTER_HOLDING') ?? 0n;
        const fromSeller = legs.get(ids[req.seller]!) ?? 0n;
        expect([fromHold, fromSeller].sort()).toEqual([-c, 0n].sort());
        if (fromHold) m.barterHeld -= c;
        else m.balances[req.seller]! -= c;
        m.balances[req.buyer]! += c;
      } else if (!concurrent && (r.code === 'VALIDATION_FAILED' || r.code === 'CONFLICT')) {
        // Only a refund past what is left (or of a fully refunded request) is refused this way.
        expect(c > req.remaining || req.remaining === 0n, JSON.stringify(r.body)).toBe(true);
      }
      return;
    }
    case 'gift': {
      if (o.sender === o.recipient) return;
      const r = await send(
        '/gift',
        headers[o.sender],
        { recipientEmail: emails[o.recipient], amountCents: Number(o.cents), pin: PIN },
        o.dup,
      );
      if (ok(r, 'INSUFFICIENT_BITS')) {
        m.balances[o.sender]! -= o.cents;
        m.holding += o.cents;
        const id = (r.body as { data: { gift: { id: string } } }).data.gift.id;
        m.pending.push({ id, sender: o.sender, recipient: o.recipient, cents: o.cents });
      }
      return;
    }
    case 'claim':
    case 'cancel': {
      const gift = m.pending[o.pick % Math.max(1, m.pending.length)];
      if (!gift) return;
      const who = o.kind === 'claim' ? gift.recipient : gift.sender;
      const r = await send(`/gift/${o.kind}`, headers[who], { giftId: gift.id }, o.dup);
      if (ok(r, 'CONFLICT')) {
        m.pending.splice(m.pending.indexOf(gift), 1);
        m.holding -= gift.cents;
        m.balances[who]! += gift.cents;
      }
      return;
    }
    case 'return': {
      // Every pending gift's claim period ends: each goes back to its sender once.
      const returned = await gifts.returnExpired(new Date(Date.now() + 365 * 86_400_000));
      expect(returned).toBe(m.pending.length);
      for (let i = 0; i < returned; i++) tally('return', true);
      for (const g of m.pending.splice(0)) {
        m.holding -= g.cents;
        m.balances[g.sender]! += g.cents;
      }
      return;
    }
  }
}

/** Gifts: exactly the ones the model holds open are PENDING in the database. */
async function checkGifts(m: Model) {
  const rows = await rowsOf<{ id: string }>(db, sql`select id from gifts where status = 'PENDING'`);
  expect(rows.map((r) => r.id).sort()).toEqual(m.pending.map((g) => g.id).sort());
}

async function check(m: Model, start: Model) {
  expect(await ledgerViolations(db)).toEqual([]);
  expect(await Promise.all(ids.map((id) => balanceOf(db, id)))).toEqual(m.balances);
  expect(await systemBalance('GIFT_HOLDING')).toBe(m.holding);
  expect(await systemBalance('BARTER_HOLDING')).toBe(m.barterHeld);
  const [all] = await rowsOf<{ total: string }>(
    db,
    sql`select coalesce(sum(balance_cents), 0)::text as total from wallet_accounts`,
  );
  expect(all!.total).toBe('0');
  // Members' BITS (and those held for them) change only by what came in from outside.
  const sum = (b: bigint[]) => b.reduce((a, x) => a + x, 0n);
  expect(
    sum(m.balances) + m.holding + m.barterHeld - (sum(start.balances) + start.holding + start.barterHeld),
  ).toBe(m.injected);
  await checkGifts(m);
}

/** A hand-written sequence that runs every flow at least once (fast-check runs it first). */
const EVERY_FLOW: Op[][] = [
  [{ kind: 'load', who: 0, cents: 20_000n }],
  [{ kind: 'load', who: 1, cents: 20_000n }],
  [{ kind: 'reward', who: 2, cents: 5_000n, dup: 'again' }],
  [{ kind: 'sale', seller: 0, buyer: 1, cents: 3_000n, dup: 'together' }],
  [{ kind: 'refund', pick: 0, share: 50, dup: 'again' }],
  [{ kind: 'refund', pick: 0, share: 60, dup: 'once' }],
  [{ kind: 'sale', seller: 1, buyer: 0, cents: 2_000n, dup: 'once' }],
  [{ kind: 'refund', pick: 1, share: 25, dup: 'once' }],
  [{ kind: 'release', pick: 1, dup: 'together' }],
  [
    { kind: 'release', pick: 1, dup: 'once' },
    { kind: 'refund', pick: 1, share: 10, dup: 'once' },
  ],
  [{ kind: 'gift', sender: 1, recipient: 2, cents: 700n, dup: 'together' }],
  [{ kind: 'claim', pick: 0, dup: 'again' }],
  [{ kind: 'gift', sender: 2, recipient: 0, cents: 800n, dup: 'once' }],
  [{ kind: 'cancel', pick: 0, dup: 'together' }],
  [{ kind: 'gift', sender: 0, recipient: 1, cents: 900n, dup: 'once' }],
  [
    { kind: 'sale', seller: 2, buyer: 0, cents: 1_500n, dup: 'once' },
    { kind: 'debit', who: 1, cents: 400n, dup: 'together' },
    { kind: 'claim', pick: 0, dup: 'once' },
    { kind: 'cancel', pick: 0, dup: 'once' },
  ],
  [{ kind: 'gift', sender: 1, recipient: 0, cents: 100n, dup: 'once' }],
  [{ kind: 'return' }],
];

describe('ledger proof across loads, rewards, sales, refunds, gifts, claims and returns', () => {
  it('random sequences with duplicated and concurrent requests keep the invariants and the model (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        // Gifts left pending by an earlier run go back first, so the model starts from a settled state.
        await gifts.returnExpired(new Date(Date.now() + 365 * 86_400_000));
        const start = await snapshot();
        const m: Model = { ...start, balances: [...start.balances] };
        for (const s of steps) {
          if (s.length === 1) {
            await run(s[0]!, m);
          } else {
            // Concurrent operations on one model: claims/cancels/returns of the same gift race, so
            // each works on its own view and the acknowledged effects are merged afterwards.
            await runConcurrently(s, m);
          }
          await check(m, start);
        }
      }),
      { numRuns: 25, examples: [[EVERY_FLOW]] },
    );
    console.info('ledger proof: acknowledged / refused per operation', Object.fromEntries(stats));
    // Every flow was exercised and applied at least once.
    for (const kind of [
      'load',
      'reward',
      'debit',
      'sale',
      'refund',
      'release',
      'gift',
      'claim',
      'cancel',
      'return',
    ]) {
      expect(stats.get(kind)?.ok ?? 0, kind).toBeGreaterThan(0);
    }
  }, 240_000);
});

/**
 * Runs operations at the same time. Money effects are additive, so applying each acknowledged one
 * to the shared model in any order gives the same balances; gift settlements of the same gift race
 * and only the acknowledged one (exactly one) is applied.
 */
async function runConcurrently(ops: Op[], m: Model) {
  // A return settles every pending gift; run it alone after the others so the race is well-defined.
  const returns = ops.filter((o) => o.kind === 'return');
  const others = ops.filter((o) => o.kind !== 'return');
  const settled = new Set<string>();
  await Promise.all(
    others.map(async (o) => {
      if (o.kind === 'claim' || o.kind === 'cancel') {
        const gift = m.pending[o.pick % Math.max(1, m.pending.length)];
        if (!gift) return;
        const who = o.kind === 'claim' ? gift.recipient : gift.sender;
        const r = await send(`/gift/${o.kind}`, headers[who], { giftId: gift.id }, o.dup);
        tally(o.kind, r.status === 200);
        if (r.status === 200) {
          expect(settled.has(gift.id), 'a gift settled twice').toBe(false);
          settled.add(gift.id);
          m.pending.splice(m.pending.indexOf(gift), 1);
          m.holding -= gift.cents;
          m.balances[who]! += gift.cents;
        } else {
          expect(['CONFLICT', 'IDEMPOTENCY_IN_PROGRESS'], JSON.stringify(r.body)).toContain(r.code);
        }
        return;
      }
      await run(o, m, true);
    }),
  );
  for (const o of returns) await run(o, m);
}

describe('hot wallets under concurrency', () => {
  it('hundreds of simultaneous transfers and admin debits over five hot wallets: no deadlock, no negative, sums kept', async () => {
    // Two more members (with a PIN) make five hot wallets.
    const extra: string[] = [];
    for (const n of [1, 2]) {
      const res = await http.post('/v1/testing/users', null, {
        email: `hot${n}.${Date.now()}@example.com`,
        password: 'Sandbox#Pass1',
        stage: 'COMPLETED',
      });
      expect(res.statusCode, res.body).toBe(200);
      extra.push(res.json().data.id);
    }
    const wallets = [...ids, ...extra];
    for (const w of wallets) {
      await db.transaction(async (tx) => {
        const source = await systemAccountId(tx, 'CARD_LOADS');
        const wallet = await memberAccountId(tx, w);
        await postMovement(tx, {
          type: 'ADD_BITS',
          amountCents: 20_000n,
          legs: [
            { accountId: source, amountCents: -20_000n },
            { accountId: wallet, amountCents: 20_000n },
          ],
          initiatedBy: w,
        });
      });
    }
    const total = async () => {
      let t = 0n;
      for (const w of wallets) t += await balanceOf(db, w);
      return t;
    };
    const adjustments = () => systemBalance('ADJUSTMENTS');
    const before = (await total()) + (await adjustments());

    const transfer = (from: string, to: string, c: bigint) =>
      db.transaction(async (tx) => {
        const a = await memberAccountId(tx, from);
        const b = await memberAccountId(tx, to);
        await postMovement(tx, {
          type: 'SALE_PURCHASE',
          amountCents: c,
          legs: [
            { accountId: a, amountCents: -c },
            { accountId: b, amountCents: c },
          ],
          initiatedBy: from,
        });
      });
    const outcome = async (p: Promise<unknown>) => {
      try {
        const r = await p;
        const status = (r as { statusCode?: number } | undefined)?.statusCode;
        if (status === undefined || status === 200) return 'OK';
        return (r as { json: () => { code: string } }).json().code;
      } catch (e) {
        return (e as { code?: string }).code ?? String(e);
      }
    };
    const n = usingPostgres ? 400 : 120;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => {
        const from = wallets[i % 5]!;
        const to = wallets[(i * 3 + 1 + (i % 4)) % 5]!;
        const c = BigInt(1 + ((i * 37) % 4_000));
        if (i % 10 === 0) {
          // An admin debit over HTTP on the same hot wallets.
          return outcome(
            call(app, 'adminWalletPost', {
              as: adminHeaders,
              body: { userId: from, kind: 'DEBIT', amountCents: Number(c), reason: 'hot debit' },
              idempotencyKey: newKey(),
            }),
          );
        }
        return outcome(transfer(from, from === to ? wallets[(i + 1) % 5]! : to, c));
      }),
    );
    const unexpected = results.filter((r) => r !== 'OK' && r !== 'INSUFFICIENT_BITS');
    expect(unexpected).toEqual([]);
    expect(results.filter((r) => r === 'OK').length).toBeGreaterThan(n / 2);
    // Member BITS moved between members or to the adjustments account only.
    expect((await total()) + (await adjustments())).toBe(before);
    for (const w of wallets) expect((await balanceOf(db, w)) >= 0n).toBe(true);
  }, 120_000);
});

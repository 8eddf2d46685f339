/**
 * Barter: sale requests, acceptance with PIN, decline, cancel, refunds. Every refused
 * transition changes nothing; money moves only through the ledger and the invariants hold after
 * every test. Without buyer protection (BARTER_HOLD_DAYS=0): the seller is paid at once. The hold is
 * tested in barter-holds.test.ts.
 */
import { BARTER_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { barterRequests, idempotencyKeys, outboxEmails, walletTransactions } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { createBarterService } from '../../src/modules/barter/barter.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import {
  type As,
  BUSINESS,
  bearer,
  build,
  call,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  SUSPENDED,
  testIdempotencyKey,
  usingPostgres,
} from '../helper.ts';
import { loadBits as loadLedgerBits, moveBits, userIdOf } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, createOfferId, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { barterHoldDays: 0 } });
const db = app.database.db;

const idOf = (email: string) => userIdOf(db, email);
const alex = await idOf(MEMBER.email);
const maple = await idOf(BUSINESS.email);
const sam = await idOf(OTHER_MEMBER.email);
const jordan = await idOf(SUSPENDED.email);

const A = bearer((await login(app, MEMBER)).accessToken);
const M = bearer((await login(app, BUSINESS)).accessToken);
const S = bearer((await login(app, OTHER_MEMBER)).accessToken);

const mapleOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, M);
const mapleDraft = await createOfferId(app, COMPLETE_OFFERS.Services, M);
const samOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, S);

const PIN = '2468';

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const newKey = testIdempotencyKey;
const http = requests(app);
const post = (url: string, as: As, payload: object, key: string | null = newKey()) =>
  http.post(`/v1${url}`, as, payload, { idempotencyKey: key });
const get = (url: string, as: As) => http.get(`/v1${url}`, as);

/** Loads BITS into a member's wallet straight through the ledger (a card load's movement). */
const loadBits = (userId: string, cents: bigint) => loadLedgerBits(db, userId, cents);

/** maple asks `buyer` (alex by default) for `cents`: the new request's id. */
async function request(cents = 1_000, buyerId = alex, seller: As = M, offerId = mapleOffer) {
  const res = await call(app, 'createBarterRequest', {
    as: seller,
    body: { buyerId, offerId, amountCents: cents },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}
const accept = (requestId: string, who: As = A, extra: object = { pin: PIN }, key = newKey()) =>
  call(app, 'confirmBarterRequest', {
    as: who,
    body: { requestId, accept: true, ...extra },
    idempotencyKey: key,
  });
const decline = (requestId: string, who: As = A) =>
  call(app, 'confirmBarterRequest', { as: who, body: { requestId, accept: false } });
const cancel = (requestId: string, who: As = M) =>
  call(app, 'cancelBarterRequest', { as: who, body: { requestId } });
const refund = (requestId: string, amountCents: number, who: As = M, key = newKey()) =>
  call(app, 'refundBarter', { as: who, body: { requestId, amountCents, pin: PIN }, idempotencyKey: key });
const statusOf = async (id: string) =>
  (await db.select().from(barterRequests).where(eq(barterRequests.id, id)))[0]!;
const txCount = async () => (await db.select({ id: walletTransactions.id }).from(walletTransactions)).length;

describe('barter: the whole flow', () => {
  it('lookup, request (e-mail to the buyer), accept with PIN, lists, partial and full refunds', async () => {
    // Lookup: exact e-mail or username prefix; never yourself, never a suspended member.
    const byEmail = await get(
      `/purchase/buyer-lookup?query=${encodeURIComponent('ALEX@demo.barterbits.ca')}`,
      M,
    );
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data.map((c: { id: string }) => c.id)).toEqual([alex]);
    expect(byEmail.json().data[0]).toMatchObject({ id: alex, displayName: expect.any(String) });
    const self = await get(`/purchase/buyer-lookup?query=${encodeURIComponent(BUSINESS.email)}`, M);
    expect(self.json().data).toEqual([]);
    const suspended = await get(`/purchase/buyer-lookup?query=${encodeURIComponent(SUSPENDED.email)}`, M);
    expect(suspended.json().data).toEqual([]);
    expect((await get('/purchase/buyer-lookup?query=%25', M)).statusCode).toBe(400);

    await loadBits(alex, 5_000n);
    const alexBefore = await balanceOf(db, alex);
    const mapleBefore = await balanceOf(db, maple);

    const created = await post('/purchase/barter-request', M, {
      buyerId: alex,
      offerId: mapleOffer,
      amountCents: 2_550,
      note: 'Bike pickup Saturday',
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(created.json().message).toBe(BARTER_MESSAGES.created);
    expect(item).toMatchObject({
      reference: expect.stringMatching(/^BR-[0-9A-Z]{8}$/),
      seller: { id: maple },
      buyer: { id: alex },
      offer: { id: mapleOffer, title: COMPLETE_OFFERS.Product.title },
      amountCents: 2_550,
      refundedCents: 0,
      status: 'PENDING',
      note: 'Bike pickup Saturday',
      decidedAt: null,
      transactionReference: null,
    });
    // The e-mail rides on the buyer's notice: the request's kick sends it after the answer.
    await backgroundSettled();
    await app.notificationDelivery.deliverPending();
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, MEMBER.email));
    const [mail, ...extra] = mails.filter((m) => m.links.some((l) => l.includes(item.id)));
    expect(extra).toEqual([]); // one e-mail for the request, not the generic one as well
    expect(mail?.template).toBe('barter-request');
    expect(mail?.subject).toContain('25.50 BITS');
    expect(mail?.links).toEqual([
      `${app.config.publicUrl}/my-wallet/barter-requests/${item.id}`,
      expect.stringContaining('/v1/notify/unsubscribe?token='),
    ]);
    expect(await balanceOf(db, alex)).toBe(alexBefore); // nothing moves on a request

    // The buyer sees it first in their list, and its detail.
    const purchases = await get(`/purchase/barter-request/user/${alex}`, A);
    expect(purchases.statusCode, purchases.body).toBe(200);
    expect(purchases.json().data[0]).toMatchObject({ id: item.id, status: 'PENDING' });
    expect((await get(`/purchase/barter-request/${item.id}`, A)).json().data).toMatchObject({
      id: item.id,
      refunds: [],
    });

    const ok = await accept(item.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(BARTER_MESSAGES.accepted);
    const accepted = ok.json().data;
    expect(accepted.request).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) });
    expect(accepted.transactionReference).toMatch(/^BB-/);
    expect(accepted.request.transactionReference).toBe(accepted.transactionReference);
    expect(accepted.balanceCents).toBe(Number(alexBefore) - 2_550);
    expect(await balanceOf(db, alex)).toBe(alexBefore - 2_550n);
    expect(await balanceOf(db, maple)).toBe(mapleBefore + 2_550n);
    const [movement] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, accepted.transactionReference));
    expect(movement).toMatchObject({ type: 'SALE_PURCHASE', relatedType: 'BARTER', relatedId: item.id });

    // The seller's Barter Sales, newest first.
    const sales = await get(`/purchase/barter-record/user/${maple}?limit=5`, M);
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.json().data[0]).toMatchObject({ id: item.id, status: 'ACCEPTED' });
    expect(sales.json().meta).toMatchObject({ limit: 5, offset: 0, total: expect.any(Number) });

    // Partial refund, then the rest; then nothing more.
    const part = await post('/purchase/barter-refund', M, {
      requestId: item.id,
      amountCents: 1_000,
      reason: 'Scratched frame',
      pin: PIN,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.request).toMatchObject({ status: 'ACCEPTED', refundedCents: 1_000 });
    expect(part.json().data.refund).toMatchObject({ amountCents: 1_000, reason: 'Scratched frame' });
    const over = await refund(item.id, 1_551);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(BARTER_MESSAGES.refundTooLarge);
    const rest = await refund(item.id, 1_550);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.request).toMatchObject({ status: 'REFUND', refundedCents: 2_550 });
    expect(await balanceOf(db, alex)).toBe(alexBefore);
    expect(await balanceOf(db, maple)).toBe(mapleBefore);
    const more = await refund(item.id, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(BARTER_MESSAGES.notRefundable);
    const detail = (await get(`/purchase/barter-request/${item.id}`, M)).json().data;
    expect(detail.refunds.map((r: { amountCents: number }) => r.amountCents)).toEqual([1_000, 1_550]);
  });

  it('a full refund in one go; the buyer can pay with a pinToken', async () => {
    await loadBits(alex, 700n);
    const id = await request(700);
    const token = await post('/user/verify-pin', A, { pin: PIN }, null);
    expect(token.statusCode, token.body).toBe(200);
    const ok = await accept(id, A, { pinToken: token.json().data.pinToken });
    expect(ok.statusCode, ok.body).toBe(200);
    const full = await refund(id, 700);
    expect(full.json().data.request).toMatchObject({ status: 'REFUND', refundedCents: 700 });
  });

  it("a refund moves the seller's BITS only with the seller's PIN (missing or wrong: refused, nothing moves)", async () => {
    await loadBits(alex, 600n);
    const id = await request(600);
    expect((await accept(id)).statusCode).toBe(200);
    const n = await txCount();
    const missing = await post('/purchase/barter-refund', M, { requestId: id, amountCents: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.pin).toBeDefined();
    const wrong = await post('/purchase/barter-refund', M, { requestId: id, amountCents: 100, pin: '1357' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INCORRECT_PIN');
    expect(await txCount()).toBe(n);
    expect((await statusOf(id)).refundedCents).toBe(0n);
    const ok = await refund(id, 100);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a retried sale request creates one request, also when the first answer was lost', async () => {
    const k = newKey();
    const body = { buyerId: alex, offerId: mapleOffer, amountCents: 321 };
    const first = await post('/purchase/barter-request', M, body, k);
    expect(first.statusCode, first.body).toBe(200);
    // As after a crash between the request's commit and its stored answer: the retry runs again.
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    const retry = await post('/purchase/barter-request', M, body, k);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const rows = await db.select().from(barterRequests).where(eq(barterRequests.idempotencyKey, k));
    expect(rows).toHaveLength(1);
  });

  it('buyer look-ups are counted per seller: past 60 a minute, 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await get(`/purchase/buyer-lookup?query=zz${i}`, A)).statusCode).toBe(200);
    }
    const over = await get('/purchase/buyer-lookup?query=zzz', A);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many searches for buyers. Please wait a minute and try again.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/purchase/buyer-lookup?query=zz', M)).statusCode).toBe(200);
  });

  it('decline and cancel move nothing; pending requests come first for the buyer', async () => {
    const n = await txCount();
    const d = await request(300);
    const c = await request(400);
    const p = await request(500);
    const declined = await decline(d);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.request.status).toBe('REJECTED');
    const cancelled = await cancel(c);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('CANCELLED');
    // Cancelling again answers the same (a double click).
    expect((await cancel(c)).json().data.status).toBe('CANCELLED');
    expect(await txCount()).toBe(n);
    const list = (await get(`/purchase/barter-request/user/${alex}?limit=100`, A)).json().data as {
      id: string;
      status: string;
    }[];
    const firstNonPending = list.findIndex((r) => r.status !== 'PENDING');
    expect(list.slice(firstNonPending).some((r) => r.status === 'PENDING')).toBe(false);
    expect(list.findIndex((r) => r.id === p)).toBeLessThan(firstNonPending);
    const pendingOnly = (await get(`/purchase/barter-request/user/${alex}?status=PENDING`, A)).json().data;
    expect(pendingOnly.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    await cancel(p);
  });
});

describe('barter: the transition table', () => {
  /** A request brought to `status` (REFUND by a full refund). */
  async function inStatus(status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'REFUND') {
    const id = await request(200);
    if (status === 'ACCEPTED' || status === 'REFUND') {
      await loadBits(alex, 200n);
      expect((await accept(id)).statusCode).toBe(200);
      if (status === 'REFUND') expect((await refund(id, 200)).statusCode).toBe(200);
    }
    if (status === 'REJECTED') expect((await decline(id)).statusCode).toBe(200);
    if (status === 'CANCELLED') expect((await cancel(id)).statusCode).toBe(200);
    return id;
  }

  const actions = {
    accept: (id: string) => accept(id),
    decline: (id: string) => decline(id),
    cancel: (id: string) => cancel(id),
    refund: (id: string) => refund(id, 100),
  } as const;

  const refused: [Parameters<typeof inStatus>[0], keyof typeof actions][] = [
    ['PENDING', 'refund'],
    ['ACCEPTED', 'accept'],
    ['ACCEPTED', 'decline'],
    ['ACCEPTED', 'cancel'],
    ['REJECTED', 'accept'],
    ['REJECTED', 'decline'],
    ['REJECTED', 'cancel'],
    ['REJECTED', 'refund'],
    ['CANCELLED', 'accept'],
    ['CANCELLED', 'decline'],
    ['CANCELLED', 'refund'],
    ['REFUND', 'accept'],
    ['REFUND', 'decline'],
    ['REFUND', 'cancel'],
    ['REFUND', 'refund'],
  ];

  it.each(refused)('%s → %s is refused (409) and changes nothing', async (status, action) => {
    const id = await inStatus(status);
    const before = await statusOf(id);
    const balances = [await balanceOf(db, alex), await balanceOf(db, maple)];
    const n = await txCount();
    const res = await actions[action](id);
    expect(res.statusCode, res.body).toBe(409);
    expect(await statusOf(id)).toEqual(before);
    expect([await balanceOf(db, alex), await balanceOf(db, maple)]).toEqual(balances);
    expect(await txCount()).toBe(n);
  });
});

describe('barter: who may do what', () => {
  it("someone else's request: 404 for a stranger, 403 for the wrong side, 403 for another's list", async () => {
    await loadBits(alex, 300n);
    const id = await request(300);
    expect((await get(`/purchase/barter-request/${id}`, S)).statusCode).toBe(404);
    expect((await accept(id, S)).statusCode).toBe(404);
    expect((await decline(id, S)).statusCode).toBe(404);
    expect((await cancel(id, S)).statusCode).toBe(404);
    expect((await refund(id, 100, S)).statusCode).toBe(404);
    expect((await accept(id, M)).statusCode).toBe(403); // the seller cannot accept
    expect((await cancel(id, A)).statusCode).toBe(403); // the buyer cannot cancel
    expect((await get(`/purchase/barter-record/user/${alex}`, M)).statusCode).toBe(403);
    expect((await get(`/purchase/barter-request/user/${maple}`, A)).statusCode).toBe(403);
    expect((await get(`/purchase/barter-request/${crypto.randomUUID()}`, A)).statusCode).toBe(404);
    expect((await accept(id)).statusCode).toBe(200);
    expect((await refund(id, 100, A)).statusCode).toBe(403); // the buyer cannot refund
    expect((await statusOf(id)).refundedCents).toBe(0n);
  });

  it('bad requests: yourself, unknown or suspended buyer, a draft or someone else’s offer', async () => {
    const n = (await db.select({ id: barterRequests.id }).from(barterRequests)).length;
    const body = { buyerId: alex, offerId: mapleOffer, amountCents: 100 };
    const cases: [object, string][] = [
      [{ ...body, buyerId: maple }, BARTER_MESSAGES.buyerIsSelf],
      [{ ...body, buyerId: jordan }, BARTER_MESSAGES.buyerNotFound],
      [{ ...body, buyerId: crypto.randomUUID() }, BARTER_MESSAGES.buyerNotFound],
      [{ ...body, offerId: mapleDraft }, BARTER_MESSAGES.offerNotActive],
      [{ ...body, offerId: samOffer }, BARTER_MESSAGES.offerNotActive],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/purchase/barter-request', M, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post('/purchase/barter-request', M, body, null)).statusCode).toBe(400); // no key
    expect((await db.select({ id: barterRequests.id }).from(barterRequests)).length).toBe(n);
  });

  it('bad amounts: negative, zero, fractions of a cent (three decimals), over the maximum', async () => {
    const n = (await db.select({ id: barterRequests.id }).from(barterRequests)).length;
    await loadBits(alex, 1_000n);
    const id = await request(1_000);
    expect((await accept(id)).statusCode).toBe(200);
    const before = await statusOf(id);
    for (const amountCents of [-100, 0, 12.5, 0.1, 100_000_001, '100']) {
      const res = await post('/purchase/barter-request', M, {
        buyerId: alex,
        offerId: mapleOffer,
        amountCents,
      });
      expect(res.statusCode, `${amountCents}: ${res.body}`).toBe(400);
      const r = await post('/purchase/barter-refund', M, { requestId: id, amountCents, pin: PIN });
      expect(r.statusCode, `${amountCents}: ${r.body}`).toBe(400);
    }
    expect((await db.select({ id: barterRequests.id }).from(barterRequests)).length).toBe(n + 1);
    expect(await statusOf(id)).toEqual(before);
    const note = await post('/purchase/barter-request', M, {
      buyerId: alex,
      offerId: mapleOffer,
      amountCents: 100,
      note: 'x'.repeat(251),
    });
    expect(note.statusCode).toBe(400);
  });
});

describe('barter: PIN, balance and retries', () => {
  it('a wrong or missing PIN refuses and leaves the request pending', async () => {
    await loadBits(alex, 400n);
    const id = await request(400);
    const before = await balanceOf(db, alex);
    const wrong = await accept(id, A, { pin: '1357' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ERROR_MESSAGES.incorrectPin);
    expect(wrong.json().message).toBe('Incorrect PIN. Please try again.');
    expect((await accept(id, A, {})).statusCode).toBe(400);
    expect((await accept(id, A, { pin: '12a4' })).statusCode).toBe(400);
    expect((await statusOf(id)).status).toBe('PENDING');
    expect(await balanceOf(db, alex)).toBe(before);
    expect((await accept(id)).statusCode).toBe(200); // the right PIN resets the count
  });

  it('insufficient BITS: 409 with the message; the request stays pending and can be paid later', async () => {
    const balance = await balanceOf(db, alex);
    const id = await request(Number(balance) + 1);
    const n = await txCount();
    const res = await accept(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BITS', message: ERROR_MESSAGES.insufficientBits });
    expect((await statusOf(id)).status).toBe('PENDING');
    expect(await txCount()).toBe(n);
    await loadBits(alex, 1n);
    expect((await accept(id)).statusCode).toBe(200);
    expect(await balanceOf(db, alex)).toBe(0n);
  });

  it('the seller lacking BITS for a refund: 409 INSUFFICIENT_BITS, nothing changes', async () => {
    await loadBits(alex, 600n);
    const id = await request(600);
    expect((await accept(id)).statusCode).toBe(200);
    // maple spends everything elsewhere (to sam) through the ledger.
    const all = await balanceOf(db, maple);
    await moveBits(db, maple, sam, all, { type: 'TRANSFER' });
    const res = await refund(id, 300);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_BITS');
    expect((await statusOf(id)).refundedCents).toBe(0n);
  });

  it('a replayed key answers the first answer and moves nothing; another body is 422', async () => {
    await loadBits(alex, 900n);
    const id = await request(900);
    const key = newKey();
    const first = await accept(id, A, { pin: PIN }, key);
    expect(first.statusCode).toBe(200);
    const balances = [await balanceOf(db, alex), await balanceOf(db, maple)];
    const n = await txCount();
    const again = await accept(id, A, { pin: PIN }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await accept(id, A, { pin: PIN, accept: false }, key)).statusCode).toBe(422);

    const rkey = newKey();
    const r1 = await refund(id, 250, M, rkey);
    const r2 = await refund(id, 250, M, rkey);
    expect(r1.statusCode).toBe(200);
    expect(r2.json()).toEqual(r1.json());
    expect((await refund(id, 251, M, rkey)).statusCode).toBe(422);
    expect(await txCount()).toBe(n + 1);
    expect([await balanceOf(db, alex), await balanceOf(db, maple)]).toEqual([
      balances[0]! + 250n,
      balances[1]! - 250n,
    ]);
    expect((await statusOf(id)).refundedCents).toBe(250n);

    // The key stored with the movement protects even when the HTTP bookkeeping is lost.
    const service = createBarterService({ db });
    const auth = { userId: maple, role: 'MEMBER', sessionId: 'x' } as never;
    const lost = await service.refund(auth, { requestId: id, amountCents: 250 }, rkey);
    expect(lost.refund.reference).toBe(r1.json().data.refund.reference);
    expect((await statusOf(id)).refundedCents).toBe(250n);
  });

  it.runIf(usingPostgres)('concurrent accept and cancel: exactly one wins', async () => {
    for (let i = 0; i < 10; i++) {
      await loadBits(alex, 100n);
      const id = await request(100);
      const [a, c] = await Promise.all([accept(id), cancel(id)]);
      const codes = [a.statusCode, c.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const row = await statusOf(id);
      expect(row.status).toBe(a.statusCode === 200 ? 'ACCEPTED' : 'CANCELLED');
    }
  });

  it.runIf(usingPostgres)('concurrent partial refunds never exceed the amount paid', async () => {
    await loadBits(alex, 1_000n);
    const id = await request(1_000);
    expect((await accept(id)).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 12 }, () => refund(id, 300)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(3);
    expect(results.every((r) => [200, 400].includes(r.statusCode))).toBe(true);
    expect((await statusOf(id)).refundedCents).toBe(900n);
  });
});

describe('barter: property', () => {
  it('random sequences of create/accept/decline/cancel/refund keep the invariants and refunded ≤ amount', async () => {
    const service = createBarterService({ db });
    const as = (userId: string) => ({ userId, role: 'MEMBER', sessionId: 'x' }) as never;
    const members = [alex, sam];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('create', 'accept', 'decline', 'cancel', 'refund', 'load'),
            pick: fc.nat(),
            buyer: fc.integer({ min: 0, max: 1 }),
            cents: fc.integer({ min: 1, max: 3_000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (ops) => {
          const ids: string[] = [];
          for (const op of ops) {
            const id = ids.length ? ids[op.pick % ids.length]! : null;
            const row = id ? await statusOf(id) : null;
            try {
              if (op.kind === 'load') await loadBits(members[op.buyer]!, BigInt(op.cents));
              else if (op.kind === 'create') {
                const r = await service.create(
                  as(maple),
                  {
                    buyerId: members[op.buyer]!,
                    offerId: mapleOffer,
                    amountCents: op.cents,
                  },
                  newKey(),
                );
                ids.push(r.id);
              } else if (row && op.kind === 'accept')
                await service.confirm(
                  as(row.buyerId),
                  { requestId: row.id, accept: true, pin: PIN },
                  newKey(),
                );
              else if (row && op.kind === 'decline')
                await service.confirm(as(row.buyerId), { requestId: row.id, accept: false }, newKey());
              else if (row && op.kind === 'cancel') await service.cancel(as(maple), row.id);
              else if (row && op.kind === 'refund')
                await service.refund(as(maple), { requestId: row.id, amountCents: op.cents }, newKey());
            } catch (e) {
              const code = (e as { code?: string }).code;
              expect(['CONFLICT', 'INSUFFICIENT_BITS', 'VALIDATION_FAILED']).toContain(code);
            }
            if (row) {
              const after = await statusOf(row.id);
              expect(after.refundedCents <= after.amountCents).toBe(true);
              const allowed: Record<string, string[]> = {
                PENDING: ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'],
                ACCEPTED: ['ACCEPTED', 'REFUND'],
                REJECTED: ['REJECTED'],
                CANCELLED: ['CANCELLED'],
                REFUND: ['REFUND'],
              };
              expect(allowed[row.status]).toContain(after.status);
              expect(after.status === 'REFUND').toBe(after.refundedCents === after.amountCents);
              // The money matches the status: paid once if accepted, refunds sum to refundedCents.
              const moves = await db
                .select()
                .from(walletTransactions)
                .where(
                  and(eq(walletTransactions.relatedType, 'BARTER'), eq(walletTransactions.relatedId, row.id)),
                );
              const sum = (t: string) =>
                moves.filter((m) => m.type === t).reduce((a, m) => a + m.amountCents, 0n);
              const paid = after.status === 'ACCEPTED' || after.status === 'REFUND';
              expect(sum('SALE_PURCHASE')).toBe(paid ? after.amountCents : 0n);
              expect(sum('REFUND')).toBe(after.refundedCents);
            }
          }
          expect(await ledgerViolations(db)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

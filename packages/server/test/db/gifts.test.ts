/**
 * Gifts of BITS over HTTP: validate the address, send (PIN, Idempotency-Key), claim, cancel, the
 * return job, their races, bad input, and a property over random sequences. The ledger invariants
 * are checked after every test.
 */
import { randomUUID } from 'node:crypto';
import {
  centsToBits,
  ERROR_MESSAGES,
  GIFT_CLAIM_DAYS,
  GIFT_EMAIL_CHECK_LIMIT,
  GIFT_MAX_CENTS,
  GIFT_MESSAGES,
  VALIDATION_MESSAGES,
} from '@barterbits/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../src/adapters/mailer.ts';
import { rowsOf } from '../../src/db/rows.ts';
import {
  authThrottle,
  barterRequests,
  gifts,
  notifications,
  outboxEmails,
  users,
  walletAccounts,
  walletTransactions,
} from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { RateLimitedError, rateLimitKey } from '../../src/lib/db-rate-limit.ts';
import { createGiftsService, GIFT_EMAIL_CHECK_RATE_LIMIT } from '../../src/modules/gifts/gifts.service.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import { balanceOf } from '../../src/modules/wallet/ledger.ts';
import {
  ADMIN,
  BUSINESS,
  bearer,
  build,
  call,
  createUser,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  SUSPENDED,
  testIdempotencyKey,
  usingPostgres,
} from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

const app = await build({ config: { enableTestApi: true, publicUrl: 'https://app.example.test' } });
const db = app.database.db;
const PIN = '2468';
const PASSWORD = 'GiftTests#1';

const alex = await login(app, MEMBER);
const sam = await login(app, OTHER_MEMBER);
const maple = await login(app, BUSINESS);
const service = createGiftsService({ db, mailer: createOutboxMailer(db), config: app.config });

afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

/** Loads BITS straight through the ledger (CARD_LOADS → member), as a card load would. */
const fund = (userId: string, cents: number) => loadBits(db, userId, cents);

const balance = async (userId: string) => Number(await balanceOf(db, userId));
const holding = async () => {
  const [row] = await db
    .select({ b: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.code, 'GIFT_HOLDING'));
  return Number(row!.b);
};
const giftCount = async () =>
  Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from gifts`))[0]!.n);

const key = testIdempotencyKey;
const http = requests(app);
const post = (token: string, url: string, payload: unknown, idempotencyKey: string | null = key()) =>
  http.post(url, token, payload, { idempotencyKey });
const get = (token: string, url: string) => http.get(url, token);

const send = (token: string, body: Record<string, unknown>, k?: string) =>
  call(app, 'sendGift', { as: token, body: { pin: PIN, ...body }, idempotencyKey: k });
const claim = (token: string, giftId: string, k?: string) =>
  call(app, 'claimGift', { as: token, body: { giftId }, idempotencyKey: k });
const cancel = (token: string, giftId: string, k?: string) =>
  call(app, 'cancelGift', { as: token, body: { giftId }, idempotencyKey: k });

let seq = 0;
/** A new member through the testing API (at COMPLETED unless told), signed in. */
async function newMember(
  stage = 'COMPLETED',
  email = `gift${++seq}-${randomUUID().slice(0, 6)}@example.com`,
) {
  const s = await createUser(app, { email, password: PASSWORD, stage });
  return { id: s.user.id, email, token: s.accessToken };
}

/** A new member at COMPLETED with the PIN set, ready to send gifts. */
async function newSender() {
  const m = await newMember();
  const res = await post(m.token, '/v1/user/set-pin', { pin: PIN, confirmPin: PIN }, null);
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

const mailsTo = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
/**
 * Members' gift e-mails ride on their notices and are sent after the answer: waits for the requests'
 * own runs of the deliverer, then runs it for what a direct service call (the return job) left.
 */
const delivered = async () => {
  await backgroundSettled();
  await app.notificationDelivery.deliverPending();
  await backgroundSettled();
};
const UNSUBSCRIBE = expect.stringContaining('/v1/notify/unsubscribe?token=');

await fund(alex.user.id, 500_00);
await fund(maple.user.id, 200_00);

describe('POST /gift/validate-email', () => {
  const check = (token: string, email: string) => post(token, '/v1/gift/validate-email', { email }, null);
  /** The answer without its `email` (the only field that may differ between two addresses). */
  const answer = async (token: string, email: string) => {
    const res = await check(token, email);
    expect(res.statusCode, res.body).toBe(200);
    const { email: _email, ...rest } = res.json().data;
    return rest;
  };
  const NEUTRAL = {
    recipient: 'ADDRESS',
    canReceive: true,
    displayName: null,
    message: GIFT_MESSAGES.deliverable,
  };

  it('answers the same for a stranger member, a suspended or admin account and an address without an account', async () => {
    const me = await newMember();
    const stranger = await newMember();
    const member = await check(me.token, ` ${stranger.email.toUpperCase()} `);
    expect(member.json().data).toEqual({ email: stranger.email, ...NEUTRAL });
    for (const email of [
      OTHER_MEMBER.email,
      SUSPENDED.email,
      ADMIN.email,
      `nobody-${randomUUID().slice(0, 8)}@example.com`,
    ]) {
      expect(await answer(me.token, email), email).toEqual(NEUTRAL);
    }
  });

  it('names a member the sender exchanged BITS with (a claimed gift or an accepted barter, either way), nobody else', async () => {
    const giver = await newSender();
    const taker = await newMember();
    const trader = await newMember();
    const pendingOnly = await newMember();
    await fund(giver.id, 10_00);

    // A gift not claimed yet names nobody.
    const pending = await send(giver.token, { recipientEmail: pendingOnly.email, amountCents: 1_00 });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(await answer(giver.token, pendingOnly.email)).toEqual(NEUTRAL);
    expect(await answer(giver.token, taker.email)).toEqual(NEUTRAL);

    const gift = (await send(giver.token, { recipientEmail: taker.email, amountCents: 2_00 })).json().data
      .gift;
    expect((await claim(taker.token, gift.id)).statusCode).toBe(200);
    const named = await check(giver.token, taker.email);
    expect(named.json().data).toEqual({
      email: taker.email,
      recipient: 'KNOWN_MEMBER',
      canReceive: true,
      // The testing API's members are "Test Member".
      displayName: 'Test M.',
      message: GIFT_MESSAGES.knownMember,
    });
    // The gift's recipient knows its sender too.
    expect((await answer(taker.token, giver.email)).recipient).toBe('KNOWN_MEMBER');

    // An accepted barter request, whoever sold.
    expect(await answer(giver.token, trader.email)).toEqual(NEUTRAL);
    await db.insert(barterRequests).values({
      reference: `BR-${randomUUID().slice(0, 8)}`,
      sellerId: trader.id,
      buyerId: giver.id,
      offerTitle: 'Bike repair',
      amountCents: 5_00n,
      status: 'ACCEPTED',
    });
    expect((await answer(giver.token, trader.email)).recipient).toBe('KNOWN_MEMBER');
    expect((await answer(trader.token, giver.email)).recipient).toBe('KNOWN_MEMBER');
    expect((await cancel(giver.token, pending.json().data.gift.id)).statusCode).toBe(200);
  });

  it('refuses the own address; a malformed address is a 400', async () => {
    const res = await check(alex.accessToken, MEMBER.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: MEMBER.email,
      recipient: 'REFUSED',
      canReceive: false,
      displayName: null,
      message: GIFT_MESSAGES.ownEmail,
    });
    const bad = await check(alex.accessToken, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toEqual([VALIDATION_MESSAGES.invalidEmail]);
  });

  it(`allows ${GIFT_EMAIL_CHECK_LIMIT.max} checks a minute per member, then 429 until the window ends`, async () => {
    const me = await newSender();
    const other = await newMember();
    for (let i = 0; i < GIFT_EMAIL_CHECK_LIMIT.max; i++) {
      expect((await check(me.token, `probe${i}@example.com`)).statusCode).toBe(200);
    }
    const limited = await check(me.token, OTHER_MEMBER.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: GIFT_MESSAGES.checkLimit,
    });
    // Refused ones count too, and tell nothing.
    expect((await check(me.token, `nobody-${randomUUID().slice(0, 8)}@example.com`)).statusCode).toBe(429);
    // Another member is not affected.
    expect((await check(other.token, OTHER_MEMBER.email)).statusCode).toBe(200);
    // Sending is not an address check: it still works (and the check limit is unchanged by it).
    await fund(me.id, 1_00);
    const sent = await send(me.token, { recipientEmail: OTHER_MEMBER.email, amountCents: 1_00 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await cancel(me.token, sent.json().data.gift.id)).statusCode).toBe(200);

    // The window over, checks work again.
    await db
      .update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - GIFT_EMAIL_CHECK_LIMIT.windowSeconds * 1000) })
      .where(eq(authThrottle.key, rateLimitKey(GIFT_EMAIL_CHECK_RATE_LIMIT, me.id)));
    expect((await check(me.token, OTHER_MEMBER.email)).statusCode).toBe(200);
  });

  it('a 429 tells when to try again: the seconds left in the window (Retry-After)', async () => {
    const me = await newMember();
    for (let i = 0; i < GIFT_EMAIL_CHECK_LIMIT.max; i++) await check(me.token, `probe${i}@example.com`);
    const inWindow = (s: number) => s >= 1 && s <= GIFT_EMAIL_CHECK_LIMIT.windowSeconds;
    const refused = await service
      .validateEmail({ userId: me.id, role: 'MEMBER', sessionId: '' }, 'one-more@example.com')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(inWindow((refused as RateLimitedError).retryAfterSeconds)).toBe(true);

    const limited = await check(me.token, 'one-more@example.com');
    expect(limited.statusCode).toBe(429);
    expect(inWindow(Number(limited.headers['retry-after']))).toBe(true);
  });

  it('is for members only', async () => {
    const admin = await login(app, ADMIN, 'ADMIN');
    expect((await check(admin.accessToken, OTHER_MEMBER.email)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/gift/validate-email', payload: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('sending tells no more than the check', () => {
  it('the answer and the sent list are the same for a member and an address without an account until it is claimed', async () => {
    const me = await newSender();
    const stranger = await newMember();
    await fund(me.id, 10_00);
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const toMember = await send(me.token, { recipientEmail: stranger.email, amountCents: 1_00 });
    const toNobody = await send(me.token, { recipientEmail: nobody, amountCents: 1_00 });
    const toSuspended = await send(me.token, { recipientEmail: SUSPENDED.email, amountCents: 1_00 });
    const toAdmin = await send(me.token, { recipientEmail: ADMIN.email, amountCents: 1_00 });
    for (const res of [toMember, toNobody, toSuspended, toAdmin]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(GIFT_MESSAGES.sent);
      expect(res.json().data.gift).toMatchObject({ recipient: null, status: 'PENDING', canCancel: true });
    }
    const gift = toMember.json().data.gift;
    // The member's notice and e-mail go to them, not to the sender's answers.
    const list = async () => (await get(me.token, '/v1/gift/history')).json().data as { id: string }[];
    const shown = (await list()).find((g) => g.id === gift.id);
    expect(shown).toMatchObject({ recipient: null, recipientEmail: stranger.email });
    expect((await get(me.token, `/v1/gift/${gift.id}`)).json().data.recipient).toBeNull();

    // Once claimed, the sender sees who took it.
    expect((await claim(stranger.token, gift.id)).statusCode).toBe(200);
    expect((await get(me.token, `/v1/gift/${gift.id}`)).json().data.recipient).toMatchObject({
      id: stranger.id,
      displayName: expect.stringMatching(/\S/),
    });
    for (const res of [toNobody, toSuspended, toAdmin]) {
      const c = await cancel(me.token, res.json().data.gift.id);
      expect(c.statusCode).toBe(200);
      expect(c.json().data.gift.recipient).toBeNull();
    }
  });
});

describe('send and claim', () => {
  it('moves the BITS sender → gift holding → recipient, with GIFT movements, statuses and e-mails', async () => {
    const a0 = await balance(alex.user.id);
    const s0 = await balance(sam.user.id);
    const h0 = await holding();

    const sent = await send(alex.accessToken, {
      recipientEmail: OTHER_MEMBER.email,
      amountCents: 12_50,
      message: 'Thanks for the bike repair!',
    });
    expect(sent.statusCode).toBe(200);
    const { gift, balanceCents } = sent.json().data;
    expect(sent.json().message).toBe(GIFT_MESSAGES.sent);
    expect(gift).toMatchObject({
      status: 'PENDING',
      amountCents: 12_50,
      recipientEmail: OTHER_MEMBER.email,
      // Not before it is claimed: see 'sending tells no more than the check'.
      recipient: null,
      sender: { id: alex.user.id },
      message: 'Thanks for the bike repair!',
      direction: 'SENT',
      canCancel: true,
      canClaim: false,
    });
    expect(gift.reference).toMatch(/^GF-[0-9A-Z]{8}$/);
    expect(gift.holdTransactionReference).toMatch(/^BB-/);
    const days = (Date.parse(gift.expiresAt) - Date.parse(gift.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(GIFT_CLAIM_DAYS);
    expect(balanceCents).toBe(a0 - 12_50);
    expect(await balance(alex.user.id)).toBe(a0 - 12_50);
    expect(await holding()).toBe(h0 + 12_50);
    expect(await balance(sam.user.id)).toBe(s0);

    const [hold] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, gift.holdTransactionReference));
    expect(hold).toMatchObject({
      type: 'GIFT',
      relatedType: 'GIFT',
      relatedId: gift.id,
      initiatedBy: alex.user.id,
    });

    await delivered();
    const received = await mailsTo(OTHER_MEMBER.email);
    const mail = received.find(
      (m) => m.template === 'gift-received' && m.links.some((l) => l.includes(gift.id)),
    );
    expect(mail?.links).toEqual([`https://app.example.test/bits-gift/${gift.id}`, UNSUBSCRIBE]);
    expect(mail?.text).toContain(`${centsToBits(12_50)} BITS`);

    // The recipient sees it waiting, claimable.
    const list = await get(sam.accessToken, `/v1/gift?userId=${sam.user.id}&status=PENDING`);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((g: { id: string }) => g.id === gift.id);
    expect(mine).toMatchObject({ direction: 'RECEIVED', canClaim: true, canCancel: false });

    const claimed = await claim(sam.accessToken, gift.id);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().message).toBe(GIFT_MESSAGES.claimed);
    expect(claimed.json().data.gift).toMatchObject({ status: 'ACCEPTED', canClaim: false });
    expect(claimed.json().data.gift.settleTransactionReference).toMatch(/^BB-/);
    expect(claimed.json().data.balanceCents).toBe(s0 + 12_50);
    expect(await balance(sam.user.id)).toBe(s0 + 12_50);
    expect(await holding()).toBe(h0);

    const history = await get(alex.accessToken, `/v1/gift/history?userId=${alex.user.id}`);
    const seen = history.json().data.find((g: { id: string }) => g.id === gift.id);
    expect(seen).toMatchObject({ status: 'ACCEPTED', recipient: { id: sam.user.id } });
    expect(history.json().meta.total).toBeGreaterThanOrEqual(1);

    await delivered();
    const claimedMail = (await mailsTo(MEMBER.email)).find(
      (m) => m.template === 'gift-claimed' && m.links.some((l) => l.includes(gift.id)),
    );
    expect(claimedMail?.links).toEqual([`https://app.example.test/gift-detail/${gift.id}`, UNSUBSCRIBE]);

    // Both parties can read it; others cannot.
    expect((await get(alex.accessToken, `/v1/gift/${gift.id}`)).json().data.status).toBe('ACCEPTED');
    expect((await get(sam.accessToken, `/v1/gift/${gift.id}`)).json().data.direction).toBe('RECEIVED');
    expect((await get(maple.accessToken, `/v1/gift/${gift.id}`)).statusCode).toBe(404);
  });

  it('a gift to an address without an account is held; after sign-up and verification the new member claims it', async () => {
    const email = `newcomer-${randomUUID().slice(0, 8)}@example.com`;
    const a0 = await balance(alex.user.id);
    const sent = await send(alex.accessToken, { recipientEmail: email.toUpperCase(), amountCents: 7_00 });
    expect(sent.statusCode).toBe(200);
    const gift = sent.json().data.gift;
    expect(gift).toMatchObject({ recipientEmail: email, recipient: null, status: 'PENDING' });

    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('gift-received-new');
    expect(mail?.links).toEqual([
      'https://app.example.test/sign-up',
      `https://app.example.test/bits-gift/${gift.id}`,
    ]);

    // Signed up but not verified yet: sees nothing, cannot claim.
    const unverified = await newMember('EMAIL_VERIFICATION', email);
    expect((await get(unverified.token, '/v1/gift')).json().data).toEqual([]);
    const early = await claim(unverified.token, gift.id);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(GIFT_MESSAGES.verifyEmail);

    // Verified (the account moves on past EMAIL_VERIFICATION).
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    const list = await get(unverified.token, '/v1/gift');
    expect(list.json().data.map((g: { id: string }) => g.id)).toEqual([gift.id]);
    expect(list.json().data[0].canClaim).toBe(true);

    const ok = await claim(unverified.token, gift.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.balanceCents).toBe(7_00);
    expect(ok.json().data.gift.recipient.id).toBe(unverified.id);
    expect(await balance(alex.user.id)).toBe(a0 - 7_00);
  });

  it('a member created at COMPLETED with the address claims it (the e2e path)', async () => {
    const email = `later-${randomUUID().slice(0, 8)}@example.com`;
    const gift = (await send(alex.accessToken, { recipientEmail: email, amountCents: 1 })).json().data.gift;
    const m = await newMember('COMPLETED', email);
    const res = await claim(m.token, gift.id);
    expect(res.statusCode).toBe(200);
    expect(await balance(m.id)).toBe(1);
  });

  it('someone else cannot claim, nor can the sender; a double claim is refused; a replayed claim moves nothing', async () => {
    const gift = (
      await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: 3_00 })
    ).json().data.gift;
    const other = await claim(maple.accessToken, gift.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(GIFT_MESSAGES.notYours);
    const own = await claim(alex.accessToken, gift.id);
    expect(own.statusCode).toBe(403);

    const s0 = await balance(sam.user.id);
    const k = key();
    const first = await claim(sam.accessToken, gift.id, k);
    expect(first.statusCode).toBe(200);
    const replay = await claim(sam.accessToken, gift.id, k);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balance(sam.user.id)).toBe(s0 + 3_00);

    const again = await claim(sam.accessToken, gift.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GIFT_MESSAGES.alreadyClaimed);
    expect(await balance(sam.user.id)).toBe(s0 + 3_00);

    // The same key for another gift is refused.
    const gift2 = (
      await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: 1_00 })
    ).json().data.gift;
    expect((await claim(sam.accessToken, gift2.id, k)).statusCode).toBe(422);
    expect((await cancel(alex.accessToken, gift2.id)).statusCode).toBe(200);

    const unknown = await claim(sam.accessToken, randomUUID());
    expect(unknown.statusCode).toBe(404);
  });
});

describe('cancel', () => {
  it('the sender takes back a pending gift (CANCELLED, BITS back); not the recipient; not twice; not after a claim', async () => {
    const a0 = await balance(alex.user.id);
    const gift = (
      await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: 4_00 })
    ).json().data.gift;
    expect((await cancel(sam.accessToken, gift.id)).statusCode).toBe(403);
    expect((await cancel(maple.accessToken, gift.id)).statusCode).toBe(404);
    const res = await cancel(alex.accessToken, gift.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.gift).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(res.json().data.balanceCents).toBe(a0);
    const twice = await cancel(alex.accessToken, gift.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(GIFT_MESSAGES.notPending);
    const late = await claim(sam.accessToken, gift.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(GIFT_MESSAGES.cancelled);
    expect(await balance(alex.user.id)).toBe(a0);
  });
});

describe("a member's gift e-mails follow their notification settings", () => {
  const giftEmails = (token: string, on: boolean) =>
    call(app, 'updateNotificationSettings', { as: token, body: { groups: { GIFTS: { EMAIL: on } } } });
  const noticesOf = async (userId: string) =>
    (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);

  it('gift e-mails off: the in-app notices, and no e-mail at all (received or claimed)', async () => {
    const giver = await newSender();
    const taker = await newMember();
    await fund(giver.id, 5_00);
    for (const m of [giver, taker]) expect((await giftEmails(m.token, false)).statusCode).toBe(200);

    const gift = (await send(giver.token, { recipientEmail: taker.email, amountCents: 2_00 })).json().data
      .gift;
    await delivered();
    expect(await noticesOf(taker.id)).toEqual(['GIFT_RECEIVED']);
    expect(await mailsTo(taker.email)).toEqual([]);

    expect((await claim(taker.token, gift.id)).statusCode).toBe(200);
    await delivered();
    expect(await noticesOf(giver.id)).toEqual(['GIFT_CLAIMED']);
    expect(await mailsTo(giver.email)).toEqual([]);
  });

  it("gift e-mails on (the default): exactly one e-mail, the gift's own, with a working unsubscribe link", async () => {
    const giver = await newSender();
    const taker = await newMember();
    await fund(giver.id, 5_00);
    const gift = (await send(giver.token, { recipientEmail: taker.email, amountCents: 3_00 })).json().data
      .gift;
    await delivered();
    await delivered(); // a second run sends nothing again

    const [mail, ...more] = await mailsTo(taker.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'gift-received', subject: expect.stringContaining('3.00 BITS') });
    expect(mail!.links).toEqual([`https://app.example.test/bits-gift/${gift.id}`, UNSUBSCRIBE]);
    const unsubscribe = mail!.links[1]!;
    expect(mail!.text).toContain(`Stop e-mails about gifts: ${unsubscribe}`);
    expect(mail!.html).toContain(`href="${unsubscribe}"`);
    expect(mail!.html).toMatch(/Stop e-mails about gifts<\/a><\/p>\s*<\/div><\/body>/);

    const res = await app.inject({ method: 'GET', url: unsubscribe.slice(unsubscribe.indexOf('/v1/')) });
    expect(res.statusCode).toBe(200);
    await send(giver.token, { recipientEmail: taker.email, amountCents: 1_00 });
    await delivered();
    expect(await mailsTo(taker.email)).toHaveLength(1);
    expect(await noticesOf(taker.id)).toEqual(['GIFT_RECEIVED', 'GIFT_RECEIVED']);
  });
});

describe('the return job', () => {
  it('a run cut off half-way (its process died at one gift) is resumed by the next run; no gift moves twice', async () => {
    const a0 = await balance(alex.user.id);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(alex.accessToken, {
        recipientEmail: `cut-off-${i}@example.com`,
        amountCents: 2_00,
      });
      ids.push(res.json().data.gift.id);
    }
    const later = new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000);
    // The "crash": the run fails when it reaches the third gift, after the ones before it committed.
    await db.execute(
      sql.raw(`create function gift_return_crash() returns trigger language plpgsql as $$
        begin raise exception 'process killed'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger gift_return_crash before update on gifts for each row
        when (new.id = '${ids[2]}' and new.status = 'RETURNED') execute function gift_return_crash()`),
    );
    try {
      // (drizzle wraps the database's error: its cause is the trigger's.)
      await expect(service.returnExpired(later)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/process killed/) }),
      });
    } finally {
      await db.execute(sql.raw('drop trigger gift_return_crash on gifts'));
      await db.execute(sql.raw('drop function gift_return_crash()'));
    }
    const statusOf = async () =>
      (await db.select({ id: gifts.id, status: gifts.status }).from(gifts).where(inArray(gifts.id, ids))).map(
        (r) => r.status,
      );
    expect((await statusOf()).filter((st) => st === 'RETURNED').length).toBeLessThan(5);

    // The next run (on this or another instance) finishes the work, and redoes nothing.
    await service.returnExpired(later);
    expect(await statusOf()).toEqual(Array(5).fill('RETURNED'));
    for (const id of ids) {
      const moves = await db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.relatedType, 'GIFT'), eq(walletTransactions.relatedId, id)));
      expect(moves.map((t) => t.metadata.action).sort()).toEqual(['RETURN_GIFT', 'SEND_GIFT']);
    }
    expect(await balance(alex.user.id)).toBe(a0);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('returns an unclaimed gift exactly once after the claim period; a claim after expiry is refused', async () => {
    const a0 = await balance(alex.user.id);
    const gift = (
      await send(alex.accessToken, { recipientEmail: 'never-claims@example.com', amountCents: 9_99 })
    ).json().data.gift;
    expect(await balance(alex.user.id)).toBe(a0 - 9_99);

    // Not yet due.
    expect(await service.returnExpired(new Date(Date.now() + 60_000))).toBe(0);

    // Expired but the job has not run: a claim is refused.
    await db
      .update(gifts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gifts.id, gift.id));
    const m = await newMember('COMPLETED', 'never-claims@example.com');
    const expired = await claim(m.token, gift.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(GIFT_MESSAGES.expired);

    const later = new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000);
    const first = await service.returnExpired(later);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await service.returnExpired(later)).toBe(0);
    const [row] = await db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row?.status).toBe('RETURNED');
    expect(row?.returnedAt).not.toBeNull();
    expect(await balance(alex.user.id)).toBe(a0);
    const moves = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.relatedType, 'GIFT'), eq(walletTransactions.relatedId, gift.id)));
    expect(moves.map((t) => t.metadata.action).sort()).toEqual(['RETURN_GIFT', 'SEND_GIFT']);

    await delivered();
    const returnedMail = (await mailsTo(MEMBER.email)).find(
      (x) => x.template === 'gift-returned' && x.links.some((l) => l.includes(gift.id)),
    );
    expect(returnedMail).toBeDefined();
    const afterwards = await claim(m.token, gift.id);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().message).toBe(GIFT_MESSAGES.returned);
  });

  it(`claim against return: exactly one wins${usingPostgres ? ' (PostgreSQL, concurrent)' : ''}`, async () => {
    const a0 = await balance(alex.user.id);
    const s0 = await balance(sam.user.id);
    const n = 12;
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        (await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: 1_00 })).json().data
          .gift.id,
      );
    }
    // Due for the job's clock, still open for the claim's.
    const jobNow = new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000);
    const [claims, returned] = await Promise.all([
      Promise.all(ids.map((id) => claim(sam.accessToken, id))),
      service.returnExpired(jobNow),
    ]);
    const won = claims.filter((r) => r.statusCode === 200).length;
    for (const r of claims) expect([200, 409]).toContain(r.statusCode);
    const rows = await db.select().from(gifts).where(inArray(gifts.id, ids));
    const accepted = rows.filter((r) => r.status === 'ACCEPTED').length;
    const back = rows.filter((r) => r.status === 'RETURNED').length;
    expect(accepted).toBe(won);
    expect(accepted + back).toBe(n);
    expect(returned).toBeGreaterThanOrEqual(back);
    for (const id of ids) {
      const moves = await db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.relatedType, 'GIFT'), eq(walletTransactions.relatedId, id)));
      expect(moves).toHaveLength(2);
    }
    expect(await balance(sam.user.id)).toBe(s0 + won * 1_00);
    expect(await balance(alex.user.id)).toBe(a0 - won * 1_00);
  });

  it('claim against cancel: exactly one wins', async () => {
    const a0 = await balance(alex.user.id);
    const s0 = await balance(sam.user.id);
    const id = (
      await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: 2_00 })
    ).json().data.gift.id;
    const [c, x] = await Promise.all([claim(sam.accessToken, id), cancel(alex.accessToken, id)]);
    expect([c.statusCode, x.statusCode].sort()).toEqual([200, 409]);
    const moved = (await balance(sam.user.id)) - s0;
    expect(moved === 2_00 ? a0 - 2_00 : a0).toBe(await balance(alex.user.id));
  });
});

describe('refusals change nothing', () => {
  it('insufficient balance', async () => {
    const a0 = await balance(alex.user.id);
    const n0 = await giftCount();
    const amount = Math.min(a0 + 1, GIFT_MAX_CENTS);
    if (a0 + 1 > GIFT_MAX_CENTS) throw new Error('test setup: alex has too much');
    const res = await send(alex.accessToken, { recipientEmail: OTHER_MEMBER.email, amountCents: amount });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BITS', message: ERROR_MESSAGES.insufficientBits });
    expect(await balance(alex.user.id)).toBe(a0);
    expect(await giftCount()).toBe(n0);
  });

  it('wrong PIN', async () => {
    const a0 = await balance(maple.user.id);
    const n0 = await giftCount();
    const res = await send(maple.accessToken, {
      recipientEmail: OTHER_MEMBER.email,
      amountCents: 1_00,
      pin: '1357',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERROR_MESSAGES.incorrectPin);
    expect(await balance(maple.user.id)).toBe(a0);
    expect(await giftCount()).toBe(n0);
    // A pinToken from POST /user/verify-pin works instead of the PIN, once.
    const v = await app.inject({
      method: 'POST',
      url: '/v1/user/verify-pin',
      payload: { pin: PIN },
      headers: bearer(maple.accessToken),
    });
    expect(v.statusCode).toBe(200);
    const pinToken = v.json().data.pinToken as string;
    const ok = await post(maple.accessToken, '/v1/gift', {
      recipientEmail: OTHER_MEMBER.email,
      amountCents: 1_00,
      pinToken,
    });
    expect(ok.statusCode).toBe(200);
    const reuse = await post(maple.accessToken, '/v1/gift', {
      recipientEmail: OTHER_MEMBER.email,
      amountCents: 1_00,
      pinToken,
    });
    expect(reuse.statusCode).toBe(403);
    expect(await balance(maple.user.id)).toBe(a0 - 1_00);
    expect((await cancel(maple.accessToken, ok.json().data.gift.id)).statusCode).toBe(200);
  });

  it('bad input: negative, zero, three decimals, over the maximum, long message, invalid or own e-mail, no PIN, no key', async () => {
    const a0 = await balance(alex.user.id);
    const n0 = await giftCount();
    const base = { recipientEmail: OTHER_MEMBER.email, amountCents: 1_00 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amountCents: -100 }, 'amountCents', VALIDATION_MESSAGES.positive],
      [{ amountCents: 0 }, 'amountCents', VALIDATION_MESSAGES.positive],
      [{ amountCents: 100.5 }, 'amountCents', VALIDATION_MESSAGES.decimals],
      [{ amountCents: GIFT_MAX_CENTS + 1 }, 'amountCents', GIFT_MESSAGES.amountMax],
      [{ amountCents: '100' }, 'amountCents', VALIDATION_MESSAGES.numericOnly],
      [{ message: 'x'.repeat(250) }, 'message', VALIDATION_MESSAGES.textAreaMax],
      [{ recipientEmail: 'sam@' }, 'recipientEmail', VALIDATION_MESSAGES.invalidEmail],
      [{ recipientEmail: '' }, 'recipientEmail', VALIDATION_MESSAGES.required],
      [{ recipientEmail: MEMBER.email.toUpperCase() }, 'recipientEmail', GIFT_MESSAGES.ownEmail],
      [{ pin: '12' }, 'pin', VALIDATION_MESSAGES.pinDigits],
    ];
    for (const [patch, field, message] of cases) {
      const res = await send(alex.accessToken, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(patch)).toContain(message);
    }
    const noPin = await post(alex.accessToken, '/v1/gift', base);
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().fieldErrors.pin).toEqual([VALIDATION_MESSAGES.required]);
    const noKey = await post(alex.accessToken, '/v1/gift', { ...base, pin: PIN }, null);
    expect(noKey.statusCode).toBe(400);
    const badId = await claim(sam.accessToken, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    const othersList = await get(alex.accessToken, `/v1/gift/history?userId=${sam.user.id}`);
    expect(othersList.statusCode).toBe(403);
    expect((await get(alex.accessToken, `/v1/gift?userId=${sam.user.id}`)).statusCode).toBe(403);

    // 249 characters is fine (under 250).
    const ok = await send(alex.accessToken, { ...base, message: 'y'.repeat(249) });
    expect(ok.statusCode).toBe(200);
    expect((await cancel(alex.accessToken, ok.json().data.gift.id)).statusCode).toBe(200);
    expect(await balance(alex.user.id)).toBe(a0);
    expect(await giftCount()).toBe(n0 + 1);
  });

  it('a replayed key moves nothing; the same key with another body is refused (422)', async () => {
    const a0 = await balance(alex.user.id);
    const n0 = await giftCount();
    const k = key();
    const body = { recipientEmail: OTHER_MEMBER.email, amountCents: 2_25 };
    const first = await send(alex.accessToken, body, k);
    expect(first.statusCode).toBe(200);
    const again = await send(alex.accessToken, body, k);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Even with another PIN proof (the PIN is not part of the request's identity).
    const third = await post(alex.accessToken, '/v1/gift', { ...body, pin: '0000' }, k);
    expect(third.json()).toEqual(first.json());
    expect(await balance(alex.user.id)).toBe(a0 - 2_25);
    expect(await giftCount()).toBe(n0 + 1);
    const other = await send(alex.accessToken, { ...body, amountCents: 2_26 }, k);
    expect(other.statusCode).toBe(422);
    expect(await balance(alex.user.id)).toBe(a0 - 2_25);

    // The idempotency record lost (e.g. a crash after the ledger commit): the movement's key still answers.
    await db.execute(sql`delete from idempotency_keys where key = ${k}`);
    const afterLoss = await send(alex.accessToken, body, k);
    expect(afterLoss.statusCode).toBe(200);
    expect(afterLoss.json().data.gift.id).toBe(first.json().data.gift.id);
    expect(await giftCount()).toBe(n0 + 1);
    expect((await cancel(alex.accessToken, first.json().data.gift.id)).statusCode).toBe(200);
  });
});

describe('property: random sends, claims, cancels and returns', () => {
  it('keep the invariants, conserve BITS, and each member ends at start − sent + back + claimed', async () => {
    const people = [alex, sam, maple];
    const emailOf = [MEMBER.email, OTHER_MEMBER.email, BUSINESS.email];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('send' as const),
        from: fc.integer({ min: 0, max: 2 }),
        to: fc.integer({ min: 0, max: 2 }),
        cents: fc.integer({ min: 1, max: 40_00 }),
      }),
      fc.record({ kind: fc.constant('claim' as const), who: fc.integer({ min: 0, max: 2 }), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('cancel' as const),
        who: fc.integer({ min: 0, max: 2 }),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('return' as const) }),
      fc.record({ kind: fc.constant('replay' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        // Nothing pending from before: a return inside the run must only touch this run's gifts.
        await service.returnExpired(new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000));
        const start = await Promise.all(people.map((p) => balance(p.user.id)));
        const h0 = await holding();
        const made: string[] = [];
        let lastSend: { from: number; body: Record<string, unknown>; key: string } | null = null;
        for (const o of ops) {
          if (o.kind === 'send') {
            if (o.from === o.to) continue;
            const body = { recipientEmail: emailOf[o.to], amountCents: o.cents };
            const k = key();
            const res = await send(people[o.from]!.accessToken, body, k);
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) {
              made.push(res.json().data.gift.id);
              lastSend = { from: o.from, body, key: k };
            }
          } else if (o.kind === 'claim' || o.kind === 'cancel') {
            if (made.length === 0) continue;
            const id = made[o.pick % made.length]!;
            const res = await (o.kind === 'claim' ? claim : cancel)(people[o.who]!.accessToken, id);
            expect([200, 403, 404, 409]).toContain(res.statusCode);
          } else if (o.kind === 'return') {
            await service.returnExpired(new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000));
          } else if (lastSend) {
            const res = await send(people[lastSend.from]!.accessToken, lastSend.body, lastSend.key);
            expect(res.statusCode).toBe(200);
          }
          expect(await ledgerViolations(db)).toEqual([]);
        }
        // Settle what is left so the next run starts clean.
        const rows = made.length ? await db.select().from(gifts).where(inArray(gifts.id, made)) : [];
        expect(rows).toHaveLength(made.length);
        const end = await Promise.all(people.map((p) => balance(p.user.id)));
        const pending = rows
          .filter((r) => r.status === 'PENDING')
          .reduce((s, r) => s + Number(r.amountCents), 0);
        expect(await holding()).toBe(h0 + pending);
        expect(end.reduce((a, b) => a + b, 0) + pending).toBe(start.reduce((a, b) => a + b, 0));
        people.forEach((p, i) => {
          let expected = start[i]!;
          for (const r of rows) {
            const amt = Number(r.amountCents);
            if (r.senderId === p.user.id) {
              expected -= amt;
              if (r.status === 'RETURNED' || r.status === 'CANCELLED') expected += amt;
            }
            if (r.recipientId === p.user.id && r.status === 'ACCEPTED') expected += amt;
          }
          expect(end[i]).toBe(expected);
        });
        await service.returnExpired(new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 86_400_000));
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});

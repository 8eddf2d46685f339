/**
 * In-app notifications (spec §7 GET/PATCH /notify): gift and barter events notify the right member
 * (and nobody else) in the same transaction as the event; listing newest first with the unread
 * count; marking read by ids and all; someone else's userId or notices; bad input changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, GIFT_CLAIM_DAYS, type TNotification } from '@barterbits/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../src/adapters/mailer.ts';
import { notifications, outboxEmails, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { createGiftsService } from '../../src/modules/gifts/gifts.service.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { ledgerViolations } from '../../src/modules/wallet/invariants.ts';
import {
  type As,
  BUSINESS,
  bearer,
  build,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  testIdempotencyKey,
} from '../helper.ts';
import { loadBits, userIdOf } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;
const PIN = '2468';

const alex = await userIdOf(db, MEMBER.email);
const maple = await userIdOf(db, BUSINESS.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const A = bearer((await login(app, MEMBER)).accessToken);
const M = bearer((await login(app, BUSINESS)).accessToken);
const S = bearer((await login(app, OTHER_MEMBER)).accessToken);
const mapleOffer = await publishedOfferId(app, COMPLETE_OFFERS.Product, M);
const gifts = createGiftsService({ db, mailer: createOutboxMailer(db), config: app.config });

const http = requests(app);
const post = (url: string, as: As, payload: object) =>
  http.post(`/v1${url}`, as, payload, { idempotencyKey: testIdempotencyKey() });
const list = (as: As, userId: string, extra = '') => http.get(`/v1/notify?userId=${userId}${extra}`, as);
const mark = (as: As, payload: object) => http.patch('/v1/notify', as, payload);

/** A member's notices, newest first. */
async function noticesOf(headers: As, userId: string): Promise<TNotification[]> {
  const res = await list(headers, userId, '&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const count = async () =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n);

beforeEach(async () => {
  await db.delete(notifications);
});
afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

async function sendGift(from: As, recipientEmail: string, amountCents = 500) {
  const res = await post('/gift', from, { recipientEmail, amountCents, pin: PIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.gift.id as string;
}

describe('gift events', () => {
  it('send tells the recipient member; claim tells the sender; nobody else is told', async () => {
    await loadBits(db, alex, 10_000);
    const giftId = await sendGift(A, OTHER_MEMBER.email, 1_250);

    const [received, ...rest] = await noticesOf(S, sam);
    expect(rest).toEqual([]);
    expect(received).toMatchObject({
      type: 'GIFT_RECEIVED',
      title: 'You received a BITS gift',
      link: `/bits-gift/${giftId}`,
      read: false,
      readAt: null,
    });
    expect(received!.body).toContain('12.50 BITS');
    expect(await noticesOf(A, alex)).toEqual([]);
    expect(await noticesOf(M, maple)).toEqual([]);

    const claimed = await post('/gift/claim', S, { giftId });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [toSender, ...others] = await noticesOf(A, alex);
    expect(others).toEqual([]);
    expect(toSender).toMatchObject({ type: 'GIFT_CLAIMED', link: `/gift-detail/${giftId}` });
    expect(toSender!.body).toContain('12.50 BITS');
    expect(await noticesOf(S, sam)).toHaveLength(1);
    expect(await noticesOf(M, maple)).toEqual([]);
  });

  it('a gift to an address without an account tells nobody in-app (the e-mail does)', async () => {
    await loadBits(db, alex, 1_000);
    await sendGift(A, `new-${randomUUID()}@example.test`);
    expect(await count()).toBe(0);
  });

  it('cancel tells the recipient member, not the sender who cancelled', async () => {
    await loadBits(db, maple, 1_000);
    const giftId = await sendGift(M, MEMBER.email);
    const res = await post('/gift/cancel', M, { giftId });
    expect(res.statusCode, res.body).toBe(200);
    const alexNotices = await noticesOf(A, alex);
    expect(alexNotices.map((n) => n.type)).toEqual(['GIFT_CANCELLED', 'GIFT_RECEIVED']);
    expect(alexNotices[0]!.link).toBe(`/bits-gift/${giftId}`);
    expect(await noticesOf(M, maple)).toEqual([]);
  });

  it('the return job tells the sender', async () => {
    await loadBits(db, sam, 1_000);
    const giftId = await sendGift(S, BUSINESS.email);
    const later = new Date(Date.now() + (GIFT_CLAIM_DAYS + 1) * 24 * 60 * 60_000);
    expect(await gifts.returnExpired(later)).toBeGreaterThanOrEqual(1);
    const [returned] = await noticesOf(S, sam);
    expect(returned).toMatchObject({ type: 'GIFT_RETURNED', link: `/gift-detail/${giftId}` });
    expect((await noticesOf(M, maple)).map((n) => n.type)).toEqual(['GIFT_RECEIVED']);
    // (alex's earlier gift to a new address returns in the same run: only that one is told to alex)
    expect((await noticesOf(A, alex)).filter((n) => n.link?.endsWith(giftId))).toEqual([]);
  });
});

describe('barter events', () => {
  async function request(amountCents = 1_000) {
    const res = await post('/purchase/barter-request', M, {
      buyerId: alex,
      offerId: mapleOffer,
      amountCents,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  }

  it('request tells the buyer, accept tells the seller, refund tells the buyer', async () => {
    const id = await request(2_000);
    const link = `/my-wallet/barter-requests/${id}`;
    expect(await noticesOf(A, alex)).toMatchObject([{ type: 'BARTER_REQUEST', link }]);
    expect(await noticesOf(M, maple)).toEqual([]);

    await loadBits(db, alex, 5_000);
    const ok = await post('/purchase/barter-request/confirmation', A, {
      requestId: id,
      accept: true,
      pin: PIN,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [accepted] = await noticesOf(M, maple);
    expect(accepted).toMatchObject({ type: 'BARTER_ACCEPTED', link });
    expect(accepted!.body).toContain('20.00 BITS');

    const refunded = await post('/purchase/barter-refund', M, { requestId: id, amountCents: 500, pin: PIN });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [refund] = await noticesOf(A, alex);
    expect(refund).toMatchObject({ type: 'BARTER_REFUND', link });
    expect(refund!.body).toContain('5.00 BITS');
    expect(await noticesOf(S, sam)).toEqual([]);
    expect(await count()).toBe(3);
  });

  it('decline tells the seller; a refused accept (not enough BITS) tells nobody', async () => {
    const poor = await request(1_000_000);
    const before = await count();
    const refused = await post('/purchase/barter-request/confirmation', A, {
      requestId: poor,
      accept: true,
      pin: PIN,
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(before);

    const no = await post('/purchase/barter-request/confirmation', A, { requestId: poor, accept: false });
    expect(no.statusCode, no.body).toBe(200);
    const [declined] = await noticesOf(M, maple);
    expect(declined).toMatchObject({
      type: 'BARTER_DECLINED',
      link: `/my-wallet/barter-requests/${poor}`,
    });
    expect(await count()).toBe(before + 1);
  });

  it("each side reads in its own language: an English seller's request reaches a French buyer in French, and the French buyer's decline reaches the seller in English", async () => {
    const FRENCH = { 'accept-language': 'fr-CA' };
    const ENGLISH = { 'accept-language': 'en-CA' };
    await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, alex));
    try {
      const res = await http.post(
        '/v1/purchase/barter-request',
        M,
        { buyerId: alex, offerId: mapleOffer, amountCents: 123_450 },
        { idempotencyKey: testIdempotencyKey(), headers: ENGLISH },
      );
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().data.id as string;
      const [notice] = await noticesOf(A, alex);
      expect(notice).toMatchObject({ type: 'BARTER_REQUEST', title: 'Nouvelle demande de troc' });
      expect(notice!.body).toMatch(/ vous demande de payer 1\u00a0234,50\u00a0BITS pour /);

      // The request's own e-mail to the buyer (it rides on the notice) is French too.
      await backgroundSettled();
      await app.notificationDelivery.deliverPending();
      const [mail] = await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, MEMBER.email))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1);
      expect(mail).toMatchObject({ template: 'barter-request' });
      expect(mail!.subject).toMatch(/ vous demande de payer 1\u00a0234,50\u00a0BITS$/);
      expect(mail!.text).toContain('Rien n’est payé tant que vous n’acceptez pas avec votre NIP.');

      const no = await http.post(
        '/v1/purchase/barter-request/confirmation',
        A,
        { requestId: id, accept: false },
        { idempotencyKey: testIdempotencyKey(), headers: FRENCH },
      );
      expect(no.statusCode, no.body).toBe(200);
      const [declined] = await noticesOf(M, maple);
      expect(declined).toMatchObject({ type: 'BARTER_DECLINED', title: 'Barter request declined' });
      expect(declined!.body).toContain('declined paying 1,234.50 BITS for');
    } finally {
      await db.update(users).set({ language: 'en-CA' }).where(eq(users.id, alex));
    }
  });
});

describe('GET /notify and PATCH /notify', () => {
  /** n notices for a member, one second apart (the last is the newest). */
  async function seed(userId: string, n: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const row = await notify(db, {
        userId,
        type: 'GIFT_RECEIVED',
        title: `Notice ${i}`,
        body: `Body ${i}`,
        link: `/bits-gift/${randomUUID()}`,
      });
      await db
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) })
        .where(eq(notifications.id, row!.id));
      ids.push(row!.id);
    }
    return ids;
  }

  it('lists newest first with paging, total and unread count', async () => {
    const ids = await seed(sam, 5);
    await seed(alex, 2);
    const res = await list(S, sam, '&limit=2&offset=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((n: TNotification) => n.id)).toEqual([ids[3], ids[2]]);
    expect(body.meta).toEqual({ total: 5, limit: 2, offset: 1, unread: 5 });
    expect(body.data[0]).toMatchObject({ title: 'Notice 3', body: 'Body 3', read: false, readAt: null });
  });

  it('marks the given ids read, then all; ids of someone else are ignored', async () => {
    const mine = await seed(sam, 4);
    const theirs = await seed(alex, 2);
    const res = await mark(S, { ids: [mine[0], mine[1], theirs[0]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unread: 2 });
    const listed = await noticesOf(S, sam);
    expect(listed.filter((n) => n.read).map((n) => n.id)).toEqual([mine[1], mine[0]]);
    expect(listed.find((n) => n.id === mine[0])!.readAt).toEqual(expect.any(String));
    expect((await list(A, alex)).json().meta.unread).toBe(2);

    // Marking again changes nothing and keeps the first read time.
    const readAt = listed.find((n) => n.id === mine[0])!.readAt;
    expect((await mark(S, { ids: [mine[0]] })).json().data).toEqual({ unread: 2 });
    expect((await noticesOf(S, sam)).find((n) => n.id === mine[0])!.readAt).toBe(readAt);

    const all = await mark(S, { all: true });
    expect(all.json().data).toEqual({ unread: 0 });
    expect((await noticesOf(S, sam)).every((n) => n.read)).toBe(true);
    expect((await list(A, alex)).json().meta.unread).toBe(2);
  });

  it("someone else's userId is refused (403) and tells nothing", async () => {
    await seed(alex, 1);
    const res = await list(S, alex);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERROR_MESSAGES.forbidden);
    expect(res.body).not.toContain('Notice 0');
  });

  it('bad input is a 400 and changes nothing', async () => {
    const ids = await seed(sam, 1);
    for (const url of ['/v1/notify', '/v1/notify?userId=nope', `/v1/notify?userId=${sam}&limit=0`]) {
      const res = await http.get(url, S);
      expect(res.statusCode, url).toBe(400);
    }
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      { ids: [ids[0]], all: 'yes' },
    ]) {
      const res = await mark(S, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await list(S, sam)).json().meta.unread).toBe(1);
  });

  it('needs a signed-in member', async () => {
    expect((await app.inject({ method: 'GET', url: `/v1/notify?userId=${sam}` })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PATCH', url: '/v1/notify', payload: { all: true } })).statusCode,
    ).toBe(401);
  });
});

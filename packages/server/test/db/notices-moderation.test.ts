/**
 * The notices of offer moderation (OFFER_DISABLED, OFFER_ENABLED) and of card loads
 * (BITS_LOADED, BITS_LOAD_FAILED, BITS_LOAD_REFUNDED), through the API on a real database. Each event gives exactly one notice to the
 * right member with the right link, and one e-mail delivery row when that group's e-mail is on;
 * a refused or failed action gives nothing. A load credited later by the reconciliation job is told
 * once, in the crediting transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bitsLoads, notificationDeliveries, notifications } from '../../src/db/schema.ts';
import { memberAccountId } from '../../src/modules/wallet/ledger.ts';
import { reconcileLoads } from '../../src/modules/wallet/wallet.jobs.ts';
import {
  ADMIN,
  type As,
  bearer,
  build,
  call,
  createUser,
  freshIp,
  login,
  MEMBER,
  requests,
  testIdempotencyKey,
} from '../helper.ts';
import { EVERY_PENDING_LOAD, withLedgerFailure } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const { db } = app.database;
const http = requests(app);
const member = await login(app, MEMBER);
const asMember = bearer(member.accessToken);
const asAdmin = bearer((await login(app, ADMIN, 'ADMIN')).accessToken);

/** The notices of one member of one type. */
const noticesOf = (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
/** The e-mail outbox rows of one member of one type. */
const emailsOf = (userId: string, type: string) =>
  db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.type, type),
        eq(notificationDeliveries.channel, 'EMAIL'),
      ),
    );
const setCells = (as: As, groups: object) =>
  call(app, 'updateNotificationSettings', { as, body: { groups } });

describe('offer moderation notices', () => {
  const patch = (payload: Record<string, unknown>, as: As = asAdmin) => http.patch('/v1/offer', as, payload);
  const ownerId = member.user.id;

  it('an admin disabling an offer tells its owner once, with the title, the reason and the offer link', async () => {
    const id = await publishedOfferId(app, { ...COMPLETE_OFFERS.Product, title: 'Red kayak' }, asMember);
    const res = await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'Counterfeit goods' });
    expect(res.statusCode, res.body).toBe(200);

    const [notice, ...more] = await noticesOf(ownerId, 'OFFER_DISABLED');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'Your offer was disabled', link: `/my-offer/${id}` });
    expect(notice!.body).toContain('"Red kayak"');
    expect(notice!.body).toContain('Reason: Counterfeit goods');
    // Offer moderation e-mails are on by default: exactly one e-mail row.
    expect(await emailsOf(ownerId, 'OFFER_DISABLED')).toHaveLength(1);
    // The member sees it through GET /notify.
    const list = await call(app, 'listNotifications', { as: asMember, query: { userId: ownerId } });
    expect(list.json().data.filter((n: { type: string }) => n.type === 'OFFER_DISABLED')).toHaveLength(1);

    const restored = await patch({ offerId: id, status: 'ACTIVE', user: 'ADMIN' });
    expect(restored.statusCode, restored.body).toBe(200);
    const [enabled, ...others] = await noticesOf(ownerId, 'OFFER_ENABLED');
    expect(others).toEqual([]);
    expect(enabled).toMatchObject({ title: 'Your offer was enabled again', link: `/my-offer/${id}` });
    expect(enabled!.body).toContain('"Red kayak"');
    expect(enabled!.body).not.toContain('Reason:');
    expect(await emailsOf(ownerId, 'OFFER_ENABLED')).toHaveLength(1);
    expect(await noticesOf(ownerId, 'OFFER_DISABLED')).toHaveLength(1);
  });

  it('refused moderation and member status changes tell nobody', async () => {
    const id = await publishedOfferId(app, COMPLETE_OFFERS.Services, asMember);
    const before = {
      disabled: (await noticesOf(ownerId, 'OFFER_DISABLED')).length,
      enabled: (await noticesOf(ownerId, 'OFFER_ENABLED')).length,
    };
    // No reason (400), restoring an offer that is not disabled (409), a member pausing their own offer.
    expect((await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN' })).statusCode).toBe(400);
    expect((await patch({ offerId: id, status: 'PAUSED', user: 'ADMIN' })).statusCode).toBe(409);
    expect((await patch({ offerId: id, status: 'PAUSED', user: 'MEMBER' }, asMember)).statusCode).toBe(200);
    expect((await patch({ offerId: id, status: 'ACTIVE', user: 'MEMBER' }, asMember)).statusCode).toBe(200);
    expect((await noticesOf(ownerId, 'OFFER_DISABLED')).length).toBe(before.disabled);
    expect((await noticesOf(ownerId, 'OFFER_ENABLED')).length).toBe(before.enabled);

    // Disabled, then a refused restore (not to its previous status or Paused): still only one notice.
    await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'Spam' });
    expect((await patch({ offerId: id, status: 'ARCHIVE', user: 'ADMIN' })).statusCode).toBe(409);
    expect((await noticesOf(ownerId, 'OFFER_DISABLED')).length).toBe(before.disabled + 1);
    expect((await noticesOf(ownerId, 'OFFER_ENABLED')).length).toBe(before.enabled);
  });

  it('with offer moderation e-mails off: the notice, no e-mail row', async () => {
    const off = await setCells(asMember, { OFFER_MODERATION: { EMAIL: false } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const id = await publishedOfferId(app, COMPLETE_OFFERS['Vacation Rentals'], asMember);
      const emails = (await emailsOf(ownerId, 'OFFER_DISABLED')).length;
      expect((await patch({ offerId: id, status: 'DISABLED', user: 'ADMIN', reason: 'x' })).statusCode).toBe(
        200,
      );
      const mine = (await noticesOf(ownerId, 'OFFER_DISABLED')).filter((n) => n.link === `/my-offer/${id}`);
      expect(mine).toHaveLength(1);
      expect(await emailsOf(ownerId, 'OFFER_DISABLED')).toHaveLength(emails);
    } finally {
      await setCells(asMember, { OFFER_MODERATION: { EMAIL: true } });
    }
  });
});

describe('card load notices', () => {
  const PIN = '2468';
  const CARD = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    holderName: 'Pat Member',
  };
  const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };

  /** A new member with a PIN: their id and headers. */
  async function loader() {
    const email = `loads-${randomUUID().slice(0, 8)}@example.com`;
    const s = await createUser(app, {
      email,
      password: 'NoticeTests#1',
      stage: 'COMPLETED',
      firstName: 'Lou',
    });
    const pin = await call(app, 'setPin', {
      as: s,
      body: { pin: PIN, confirmPin: PIN },
      remoteAddress: freshIp(),
    });
    expect(pin.statusCode, pin.body).toBe(200);
    return { id: s.user.id, h: s.headers };
  }
  const load = (m: { h: As }, body: Record<string, unknown>, key = testIdempotencyKey()) =>
    call(app, 'loadBits', { as: m.h, body, idempotencyKey: key, remoteAddress: freshIp() });

  it('a completed load tells the member once, with the amount and the wallet link; its replay adds nothing', async () => {
    const m = await loader();
    const key = testIdempotencyKey();
    const res = await load(m, { amountCents: 102_550, card: CARD, pin: PIN }, key);
    expect(res.statusCode, res.body).toBe(200);
    const [notice, ...more] = await noticesOf(m.id, 'BITS_LOADED');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'BITS loaded', link: '/my-wallet' });
    expect(notice!.body).toBe('1,025.50 BITS from your card are now in your wallet.');
    // Payments e-mails are on by default: exactly one e-mail row.
    expect(await emailsOf(m.id, 'BITS_LOADED')).toHaveLength(1);

    expect((await load(m, { amountCents: 102_550, card: CARD, pin: PIN }, key)).statusCode).toBe(200);
    expect(await noticesOf(m.id, 'BITS_LOADED')).toHaveLength(1);
    expect(await emailsOf(m.id, 'BITS_LOADED')).toHaveLength(1);
  });

  it('a declined load tells nothing; with payments e-mails off a load gives the notice and no e-mail', async () => {
    const m = await loader();
    expect((await load(m, { amountCents: 500, card: DECLINED, pin: PIN })).statusCode).toBe(402);
    expect(await noticesOf(m.id, 'BITS_LOADED')).toEqual([]);
    expect(await emailsOf(m.id, 'BITS_LOADED')).toEqual([]);

    expect((await setCells(m.h, { PAYMENTS: { EMAIL: false } })).statusCode).toBe(200);
    expect((await load(m, { amountCents: 500, card: CARD, pin: PIN })).statusCode).toBe(200);
    expect(await noticesOf(m.id, 'BITS_LOADED')).toHaveLength(1);
    expect(await emailsOf(m.id, 'BITS_LOADED')).toEqual([]);
  });

  it('a load whose credit failed tells nothing until the job credits it, then exactly once', async () => {
    const m = await loader();
    const account = await memberAccountId(db, m.id);
    // The ledger refuses this member's movements (a DB trigger) while the request runs.
    const res = await withLedgerFailure(db, account, () =>
      load(m, { amountCents: 4_200, card: CARD, pin: PIN }),
    );
    expect(res.statusCode).toBe(503);
    expect((await db.select().from(bitsLoads).where(eq(bitsLoads.userId, m.id)))[0]?.status).toBe(
      'PROCESSING',
    );
    expect(await noticesOf(m.id, 'BITS_LOADED')).toEqual([]);
    expect(await emailsOf(m.id, 'BITS_LOADED')).toEqual([]);

    expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ completed: 1 });
    expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ examined: 0 });
    const [notice, ...more] = await noticesOf(m.id, 'BITS_LOADED');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ userId: m.id, link: '/my-wallet' });
    expect(notice!.body).toContain('42.00 BITS');
    expect(await emailsOf(m.id, 'BITS_LOADED')).toHaveLength(1);
  });

  it('a charged load the job cannot credit within a day is refunded, and the member is told once', async () => {
    const m = await loader();
    const account = await memberAccountId(db, m.id);
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    await withLedgerFailure(db, account, async () => {
      expect((await load(m, { amountCents: 1_250, card: CARD, pin: PIN })).statusCode).toBe(503);
      // Within the day the job only retries; a day later it refunds the card.
      expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ stillProcessing: 1 });
      expect(await noticesOf(m.id, 'BITS_LOAD_REFUNDED')).toEqual([]);
      expect(await reconcileLoads(db, { staleAfterMs: 0, now: dayLater })).toMatchObject({ refunded: 1 });
      expect(await reconcileLoads(db, { staleAfterMs: 0, now: dayLater })).toMatchObject({ refunded: 0 });
    });
    const [row] = await db.select().from(bitsLoads).where(eq(bitsLoads.userId, m.id));
    expect(row).toMatchObject({ status: 'REFUND', failureCode: 'REFUNDED' });
    const [notice, ...more] = await noticesOf(m.id, 'BITS_LOAD_REFUNDED');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'Card load refunded', link: '/my-wallet' });
    expect(notice!.body).toBe(
      'Your load of 12.50 BITS could not be added to your wallet, so the charge was refunded to your card.',
    );
    expect(await emailsOf(m.id, 'BITS_LOAD_REFUNDED')).toHaveLength(1);
    expect(await noticesOf(m.id, 'BITS_LOADED')).toEqual([]);
  });

  it('a pending load the job finds it cannot charge fails with a notice, once; nothing is charged', async () => {
    const m = await loader();
    // A load left PROCESSING before its charge, whose card is gone (removed meanwhile).
    const [pending] = await db
      .insert(bitsLoads)
      .values({ userId: m.id, amountCents: 1_200n, cardId: null, idempotencyKey: testIdempotencyKey() })
      .returning();
    expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ failed: 1 });
    expect(await reconcileLoads(db, EVERY_PENDING_LOAD)).toMatchObject({ examined: 0 });
    const [row] = await db.select().from(bitsLoads).where(eq(bitsLoads.id, pending!.id));
    expect(row).toMatchObject({ status: 'FAILED', failureCode: 'CARD_INVALID', chargeId: null });
    const [notice, ...more] = await noticesOf(m.id, 'BITS_LOAD_FAILED');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'Card load not completed', link: '/my-wallet' });
    expect(notice!.body).toMatch(
      /^Your load of 12\.00 BITS could not be completed and nothing was charged\./,
    );
    expect(await emailsOf(m.id, 'BITS_LOAD_FAILED')).toHaveLength(1);
  });

  it('a member whose own load request is declined gets the refusal as the answer and no notice', async () => {
    const m = await loader();
    expect((await load(m, { amountCents: 700, card: DECLINED, pin: PIN })).statusCode).toBe(402);
    expect(await noticesOf(m.id, 'BITS_LOAD_FAILED')).toEqual([]);
  });
});

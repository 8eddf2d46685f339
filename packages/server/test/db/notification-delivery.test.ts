/**
 * notify() delivers by the member's settings. Per group, a notice reaches exactly the
 * channels that are on, once: the in-app notice, one "notification" e-mail, one push per device.
 * Also: a gift through the API with gift e-mails off (in-app only) or on (the gift's own e-mail, once),
 * a chat message to an away member (its notice is sent by the request's kick), an unregistered-token
 * answer deletes the token, retries end in FAILED, no push service ends push rows SKIPPED at once, two
 * deliverers at once send each row once, and the e-mail's unsubscribe link turns that group's e-mails off.
 */
import {
  DEFAULT_NOTIFICATION_MATRIX,
  NOTIFICATION_GROUP_OF,
  type NotificationGroup,
  type NotificationType,
} from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../src/adapters/mailer.ts';
import { noPushSender } from '../../src/adapters/push.ts';
import { buildApp } from '../../src/app.ts';
import {
  deviceTokens,
  notificationDeliveries,
  notificationSettings,
  notifications,
  outboxEmails,
  users,
} from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import {
  createNotificationDelivery,
  DELIVERY_RETENTION_DAYS,
  MAX_ATTEMPTS,
  PUSH_SKIPPED_REASON,
  pruneFinishedDeliveries,
} from '../../src/modules/notifications/delivery.ts';
import { notify, notifyMany } from '../../src/modules/notifications/notify.ts';
import type { PushMessage, PushResult, PushSender } from '../../src/modules/notifications/push-port.ts';
import { createUnsubscribeTokens } from '../../src/modules/notifications/unsubscribe.ts';
import {
  type As,
  BUSINESS,
  call,
  databaseCopy,
  MEMBER,
  OTHER_MEMBER,
  signIn,
  testIdempotencyKey,
} from '../helper.ts';
import { loadBits, userIdOf } from './ledger-helpers.ts';

/** A push service stand-in: records every message; answers per token from `answers` (default ok). */
class FakePush implements PushSender {
  readonly name = 'fake';
  sent: PushMessage[] = [];
  answers = new Map<string, PushResult>();
  delayMs = 0;
  async send(msg: PushMessage): Promise<PushResult> {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    this.sent.push(msg);
    return this.answers.get(msg.token) ?? { ok: true };
  }
}

const push = new FakePush();
const copy = await databaseCopy('seeded');
const app: FastifyInstance = await buildApp({
  logger: false,
  config: { env: 'test', logLevel: 'silent', jwtSecret: 'delivery-test-secret-0123456789' },
  ...copy.build,
  push,
});
await app.ready();
afterAll(async () => {
  await app.close();
  await copy.drop();
});

const db = app.database.db;
const alex = await userIdOf(db, MEMBER.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const A = await signIn(app, MEMBER);
const S = await signIn(app, OTHER_MEMBER);

/** Every notice type with its group, as [group, type]. */
const ALL_TYPES = (Object.entries(NOTIFICATION_GROUP_OF) as [NotificationType, NotificationGroup][]).map(
  ([type, group]) => [group, type] as const,
);

const tell = (userId: string, type: NotificationType, title = `About ${type}`) =>
  db.transaction((tx) => notify(tx, { userId, type, title, body: `Body of ${type}`, link: '/notification' }));
const deliver = async () => {
  await backgroundSettled();
  await app.notificationDelivery.deliverPending();
};
const noticesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (to: string, template = 'notification') =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.template, template)));
/** The outbox rows of one channel (every in-app notice also has its LIVE row). */
const deliveriesOn = (channel: string) =>
  db.select().from(notificationDeliveries).where(eq(notificationDeliveries.channel, channel));
const allMailsTo = (to: string) => db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const setCells = (as: As, groups: object) =>
  call(app, 'updateNotificationSettings', { as, body: { groups } });
const registerToken = (as: As, token: string) => call(app, 'registerDeviceToken', { as, body: { token } });

beforeEach(async () => {
  await backgroundSettled();
  for (const t of [notificationDeliveries, notifications, notificationSettings, deviceTokens, outboxEmails])
    await db.delete(t);
  push.sent = [];
  push.answers.clear();
  push.delayMs = 0;
});

describe('many notices at once', () => {
  it('each follows its own member’s settings, language and devices, as one at a time would', async () => {
    await registerToken(S, 'sam-phone');
    expect((await setCells(A, { CHAT: { IN_APP: false, PUSH: false } })).statusCode).toBe(200);
    expect((await setCells(S, { MATCHES: { EMAIL: true } })).statusCode).toBe(200);
    expect((await setCells(A, { MATCHES: { EMAIL: true } })).statusCode).toBe(200);
    await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, alex));
    try {
      const words = (l: string) => ({ title: l === 'fr-CA' ? 'Bonjour' : 'Hello', body: `Text in ${l}` });
      const rows = await db.transaction((tx) =>
        notifyMany(tx, [
          { userId: alex, type: 'CHAT_MESSAGE', words },
          null,
          { userId: alex, type: 'WANT_MATCHES', words, link: '/wants' },
          { userId: sam, type: 'WANT_MATCHES', words, link: '/wants' },
        ]),
      );
      // In the order given: alex's chat notice is off in-app, the null is nothing.
      expect(rows.map((r) => r && [r.userId, r.title, r.link])).toEqual([
        null,
        null,
        [alex, 'Bonjour', '/wants'],
        [sam, 'Hello', '/wants'],
      ]);
      expect((await noticesOf(alex)).map((n) => n.type)).toEqual(['WANT_MATCHES']);
      // Each notice's own channels, in its member's words: alex's chat notice none (in-app and push off, no
      // e-mail by default); his match LIVE and EMAIL (no device: no PUSH); sam's all three.
      const deliveries = await db
        .select({
          userId: notificationDeliveries.userId,
          type: notificationDeliveries.type,
          channel: notificationDeliveries.channel,
          title: notificationDeliveries.title,
        })
        .from(notificationDeliveries);
      const who = (id: string) => (id === alex ? 'alex' : id === sam ? 'sam' : id);
      expect(deliveries.map((r) => `${who(r.userId)} ${r.type} ${r.channel} ${r.title}`).sort()).toEqual([
        'alex WANT_MATCHES EMAIL Bonjour',
        'alex WANT_MATCHES LIVE Bonjour',
        'sam WANT_MATCHES EMAIL Hello',
        'sam WANT_MATCHES LIVE Hello',
        'sam WANT_MATCHES PUSH Hello',
      ]);
      await deliver();
      expect(push.sent.map((m) => [m.token, m.title])).toEqual([['sam-phone', 'Hello']]);
      expect(await mailsTo(OTHER_MEMBER.email)).toHaveLength(1);
      expect(await mailsTo(MEMBER.email)).toHaveLength(1);
      expect(await notifyMany(db, [null])).toEqual([null]);
    } finally {
      await db.update(users).set({ language: 'en-CA' }).where(eq(users.id, alex));
    }
  });
});

describe('each notice type reaches exactly the channels its settings allow, once', () => {
  it.each(ALL_TYPES)('%s (%s) with the defaults, then with every channel off', async (group, type) => {
    await registerToken(S, 'sam-browser');
    await tell(sam, type);
    await deliver();
    await deliver(); // a second run sends nothing again
    const defaults = DEFAULT_NOTIFICATION_MATRIX[group];
    expect(await noticesOf(sam)).toHaveLength(1);
    expect(await mailsTo(OTHER_MEMBER.email)).toHaveLength(defaults.EMAIL ? 1 : 0);
    expect(push.sent.map((m) => [m.token, m.title])).toEqual([['sam-browser', `About ${type}`]]);

    const off = await setCells(S, { [group]: { IN_APP: false, PUSH: false, EMAIL: false } });
    expect(off.statusCode, off.body).toBe(200);
    await tell(sam, type);
    await deliver();
    expect(await noticesOf(sam)).toHaveLength(1);
    expect(await mailsTo(OTHER_MEMBER.email)).toHaveLength(defaults.EMAIL ? 1 : 0);
    expect(push.sent).toHaveLength(1);
  });

  it('e-mail turned on for chat sends exactly one e-mail, with the notice and an unsubscribe link', async () => {
    await setCells(S, { CHAT: { EMAIL: true } });
    await tell(sam, 'CHAT_MESSAGE', 'New message from Alex');
    await deliver();
    const [mail, ...more] = await mailsTo(OTHER_MEMBER.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New message from Alex');
    expect(mail!.text).toContain('Body of CHAT_MESSAGE');
    expect(mail!.links.some((l) => l.includes('/v1/notify/unsubscribe?token='))).toBe(true);
    const [row] = await deliveriesOn('EMAIL');
    expect(row).toMatchObject({ channel: 'EMAIL', status: 'SENT', attempts: 1 });
  });

  it('no device token: no push delivery is written at all', async () => {
    await tell(sam, 'GIFT_CLAIMED');
    const rows = await db.select().from(notificationDeliveries);
    expect(rows.map((r) => r.channel).sort()).toEqual(['EMAIL', 'LIVE']);
  });
});

describe('through the API', () => {
  it('a member with gift e-mails off still gets the in-app notice and no e-mail at all', async () => {
    await setCells(S, { GIFTS: { EMAIL: false } });
    await loadBits(db, alex, 5_000);
    const res = await call(app, 'sendGift', {
      as: A,
      body: { recipientEmail: OTHER_MEMBER.email, amountCents: 500, pin: '2468' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled(); // the request's own kick
    expect((await noticesOf(sam)).map((n) => n.type)).toEqual(['GIFT_RECEIVED']);
    expect(await allMailsTo(OTHER_MEMBER.email)).toEqual([]);
  });

  it("with gift e-mails on (the default) the request kicks exactly one e-mail: the gift's own", async () => {
    await loadBits(db, alex, 5_000);
    const res = await call(app, 'sendGift', {
      as: A,
      body: { recipientEmail: OTHER_MEMBER.email, amountCents: 500, pin: '2468' },
      idempotencyKey: testIdempotencyKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled();
    const [mail, ...more] = await allMailsTo(OTHER_MEMBER.email);
    expect(more).toEqual([]);
    expect(mail!.template).toBe('gift-received');
    expect(mail!.links.some((l) => l.includes('/v1/notify/unsubscribe?token='))).toBe(true);
    const [row] = await deliveriesOn('EMAIL');
    expect(row).toMatchObject({ channel: 'EMAIL', status: 'SENT', mail: { template: 'gift-received' } });
  });

  it("a chat message to an away member: the request's kick sends the notice's e-mail", async () => {
    await setCells(S, { CHAT: { EMAIL: true } });
    const opened = await call(app, 'openDirectChannel', { as: A, body: { memberId: sam } });
    expect(opened.statusCode, opened.body).toBe(200);
    const sent = await call(app, 'sendChatMessage', {
      as: A,
      params: { id: opened.json().data.channel.id },
      body: { clientId: `c-${Date.now()}`, kind: 'TEXT', text: 'Is the bike still for sale?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await backgroundSettled(); // only the request's kick: no deliverPending here
    expect((await noticesOf(sam)).map((n) => n.type)).toEqual(['CHAT_MESSAGE']);
    const [mail, ...more] = await mailsTo(OTHER_MEMBER.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Is the bike still for sale?');
  });
});

describe('push answers', () => {
  it('an unregistered token is deleted; the other device still gets it', async () => {
    await registerToken(S, 'dead');
    await registerToken(S, 'alive');
    push.answers.set('dead', { ok: false, tokenInvalid: true, error: 'UNREGISTERED' });
    await tell(sam, 'BARTER_REQUEST');
    await deliver();
    expect(push.sent.map((m) => m.token).sort()).toEqual(['alive', 'dead']);
    expect((await db.select().from(deviceTokens)).map((t) => t.token)).toEqual(['alive']);
    const [row] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'PUSH'));
    expect(row!.status).toBe('SENT');
  });

  it('a passing failure is retried with backoff, then FAILED after the last attempt', async () => {
    await registerToken(S, 'flaky');
    push.answers.set('flaky', { ok: false, tokenInvalid: false, error: 'UNAVAILABLE' });
    await setCells(S, { BARTER: { EMAIL: false } });
    await tell(sam, 'BARTER_REQUEST');
    let at = Date.now();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await app.notificationDelivery.deliverPending(new Date(at));
      const [row] = await deliveriesOn('PUSH');
      expect(row!.attempts).toBe(i);
      expect(row!.status).toBe(i < MAX_ATTEMPTS ? 'PENDING' : 'FAILED');
      expect(row!.lastError).toBe('UNAVAILABLE');
      // Not due again at once.
      expect(await app.notificationDelivery.deliverPending(new Date(at))).toBe(0);
      at = row!.nextAttemptAt.getTime() + 1;
    }
    expect(push.sent).toHaveLength(MAX_ATTEMPTS);
    expect((await db.select().from(deviceTokens)).map((t) => t.token)).toEqual(['flaky']);
  });
});

it('without a push service, push rows end SKIPPED at once (never retried) and e-mail still goes', async () => {
  await registerToken(S, 'sam-browser');
  await tell(sam, 'BARTER_REQUEST');
  const unconfigured = createNotificationDelivery({
    db,
    mailer: createOutboxMailer(db),
    push: noPushSender,
    hub: app.chatHub,
    config: app.config,
    unsubscribe: createUnsubscribeTokens('delivery-test-secret-0123456789'),
  });
  expect(await unconfigured.deliverPending()).toBe(3);
  const rows = await db.select().from(notificationDeliveries);
  expect(Object.fromEntries(rows.map((r) => [r.channel, [r.status, r.attempts, r.lastError]]))).toEqual({
    LIVE: ['SENT', 1, null],
    EMAIL: ['SENT', 1, null],
    PUSH: ['SKIPPED', 1, PUSH_SKIPPED_REASON],
  });
  // Not taken again, even long after.
  expect(await unconfigured.deliverPending(new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
  expect(await db.select().from(deviceTokens)).toHaveLength(1);
});

it('two deliverers running at once send every delivery once', async () => {
  await registerToken(S, 'one');
  for (let i = 0; i < 12; i++) await tell(sam, 'GIFT_CLAIMED', `Gift ${i}`);
  push.delayMs = 5;
  const second = createNotificationDelivery({
    db,
    mailer: createOutboxMailer(db),
    push,
    hub: app.chatHub,
    config: app.config,
    unsubscribe: createUnsubscribeTokens('delivery-test-secret-0123456789'),
  });
  const [a, b] = await Promise.all([app.notificationDelivery.deliverPending(), second.deliverPending()]);
  expect(a + b).toBe(36); // 12 notices × LIVE, EMAIL, PUSH
  expect(push.sent).toHaveLength(12);
  expect(new Set(push.sent.map((m) => m.title)).size).toBe(12);
  expect(await mailsTo(OTHER_MEMBER.email)).toHaveLength(12);
  const statuses = await db.select({ s: notificationDeliveries.status }).from(notificationDeliveries);
  expect(statuses.every((r) => r.s === 'SENT')).toBe(true);
});

describe('pruning the outbox', () => {
  it('deletes finished deliveries past the retention, never pending ones or recent ones', async () => {
    await tell(alex, 'GIFT_RECEIVED');
    await tell(alex, 'BARTER_REQUEST');
    await deliver();
    await tell(alex, 'GIFT_CLAIMED');
    const rows = await db.select().from(notificationDeliveries);
    const finished = rows.filter((r) => r.status !== 'PENDING').length;
    const pending = rows.filter((r) => r.status === 'PENDING').length;
    expect(finished).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
    // Nothing is old enough yet.
    expect(await pruneFinishedDeliveries(db, new Date())).toBe(0);
    const later = new Date(Date.now() + (DELIVERY_RETENTION_DAYS + 1) * 24 * 60 * 60_000);
    expect(await pruneFinishedDeliveries(db, later)).toBe(finished);
    const left = await db.select().from(notificationDeliveries);
    expect(left.map((r) => r.status)).toEqual(Array(pending).fill('PENDING'));
  });
});

describe('the unsubscribe link', () => {
  const linkOf = async () => {
    await tell(sam, 'GIFT_CLAIMED');
    await deliver();
    const [mail] = await mailsTo(OTHER_MEMBER.email);
    const link = mail!.links.find((l) => l.includes('/v1/notify/unsubscribe'))!;
    return link.slice(link.indexOf('/v1/'));
  };

  it("turns that group's e-mails off, and only those", async () => {
    const url = await linkOf();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You will no longer get e-mails about gifts.');
    const s = (await call(app, 'getNotificationSettings', { as: S })).json().data;
    expect(s.groups.GIFTS).toEqual({ IN_APP: true, PUSH: true, EMAIL: false });
    expect(s.groups.BARTER.EMAIL).toBe(true);

    await tell(sam, 'GIFT_CLAIMED');
    await deliver();
    expect(await mailsTo(OTHER_MEMBER.email)).toHaveLength(1);
    expect(await noticesOf(sam)).toHaveLength(2);
  });

  it('a changed or made-up token changes nothing', async () => {
    const url = await linkOf();
    const forged = url.replace('GIFTS', 'BARTER');
    const bad = [forged, `${url}x`, '/v1/notify/unsubscribe?token=nonsense', '/v1/notify/unsubscribe'];
    for (const u of bad) {
      const res = await app.inject({ method: 'GET', url: u });
      expect(res.statusCode, u).toBe(400);
      expect(res.body).toContain('This link is not valid');
    }
    expect(await db.select().from(notificationSettings).where(eq(notificationSettings.userId, sam))).toEqual(
      [],
    );
    // Another member's id with a valid-looking signature of someone else is refused too.
    const maple = await userIdOf(db, BUSINESS.email);
    const swapped = url.replace(sam, maple);
    expect((await app.inject({ method: 'GET', url: swapped })).statusCode).toBe(400);
  });
});

/**
 * Notices arrive live. A notice written inside a committed transaction is published
 * once as a 'notice' hub event to its member (none on rollback, none with in-app off, once even with
 * two deliverers), reaches that member's chat socket and nobody else's, and marking read publishes
 * 'notices-read' with the unread count to every socket of the member.
 */
import type { AddressInfo } from 'node:net';
import type { TNotification } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../src/adapters/mailer.ts';
import { noPushSender } from '../../src/adapters/push.ts';
import { notificationDeliveries, notificationSettings, notifications } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import type { ChatEvent } from '../../src/modules/chat/hub.ts';
import { createNotificationDelivery } from '../../src/modules/notifications/delivery.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { createUnsubscribeTokens } from '../../src/modules/notifications/unsubscribe.ts';
import { BUSINESS, build, call, MEMBER, OTHER_MEMBER, signIn } from '../helper.ts';
import { connectReady, type TestSocket } from './chat-socket-client.ts';
import { userIdOf } from './ledger-helpers.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const db = app.database.db;

const alex = await userIdOf(db, MEMBER.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const A = await signIn(app, MEMBER);
const S = await signIn(app, OTHER_MEMBER);
const M = await signIn(app, BUSINESS);

/** A deliverer on the app's hub, as the app builds its own. */
const newDeliverer = () =>
  createNotificationDelivery({
    db,
    mailer: createOutboxMailer(db),
    push: noPushSender,
    hub: app.chatHub,
    config: app.config,
    unsubscribe: createUnsubscribeTokens('live-test-secret-0123456789'),
  });
const deliverer = newDeliverer();

/** Every notice event the hub carried (on any instance this one hears). */
const events: ChatEvent[] = [];
const stop = app.chatHub.subscribe((e) => {
  if (e.type === 'notice' || e.type === 'notices-read') events.push(e);
});
const sockets: TestSocket[] = [];
afterAll(() => {
  stop();
  for (const s of sockets) s.ws.terminate();
});

const tell = (userId: string, title = 'A gift for you') =>
  db.transaction((tx) =>
    notify(tx, { userId, type: 'GIFT_RECEIVED', title, body: 'Claim it soon.', link: '/bits-gift/x' }),
  );

/** Publishes what the notices written so far owe, then forgets those events. */
async function settledNotices() {
  await deliverer.deliverPending();
  events.length = 0;
}

beforeEach(async () => {
  await backgroundSettled();
  for (const t of [notificationDeliveries, notifications, notificationSettings]) await db.delete(t);
  events.length = 0;
});

describe("a committed notice is published once as 'notice' to its member", () => {
  it('after commit, with the notice as GET /notify lists it, and not again', async () => {
    const written = await tell(sam);
    expect(events).toEqual([]); // nothing before the deliverer runs (after commit)
    await deliverer.deliverPending();
    await deliverer.deliverPending();
    const listed = (await call(app, 'listNotifications', { as: S, query: { userId: sam } })).json()
      .data as TNotification[];
    expect(listed.map((n) => n.id)).toEqual([written!.id]);
    expect(events).toEqual([{ type: 'notice', channelId: null, recipients: [sam], payload: listed[0] }]);
    const [live] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.channel, 'LIVE'));
    expect(live).toMatchObject({ eventId: written!.id, status: 'SENT', attempts: 1 });
  });

  it('a rolled-back transaction publishes nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, { userId: sam, type: 'GIFT_RECEIVED', title: 'Never', body: 'Rolled back.' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await deliverer.deliverPending()).toBe(0);
    expect(events).toEqual([]);
  });

  it('with in-app off for the group there is no live notice', async () => {
    const off = await call(app, 'updateNotificationSettings', {
      as: S,
      body: { groups: { GIFTS: { IN_APP: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    await tell(sam);
    await deliverer.deliverPending();
    expect(events).toEqual([]);
  });

  it('two deliverers at once publish each notice once', async () => {
    for (let i = 0; i < 8; i++) await tell(sam, `Gift ${i}`);
    await Promise.all([deliverer.deliverPending(), newDeliverer().deliverPending()]);
    const titles = events.map((e) => (e.payload as TNotification).title).sort();
    expect(titles).toEqual(Array.from({ length: 8 }, (_, i) => `Gift ${i}`));
  });

  it("reaches the member's socket, not another member's", async () => {
    const samSocket = await connectReady(port, S.accessToken);
    const alexSocket = await connectReady(port, A.accessToken);
    sockets.push(samSocket, alexSocket);
    const written = await tell(sam);
    await deliverer.deliverPending();
    const frame = await samSocket.next('notice');
    expect(frame).toMatchObject({ type: 'notice', channelId: null, payload: { id: written!.id } });
    await alexSocket.roundTrip();
    expect(alexSocket.frames.filter((f) => f.type === 'notice')).toEqual([]);
  });

  it("a barter request through the API reaches the buyer once, after the request's own kick", async () => {
    const offerId = await publishedOfferId(app, COMPLETE_OFFERS.Product, M.headers);
    const res = await call(app, 'createBarterRequest', {
      as: M,
      body: { buyerId: alex, offerId, amountCents: 1_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await backgroundSettled(); // only the app's own deliverer, kicked after the answer
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'notice',
      recipients: [alex],
      payload: { type: 'BARTER_REQUEST', link: `/my-wallet/barter-requests/${res.json().data.id}` },
    });
  });
});

describe("marking read publishes 'notices-read' to the member", () => {
  it('with the unread count left, to every socket of the member', async () => {
    const first = await tell(sam, 'One');
    await tell(sam, 'Two');
    // Their own 'notice' events go first: the PATCH's kick must find nothing else to publish.
    await settledNotices();
    const tabA = await connectReady(port, S.accessToken);
    const tabB = await connectReady(port, S.accessToken);
    sockets.push(tabA, tabB);
    const res = await call(app, 'markNotificationsRead', { as: S, body: { ids: [first!.id] } });
    expect(res.json().data).toEqual({ unread: 1 });
    await backgroundSettled();
    expect(events).toEqual([
      { type: 'notices-read', channelId: null, recipients: [sam], payload: { unread: 1 } },
    ]);
    for (const tab of [tabA, tabB])
      expect(await tab.next('notices-read')).toMatchObject({ payload: { unread: 1 } });

    await call(app, 'markNotificationsRead', { as: S, body: { all: true } });
    await backgroundSettled();
    expect(events.at(-1)).toMatchObject({ type: 'notices-read', payload: { unread: 0 } });
  });

  it('nothing is published when nothing was marked', async () => {
    const mine = await tell(sam);
    await settledNotices();
    await call(app, 'markNotificationsRead', { as: A, body: { ids: [mine!.id] } }); // not alex's
    await call(app, 'markNotificationsRead', { as: A, body: { all: true } }); // alex has none
    await backgroundSettled();
    expect(events).toEqual([]);
  });
});

/**
 * Push through the real FCM sender, wired by configuration. The app is built with
 * FCM_SERVICE_ACCOUNT and FCM_API_URL pointing at the local FCM stand-in (test/fcm-stand-in.ts), so
 * the whole path runs: a gift's notice → the PUSH outbox row → the deliverer → the FCM HTTP v1 sender
 * (OAuth sign-in with the service account, messages:send) → the stand-in. Also: a token FCM answers
 * UNREGISTERED is deleted, and a bad key refuses the start.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { deviceTokens, notificationDeliveries, users } from '../../src/db/schema.ts';
import { backgroundSettled } from '../../src/lib/background.ts';
import { startFcmStandIn } from '../fcm-stand-in.ts';
import { build, call, login, MEMBER, OTHER_MEMBER, testIdempotencyKey } from '../helper.ts';
import { loadBits } from './ledger-helpers.ts';

const fcm = await startFcmStandIn();
afterAll(() => fcm.close());
const PUBLIC_URL = 'https://app.example.test';
const app = await build({
  config: {
    publicUrl: PUBLIC_URL,
    fcmServiceAccount: JSON.stringify(fcm.serviceAccount()),
    fcmApiUrl: fcm.url,
  },
});
const db = app.database.db;
const alex = await login(app, MEMBER);
const sam = await login(app, OTHER_MEMBER);
await loadBits(db, alex.user.id, 100_00);

const registerToken = async (token: string) => {
  const res = await call(app, 'registerDeviceToken', { as: sam.accessToken, body: { token } });
  expect(res.statusCode, res.body).toBe(200);
};
const giftToSam = async (amountCents: number) => {
  const res = await call(app, 'sendGift', {
    as: alex.accessToken,
    body: { recipientEmail: OTHER_MEMBER.email, amountCents, pin: '2468' },
    idempotencyKey: testIdempotencyKey(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.gift as { id: string; sender: { displayName: string } };
};
/** The request's own run of the deliverer, then one more for anything it left. */
const delivered = async () => {
  await backgroundSettled();
  await app.notificationDelivery.deliverPending();
  await backgroundSettled();
};
const pushRows = () =>
  db.select().from(notificationDeliveries).where(eq(notificationDeliveries.channel, 'PUSH'));

beforeEach(async () => {
  await backgroundSettled();
  await db.delete(notificationDeliveries);
  await db.delete(deviceTokens);
  fcm.delivered.length = 0;
});

describe('push through FCM (the stand-in)', () => {
  it('a member with a registered device gets exactly one push for a gift, with its title, text and link', async () => {
    await registerToken('sam-phone');
    const gift = await giftToSam(12_50);
    await delivered();
    await delivered(); // a second run sends nothing again

    expect(fcm.refusals).toEqual([]);
    expect(fcm.delivered).toHaveLength(1);
    const link = `${PUBLIC_URL}/bits-gift/${gift.id}`;
    expect(fcm.delivered[0]).toEqual({
      token: 'sam-phone',
      notification: {
        title: 'You received a BITS gift',
        body: `${gift.sender.displayName} sent you 12.50 BITS. Claim it before it expires.`,
      },
      data: { link },
      webpush: { fcm_options: { link } },
    });
    const [row, ...more] = await pushRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
  });

  it("a French member's push is French (their language, not the English sender's), the amount the French way", async () => {
    await db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, sam.user.id));
    try {
      await registerToken('sam-phone');
      const gift = await giftToSam(12_50);
      await delivered();
      expect(fcm.delivered).toHaveLength(1);
      expect(fcm.delivered[0]?.notification).toEqual({
        title: 'Vous avez reçu un cadeau de BITS',
        body: `${gift.sender.displayName} vous a envoyé 12,50\u00a0BITS. Recevez-le avant qu’il expire.`,
      });
    } finally {
      await db.update(users).set({ language: 'en-CA' }).where(eq(users.id, sam.user.id));
    }
  });

  it('a token FCM answers UNREGISTERED is deleted after the delivery, which ends FAILED', async () => {
    await registerToken('sam-old-phone');
    fcm.markUnregistered('sam-old-phone');
    await giftToSam(1_00);
    await delivered();

    expect(fcm.delivered).toEqual([]);
    expect(await db.select().from(deviceTokens)).toEqual([]);
    const [row] = await pushRows();
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row!.lastError).toContain('UNREGISTERED');
  });
});

describe('configuration', () => {
  it('reads FCM_SERVICE_ACCOUNT and FCM_API_URL', () => {
    expect(loadConfig({ FCM_SERVICE_ACCOUNT: '/keys/fcm.json', FCM_API_URL: fcm.url })).toMatchObject({
      fcmServiceAccount: '/keys/fcm.json',
      fcmApiUrl: fcm.url,
    });
    expect(loadConfig({})).toMatchObject({ fcmServiceAccount: undefined, fcmApiUrl: undefined });
  });

  it('a service account that is not one refuses the start with a ConfigError', async () => {
    const start = buildApp({
      logger: false,
      databaseUrl: '',
      dataDir: 'memory://',
      config: { env: 'test', fcmServiceAccount: '{"type":"authorized_user"}' },
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/FCM_SERVICE_ACCOUNT/);
  });
});

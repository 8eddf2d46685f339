/**
 * Notification settings (GET/PATCH /user/notification/setting and update-setting) and push
 * device tokens (POST/DELETE /notify/manage-token): defaults, partial changes, bad input that changes
 * nothing, self-only access, the radii that search reads, token moves, removal and pruning.
 */
import {
  DEFAULT_NOTIFICATION_MATRIX,
  NOTIFICATION_SETTING_MESSAGES,
  type TNotificationSettings,
} from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceTokens, notificationSettings, userSettings } from '../../src/db/schema.ts';
import { viewerOrigin } from '../../src/lib/viewer-origin.ts';
import { pruneDeviceTokens } from '../../src/modules/notifications/device-tokens.ts';
import { ADMIN, type As, BUSINESS, build, call, MEMBER, OTHER_MEMBER, signIn } from '../helper.ts';
import { userIdOf } from './ledger-helpers.ts';

const app = await build();
const db = app.database.db;
const alex = await userIdOf(db, MEMBER.email);
const sam = await userIdOf(db, OTHER_MEMBER.email);
const A = await signIn(app, MEMBER);
const S = await signIn(app, OTHER_MEMBER);
const M = await signIn(app, BUSINESS);
const admin = await signIn(app, ADMIN, 'ADMIN');

const getSettings = async (as: As): Promise<TNotificationSettings> => {
  const res = await call(app, 'getNotificationSettings', { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const patch = (
  as: As,
  body: unknown,
  name: 'updateNotificationSettings' | 'updateNotificationSetting' = 'updateNotificationSettings',
) => call(app, name, { as, body });

beforeEach(async () => {
  await db.delete(notificationSettings);
  await db.delete(deviceTokens);
  await db.update(userSettings).set({ offerRadius: 20, memberRadius: 20 });
});

describe('settings', () => {
  it('a member who changed nothing gets the defaults, security e-mails always on', async () => {
    const s = await getSettings(A);
    expect(s.groups).toEqual(DEFAULT_NOTIFICATION_MATRIX);
    expect(s.groups.GIFTS).toEqual({ IN_APP: true, PUSH: true, EMAIL: true });
    expect(s.groups.CHAT).toEqual({ IN_APP: true, PUSH: true, EMAIL: false });
    expect(s.securityEmails).toBe('ALWAYS');
    expect(s.locked).toEqual([{ group: 'SYSTEM', channel: 'IN_APP' }]);
    expect(s).toMatchObject({ offerRadius: 20, memberRadius: 20 });
  });

  it('PATCH changes only the cells and radii sent; update-setting does the same', async () => {
    const res = await patch(A, { groups: { GIFTS: { EMAIL: false } }, offerRadius: 35 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as TNotificationSettings;
    expect(after.groups).toEqual({
      ...DEFAULT_NOTIFICATION_MATRIX,
      GIFTS: { IN_APP: true, PUSH: true, EMAIL: false },
    });
    expect(after).toMatchObject({ offerRadius: 35, memberRadius: 20 });

    const alias = await patch(
      A,
      { groups: { CHAT: { EMAIL: true, PUSH: false } }, memberRadius: 7 },
      'updateNotificationSetting',
    );
    expect(alias.statusCode, alias.body).toBe(200);
    const s = await getSettings(A);
    expect(s.groups.GIFTS).toEqual({ IN_APP: true, PUSH: true, EMAIL: false });
    expect(s.groups.CHAT).toEqual({ IN_APP: true, PUSH: false, EMAIL: true });
    expect(s.groups.BARTER).toEqual(DEFAULT_NOTIFICATION_MATRIX.BARTER);
    expect(s).toMatchObject({ offerRadius: 35, memberRadius: 7 });
    // Search and Find Members read the same row.
    expect((await viewerOrigin(db, alex, 'member')).radiusSetting).toBe(7);
    expect((await viewerOrigin(db, alex, 'offer')).radiusSetting).toBe(35);
  });

  it('in-app can be turned off for a group (not for system notices)', async () => {
    const res = await patch(A, { groups: { REVIEWS: { IN_APP: false } } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getSettings(A)).groups.REVIEWS.IN_APP).toBe(false);
  });

  it.each([
    [{ groups: { PARTY: { EMAIL: false } } }, 'groups', 'Unknown notification group "PARTY".'],
    [{ groups: { GIFTS: { SMS: false } } }, 'groups.GIFTS', 'Unknown channel "SMS".'],
    [{ groups: { GIFTS: { EMAIL: 'off' } } }, 'groups.GIFTS.EMAIL', NOTIFICATION_SETTING_MESSAGES.onOff],
    [{ groups: { GIFTS: true } }, 'groups.GIFTS', NOTIFICATION_SETTING_MESSAGES.channelsShape],
    [{ groups: { SYSTEM: { IN_APP: false } } }, 'groups.SYSTEM.IN_APP', NOTIFICATION_SETTING_MESSAGES.locked],
    [{ offerRadius: 0 }, 'offerRadius', NOTIFICATION_SETTING_MESSAGES.radius],
    [{ memberRadius: 101 }, 'memberRadius', NOTIFICATION_SETTING_MESSAGES.radius],
    [{ memberRadius: 2.5 }, 'memberRadius', NOTIFICATION_SETTING_MESSAGES.radius],
    [{}, '_', NOTIFICATION_SETTING_MESSAGES.nothingToChange],
    [{ fcmToken: 'x' }, '_', 'Unknown setting "fcmToken".'],
  ])('refuses %j with a clear message and changes nothing', async (body, field, message) => {
    const before = await getSettings(A);
    // A valid cell next to the bad one must not be applied either.
    const res = await patch(A, {
      ...body,
      ...(field === '_'
        ? {}
        : { groups: { ...(body as { groups?: object }).groups, BARTER: { PUSH: false } } }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const err = res.json();
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(err.fieldErrors[field])).toContain(message.replace(/"/g, '\\"'));
    expect(await getSettings(A)).toEqual(before);
  });

  it('is self only: anonymous is refused, admins are refused, a change never touches another member', async () => {
    expect((await call(app, 'getNotificationSettings', {})).statusCode).toBe(401);
    expect((await patch(null, { offerRadius: 5 })).statusCode).toBe(401);
    expect((await call(app, 'getNotificationSettings', { as: admin })).statusCode).toBe(403);
    await patch(A, { groups: { GIFTS: { EMAIL: false, PUSH: false } }, offerRadius: 50 });
    const sams = await getSettings(S);
    expect(sams.groups).toEqual(DEFAULT_NOTIFICATION_MATRIX);
    expect(sams.offerRadius).toBe(20);
    const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, sam));
    expect(rows).toEqual([]);
  });
});

describe('device tokens', () => {
  const register = (as: As, token: string, ua = 'Mozilla/5.0 test') =>
    call(app, 'registerDeviceToken', { as, body: { token }, headers: { 'user-agent': ua } });
  const tokenRow = async (token: string) =>
    (await db.select().from(deviceTokens).where(eq(deviceTokens.token, token)))[0];

  it('registers with the user agent, refreshes last seen, and moves to the latest member', async () => {
    const res = await register(A, 'tok-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.platform).toBe('WEB');
    const first = await tokenRow('tok-1');
    expect(first).toMatchObject({ userId: alex, platform: 'WEB', userAgent: 'Mozilla/5.0 test' });

    expect((await register(A, 'tok-1', 'Other UA')).statusCode).toBe(200);
    const again = await tokenRow('tok-1');
    expect(again!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first!.lastSeenAt.getTime());
    expect(again!.userAgent).toBe('Other UA');
    expect(await db.select().from(deviceTokens)).toHaveLength(1);

    expect((await register(S, 'tok-1')).statusCode).toBe(200);
    expect((await tokenRow('tok-1'))!.userId).toBe(sam);
  });

  it("removes only one's own token", async () => {
    await register(A, 'tok-a');
    const foreign = await call(app, 'removeDeviceToken', { as: M, body: { token: 'tok-a' } });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().data.removed).toBe(false);
    expect(await tokenRow('tok-a')).toBeDefined();

    const own = await call(app, 'removeDeviceToken', { as: A, body: { token: 'tok-a' } });
    expect(own.json().data.removed).toBe(true);
    expect(await tokenRow('tok-a')).toBeUndefined();
  });

  it('refuses anonymous calls and empty tokens', async () => {
    expect((await register(null, 'tok-x')).statusCode).toBe(401);
    expect((await call(app, 'removeDeviceToken', { body: { token: 'tok-x' } })).statusCode).toBe(401);
    const empty = await register(A, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.token).toBeDefined();
    expect(await db.select().from(deviceTokens)).toEqual([]);
  });

  it('the prune job drops tokens unseen for 30 days, and only those', async () => {
    await register(A, 'tok-old');
    await register(A, 'tok-new');
    const now = new Date();
    await db
      .update(deviceTokens)
      .set({ lastSeenAt: new Date(now.getTime() - 31 * 24 * 60 * 60_000) })
      .where(eq(deviceTokens.token, 'tok-old'));
    expect(await pruneDeviceTokens(db, now)).toBe(1);
    expect((await db.select().from(deviceTokens)).map((t) => t.token)).toEqual(['tok-new']);
  });
});

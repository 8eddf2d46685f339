/**
 * The chat WebSocket (issue 13 points 2, 6): authentication, delivery of hub events to their
 * recipients only, typing, bad frames, and sockets closed at once on logout and suspension.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { appSettings, chatChannels, chatMembers, users } from '../../src/db/schema.ts';
import { sessionCache } from '../../src/modules/auth/session-cache.ts';
import { TokenSigner } from '../../src/modules/auth/tokens.ts';
import {
  ADMIN,
  BUSINESS,
  build,
  createUser,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  type Session,
  signIn,
} from '../helper.ts';
import { connectReady, openSocket, type TestSocket } from './chat-socket-client.ts';

const app = await build({ config: { enableTestApi: true } });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const http = requests(app);

const opened: TestSocket[] = [];
afterAll(() => {
  for (const s of opened) s.ws.terminate();
});
const track = (s: TestSocket) => {
  opened.push(s);
  return s;
};
const ready = async (token: string) => track(await connectReady(port, token));

const publish = async (event: {
  type: string;
  channelId?: string | null;
  recipients: string[];
  payload?: unknown;
}) => {
  const res = await http.post('/v1/testing/chat/publish', null, event);
  expect(res.statusCode, res.body).toBe(200);
};

let userCounter = 0;
const newMember = () =>
  createUser(app, {
    email: `chat-socket-${++userCounter}@example.com`,
    password: 'Chat#Socket#2026',
    stage: 'COMPLETED',
  });

async function channelOf(memberIds: string[]) {
  const [ch] = await app.database.db
    .insert(chatChannels)
    .values({ kind: 'GROUP', name: 'Socket test', createdBy: memberIds[0] })
    .returning({ id: chatChannels.id });
  await app.database.db
    .insert(chatMembers)
    .values(memberIds.map((userId) => ({ channelId: ch!.id, userId })));
  return ch!.id;
}

const alex = await signIn(app, MEMBER);
const sam = await signIn(app, OTHER_MEMBER);
const maple = await signIn(app, BUSINESS);

describe('connecting', () => {
  it('accepts a valid access token as a subprotocol, selects barterbits.v1 and reports presence', async () => {
    const s = await ready(alex.accessToken);
    expect(s.ws.protocol).toBe('barterbits.v1');
    expect(await app.chatHub.isOnline(alex.user.id)).toBe(true);
    s.ws.close();
    await s.closed;
    await expect.poll(() => app.chatHub.isOnline(alex.user.id)).toBe(false);
  });

  it('accepts the token in a first auth frame', async () => {
    const s = track(openSocket(port, undefined, ['barterbits.v1']));
    await new Promise((r) => s.ws.once('open', r));
    s.sendJson({ type: 'auth', token: sam.accessToken });
    const f = await s.next('ready');
    expect(f.payload).toEqual({ userId: sam.user.id });
  });

  it('refuses a first frame that is not auth, a wrong token and an expired token (4001)', async () => {
    const noAuth = track(openSocket(port, undefined, ['barterbits.v1']));
    await new Promise((r) => noAuth.ws.once('open', r));
    noAuth.sendJson({ type: 'ping' });
    expect(await noAuth.closed).toEqual({ code: 4001, reason: 'auth-required' });

    const wrong = track(openSocket(port, 'not.a.token'));
    expect((await wrong.closed).code).toBe(4001);

    const [secret] = await app.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'jwt_secret'));
    const claims = JSON.parse(Buffer.from(alex.accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await new TokenSigner(secret!.value, -60).sign({
      userId: alex.user.id,
      role: 'MEMBER',
      sessionId: claims.sid,
    });
    const old = track(openSocket(port, expired));
    expect(await old.closed).toEqual({ code: 4001, reason: 'token-expired' });
    expect(wrong.frames.concat(old.frames).some((f) => f.type === 'ready')).toBe(false);
  });

  it('refuses a suspended member (4003) and an admin (members only)', async () => {
    const m = await newMember();
    await app.database.db.update(users).set({ statusId: 2 }).where(eq(users.id, m.user.id));
    sessionCache.forgetUser(m.user.id);
    const s = track(openSocket(port, m.accessToken));
    expect(await s.closed).toEqual({ code: 4003, reason: 'account-suspended' });

    const admin = await login(app, ADMIN, 'ADMIN');
    const a = track(openSocket(port, admin.accessToken));
    expect(await a.closed).toEqual({ code: 4003, reason: 'members-only' });
  });

  it('never echoes the token: a client that did not offer barterbits.v1 gets no protocol and fails', async () => {
    const s = track(openSocket(port, undefined, [`token.${alex.accessToken}`]));
    // The handshake answers no subprotocol, so the client (as a browser would) refuses the connection.
    expect((await s.closed).code).toBe(1006);
    expect(s.frames).toEqual([]);
  });
});

describe('delivery', () => {
  it('delivers an event to each connected recipient as { type, channelId, payload }, and only to them', async () => {
    const a1 = await ready(alex.accessToken);
    const a2 = await ready(alex.accessToken);
    const s = await ready(sam.accessToken);
    const channelId = '00000000-0000-4000-8000-000000000001';
    await publish({ type: 'message', channelId, recipients: [alex.user.id], payload: { text: 'for alex' } });
    await publish({ type: 'read', channelId, recipients: [sam.user.id], payload: { seq: 3 } });
    expect(await a1.next('message')).toEqual({ type: 'message', channelId, payload: { text: 'for alex' } });
    expect(await a2.next('message')).toMatchObject({ payload: { text: 'for alex' } });
    expect(await s.next('read')).toEqual({ type: 'read', channelId, payload: { seq: 3 } });
    await Promise.all([a1.roundTrip(), a2.roundTrip(), s.roundTrip()]);
    expect(s.frames.filter((f) => f.type === 'message')).toEqual([]);
    expect(a1.frames.concat(a2.frames).filter((f) => f.type === 'read')).toEqual([]);
  });
});

describe('client frames', () => {
  it('answers ping with pong, and bad or unknown frames with an error frame without closing', async () => {
    const s = await ready(alex.accessToken);
    s.ws.send('not json');
    expect((await s.next('error')).payload).toMatchObject({ code: 'BAD_FRAME' });
    s.sendJson({ type: 'subscribe', channelId: 'x' });
    expect((await s.next('error')).payload).toMatchObject({
      code: 'BAD_FRAME',
      message: 'Unknown frame type "subscribe".',
    });
    s.sendJson([1, 2]);
    expect((await s.next('error')).payload).toMatchObject({ code: 'BAD_FRAME' });
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await s.next('error')).payload).toMatchObject({ code: 'BAD_FRAME' });
    s.sendJson({ type: 'typing', channelId: 'not-a-uuid' });
    expect((await s.next('error')).payload).toMatchObject({
      code: 'BAD_FRAME',
      message: 'typing needs a channelId.',
    });
    s.sendJson({ type: 'auth', token: 'again' });
    expect((await s.next('error')).payload).toMatchObject({ code: 'BAD_FRAME' });
    await s.roundTrip();
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('typing reaches the other members only when the sender is a current member; rate-limited per channel', async () => {
    const channelId = await channelOf([alex.user.id, sam.user.id]);
    const a = await ready(alex.accessToken);
    const s = await ready(sam.accessToken);
    const m = await ready(maple.accessToken);

    a.sendJson({ type: 'typing', channelId });
    expect(await s.next('typing')).toEqual({ type: 'typing', channelId, payload: { userId: alex.user.id } });
    // A second indicator within 2 s is dropped.
    a.sendJson({ type: 'typing', channelId });
    await a.roundTrip();
    await s.roundTrip();
    expect(s.frames.filter((f) => f.type === 'typing')).toEqual([]);
    expect(a.frames.filter((f) => f.type === 'typing')).toEqual([]);

    // Maple is not a member: refused, and nobody is told.
    m.sendJson({ type: 'typing', channelId });
    const err = await m.next('error');
    expect(err).toMatchObject({ channelId, payload: { code: 'FORBIDDEN' } });
    await Promise.all([a.roundTrip(), s.roundTrip()]);
    expect(a.frames.concat(s.frames).filter((f) => f.type === 'typing')).toEqual([]);

    // A member who left no longer types there.
    await app.database.db
      .update(chatMembers)
      .set({ leftAt: new Date() })
      .where(eq(chatMembers.userId, sam.user.id));
    s.sendJson({ type: 'typing', channelId });
    expect((await s.next('error')).payload).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('limits the frames of one socket', async () => {
    const s = await ready(sam.accessToken);
    for (let i = 0; i < 30; i++) s.sendJson({ type: 'ping' });
    expect((await s.next((f) => f.type === 'error')).payload).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('sessions ending', () => {
  it('logout closes that session’s sockets at once (4001), not the member’s other sessions', async () => {
    const first: Session = await signIn(app, MEMBER);
    const second: Session = await signIn(app, MEMBER);
    const s1 = await ready(first.accessToken);
    const s2 = await ready(second.accessToken);
    const res = await http.get('/v1/user/logout', first.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await s1.closed).toEqual({ code: 4001, reason: 'logout' });
    await s2.roundTrip();
    expect(s2.ws.readyState).toBe(s2.ws.OPEN);
  });

  it('suspension by an admin closes every socket of the member at once (4001)', async () => {
    const m = await newMember();
    const s1 = await ready(m.accessToken);
    const s2 = await ready(m.accessToken);
    const admin = await login(app, ADMIN, 'ADMIN');
    const check = await http.post('/v1/user/verify-password', admin.accessToken, {
      password: ADMIN.password,
    });
    const token = check.json().data.token as string;
    const res = await http.post('/v1/user/change-status', admin.accessToken, {
      userId: m.user.id,
      status: 'SUSPENDED',
      reason: 'Chat abuse reported',
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s1.closed).toEqual({ code: 4001, reason: 'account-suspended' });
    expect(await s2.closed).toEqual({ code: 4001, reason: 'account-suspended' });
    // And it cannot come back.
    const again = track(openSocket(port, m.accessToken));
    expect((await again.closed).code).toBe(4001);
  });
});

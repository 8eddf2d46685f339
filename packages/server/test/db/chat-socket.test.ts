/**
 * The chat WebSocket: authentication, delivery of hub events to their
 * recipients only, typing, bad frames, and sockets closed at once on logout and suspension.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { checkLiveServerFrame } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { appSettings, chatChannels, chatMembers, users } from '../../src/db/schema.ts';
import { sessionCache } from '../../src/modules/auth/session-cache.ts';
import { TokenSigner } from '../../src/modules/auth/tokens.ts';
import {
  ADMIN,
  BUSINESS,
  build,
  call,
  createUser,
  login,
  MEMBER,
  OTHER_MEMBER,
  requests,
  type Session,
  signIn,
} from '../helper.ts';
import { connectReady, type Frame, openSocket, type TestSocket } from './chat-socket-client.ts';

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
      message: 'The typing frame needs a valid channelId.',
    });
    s.sendJson({ type: 'typing' });
    expect((await s.next('error')).payload).toMatchObject({
      code: 'BAD_FRAME',
      message: 'The typing frame needs a valid channelId.',
    });
    s.sendJson({ type: 'auth', token: 'again' });
    expect((await s.next('error')).payload).toMatchObject({ code: 'BAD_FRAME' });
    await s.roundTrip();
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });

  it('a first frame that is not a valid auth frame closes the socket (4001 auth-required)', async () => {
    for (const first of [{ type: 'auth', token: '' }, { type: 'auth' }, { type: 'typing', channelId: 'x' }]) {
      const s = track(openSocket(port, undefined, ['barterbits.v1']));
      await new Promise((r) => s.ws.once('open', r));
      s.sendJson(first);
      expect(await s.closed, JSON.stringify(first)).toEqual({ code: 4001, reason: 'auth-required' });
    }
  });

  it('every frame the socket writes passes the member app’s check against the live protocol', async () => {
    const s = await ready(maple.accessToken);
    const seen: Frame[] = [];
    s.ws.on('message', (data) => seen.push(JSON.parse(String(data)) as Frame));
    s.ws.send('not json');
    s.sendJson({ type: 'typing', channelId: '00000000-0000-4000-8000-000000000009' });
    await s.next('error');
    await s.next('error');
    await s.roundTrip();
    expect(seen.map((f) => f.type)).toEqual(['error', 'error', 'pong']);
    for (const f of seen) expect(checkLiveServerFrame(f), JSON.stringify(f)).toMatchObject({ ok: true });
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
    expect((await s.next((f) => f.type === 'error')).payload).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many frames: slow down.',
    });
  });

  it("words the refusals a member may read in the account's language (a socket sends no Accept-Language of its own here)", async () => {
    const french = await createUser(app, {
      email: `chat-socket-${++userCounter}@example.com`,
      password: 'Chat#Socket#2026',
      stage: 'COMPLETED',
      language: 'fr-CA',
    });
    const s = await ready(french.accessToken);
    for (let i = 0; i < 30; i++) s.sendJson({ type: 'ping' });
    expect((await s.next((f) => f.type === 'error')).payload).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Trop de messages à la fois\u00a0: ralentissez.',
    });
  });
});

describe("a group's events on the socket", () => {
  it('reach each reader in their language: one frame for the English, one for the French', async () => {
    const french = await createUser(app, {
      email: `chat-socket-${++userCounter}@example.com`,
      password: 'Chat#Socket#2026',
      stage: 'COMPLETED',
      language: 'fr-CA',
    });
    const english = await newMember();
    const channelId = await channelOf([english.user.id, french.user.id]);
    const fr = await ready(french.accessToken);
    const en = await ready(english.accessToken);
    const system = (text: string) => ({
      type: 'message',
      channelId,
      recipients: [english.user.id, french.user.id],
      payload: {
        id: randomUUID(),
        channelId,
        seq: 1,
        kind: 'SYSTEM',
        sender: null,
        clientId: null,
        text,
        image: null,
        offer: null,
        createdAt: new Date().toISOString(),
      },
    });
    await publish(system('Dana M. left the group.'));
    expect((await fr.next((f) => f.type === 'message')).payload).toMatchObject({
      text: 'Dana M. a quitté le groupe.',
    });
    expect((await en.next((f) => f.type === 'message')).payload).toMatchObject({
      text: 'Dana M. left the group.',
    });
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

describe('maintenance lock', () => {
  const NOTE = 'Chat is being upgraded: back at 3 pm.';
  const lockAs = async (body: Record<string, unknown>) => {
    const admin = await signIn(app, ADMIN, 'ADMIN');
    const res = await call(app, 'lockSystem', { as: admin, body: { adminNote: NOTE, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return admin;
  };
  const release = async () => {
    const admin = await signIn(app, ADMIN, 'ADMIN');
    expect((await call(app, 'releaseSystem', { as: admin })).statusCode).toBe(200);
  };
  // A notice goes on the hub as the notifications module puts it there.
  const notice = (userId: string) =>
    app.chatHub.publish({
      type: 'notice',
      channelId: null,
      recipients: [userId],
      payload: {
        id: '00000000-0000-4000-8000-0000000000aa',
        type: 'CHAT_MESSAGE',
        title: 'hello',
        body: 'A new message.',
        link: null,
        read: false,
        readAt: null,
        createdAt: new Date().toISOString(),
      },
    });
  const chatMessage = (userId: string, text: string) =>
    publish({
      type: 'message',
      channelId: '00000000-0000-4000-8000-000000000002',
      recipients: [userId],
      payload: { text },
    });

  it('a chat lock keeps the socket for notices only: resync, no chat events, typing refused; released: resync and chat again', async () => {
    const channelId = await channelOf([alex.user.id, sam.user.id]);
    const a = await ready(alex.accessToken);
    const s = await ready(sam.accessToken);
    try {
      await lockAs({ lockedModulesId: ['chat'] });
      await a.next('maintenance');
      await a.next('resync');
      await s.next('maintenance');
      await s.next('resync');

      await chatMessage(alex.user.id, 'while locked');
      await notice(alex.user.id);
      expect(await a.next('notice')).toMatchObject({ payload: { title: 'hello' } });
      a.sendJson({ type: 'typing', channelId });
      expect(await a.next('error')).toEqual({
        type: 'error',
        channelId,
        payload: { code: 'MAINTENANCE', message: NOTE },
      });
      await Promise.all([a.roundTrip(), s.roundTrip()]);
      expect(a.frames.filter((f) => f.type === 'message')).toEqual([]);
      expect(s.frames.filter((f) => f.type === 'typing')).toEqual([]);
      expect(a.ws.readyState).toBe(a.ws.OPEN);

      // A new socket is taken while only chat is locked (notices still flow).
      const late = await ready(sam.accessToken);
      await chatMessage(sam.user.id, 'not to the late one');
      await late.roundTrip();
      expect(late.frames.filter((f) => f.type === 'message')).toEqual([]);
    } finally {
      await release();
    }
    await a.next('resync');
    await chatMessage(alex.user.id, 'after release');
    expect(await a.next('message')).toMatchObject({ payload: { text: 'after release' } });
  });

  it('another module’s lock is announced, so the app checks it again, and changes nothing else on the socket', async () => {
    const a = await ready(alex.accessToken);
    try {
      await lockAs({ lockedModulesId: ['wallet'] });
      expect(await a.next('maintenance')).toEqual({ type: 'maintenance', channelId: null, payload: null });
      await chatMessage(alex.user.id, 'wallet locked');
      expect(await a.next('message')).toMatchObject({ payload: { text: 'wallet locked' } });
      expect(a.frames.filter((f) => f.type === 'resync')).toEqual([]);
    } finally {
      await release();
    }
    // The release is announced too.
    await a.next('maintenance');
  });

  it('the system down closes every member socket (4503, the note) and refuses new ones until released', async () => {
    const a = await ready(alex.accessToken);
    const s = await ready(sam.accessToken);
    try {
      await lockAs({ systemDown: true });
      await a.next('resync');
      expect(await a.closed).toEqual({ code: 4503, reason: NOTE });
      expect(await s.closed).toEqual({ code: 4503, reason: NOTE });

      // Refused before the token is checked: a wrong token gets the same answer.
      const refused = track(openSocket(port, alex.accessToken));
      expect(await refused.closed).toEqual({ code: 4503, reason: NOTE });
      expect(refused.frames).toEqual([]);
      const noToken = track(openSocket(port));
      expect((await noToken.closed).code).toBe(4503);
    } finally {
      await release();
    }
    const again = await ready(alex.accessToken);
    await chatMessage(alex.user.id, 'back');
    expect(await again.next('message')).toMatchObject({ payload: { text: 'back' } });
  });

  it('a tester’s unlock pass, offered as the subprotocol unlock.<pass>, lifts the lock; a pass of an earlier lock does not', async () => {
    const admin = await lockAs({ systemDown: true });
    try {
      const made = await call(app, 'createUnlockToken', { as: admin, body: { ttlMinutes: 30 } });
      expect(made.statusCode, made.body).toBe(200);
      const pass = made.json().data.xSystemUnlockToken as string;
      const protocols = ['barterbits.v1', `token.${alex.accessToken}`, `unlock.${pass}`];
      const tester = track(openSocket(port, undefined, protocols));
      await tester.next('ready');
      await chatMessage(alex.user.id, 'for the tester');
      expect(await tester.next('message')).toMatchObject({ payload: { text: 'for the tester' } });

      // A new lock ends the pass: the tester's socket follows the lock like any other.
      await lockAs({ systemDown: true });
      expect(await tester.closed).toEqual({ code: 4503, reason: NOTE });
      const stale = track(openSocket(port, undefined, protocols));
      expect((await stale.closed).code).toBe(4503);
    } finally {
      await release();
    }
  });

  it('cuts a long note to a close reason of 123 bytes', async () => {
    const a = await ready(alex.accessToken);
    const long = 'é'.repeat(200);
    const admin = await signIn(app, ADMIN, 'ADMIN');
    try {
      const res = await call(app, 'lockSystem', { as: admin, body: { adminNote: long, systemDown: true } });
      expect(res.statusCode, res.body).toBe(200);
      const { code, reason } = await a.closed;
      expect(code).toBe(4503);
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
      expect(reason.startsWith('éé')).toBe(true);
    } finally {
      await release();
    }
  });
});

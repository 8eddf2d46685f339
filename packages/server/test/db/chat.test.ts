/**
 * Chat over HTTP: one-to-one and group channels, sending (exactly once under retries),
 * catch-up, read cursors, moderation (operators, mutes, bans, freezing), blocks, reports, the admin's
 * actions, and the hub events published after each commit (a service with a recording hub).
 */
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, CHAT_TEXT_MAX, formatDateTime, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { adminAuditLog, chatMessages, notifications } from '../../src/db/schema.ts';
import { createChatRepository } from '../../src/modules/chat/chat.repository.ts';
import { createChatService } from '../../src/modules/chat/chat.service.ts';
import type { ChatEvent, ChatHub } from '../../src/modules/chat/hub.ts';
import { createMemoryChatHub } from '../../src/modules/chat/hub.ts';
import type { AuthContext } from '../../src/plugins/auth.ts';
import {
  ADMIN,
  build,
  call,
  createUser,
  MEMBER,
  OTHER_MEMBER,
  type Session,
  signIn,
  upload,
  usingPostgres,
} from '../helper.ts';
import { COMPLETE_OFFERS, publishedOfferId } from './offer-helpers.ts';
import { resetUploadRateLimits, testImage } from './upload-helpers.ts';

const app = await build({ config: { enableTestApi: true } });
const db = app.database.db;

const alex = await signIn(app, MEMBER);
const sam = await signIn(app, OTHER_MEMBER);
const admin = await signIn(app, ADMIN, 'ADMIN');

let n = 0;
/** A fresh COMPLETED member. */
async function member(first = 'Chat'): Promise<Session> {
  n++;
  return createUser(app, {
    email: `chat.${n}.${randomUUID().slice(0, 6)}@example.com`,
    password: 'ChatTests#1',
    stage: 'COMPLETED',
    firstName: first,
    lastName: `Tester`,
  });
}

const cid = () => `c-${randomUUID()}`;

async function ok(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function openDirect(a: Session, b: Session, offerId?: string) {
  const body = await ok(
    await call(app, 'openDirectChannel', { as: a, body: { memberId: b.user.id, offerId } }),
  );
  return body.data as { channel: { id: string; kind: string }; created: boolean };
}

async function group(owner: Session, members: Session[], name = 'Trades') {
  const body = await ok(
    await call(app, 'createChannel', { as: owner, body: { name, memberIds: members.map((m) => m.user.id) } }),
  );
  return body.data.id as string;
}

const send = (as: Session, id: string, text: string, clientId = cid()) =>
  call(app, 'sendChatMessage', { as, params: { id }, body: { clientId, kind: 'TEXT', text } });

const messages = (as: Session, id: string, query: Record<string, string | number> = {}) =>
  call(app, 'listChatMessages', { as, params: { id }, query });

/** Loose view of list items in answers. */
interface Item {
  id: string;
  seq: number;
  kind: string;
  text: string;
  isOperator: boolean;
  member: { id: string };
}

const errorOf = (res: LightMyRequestResponse) =>
  res.json() as { code: string; message: string; fieldErrors?: Record<string, string[]> };

describe('one-to-one channels', () => {
  it('is made once per pair and reused whoever starts it', async () => {
    const a = await member();
    const b = await member();
    const first = await openDirect(a, b);
    expect(first.created).toBe(true);
    expect(first.channel.kind).toBe('DIRECT');
    const again = await openDirect(b, a);
    expect(again.created).toBe(false);
    expect(again.channel.id).toBe(first.channel.id);
    const upper = await ok(
      await call(app, 'openDirectChannel', { as: a, body: { memberId: b.user.id.toUpperCase() } }),
    );
    expect(upper.data.channel.id).toBe(first.channel.id);
    const details = await ok(
      await call(app, 'getChannelDetails', { as: a, params: { id: first.channel.id } }),
    );
    expect(details.data.otherMember.id).toBe(b.user.id);
    expect(details.data.name).toBe('Chat T.');
    expect(details.data.me.canSend).toBe(true);
  });

  it('concurrent first opens make one channel', async () => {
    const a = await member();
    const b = await member();
    const results = await Promise.all([openDirect(a, b), openDirect(b, a), openDirect(a, b)]);
    expect(new Set(results.map((r) => r.channel.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('started from an offer posts its card first, once', async () => {
    const a = await member();
    const offerId = await publishedOfferId(app, COMPLETE_OFFERS.Product, alex.headers);
    const { channel } = await openDirect(a, alex, offerId);
    await openDirect(a, alex, offerId);
    const list = await ok(await messages(a, channel.id));
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ kind: 'OFFER', seq: 1, offer: { id: offerId, available: true } });
    expect(list.data[0].offer.title).toBeTruthy();
  });

  it('refuses yourself, unknown members, admins and unseen offers', async () => {
    const a = await member();
    let res = await call(app, 'openDirectChannel', { as: a, body: { memberId: a.user.id } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.self);
    res = await call(app, 'openDirectChannel', { as: a, body: { memberId: randomUUID() } });
    expect(res.statusCode).toBe(404);
    res = await call(app, 'openDirectChannel', { as: a, body: { memberId: admin.user.id } });
    expect(res.statusCode).toBe(404);
    res = await call(app, 'openDirectChannel', {
      as: a,
      body: { memberId: sam.user.id, offerId: randomUUID() },
    });
    expect(res.statusCode).toBe(404);
    res = await call(app, 'openDirectChannel', { as: a, body: { memberId: 'nope' } });
    expect(res.statusCode).toBe(400);
    res = await call(app, 'openDirectChannel', { as: null, body: { memberId: sam.user.id } });
    expect(res.statusCode).toBe(401);
    res = await call(app, 'openDirectChannel', { as: admin, body: { memberId: sam.user.id } });
    expect(res.statusCode).toBe(403);
  });

  it('a block stops opening and sending either way, until unblocked', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    await ok(await call(app, 'blockChatMember', { as: b, body: { memberId: a.user.id } }));
    let res = await call(app, 'openDirectChannel', { as: a, body: { memberId: b.user.id } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.blocked);
    res = await call(app, 'openDirectChannel', { as: b, body: { memberId: a.user.id } });
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.youBlocked);
    res = await send(a, channel.id, 'hello?');
    expect(res.statusCode).toBe(403);
    res = await send(b, channel.id, 'hello?');
    expect(res.statusCode).toBe(403);
    const blocks = await ok(await call(app, 'listChatBlocks', { as: b }));
    expect(blocks.data.map((x: Item) => x.member.id)).toEqual([a.user.id]);
    const user = await ok(await call(app, 'getChatUser', { as: a, params: { id: b.user.id } }));
    expect(user.data).toMatchObject({ blockedByMe: false, blockedMe: true });
    await ok(await call(app, 'unblockChatMember', { as: b, params: { memberId: a.user.id } }));
    await ok(await send(a, channel.id, 'hello again'));
    res = await call(app, 'blockChatMember', { as: a, body: { memberId: a.user.id } });
    expect(res.statusCode).toBe(400);
    res = await call(app, 'blockChatMember', { as: a, body: { memberId: randomUUID() } });
    expect(res.statusCode).toBe(404);
  });
});

describe('sending and reading', () => {
  it('sends text, lists it, and refuses non-members (404) and bad input (400, nothing written)', async () => {
    const a = await member();
    const b = await member();
    const outsider = await member();
    const { channel } = await openDirect(a, b);
    const sent = await ok(await send(a, channel.id, '  Is the bike still available?  '));
    expect(sent.data).toMatchObject({ seq: 1, kind: 'TEXT', text: 'Is the bike still available?' });
    expect(sent.data.sender.id).toBe(a.user.id);

    for (const res of [
      await messages(outsider, channel.id),
      await send(outsider, channel.id, 'hi'),
      await call(app, 'getChannelDetails', { as: outsider, params: { id: channel.id } }),
      await call(app, 'getMembers', { as: outsider, params: { id: channel.id } }),
      await call(app, 'markChatRead', { as: outsider, params: { id: channel.id }, body: { seq: 1 } }),
      await messages(a, randomUUID()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(CHAT_MESSAGES.channelNotFound);
    }
    expect((await messages(admin, channel.id)).statusCode).toBe(403);
    expect((await messages(null as never, channel.id)).statusCode).toBe(401);

    const bad = [
      { clientId: cid(), kind: 'TEXT', text: 'x'.repeat(CHAT_TEXT_MAX + 1) },
      { clientId: cid(), kind: 'TEXT', text: '   ' },
      { clientId: cid(), kind: 'TEXT' },
      { kind: 'TEXT', text: 'no client id' },
      { clientId: 'short', kind: 'TEXT', text: 'bad client id' },
      { clientId: cid(), kind: 'VIDEO', text: 'bad kind' },
      { clientId: cid(), kind: 'TEXT', text: 'both', offerId: randomUUID() },
      { clientId: cid(), kind: 'IMAGE' },
    ];
    for (const body of bad) {
      const res = await call(app, 'sendChatMessage', { as: a, params: { id: channel.id }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBeTruthy();
    }
    const long = await call(app, 'sendChatMessage', {
      as: a,
      params: { id: channel.id },
      body: { clientId: cid(), kind: 'TEXT', text: 'x'.repeat(CHAT_TEXT_MAX + 1) },
    });
    expect(errorOf(long).fieldErrors?.text).toContain(CHAT_MESSAGES.textMax);
    const all = await ok(await messages(a, channel.id));
    expect(all.data).toHaveLength(1);
  });

  it('a retried send with the same clientId answers the same message', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    const clientId = cid();
    const first = await ok(await send(a, channel.id, 'once', clientId));
    const second = await ok(await send(a, channel.id, 'once', clientId));
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.clientId).toBe(clientId);
    const other = await send(a, channel.id, 'something else', clientId);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe(CHAT_MESSAGES.clientIdReused);
    expect((await ok(await messages(a, channel.id))).data).toHaveLength(1);
  });

  it('10 parallel sends with one clientId make one message; seq stays gapless', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    const clientId = cid();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => send(a, channel.id, 'parallel', clientId)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.channelId, channel.id));
    expect(rows).toHaveLength(1);
    // Distinct clientIds in parallel from both sides: 1..N without gaps.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 ? a : b, channel.id, `m${i}`)).map(async (p) =>
        ok(await p),
      ),
    );
    const seqs = (await ok(await messages(a, channel.id))).data.map((m: Item) => m.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('catch-up with afterSeq returns exactly the missed messages in order; history pages with beforeSeq', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    for (let i = 1; i <= 5; i++) await ok(await send(a, channel.id, `before ${i}`));
    // b "disconnects" after seeing seq 5; 7 more arrive.
    for (let i = 1; i <= 7; i++) await ok(await send(i % 2 ? a : b, channel.id, `missed ${i}`));
    const caught = await ok(await messages(b, channel.id, { afterSeq: 5 }));
    expect(caught.data.map((m: Item) => m.seq)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(caught.data.map((m: Item) => m.text)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `missed ${i}`));
    expect(caught.meta).toMatchObject({ hasMore: false, lastSeq: 12 });
    const paged = await ok(await messages(b, channel.id, { afterSeq: 5, limit: 3 }));
    expect(paged.data.map((m: Item) => m.seq)).toEqual([6, 7, 8]);
    expect(paged.meta.hasMore).toBe(true);
    const newest = await ok(await messages(b, channel.id, { limit: 4 }));
    expect(newest.data.map((m: Item) => m.seq)).toEqual([9, 10, 11, 12]);
    const older = await ok(await messages(b, channel.id, { beforeSeq: 9, limit: 4 }));
    expect(older.data.map((m: Item) => m.seq)).toEqual([5, 6, 7, 8]);
    expect(older.meta.hasMore).toBe(true);
    const none = await ok(await messages(b, channel.id, { afterSeq: 12 }));
    expect(none.data).toEqual([]);
    for (const q of [
      { afterSeq: 1, beforeSeq: 3 },
      { afterSeq: -1 },
      { afterSeq: 'x' },
      { limit: 0 },
      { limit: 101 },
    ]) {
      const res = await messages(b, channel.id, q as never);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
    }
  });

  it('read cursor: unread counts, never backwards, capped at the last message; the badge total', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    for (let i = 0; i < 4; i++) await ok(await send(a, channel.id, `hi ${i}`));
    let unread = await ok(await call(app, 'getChatUnread', { as: b }));
    expect(unread.data).toEqual({ total: 4, channels: 1 });
    const list = await ok(await call(app, 'listChatChannels', { as: b }));
    expect(list.data[0]).toMatchObject({ id: channel.id, unreadCount: 4, lastSeq: 4, readSeq: 0 });
    expect(list.data[0].lastMessage.text).toBe('hi 3');
    expect(list.data[0].otherMember.id).toBe(a.user.id);
    expect(list.meta.unreadTotal).toBe(4);
    const read = await ok(
      await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body: { seq: 3 } }),
    );
    expect(read.data).toMatchObject({ readSeq: 3, unreadCount: 1, unreadTotal: 1 });
    const back = await ok(
      await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body: { seq: 1 } }),
    );
    expect(back.data.readSeq).toBe(3);
    const far = await ok(
      await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body: { seq: 999 } }),
    );
    expect(far.data.readSeq).toBe(4);
    unread = await ok(await call(app, 'getChatUnread', { as: b }));
    expect(unread.data.total).toBe(0);
    const details = await ok(await call(app, 'getChannelDetails', { as: a, params: { id: channel.id } }));
    expect(details.data.otherReadSeq).toBe(4);
    for (const body of [{ seq: -1 }, { seq: 1.5 }, { seq: '3' }, {}]) {
      const res = await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body });
      expect(res.statusCode).toBe(400);
    }
  });

  it('images: uploaded (checked by content), sent by upload id, served only to the conversation', async () => {
    await resetUploadRateLimits(db);
    const a = await member();
    const b = await member();
    const outsider = await member();
    const { channel } = await openDirect(a, b);
    const up = await upload(app, '/v1/chat/images', a, [
      { name: 'p.png', type: 'image/png', data: await testImage(7) },
    ]);
    const image = (await ok(up)).data;
    expect(image.url).toBe(`/v1/chat/images/${image.uploadId}/full.webp`);
    const fake = await upload(app, '/v1/chat/images', a, [
      { name: 'p.png', type: 'image/png', data: Buffer.from('not an image at all') },
    ]);
    expect(fake.statusCode).toBe(415);
    // Someone else's upload id is refused.
    let res = await call(app, 'sendChatMessage', {
      as: b,
      params: { id: channel.id },
      body: { clientId: cid(), kind: 'IMAGE', uploadId: image.uploadId },
    });
    expect(res.statusCode).toBe(404);
    const sent = await ok(
      await call(app, 'sendChatMessage', {
        as: a,
        params: { id: channel.id },
        body: { clientId: cid(), kind: 'IMAGE', uploadId: image.uploadId },
      }),
    );
    expect(sent.data.image.uploadId).toBe(image.uploadId);
    res = await app.inject({ method: 'GET', url: image.thumbUrl, headers: b.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    res = await app.inject({ method: 'GET', url: image.thumbUrl, headers: outsider.headers });
    expect(res.statusCode).toBe(404);
    res = await app.inject({ method: 'GET', url: image.thumbUrl });
    expect(res.statusCode).toBe(401);
  });
});

describe('groups and moderation', () => {
  it("a group's events read in each reader's language; the stored record stays English", async () => {
    const owner = await member('Olive');
    const m1 = await member('Milo');
    const id = await group(owner, [m1], 'Échanges');
    const french = { ...m1.headers, 'accept-language': 'fr-CA' };
    const list = await ok(await call(app, 'listChatMessages', { as: french, params: { id } }));
    expect(list.data.map((m: Item) => m.text)).toEqual([
      'Olive T. a créé le groupe «\u00a0Échanges\u00a0».',
      'Olive T. a ajouté Milo T..',
    ]);
    const english = await ok(await messages(m1, id));
    expect(english.data.map((m: Item) => m.text)).toEqual([
      'Olive T. created the group "Échanges".',
      'Olive T. added Milo T..',
    ]);
    const channels = await ok(await call(app, 'listChatChannels', { as: french }));
    const mine = channels.data.find((c: Item) => c.id === id);
    expect(mine.lastMessage.text).toBe('Olive T. a ajouté Milo T..');
  });

  it('createChannel: the creator is the first operator; members, operators, system messages', async () => {
    const owner = await member('Olive');
    const m1 = await member('Milo');
    const id = await group(owner, [m1]);
    const members = await ok(await call(app, 'getMembers', { as: m1, params: { id } }));
    expect(members.data).toHaveLength(2);
    expect(members.data.find((m: Item) => m.id === owner.user.id).isOperator).toBe(true);
    const ops = await ok(await call(app, 'getOperators', { as: m1, params: { id } }));
    expect(ops.data.map((m: Item) => m.id)).toEqual([owner.user.id]);
    const list = await ok(await messages(m1, id));
    expect(list.data.map((m: Item) => m.kind)).toEqual(['SYSTEM', 'SYSTEM']);
    expect(list.data[1].text).toContain('added');
    const details = await ok(await call(app, 'getChannelDetails', { as: owner, params: { id } }));
    expect(details.data).toMatchObject({
      kind: 'GROUP',
      name: 'Trades',
      memberCount: 2,
      me: { isOperator: true },
    });
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'Ok', memberIds: [owner.user.id] },
      { name: 'Ok', memberIds: ['nope'] },
      {},
    ]) {
      const res = await call(app, 'createChannel', { as: owner, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call(app, 'createChannel', {
      as: owner,
      body: { name: 'Ok', memberIds: [randomUUID()] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('inviteMember and leaveGroup write system messages; DIRECT cannot be left', async () => {
    const owner = await member();
    const m1 = await member();
    const m2 = await member();
    const id = await group(owner, [m1]);
    const invited = await ok(
      await call(app, 'inviteMember', { as: m1, params: { id }, body: { memberIds: [m2.user.id] } }),
    );
    expect(invited.data.map((m: Item) => m.id)).toContain(m2.user.id);
    await ok(await call(app, 'leaveGroup', { as: m2, params: { id } }));
    expect((await messages(m2, id)).statusCode).toBe(404);
    const texts = (await ok(await messages(owner, id))).data.map((m: Item) => m.text);
    expect(texts.at(-1)).toContain('left the group');
    // The last operator leaving hands over to the longest-standing member.
    await ok(await call(app, 'leaveGroup', { as: owner, params: { id } }));
    const ops = await ok(await call(app, 'getOperators', { as: m1, params: { id } }));
    expect(ops.data.map((m: Item) => m.id)).toEqual([m1.user.id]);
    const { channel } = await openDirect(m1, m2);
    const res = await call(app, 'leaveGroup', { as: m1, params: { id: channel.id } });
    expect(res.statusCode).toBe(409);
    const bad = await call(app, 'inviteMember', { as: m1, params: { id }, body: { memberIds: [] } });
    expect(bad.statusCode).toBe(400);
  });

  it('operators: register and unregister; only operators; a group keeps one', async () => {
    const owner = await member();
    const m1 = await member();
    const id = await group(owner, [m1]);
    let res = await call(app, 'registerAsOperator', {
      as: m1,
      params: { id },
      body: { memberId: m1.user.id },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.notOperator);
    const made = await ok(
      await call(app, 'registerAsOperator', { as: owner, params: { id }, body: { memberId: m1.user.id } }),
    );
    expect(made.data.isOperator).toBe(true);
    await ok(await call(app, 'unRegisterAsOperator', { as: m1, params: { id, memberId: owner.user.id } }));
    res = await call(app, 'unRegisterAsOperator', { as: m1, params: { id, memberId: m1.user.id } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.lastOperator);
    res = await call(app, 'registerAsOperator', { as: m1, params: { id }, body: { memberId: randomUUID() } });
    expect(res.statusCode).toBe(404);
  });

  it("mute: a muted member's send is refused with until when; they still read; unmute", async () => {
    const owner = await member();
    const m1 = await member();
    const id = await group(owner, [m1]);
    const muted = await ok(
      await call(app, 'muteMember', {
        as: owner,
        params: { id },
        body: { memberId: m1.user.id, durationMinutes: 60, reason: 'Spam' },
      }),
    );
    expect(muted.data.mutedUntil).toBeTruthy();
    let res = await send(m1, id, 'let me talk');
    expect(res.statusCode).toBe(403);
    // the end of the mute, to the minute, as the member's details show it
    expect(errorOf(res).message).toBe(
      CHAT_MESSAGES.mutedUntil(`${formatDateTime(muted.data.mutedUntil, { timeZone: 'UTC' })} UTC`),
    );
    expect(errorOf(res).message).toMatch(/muted in this conversation until .* UTC\.$/);
    // A French request reads the end of the mute in French.
    const french = await call(app, 'sendChatMessage', {
      as: m1,
      params: { id },
      body: { clientId: cid(), kind: 'TEXT', text: 'laissez-moi parler' },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(errorOf(french).message).toBe(
      `Vous avez été mis en sourdine dans cette conversation jusqu’au ${formatDateTime(muted.data.mutedUntil, { timeZone: 'UTC', locale: 'fr-CA' })} UTC.`,
    );
    expect((await messages(m1, id)).statusCode).toBe(200);
    const details = await ok(await call(app, 'getChannelDetails', { as: m1, params: { id } }));
    expect(details.data.me).toMatchObject({ canSend: false, muteReason: 'Spam' });
    const list = await ok(await call(app, 'getMuteUser', { as: m1, params: { id } }));
    expect(list.data.map((m: Item) => m.id)).toEqual([m1.user.id]);
    await ok(await call(app, 'unMuteMember', { as: owner, params: { id, memberId: m1.user.id } }));
    await ok(await send(m1, id, 'thanks'));
    // Permanent mute, refusals.
    const perm = await ok(
      await call(app, 'muteMember', {
        as: owner,
        params: { id },
        body: { memberId: m1.user.id, reason: 'Again' },
      }),
    );
    expect(perm.data).toMatchObject({ mutedPermanently: true, mutedUntil: null });
    res = await send(m1, id, 'nope');
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.muted);
    res = await call(app, 'muteMember', {
      as: m1,
      params: { id },
      body: { memberId: owner.user.id, reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
    await ok(
      await call(app, 'registerAsOperator', { as: owner, params: { id }, body: { memberId: m1.user.id } }),
    );
    const owner2 = await member();
    await ok(
      await call(app, 'inviteMember', { as: owner, params: { id }, body: { memberIds: [owner2.user.id] } }),
    );
    res = await call(app, 'muteMember', {
      as: owner,
      params: { id },
      body: { memberId: m1.user.id, reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.operatorProtected);
    for (const body of [
      { memberId: owner2.user.id, reason: '' },
      { memberId: owner2.user.id, reason: 'x', durationMinutes: 0 },
      { memberId: owner2.user.id, reason: 'x', durationMinutes: 1.5 },
      { memberId: owner2.user.id, reason: 'x'.repeat(250) },
    ]) {
      res = await call(app, 'muteMember', { as: owner, params: { id }, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const { channel } = await openDirect(owner, owner2);
    res = await call(app, 'muteMember', {
      as: owner,
      params: { id: channel.id },
      body: { memberId: owner2.user.id, reason: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.directOnly);
  });

  it('ban: removed at once, cannot read, send or be invited back until unbanned', async () => {
    const owner = await member();
    const m1 = await member();
    const m2 = await member();
    const id = await group(owner, [m1, m2]);
    const ban = await ok(
      await call(app, 'banMember', {
        as: owner,
        params: { id },
        body: { memberId: m1.user.id, durationMinutes: 60, reason: 'Rude' },
      }),
    );
    expect(ban.data).toMatchObject({ channelId: id, reason: 'Rude', member: { id: m1.user.id } });
    let res = await send(m1, id, 'still here?');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.banned);
    res = await messages(m1, id);
    expect(res.statusCode).toBe(403);
    res = await call(app, 'inviteMember', { as: m2, params: { id }, body: { memberIds: [m1.user.id] } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.memberBanned);
    const bans = await ok(await call(app, 'getBanUser', { as: owner, params: { id } }));
    expect(bans.data.map((b: Item) => b.member.id)).toEqual([m1.user.id]);
    res = await call(app, 'getBanUser', { as: m2, params: { id } });
    expect(res.statusCode).toBe(403);
    const texts = (await ok(await messages(owner, id))).data.map((m: Item) => m.text);
    expect(texts.at(-1)).toContain('was removed');
    await ok(await call(app, 'unBanMember', { as: owner, params: { id, memberId: m1.user.id } }));
    res = await call(app, 'unBanMember', { as: owner, params: { id, memberId: m1.user.id } });
    expect(res.statusCode).toBe(404);
    await ok(await call(app, 'inviteMember', { as: m2, params: { id }, body: { memberIds: [m1.user.id] } }));
    await ok(await send(m1, id, 'back'));
    res = await call(app, 'banMember', {
      as: m2,
      params: { id },
      body: { memberId: m1.user.id, reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.skipIf(!usingPostgres)(
    'a send waiting for the channel while a ban is being written sees the ban once it is committed',
    async () => {
      const owner = await member();
      const m1 = await member();
      const id = await group(owner, [m1]);
      const waiting = sql`select count(*)::int as n from pg_stat_activity
                           where datname = current_database() and wait_event_type = 'Lock'`;
      let answer: Promise<LightMyRequestResponse> | undefined;
      await db.transaction(async (tx) => {
        const r = createChatRepository(tx);
        // As the ban endpoint does: the channel's lock first, then the ban and the removal.
        await r.lockChannel(id);
        answer = send(m1, id, 'sent as the ban lands');
        // The send is queued behind this transaction's lock before the ban is written.
        for (let i = 0; i < 200; i++) {
          const [row] = await rowsOf<{ n: number }>(db, waiting);
          if (row!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await r.insertBan({ channelId: id, userId: m1.user.id, bannedBy: owner.user.id, reason: 'Spam' });
        await r.markLeft(id, m1.user.id);
      });
      const res = await answer!;
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).message).toBe(CHAT_MESSAGES.banned);
      const texts = (await ok(await messages(owner, id))).data.map((m: Item) => m.text);
      expect(texts).not.toContain('sent as the ban lands');
    },
  );

  it('freeze: only operators send; system messages; unfreeze; sendDefaultMessage', async () => {
    const owner = await member();
    const m1 = await member();
    const id = await group(owner, [m1]);
    let res = await call(app, 'freezeChannel', { as: m1, params: { id } });
    expect(res.statusCode).toBe(403);
    const frozen = await ok(await call(app, 'freezeChannel', { as: owner, params: { id } }));
    expect(frozen.data.frozen).toBe(true);
    res = await send(m1, id, 'hello');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.frozen);
    await ok(await send(owner, id, 'operators only for now'));
    const sys = await ok(
      await call(app, 'sendDefaultMessage', { as: owner, params: { id }, body: { text: 'Meetup at 5' } }),
    );
    expect(sys.data).toMatchObject({ kind: 'SYSTEM', sender: null, text: 'Meetup at 5' });
    res = await call(app, 'sendDefaultMessage', { as: m1, params: { id }, body: { text: 'me too' } });
    expect(res.statusCode).toBe(403);
    res = await call(app, 'sendDefaultMessage', { as: owner, params: { id }, body: { text: '' } });
    expect(res.statusCode).toBe(400);
    await ok(await call(app, 'unfreezeChannel', { as: owner, params: { id } }));
    await ok(await send(m1, id, 'hello again'));
    const texts = (await ok(await messages(m1, id))).data.map((m: Item) => m.text);
    expect(texts.some((t: string) => t.includes('froze the group'))).toBe(true);
    expect(texts.some((t: string) => t.includes('unfroze the group'))).toBe(true);
    const { channel } = await openDirect(owner, m1);
    res = await call(app, 'freezeChannel', { as: owner, params: { id: channel.id } });
    expect(res.statusCode).toBe(409);
  });
});

describe('reports and the admin', () => {
  it('report once per member per message; not own or system messages; members only', async () => {
    const a = await member();
    const b = await member();
    const outsider = await member();
    const { channel } = await openDirect(a, b);
    const msg = (await ok(await send(a, channel.id, 'buy my stuff at scam.example'))).data;
    let res = await call(app, 'reportChatMessage', {
      as: b,
      params: { id: msg.id },
      body: { reason: 'SCAM_OR_FRAUD' },
    });
    await ok(res);
    res = await call(app, 'reportChatMessage', {
      as: b,
      params: { id: msg.id },
      body: { reason: 'ITS_SPAM' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.alreadyReported);
    res = await call(app, 'reportChatMessage', {
      as: a,
      params: { id: msg.id },
      body: { reason: 'ITS_SPAM' },
    });
    expect(res.statusCode).toBe(409);
    res = await call(app, 'reportChatMessage', {
      as: outsider,
      params: { id: msg.id },
      body: { reason: 'ITS_SPAM' },
    });
    expect(res.statusCode).toBe(404);
    res = await call(app, 'reportChatMessage', { as: b, params: { id: msg.id }, body: { reason: 'OTHER' } });
    expect(res.statusCode).toBe(400);
    res = await call(app, 'reportChatMessage', { as: b, params: { id: msg.id }, body: { reason: 'BORING' } });
    expect(res.statusCode).toBe(400);
  });

  it('lists reports with filters, shows context, resolves once; admin calls are refused to members; audited', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    for (let i = 1; i <= 8; i++) await ok(await send(i % 2 ? a : b, channel.id, `line ${i}`));
    const bad = (await ok(await send(a, channel.id, 'awful words'))).data;
    for (let i = 10; i <= 16; i++) await ok(await send(b, channel.id, `line ${i}`));
    await ok(
      await call(app, 'reportChatMessage', {
        as: b,
        params: { id: bad.id },
        body: { reason: 'HARASSMENT', details: 'Insults' },
      }),
    );

    const list = await ok(
      await call(app, 'adminListChatReports', { as: admin, query: { senderId: a.user.id } }),
    );
    expect(list.meta.total).toBe(1);
    const report = list.data[0];
    expect(report).toMatchObject({
      reason: 'HARASSMENT',
      details: 'Insults',
      status: 'OPEN',
      messageText: 'awful words',
      messageSeq: 9,
      channelId: channel.id,
      reporter: { id: b.user.id },
      sender: { id: a.user.id },
      messageReports: 1,
    });
    const none = await ok(
      await call(app, 'adminListChatReports', {
        as: admin,
        query: { senderId: a.user.id, reason: 'ITS_SPAM' },
      }),
    );
    expect(none.meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await ok(
      await call(app, 'adminListChatReports', {
        as: admin,
        query: { reporterId: b.user.id, from: today, to: today },
      }),
    );
    expect(dated.meta.total).toBe(1);
    const detail = await ok(await call(app, 'adminGetChatReport', { as: admin, params: { id: report.id } }));
    expect(detail.data.context.map((m: Item) => m.seq)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);

    for (const [name, opts] of [
      ['adminListChatReports', {}],
      ['adminGetChatReport', { params: { id: report.id } }],
      ['adminResolveChatReport', { params: { id: report.id }, body: { status: 'DECLINED' } }],
      ['adminBanChatMember', { body: { memberId: a.user.id, reason: 'x' } }],
      ['adminListChatBans', {}],
    ] as const) {
      expect((await call(app, name, { as: b, ...opts } as never)).statusCode, name).toBe(403);
      expect((await call(app, name, { as: null, ...opts } as never)).statusCode, name).toBe(401);
    }
    for (const q of [{ status: 'NOPE' }, { from: '2026-13-99x' }, { limit: 1001 }, { senderId: 'x' }]) {
      const res = await call(app, 'adminListChatReports', { as: admin, query: q });
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
    }

    const resolved = await ok(
      await call(app, 'adminResolveChatReport', {
        as: admin,
        params: { id: report.id },
        body: { status: 'DECLINED', note: 'Banter' },
      }),
    );
    expect(resolved.data).toMatchObject({ status: 'DECLINED', resolvedBy: { id: admin.user.id } });
    const again = await call(app, 'adminResolveChatReport', {
      as: admin,
      params: { id: report.id },
      body: { status: 'ACTIONED' },
    });
    expect(again.statusCode).toBe(409);
    const missing = await call(app, 'adminResolveChatReport', {
      as: admin,
      params: { id: randomUUID() },
      body: { status: 'ACTIONED' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'CHAT_REPORT_DECLINED'));
    expect(audit.some((r) => (r.details as Record<string, unknown>).reportId === report.id)).toBe(true);
  });

  it('admin freezes any channel (audited); a frozen DIRECT channel accepts nobody', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    const frozen = await ok(
      await call(app, 'adminFreezeChatChannel', {
        as: admin,
        params: { id: channel.id },
        body: { frozen: true, reason: 'Abuse' },
      }),
    );
    expect(frozen.data.frozen).toBe(true);
    expect((await send(a, channel.id, 'hi')).statusCode).toBe(403);
    await ok(
      await call(app, 'adminFreezeChatChannel', {
        as: admin,
        params: { id: channel.id },
        body: { frozen: false, reason: 'Ok' },
      }),
    );
    await ok(await send(a, channel.id, 'hi'));
    const bad = await call(app, 'adminFreezeChatChannel', {
      as: admin,
      params: { id: channel.id },
      body: { frozen: true },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await call(app, 'adminFreezeChatChannel', {
      as: admin,
      params: { id: randomUUID() },
      body: { frozen: true, reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'CHAT_CHANNEL_FROZEN'));
    expect(audit.some((r) => (r.details as Record<string, unknown>).channelId === channel.id)).toBe(true);
  });

  it('admin bans a member from chat everywhere: removed from groups, no reading or sending; unban', async () => {
    const a = await member();
    const b = await member();
    const owner = await member();
    const { channel } = await openDirect(a, b);
    const id = await group(owner, [a, b]);
    const ban = await ok(
      await call(app, 'adminBanChatMember', { as: admin, body: { memberId: a.user.id, reason: 'Scams' } }),
    );
    expect(ban.data).toMatchObject({ channelId: null, until: null, member: { id: a.user.id } });
    expect(ban.message).toBe(CHAT_MESSAGES.bannedEverywhereDone);
    let res = await send(a, channel.id, 'hi');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CHAT_MESSAGES.bannedEverywhere);
    expect((await messages(a, channel.id)).statusCode).toBe(403);
    expect((await call(app, 'listChatChannels', { as: a })).statusCode).toBe(403);
    expect((await ok(await call(app, 'getChatUnread', { as: a }))).data.total).toBe(0);
    const members = await ok(await call(app, 'getMembers', { as: owner, params: { id } }));
    expect(members.data.map((m: Item) => m.id)).not.toContain(a.user.id);
    res = await call(app, 'inviteMember', { as: owner, params: { id }, body: { memberIds: [a.user.id] } });
    expect(res.statusCode).toBe(403);
    const bans = await ok(
      await call(app, 'adminListChatBans', { as: admin, query: { memberId: a.user.id } }),
    );
    expect(bans.meta.total).toBe(1);
    await ok(await call(app, 'adminUnbanChatMember', { as: admin, params: { memberId: a.user.id } }));
    await ok(await send(a, channel.id, 'hi again'));
    res = await call(app, 'adminUnbanChatMember', { as: admin, params: { memberId: a.user.id } });
    expect(res.statusCode).toBe(404);
    res = await call(app, 'adminBanChatMember', {
      as: admin,
      body: { memberId: admin.user.id, reason: 'x' },
    });
    expect(res.statusCode).toBe(404);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, a.user.id));
    expect(audit.map((r) => r.action).sort()).toEqual(['CHAT_BANNED', 'CHAT_UNBANNED']);
  });
});

describe('events and notices', () => {
  /** A hub that records events and checks, at publish time, that the message is already committed. */
  function recordingHub(online = new Set<string>()) {
    const inner = createMemoryChatHub();
    const events: ChatEvent[] = [];
    const committed: boolean[] = [];
    const hub: ChatHub = {
      ...inner,
      async publishAll(all) {
        for (const e of all) await hub.publish(e);
      },
      async publish(e) {
        events.push(e);
        if (e.type === 'message') {
          const id = (e.payload as { id: string }).id;
          // Inside an open transaction this read would wait for it (PGlite has one connection).
          const seen = await Promise.race([
            db
              .select()
              .from(chatMessages)
              .where(eq(chatMessages.id, id))
              .then((r) => r.length === 1),
            new Promise<boolean>((r) => setTimeout(() => r(false), 2000)),
          ]);
          committed.push(seen);
        }
      },
      isOnline: async (id) => online.has(id),
    };
    return { hub, events, committed };
  }

  const authOf = (s: Session): AuthContext => ({ userId: s.user.id, role: 'MEMBER', sessionId: 'test' });

  it('publishes message, unread and read events to the members after commit', async () => {
    const a = await member();
    const b = await member();
    const { channel } = await openDirect(a, b);
    const { hub, events, committed } = recordingHub(new Set([b.user.id]));
    const svc = createChatService({ db, hub });
    const msg = await svc.send(authOf(a), channel.id, { clientId: cid(), kind: 'TEXT', text: 'live' });
    const m = events.find((e) => e.type === 'message')!;
    expect(m).toMatchObject({ channelId: channel.id, payload: { id: msg.id, seq: msg.seq, text: 'live' } });
    expect(m.recipients.sort()).toEqual([a.user.id, b.user.id].sort());
    expect(committed).toEqual([true]);
    const unread = events.find((e) => e.type === 'unread')!;
    expect(unread).toMatchObject({
      recipients: [b.user.id],
      payload: { total: 1, channelId: channel.id, unreadCount: 1 },
    });
    events.length = 0;
    await svc.markRead(authOf(b), channel.id, msg.seq);
    expect(events.find((e) => e.type === 'read')).toMatchObject({
      payload: { userId: b.user.id, readSeq: msg.seq },
    });
    // A refused send publishes nothing.
    events.length = 0;
    await svc.setBlock(authOf(b), a.user.id, true);
    events.length = 0;
    await expect(
      svc.send(authOf(a), channel.id, { clientId: cid(), kind: 'TEXT', text: 'x' }),
    ).rejects.toThrow();
    expect(events).toEqual([]);
  });

  it('moderation changes are published to the channel (and to the banned member)', async () => {
    const owner = await member();
    const m1 = await member();
    const id = await group(owner, [m1]);
    const { hub, events } = recordingHub();
    const svc = createChatService({ db, hub });
    await svc.mute(authOf(owner), id, { memberId: m1.user.id, reason: 'Calm down', durationMinutes: 5 });
    expect(events.at(-1)).toMatchObject({
      type: 'moderation',
      channelId: id,
      payload: { action: 'MUTED', userId: m1.user.id },
    });
    await svc.ban(authOf(owner), id, { memberId: m1.user.id, reason: 'Enough' });
    const banned = events.find(
      (e) => e.type === 'moderation' && (e.payload as Record<string, unknown>).action === 'BANNED',
    )!;
    expect(banned.recipients).toContain(m1.user.id);
    await svc.setFrozen(authOf(owner), id, true);
    expect(
      events.some((e) => e.type === 'channel' && (e.payload as Record<string, unknown>).action === 'FROZEN'),
    ).toBe(true);
  });

  it('an offline recipient of a one-to-one message gets one notice until they read', async () => {
    const a = await member('Nina');
    const b = await member();
    const { channel } = await openDirect(a, b);
    const countNotices = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'CHAT_MESSAGE')))
      ).length;
    // Through the app: b has no socket.
    for (let i = 0; i < 3; i++) await ok(await send(a, channel.id, `ping ${i}`));
    expect(await countNotices()).toBe(1);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, b.user.id));
    expect(notice).toMatchObject({
      title: 'New message from Nina T.',
      body: 'ping 0',
      link: `/chat?channel=${channel.id}`,
    });
    await ok(await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body: { seq: 3 } }));
    await ok(await send(a, channel.id, 'ping again'));
    expect(await countNotices()).toBe(2);
    // Online recipients get none.
    await ok(await call(app, 'markChatRead', { as: b, params: { id: channel.id }, body: { seq: 4 } }));
    const svc = createChatService({ db, hub: recordingHub(new Set([b.user.id])).hub });
    await svc.send(authOf(a), channel.id, { clientId: cid(), kind: 'TEXT', text: 'online now' });
    expect(await countNotices()).toBe(2);
  });
});

it('the registry messages exist', () => {
  expect(VALIDATION_MESSAGES.required).toBeTruthy();
});

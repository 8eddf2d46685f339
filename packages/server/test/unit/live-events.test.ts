/**
 * The live protocol and the hub agree: every event the hub can publish has a schema in the contracts'
 * map (or is the hub's own 'session-ended'), and every schema is of an event something publishes; what the
 * hub delivers passes the check the member app makes; every frame type is documented.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkLiveClientFrame,
  checkLiveServerFrame,
  LIVE_CLIENT_FRAMES,
  LIVE_FRAME_DOCS,
  LIVE_HUB_EVENTS,
  LIVE_SERVER_FRAMES,
  LIVE_SOCKET_FRAMES,
  type LiveClientFrame,
  type LiveHubEvent,
  type LiveHubEventType,
  type LiveServerFrame,
} from '@barterbits/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ChatEvent, type ChatHub, HUB_EVENTS } from '../../src/modules/chat/hub.ts';

const C1 = '00000000-0000-4000-8000-0000000000c1';
const U1 = '00000000-0000-4000-8000-0000000000a1';
const AT = '2026-11-29T10:00:00.000Z';

/** One valid event of each type the hub carries (the compiler holds it to the map: a type missing fails). */
const SAMPLES: { [K in ChatEvent['type']]: Extract<ChatEvent, { type: K }> } = {
  message: {
    type: 'message',
    channelId: C1,
    recipients: [U1],
    payload: {
      id: '00000000-0000-4000-8000-0000000000d1',
      channelId: C1,
      seq: 1,
      kind: 'TEXT',
      sender: { id: U1, displayName: 'Alex M.', profilePhoto: null },
      clientId: 'client-0001',
      text: 'Hello',
      image: null,
      offer: null,
      createdAt: AT,
    },
  },
  read: { type: 'read', channelId: C1, recipients: [U1], payload: { userId: U1, readSeq: 1 } },
  typing: { type: 'typing', channelId: C1, recipients: [U1], payload: { userId: U1 } },
  channel: { type: 'channel', channelId: C1, recipients: [U1], payload: { action: 'CREATED', userId: U1 } },
  member: { type: 'member', channelId: C1, recipients: [U1], payload: { action: 'JOINED', userId: U1 } },
  moderation: {
    type: 'moderation',
    channelId: null,
    recipients: [U1],
    payload: { action: 'BANNED_EVERYWHERE', userId: U1, until: null, reason: 'Spam' },
  },
  unread: {
    type: 'unread',
    channelId: C1,
    recipients: [U1],
    payload: { total: 2, channelId: C1, unreadCount: 1 },
  },
  notice: {
    type: 'notice',
    channelId: null,
    recipients: [U1],
    payload: {
      id: '00000000-0000-4000-8000-0000000000e1',
      type: 'CHAT_MESSAGE',
      title: 'New message',
      body: 'Alex sent you a message.',
      link: null,
      read: false,
      readAt: null,
      createdAt: AT,
    },
  },
  'notices-read': { type: 'notices-read', channelId: null, recipients: [U1], payload: { unread: 0 } },
  'session-ended': {
    type: 'session-ended',
    channelId: null,
    recipients: [U1],
    payload: { sessionId: null, reason: 'logout' },
  },
};

const keys = (o: object) => Object.keys(o).sort();

describe('the hub and the live protocol', () => {
  it('types: the hub publishes exactly the map’s events and its own session-ended; the socket sends them as frames', () => {
    expectTypeOf<ChatEvent['type']>().toEqualTypeOf<LiveHubEventType | 'session-ended'>();
    expectTypeOf<Parameters<ChatHub['publish']>[0]>().toEqualTypeOf<ChatEvent>();
    expectTypeOf<LiveHubEvent>().toExtend<LiveServerFrame>();
    expectTypeOf<Extract<ChatEvent, { type: 'message' }>['payload']>().toEqualTypeOf<
      LiveHubEvent<'message'>['payload']
    >();
    expectTypeOf<LiveClientFrame['type']>().toEqualTypeOf<'auth' | 'typing' | 'ping'>();
  });

  it('the hub’s map is the contracts’ hub events and session-ended; every hub event is a server frame', () => {
    expect(keys(HUB_EVENTS)).toEqual(keys({ ...LIVE_HUB_EVENTS, 'session-ended': null }));
    expect(keys(LIVE_SERVER_FRAMES)).toEqual(keys({ ...LIVE_HUB_EVENTS, ...LIVE_SOCKET_FRAMES }));
    expect(keys(SAMPLES)).toEqual(keys(HUB_EVENTS));
  });

  it('each sample passes its schemas, and what the socket delivers of it passes the member app’s check', () => {
    for (const [type, event] of Object.entries(SAMPLES)) {
      const def = HUB_EVENTS[type as ChatEvent['type']];
      expect(def.channelId.safeParse(event.channelId).success, type).toBe(true);
      expect(def.payload.safeParse(event.payload).success, type).toBe(true);
      if (type === 'session-ended') continue;
      const { type: t, channelId, payload } = event;
      expect(checkLiveServerFrame({ type: t, channelId, payload }), type).toEqual({
        ok: true,
        frame: { type: t, channelId, payload },
      });
    }
    expect(checkLiveServerFrame({ type: 'session-ended', channelId: null, payload: null }).ok).toBe(false);
  });

  it('every event type published in the server’s code has a schema, and every schema is published', () => {
    // The literals of the events the modules put on the hub: `{ type: '…', channelId, … }` objects and
    // chat's `change('…', …)` helper, in every source file that publishes.
    const src = path.resolve(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const published = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(src, file), 'utf8');
      if (!/\.publish(All)?\(|\bpublish\(\[/.test(text)) continue;
      for (const m of text.matchAll(/\btype: '([a-z-]+)',\s*channelId\b/g)) published.add(m[1]!);
      for (const m of text.matchAll(/\bchange\(\s*'([a-z-]+)'/g)) published.add(m[1]!);
      for (const m of text.matchAll(/\btype: '([a-z-]+)',\s*\n\s*channelId\b/g)) published.add(m[1]!);
    }
    // chat.socket.ts publishes 'typing' and writes its own frames the same way.
    const hubOrSocket = new Set([...Object.keys(HUB_EVENTS), ...Object.keys(LIVE_SOCKET_FRAMES)]);
    expect([...published].filter((t) => !hubOrSocket.has(t))).toEqual([]);
    expect(Object.keys(HUB_EVENTS).filter((t) => !published.has(t))).toEqual([]);
  });

  it('client frames: each type is checked by its schema; unknown and invalid ones are refused with a reason', () => {
    expect(checkLiveClientFrame({ type: 'ping' })).toEqual({ ok: true, frame: { type: 'ping' } });
    expect(checkLiveClientFrame({ type: 'typing', channelId: C1, extra: 1 })).toEqual({
      ok: true,
      frame: { type: 'typing', channelId: C1 },
    });
    expect(checkLiveClientFrame({ type: 'auth', token: 'a.b.c' }).ok).toBe(true);
    expect(checkLiveClientFrame({ type: 'subscribe' })).toEqual({
      ok: false,
      reason: 'Unknown frame type "subscribe".',
    });
    expect(checkLiveClientFrame({ type: 'typing', channelId: 'c1' })).toEqual({
      ok: false,
      reason: 'The typing frame needs a valid channelId.',
    });
    expect(checkLiveClientFrame({ type: 'auth', token: '' })).toEqual({
      ok: false,
      reason: 'The auth frame needs a valid token.',
    });
    for (const bad of [null, 'ping', [1, 2], { type: 3 }, { channelId: C1 }])
      expect(checkLiveClientFrame(bad).ok, JSON.stringify(bad)).toBe(false);
    expect(keys(LIVE_CLIENT_FRAMES)).toEqual(['auth', 'ping', 'typing']);
  });

  it('every frame type of both directions is documented', () => {
    expect(keys(LIVE_FRAME_DOCS.server)).toEqual(keys(LIVE_SERVER_FRAMES));
    expect(keys(LIVE_FRAME_DOCS.client)).toEqual(keys(LIVE_CLIENT_FRAMES));
  });
});

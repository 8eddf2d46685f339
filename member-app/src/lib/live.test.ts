// First: the API client's modules read local storage when loaded.
import './memory-local-storage.ts';
import type {
  ChatSocket,
  ChatSocketFrame,
  ChatSocketOptions,
  ChatSocketStatus,
} from '@barterbits/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import {
  chatUnreadKey,
  chatUnreadQueryOptions,
  getLiveStatus,
  type LiveEvent,
  liveSocketUrl,
  sendTyping,
  setChatUnreadTotal,
  startLive,
  subscribeLive,
  toLiveEvent,
} from './live.ts';

const getChatUnread = vi.fn();

/** A socket the test drives through the options startLive gave it. */
function fakeSocket() {
  let opts!: ChatSocketOptions;
  let status: ChatSocketStatus = 'idle';
  const sent: unknown[] = [];
  const socket: ChatSocket = {
    start: vi.fn(() => {
      status = 'connecting';
      opts.onStatus?.(status);
    }),
    stop: vi.fn(() => {
      status = 'idle';
      opts.onStatus?.(status);
    }),
    send: vi.fn((frame) => {
      if (status !== 'open') return false;
      sent.push(frame);
      return true;
    }),
    status: () => status,
  };
  const create = (o: ChatSocketOptions) => {
    opts = o;
    return socket;
  };
  return {
    socket,
    create,
    sent,
    get opts() {
      return opts;
    },
    frame(type: string, payload: unknown = null, channelId: string | null = null) {
      opts.onEvent({ type, channelId, payload });
    },
    ready(userId = U1) {
      status = 'open';
      opts.onStatus?.('open');
      opts.onEvent({ type: 'ready', channelId: null, payload: { userId } });
    },
  };
}

const C1 = '00000000-0000-4000-8000-0000000000c1';
const U1 = '00000000-0000-4000-8000-0000000000a1';
const U2 = '00000000-0000-4000-8000-0000000000a2';
/** A valid 'message' payload (the contracts' ZChatMessage). */
const chatMessage = (seq: number, text = 'Hello') => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  channelId: C1,
  seq,
  kind: 'TEXT',
  sender: { id: U2, displayName: 'Sam T.', profilePhoto: null },
  clientId: null,
  text,
  image: null,
  offer: null,
  createdAt: '2026-11-29T10:00:00.000Z',
});
/** A valid frame of each hub event type, as the server sends it. */
const HUB_FRAMES: ChatSocketFrame[] = [
  { type: 'message', channelId: C1, payload: chatMessage(3) },
  { type: 'read', channelId: C1, payload: { userId: U2, readSeq: 3 } },
  { type: 'typing', channelId: C1, payload: { userId: U2 } },
  { type: 'channel', channelId: C1, payload: { action: 'FROZEN', userId: U2 } },
  { type: 'member', channelId: C1, payload: { action: 'JOINED', userId: U2 } },
  { type: 'moderation', channelId: null, payload: { action: 'BANNED_EVERYWHERE', userId: U1 } },
  { type: 'unread', channelId: C1, payload: { total: 2, channelId: C1, unreadCount: 1 } },
  {
    type: 'notice',
    channelId: null,
    payload: {
      id: '00000000-0000-4000-8000-0000000000e1',
      type: 'CHAT_MESSAGE',
      title: 'New message',
      body: 'Sam sent you a message.',
      link: null,
      read: false,
      readAt: null,
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  },
  { type: 'notices-read', channelId: null, payload: { unread: 0 } },
];

let queryClient: QueryClient;
let events: LiveEvent[];
let stops: (() => void)[];
const start = (userId = U1) => {
  const fake = fakeSocket();
  stops.push(startLive(userId, queryClient, fake.create));
  return fake;
};

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  events = [];
  stops = [subscribeLive((e) => events.push(e))];
  getChatUnread.mockReset();
  // The API client as the live layer uses it, stood in for by spies on the real one (not a module mock: the
  // other files of this worker share its modules).
  vi.spyOn(api, 'getChatUnread').mockImplementation(() => getChatUnread());
  vi.spyOn(api.session, 'getAccessToken').mockReturnValue('access-1');
  vi.spyOn(api, 'refreshToken').mockResolvedValue({} as Awaited<ReturnType<typeof api.refreshToken>>);
});
afterEach(() => {
  for (const stop of stops) stop();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('toLiveEvent', () => {
  const f = (type: string, payload: unknown = null, channelId: string | null = null): ChatSocketFrame => ({
    type,
    channelId,
    payload,
  });
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('turns ready into connected with the reconnect flag, passes resync, maintenance and every hub event', () => {
    expect(toLiveEvent(f('ready', { userId: U1 }), false)).toEqual({
      type: 'connected',
      channelId: null,
      payload: { userId: U1, reconnect: false },
    });
    expect(toLiveEvent(f('ready', { userId: U1 }), true)?.payload).toEqual({ userId: U1, reconnect: true });
    expect(toLiveEvent(f('resync'), false)).toEqual({ type: 'resync', channelId: null, payload: null });
    expect(toLiveEvent(f('maintenance'), false)).toEqual({
      type: 'maintenance',
      channelId: null,
      payload: null,
    });
    for (const frame of HUB_FRAMES) expect(toLiveEvent(frame, false), frame.type).toEqual(frame);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops pong and error frames, which are not for listeners', () => {
    expect(toLiveEvent(f('pong', { at: '2026-11-29T10:00:00.000Z' }), false)).toBeNull();
    expect(toLiveEvent(f('error', { code: 'BAD_FRAME', message: 'No.' }), false)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops and logs a frame of an unknown type, or one not valid for its type', () => {
    const bad = [
      f('session-ended', { sessionId: null, reason: 'logout' }),
      f('notices'),
      f('message', { seq: 3 }, C1),
      f('message', chatMessage(3), 'not-a-channel-id'),
      f('read', { userId: U2, readSeq: -1 }, C1),
      f('unread', { total: '2' }, C1),
      f('notices-read', { unread: 1 }, C1),
      f('ready', {}),
      f('resync', { extra: true }),
    ];
    for (const frame of bad) expect(toLiveEvent(frame, false), JSON.stringify(frame)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown frame type "session-ended"');
    expect(String(warn.mock.calls[2]?.[0])).toContain('message:');
  });
});

describe('liveSocketUrl', () => {
  it('is ws beside http and wss beside https, on the page’s host and port', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/v1/chat/socket',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'app.barterbits.ca' })).toBe(
      'wss://app.barterbits.ca/v1/chat/socket',
    );
  });
});

describe('startLive', () => {
  it('uses the session’s token and refresh, and reports the socket’s status', () => {
    const fake = start();
    expect(fake.socket.start).toHaveBeenCalledTimes(1);
    expect(fake.opts.getAccessToken()).toBe('access-1');
    expect(getLiveStatus()).toBe('connecting');
    fake.ready();
    expect(getLiveStatus()).toBe('open');
  });

  it('emits connected (reconnect false, then true) and passes hub events and resync on', () => {
    const fake = start();
    fake.ready(U1);
    fake.frame('message', chatMessage(1), C1);
    fake.frame('error', { code: 'BAD_FRAME', message: 'No.' });
    fake.ready(U1);
    fake.frame('resync');
    expect(events.map((e) => [e.type, e.type === 'connected' ? e.payload.reconnect : e.channelId])).toEqual([
      ['connected', false],
      ['message', C1],
      ['connected', true],
      ['resync', null],
    ]);
  });

  it('a malformed frame is ignored, the connection goes on, and the valid frames after it reach typed handlers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = start();
    fake.ready(U1);
    const texts: (string | null)[] = [];
    const unread: number[] = [];
    stops.push(
      subscribeLive((event) => {
        // Typed by the contracts' map: a 'message' carries a TChatMessage, an 'unread' its totals.
        if (event.type === 'message') texts.push(event.payload.text);
        if (event.type === 'unread') unread.push(event.payload.total);
      }),
    );
    fake.frame('message', { text: 'no seq, no id' }, C1);
    fake.frame('unread', { total: -1, channelId: C1, unreadCount: 0 }, C1);
    fake.frame('mystery', { anything: true });
    fake.frame('message', chatMessage(2, 'valid'), C1);
    fake.frame('unread', { total: 5, channelId: C1, unreadCount: 1 }, C1);
    expect(texts).toEqual(['valid']);
    expect(unread).toEqual([5]);
    expect(queryClient.getQueryData(chatUnreadKey(U1))).toBe(5);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(fake.socket.stop).not.toHaveBeenCalled();
    expect(getLiveStatus()).toBe('open');
    warn.mockRestore();
  });

  it('a maintenance frame asks for a restriction check and is passed on', () => {
    const fake = fakeSocket();
    const onMaintenance = vi.fn();
    stops.push(startLive(U1, queryClient, fake.create, { onMaintenance }));
    fake.ready(U1);
    expect(onMaintenance).not.toHaveBeenCalled();
    fake.frame('maintenance');
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(events.at(-1)).toEqual({ type: 'maintenance', channelId: null, payload: null });
  });

  it('a throwing listener does not keep the event from the others', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    stops.push(
      subscribeLive(() => {
        throw new Error('boom');
      }),
    );
    const later: LiveEvent[] = [];
    stops.push(subscribeLive((e) => later.push(e)));
    start().ready();
    expect(later).toHaveLength(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('a second start stops the first socket; the first stop function then leaves the second alone', () => {
    const first = start(U1);
    const stopFirst = stops.at(-1)!;
    const second = start(U1);
    expect(first.socket.stop).toHaveBeenCalled();
    stopFirst();
    second.ready();
    expect(getLiveStatus()).toBe('open');
    expect(sendTyping('c1')).toBe(true);
  });

  it('stop: the socket stops and the status is idle', () => {
    const fake = start();
    fake.ready();
    stops.at(-1)!();
    expect(fake.socket.stop).toHaveBeenCalled();
    expect(getLiveStatus()).toBe('idle');
    expect(sendTyping('c1')).toBe(false);
  });
});

describe('sendTyping', () => {
  it('sends a typing frame when open, false before', () => {
    const fake = start();
    expect(sendTyping('c1')).toBe(false);
    fake.ready();
    expect(sendTyping('c1')).toBe(true);
    expect(fake.sent).toEqual([{ type: 'typing', channelId: 'c1' }]);
  });
});

describe('the unread total', () => {
  const total = () => queryClient.getQueryData(chatUnreadKey(U1));

  it('is fetched from GET /chat/unread', async () => {
    getChatUnread.mockResolvedValue({ data: { total: 4, channels: 2 } });
    await queryClient.fetchQuery(chatUnreadQueryOptions(U1));
    expect(total()).toBe(4);
  });

  it('an unread event sets it, and a GET under way does not overwrite it with its older answer', async () => {
    let answer!: (v: unknown) => void;
    getChatUnread.mockReturnValue(new Promise((r) => (answer = r)));
    const fake = start();
    const fetching = queryClient.fetchQuery(chatUnreadQueryOptions(U1)).catch(() => undefined);
    fake.frame('unread', { total: 7, channelId: C1, unreadCount: 1 }, C1);
    answer({ data: { total: 6, channels: 1 } });
    await fetching;
    expect(total()).toBe(7);
    expect(events.at(-1)?.type).toBe('unread');
  });

  it('is fetched again on each connected and on resync', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const fake = start();
    fake.ready();
    fake.ready();
    fake.frame('resync');
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatUnreadKey(U1) });
  });

  it('setChatUnreadTotal sets it for the connected member', () => {
    start(U1);
    setChatUnreadTotal(0);
    expect(total()).toBe(0);
    setChatUnreadTotal(3);
    expect(total()).toBe(3);
  });
});

import type {
  ChatSocket,
  ChatSocketFrame,
  ChatSocketOptions,
  ChatSocketStatus,
} from '@barterbits/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
vi.mock('./api.ts', () => ({
  api: {
    getChatUnread: () => getChatUnread(),
    session: { getAccessToken: () => 'access-1' },
    refreshToken: vi.fn(async () => ({})),
  },
}));

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
    ready(userId = 'u1') {
      status = 'open';
      opts.onStatus?.('open');
      opts.onEvent({ type: 'ready', channelId: null, payload: { userId } });
    },
  };
}

let queryClient: QueryClient;
let events: LiveEvent[];
let stops: (() => void)[];
const start = (userId = 'u1') => {
  const fake = fakeSocket();
  stops.push(startLive(userId, queryClient, fake.create));
  return fake;
};

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  events = [];
  stops = [subscribeLive((e) => events.push(e))];
  getChatUnread.mockReset();
});
afterEach(() => {
  for (const stop of stops) stop();
  queryClient.clear();
});

describe('toLiveEvent', () => {
  it('turns ready into connected with the reconnect flag, passes resync and hub events, drops the rest', () => {
    const f = (type: string, payload: unknown = null, channelId: string | null = null): ChatSocketFrame => ({
      type,
      channelId,
      payload,
    });
    expect(toLiveEvent(f('ready', { userId: 'u1' }), false)).toEqual({
      type: 'connected',
      channelId: null,
      payload: { userId: 'u1', reconnect: false },
    });
    expect(toLiveEvent(f('ready', { userId: 'u1' }), true)?.payload).toEqual({
      userId: 'u1',
      reconnect: true,
    });
    expect(toLiveEvent(f('resync'), false)).toEqual({ type: 'resync', channelId: null, payload: null });
    expect(toLiveEvent(f('maintenance'), false)).toEqual({
      type: 'maintenance',
      channelId: null,
      payload: null,
    });
    const message = f('message', { seq: 3 }, 'c1');
    expect(toLiveEvent(message, false)).toBe(message);
    for (const type of [
      'read',
      'typing',
      'channel',
      'member',
      'moderation',
      'unread',
      'notice',
      'notices-read',
    ])
      expect(toLiveEvent(f(type), false)?.type).toBe(type);
    expect(toLiveEvent(f('error', { code: 'BAD_FRAME' }), false)).toBeNull();
    expect(toLiveEvent(f('session-ended'), false)).toBeNull();
    expect(toLiveEvent(f('notices'), false)).toBeNull();
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
    fake.ready('u1');
    fake.frame('message', { seq: 1 }, 'c1');
    fake.frame('error', { code: 'BAD_FRAME' });
    fake.ready('u1');
    fake.frame('resync');
    expect(events.map((e) => [e.type, e.type === 'connected' ? e.payload.reconnect : e.channelId])).toEqual([
      ['connected', false],
      ['message', 'c1'],
      ['connected', true],
      ['resync', null],
    ]);
  });

  it('a maintenance frame asks for a restriction check and is passed on', () => {
    const fake = fakeSocket();
    const onMaintenance = vi.fn();
    stops.push(startLive('u1', queryClient, fake.create, { onMaintenance }));
    fake.ready('u1');
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
    const first = start('u1');
    const stopFirst = stops.at(-1)!;
    const second = start('u1');
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
  const total = () => queryClient.getQueryData(chatUnreadKey('u1'));

  it('is fetched from GET /chat/unread', async () => {
    getChatUnread.mockResolvedValue({ data: { total: 4, channels: 2 } });
    await queryClient.fetchQuery(chatUnreadQueryOptions('u1'));
    expect(total()).toBe(4);
  });

  it('an unread event sets it, and a GET under way does not overwrite it with its older answer', async () => {
    let answer!: (v: unknown) => void;
    getChatUnread.mockReturnValue(new Promise((r) => (answer = r)));
    const fake = start();
    const fetching = queryClient.fetchQuery(chatUnreadQueryOptions('u1')).catch(() => undefined);
    fake.frame('unread', { total: 7, channelId: 'c1', unreadCount: 1 }, 'c1');
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
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatUnreadKey('u1') });
  });

  it('setChatUnreadTotal sets it for the connected member', () => {
    start('u1');
    setChatUnreadTotal(0);
    expect(total()).toBe(0);
    setChatUnreadTotal(3);
    expect(total()).toBe(3);
  });
});

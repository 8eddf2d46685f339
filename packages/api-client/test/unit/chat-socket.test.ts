/**
 * The chat socket client against a fake WebSocket and fake timers: authentication by subprotocol,
 * what each close code does, backoff, wake-ups, ping/pong and stop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  type ChatSocketFrame,
  type ChatSocketOptions,
  type ChatSocketStatus,
  type ChatWebSocket,
  createChatSocket,
} from '../../src/index.ts';

const URL = 'ws://app.test/v1/chat/socket';

/** A WebSocket the test drives: every instance is recorded; `serverSend` / `serverClose` act as the server. */
class FakeSocket implements ChatWebSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onmessage: ChatWebSocket['onmessage'] = null;
  onclose: ChatWebSocket['onclose'] = null;
  onerror: ChatWebSocket['onerror'] = null;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  serverSend(type: string, payload: unknown = null, channelId: string | null = null) {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify({ type, channelId, payload }) });
  }
  ready(userId = 'u1') {
    this.serverSend('ready', { userId });
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code, reason });
  }
}

const last = () => FakeSocket.all.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(overrides: Partial<ChatSocketOptions> = {}) {
  let token = 'tok-1';
  let wake: (() => void) | undefined;
  const events: ChatSocketFrame[] = [];
  const statuses: ChatSocketStatus[] = [];
  const refresh = vi.fn(async () => {
    token = `tok-${Number(token.slice(4)) + 1}`;
  });
  const unsubscribeWake = vi.fn();
  const socket = createChatSocket({
    url: URL,
    getAccessToken: () => token,
    refresh,
    WebSocketImpl: FakeSocket,
    onEvent: (f) => events.push(f),
    onStatus: (s) => statuses.push(s),
    // Jitter off: each delay is its full value (500, 1000, 2000, … 15000).
    random: () => 1,
    onWake: (w) => {
      wake = w;
      return unsubscribeWake;
    },
    ...overrides,
  });
  return {
    socket,
    events,
    statuses,
    refresh,
    unsubscribeWake,
    wake: () => wake?.(),
    setToken: (t: string | undefined) => {
      token = t as string;
    },
  };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting', () => {
  it('offers barterbits.v1 and the token as subprotocols, and is open on the server’s ready', () => {
    const t = setup();
    t.socket.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe(URL);
    expect(last().protocols).toEqual(['barterbits.v1', 'token.tok-1']);
    expect(t.socket.status()).toBe('connecting');

    last().ready('member-1');
    expect(t.socket.status()).toBe('open');
    expect(t.statuses).toEqual(['connecting', 'open']);
    expect(t.events).toEqual([{ type: 'ready', channelId: null, payload: { userId: 'member-1' } }]);
  });

  it('passes every server frame on in order, except pong and frames that are not JSON', () => {
    const t = setup();
    t.socket.start();
    last().ready();
    last().serverSend('message', { seq: 1 }, 'c1');
    last().serverSend('pong', { at: 'now' });
    last().onmessage?.({ data: 'not json' });
    last().serverSend('unread', { total: 3 });
    expect(t.events.map((e) => [e.type, e.channelId])).toEqual([
      ['ready', null],
      ['message', 'c1'],
      ['unread', null],
    ]);
  });

  it('offers a tester’s unlock pass as a third subprotocol, read at each attempt', async () => {
    let pass: string | undefined;
    const t = setup({ getUnlockPass: () => pass });
    t.socket.start();
    expect(last().protocols).toEqual(['barterbits.v1', 'token.tok-1']);
    pass = 'lock.123.sig';
    last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(500);
    expect(last().protocols).toEqual(['barterbits.v1', 'token.tok-1', 'unlock.lock.123.sig']);
  });

  it('start() while running opens no second socket', () => {
    const t = setup();
    t.socket.start();
    t.socket.start();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reads the url at each attempt when it is a function', async () => {
    let n = 0;
    const t = setup({ url: () => `${URL}?n=${++n}` });
    t.socket.start();
    last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all.map((s) => s.url)).toEqual([`${URL}?n=1`, `${URL}?n=2`]);
  });
});

describe('close codes', () => {
  it('4001: refreshes once, reconnects with the new token, and is open again', async () => {
    const t = setup();
    t.socket.start();
    last().ready();
    last().serverClose(4001, 'token-expired');
    expect(t.socket.status()).toBe('reconnecting');
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(last().protocols).toEqual(['barterbits.v1', 'token.tok-2']);
    last().ready();
    expect(t.socket.status()).toBe('open');
  });

  it('4001 and the refresh fails: the session ended, so it stops for good', async () => {
    const t = setup();
    t.refresh.mockRejectedValueOnce(new Error('session ended'));
    t.socket.start();
    last().ready();
    last().serverClose(4001, 'session-ended');
    await flush();
    expect(t.socket.status()).toBe('closed');
    expect(t.unsubscribeWake).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('4001 "logout": this session was signed out, so it stops without refreshing', async () => {
    const t = setup();
    t.socket.start();
    last().ready();
    last().serverClose(4001, 'logout');
    await flush();
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.socket.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('4001 again right after a refresh waits its backoff before refreshing, and gives up after three', async () => {
    const t = setup();
    t.socket.start();
    last().serverClose(4001);
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    last().serverClose(4001);
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.refresh).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(3);
    last().serverClose(4001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.refresh).toHaveBeenCalledTimes(3);
    last().serverClose(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.refresh).toHaveBeenCalledTimes(3);
    expect(t.socket.status()).toBe('closed');
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('4003: stops for good, no retry', async () => {
    const t = setup();
    t.socket.start();
    last().serverClose(4003, 'members-only');
    expect(t.socket.status()).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('4008: one retry with a refreshed token; a second 4008 stops', async () => {
    const t = setup();
    t.socket.start();
    last().serverClose(4008, 'auth-timeout');
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().serverClose(4008, 'auth-timeout');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.socket.status()).toBe('closed');
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('4503: tells the note, then tries once per 2 minutes whatever wakes it, and is open again after the lock', async () => {
    const notes: string[] = [];
    const t = setup({ onMaintenance: (note) => notes.push(note) });
    t.socket.start();
    last().ready();
    last().serverClose(4503, 'Back at 3 pm.');
    expect(notes).toEqual(['Back at 3 pm.']);
    expect(t.socket.status()).toBe('reconnecting');
    // Back online or visible again does not shorten the wait (no hammering while locked).
    t.wake();
    await vi.advanceTimersByTimeAsync(120_000 - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    // Still locked: refused at once, and the next try waits 2 minutes again (no backoff growth either way).
    last().serverClose(4503, 'Back at 3 pm.');
    await vi.advanceTimersByTimeAsync(119_999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().ready();
    expect(t.socket.status()).toBe('open');
    expect(t.refresh).not.toHaveBeenCalled();
    // Once open again, an ordinary drop is retried with the usual backoff, and wake-ups work again.
    last().serverClose(1006);
    t.wake();
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('4503: the wait is jittered within [1, 2] minutes', async () => {
    const t = setup({ random: () => 0 });
    t.socket.start();
    last().serverClose(4503, 'note');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it.each([1001, 1006, 1011, 1013])(
    '%i: reconnects after a backoff doubling from 500 ms to 15 s',
    async (code) => {
      const t = setup();
      t.socket.start();
      last().ready();
      const waits = [500, 1000, 2000, 4000, 8000, 15_000, 15_000];
      for (const [i, ms] of waits.entries()) {
        last().serverClose(code);
        expect(t.socket.status()).toBe('reconnecting');
        await vi.advanceTimersByTimeAsync(ms - 1);
        expect(FakeSocket.all).toHaveLength(i + 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(FakeSocket.all).toHaveLength(i + 2);
      }
      expect(t.refresh).not.toHaveBeenCalled();
      // 'ready' resets the backoff.
      last().ready();
      last().serverClose(code);
      await vi.advanceTimersByTimeAsync(500);
      expect(FakeSocket.all).toHaveLength(waits.length + 2);
    },
  );

  it('stays "connecting" while the first connection fails, "reconnecting" once it has been open', async () => {
    const t = setup();
    t.socket.start();
    last().serverClose(1006);
    expect(t.socket.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(500);
    last().ready();
    last().serverClose(1006);
    expect(t.statuses).toEqual(['connecting', 'open', 'reconnecting']);
  });

  it('refreshes first when no access token is stored', async () => {
    const t = setup();
    t.setToken(undefined);
    t.refresh.mockImplementationOnce(async () => t.setToken('fresh'));
    t.socket.start();
    expect(FakeSocket.all).toHaveLength(0);
    await flush();
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(last().protocols).toEqual(['barterbits.v1', 'token.fresh']);
  });
});

describe('wake-ups', () => {
  it('back online or visible again while waiting: reconnects at once', async () => {
    const t = setup();
    t.socket.start();
    last().ready();
    last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(500);
    last().serverClose(1006);
    expect(FakeSocket.all).toHaveLength(2);
    t.wake();
    expect(FakeSocket.all).toHaveLength(3);
    // The timer it replaced does not open another one.
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('while open: checks the connection with a ping at once', () => {
    const t = setup();
    t.socket.start();
    last().ready();
    t.wake();
    expect(last().sent).toEqual([{ type: 'ping' }]);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('ping and pong', () => {
  it('pings every 25 s; a pong keeps the socket', async () => {
    const t = setup();
    t.socket.start();
    last().ready();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(last().sent).toEqual([{ type: 'ping' }]);
    last().serverSend('pong', {});
    await vi.advanceTimersByTimeAsync(25_000);
    expect(last().sent).toHaveLength(2);
    last().serverSend('pong', {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.socket.status()).toBe('open');
  });

  it('no frame within 10 s of a ping: the socket is dead, closed and replaced', async () => {
    const t = setup();
    t.socket.start();
    const first = last();
    first.ready();
    await vi.advanceTimersByTimeAsync(25_000 + 10_000);
    expect(first.closedWith).not.toBeNull();
    expect(t.socket.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(2);
    // The dead socket's late close changes nothing.
    first.serverClose(1006);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('no ready within 15 s of opening: tries again', async () => {
    const t = setup();
    t.socket.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(FakeSocket.all[0]!.closedWith).not.toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(2);
    expect(t.socket.status()).toBe('connecting');
  });

  it('a frame other than ready does not stand for it: the ready deadline still holds', async () => {
    setup().socket.start();
    last().serverSend('error', { code: 'BAD_FRAME' });
    await vi.advanceTimersByTimeAsync(15_000 + 500);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('send and stop', () => {
  it('send: false until open, then the frame goes out as JSON', () => {
    const t = setup();
    expect(t.socket.send({ type: 'typing', channelId: 'c1' })).toBe(false);
    t.socket.start();
    expect(t.socket.send({ type: 'typing', channelId: 'c1' })).toBe(false);
    last().ready();
    expect(t.socket.send({ type: 'typing', channelId: 'c1' })).toBe(true);
    expect(last().sent).toEqual([{ type: 'typing', channelId: 'c1' }]);
  });

  it('stop: closes with 1000, status idle, no reconnect, and ignores the late close', async () => {
    const t = setup();
    t.socket.start();
    last().ready();
    t.socket.stop();
    expect(last().closedWith).toEqual({ code: 1000, reason: 'stopped' });
    expect(t.socket.status()).toBe('idle');
    expect(t.unsubscribeWake).toHaveBeenCalled();
    last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.socket.send({ type: 'ping' })).toBe(false);
  });

  it('stop during a refresh: the refresh ending opens nothing', async () => {
    let resolve!: () => void;
    const t = setup();
    t.refresh.mockImplementationOnce(() => new Promise<void>((r) => (resolve = r)));
    t.socket.start();
    last().serverClose(4001);
    t.socket.stop();
    resolve();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(t.socket.status()).toBe('idle');
  });

  it('can start again after stop', () => {
    const t = setup();
    t.socket.start();
    t.socket.stop();
    t.socket.start();
    expect(FakeSocket.all).toHaveLength(2);
    last().ready();
    expect(t.socket.status()).toBe('open');
  });
});

describe('backoffDelay', () => {
  it('is a random value in [d/2, d] with d doubling from initialMs up to maxMs', () => {
    const b = { initialMs: 500, maxMs: 15_000 };
    expect(backoffDelay(0, b, () => 0)).toBe(250);
    expect(backoffDelay(0, b, () => 1)).toBe(500);
    expect(backoffDelay(3, b, () => 0.5)).toBe(3000);
    expect(backoffDelay(30, b, () => 1)).toBe(15_000);
    expect(backoffDelay(30, b, () => 0)).toBe(7500);
  });
});

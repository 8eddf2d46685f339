/**
 * The chat socket client against the real server (ws as the WebSocket): it authenticates with the
 * subprotocol, receives a message sent over REST, and recovers from a refused token by refreshing it.
 */
import { COOKIE_ACCESS_TOKEN } from '@barterbits/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  type ChatSocket,
  type ChatSocketFrame,
  type ChatSocketStatus,
  type ChatWebSocketConstructor,
  createChatSocket,
} from '../../src/index.ts';
import { client, DEMO, startServer, type TestClient, type TestServer } from './server.ts';

let server: TestServer;
const sockets: ChatSocket[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const s of sockets) s.stop();
  await server?.close();
});

async function signedIn(who: keyof typeof DEMO): Promise<TestClient & { userId: string }> {
  const c = client(server);
  const res = await c.api.login(DEMO[who]);
  return { ...c, userId: res.data.user.id };
}

function liveFor(c: TestClient) {
  const frames: ChatSocketFrame[] = [];
  const statuses: ChatSocketStatus[] = [];
  const socket = createChatSocket({
    url: `${server.baseURL.replace(/^http/, 'ws')}/chat/socket`,
    getAccessToken: () => c.api.session.getAccessToken(),
    refresh: () => c.api.refreshToken(),
    WebSocketImpl: WebSocket as unknown as ChatWebSocketConstructor,
    onEvent: (f) => frames.push(f),
    onStatus: (s) => statuses.push(s),
    onWake: () => () => {},
  });
  sockets.push(socket);
  socket.start();
  return { socket, frames, statuses };
}

describe('chat socket client on the real server', () => {
  it('is open on ready and receives the message and unread events of a REST send', async () => {
    const alex = await signedIn('alex');
    const maple = await signedIn('maple');
    const live = liveFor(alex);
    await expect.poll(() => live.socket.status()).toBe('open');
    expect(live.frames[0]).toMatchObject({ type: 'ready', payload: { userId: alex.userId } });

    const opened = await maple.api.openDirectChannel({ memberId: alex.userId });
    const channelId = opened.data.channel.id;
    await maple.api.sendChatMessage(channelId, {
      kind: 'TEXT',
      text: 'Hello from the test',
      clientId: 'live-test-1',
    });

    await expect
      .poll(() => live.frames.map((f) => f.type))
      .toEqual(expect.arrayContaining(['message', 'unread']));
    const message = live.frames.find((f) => f.type === 'message');
    expect(message).toMatchObject({ channelId, payload: { text: 'Hello from the test' } });
    expect(live.socket.send({ type: 'typing', channelId })).toBe(true);
  });

  it('a refused access token (4001): refreshes it and is open again', async () => {
    const alex = await signedIn('alex');
    const refreshToken = alex.api.session.getRefreshToken();
    alex.store.set(COOKIE_ACCESS_TOKEN, 'not-a-valid-token', 1);
    const live = liveFor(alex);
    await expect.poll(() => live.socket.status(), { timeout: 5000 }).toBe('open');
    expect(alex.api.session.getRefreshToken()).not.toBe(refreshToken);
    expect(server.count('/user/refresh-token')).toBeGreaterThan(0);
    expect(live.statuses).toEqual(['connecting', 'open']);
  });
});

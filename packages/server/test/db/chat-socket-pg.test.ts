/**
 * Two server instances on one PostgreSQL database behave as one: an event published
 * through instance A reaches a socket connected to instance B through LISTEN/NOTIFY, large events
 * included; presence and session endings cross instances too. Skipped without DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { ChatEvent } from '../../src/modules/chat/hub.ts';
import { seedDemoData } from '../../src/seed.ts';
import { createPgDatabase, login, MEMBER, OTHER_MEMBER, usingPostgres } from '../helper.ts';
import { connectReady, type TestSocket } from './chat-socket-client.ts';

describe.skipIf(!usingPostgres)('chat across two instances on PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let portA = 0;
  let portB = 0;
  let drop: () => Promise<void>;
  let dbName = '';
  const opened: TestSocket[] = [];

  const start = async (url: string) => {
    const app = await buildApp({
      logger: false,
      databaseUrl: url,
      config: { env: 'test', logLevel: 'silent', enableTestApi: true },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const publishThrough = async (app: FastifyInstance, event: object) => {
    const res = await app.inject({ method: 'POST', url: '/v1/testing/chat/publish', payload: event });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    const db = await createPgDatabase();
    drop = db.drop;
    dbName = new URL(db.url).pathname.slice(1);
    a = await start(db.url);
    await seedDemoData(a);
    b = await start(db.url);
    portA = (a.server.address() as AddressInfo).port;
    portB = (b.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    for (const s of opened) s.ws.terminate();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('an event published through instance A reaches a socket on instance B (and one on A, once each)', async () => {
    const alex = await login(a, MEMBER);
    const onB = await connectReady(portB, alex.accessToken);
    const onA = await connectReady(portA, alex.accessToken);
    opened.push(onB, onA);
    const channelId = '00000000-0000-4000-8000-000000000002';
    await publishThrough(a, {
      type: 'message',
      channelId,
      recipients: [alex.user.id],
      payload: { text: 'hello' },
    });
    expect(await onB.next('message')).toEqual({ type: 'message', channelId, payload: { text: 'hello' } });
    expect(await onA.next('message')).toEqual({ type: 'message', channelId, payload: { text: 'hello' } });
    await Promise.all([onA.roundTrip(), onB.roundTrip()]);
    expect(onA.frames.concat(onB.frames).filter((f) => f.type === 'message')).toEqual([]);

    // An event larger than a NOTIFY payload (8,000 bytes) arrives whole.
    const big = 'é'.repeat(20_000);
    await publishThrough(a, { type: 'channel', channelId, recipients: [alex.user.id], payload: { big } });
    expect((await onB.next('channel')).payload).toEqual({ big });
  });

  it('events published together reach the other instance once each, in their order, a large one whole', async () => {
    const alex = await login(a, MEMBER);
    const onB = await connectReady(portB, alex.accessToken);
    opened.push(onB);
    const channelId = '00000000-0000-4000-8000-000000000003';
    const big = 'é'.repeat(20_000);
    const events = [
      { type: 'message' as const, channelId, recipients: [alex.user.id], payload: { text: 'first' } },
      { type: 'channel' as const, channelId, recipients: [alex.user.id], payload: { big } },
      { type: 'unread' as const, channelId, recipients: [alex.user.id], payload: { total: 1 } },
      { type: 'message' as const, channelId, recipients: [alex.user.id], payload: { text: 'last' } },
    ];
    // The transport only: the payloads go as they are, whatever their type's schema.
    await a.chatHub.publishAll(events as unknown as ChatEvent[]);
    const ours = (f: { channelId?: unknown }) => f.channelId === channelId;
    const received = [];
    for (let i = 0; i < events.length; i++) received.push(await onB.next(ours));
    expect(received).toEqual(events.map(({ type, payload }) => ({ type, channelId, payload })));
    await onB.roundTrip();
    expect(onB.frames.filter(ours)).toEqual([]);
  });

  it('presence and session endings cross instances', async () => {
    const sam = await login(b, OTHER_MEMBER);
    expect(await a.chatHub.isOnline(sam.user.id)).toBe(false);
    const onB = await connectReady(portB, sam.accessToken);
    opened.push(onB);
    expect(await a.chatHub.isOnline(sam.user.id)).toBe(true);
    // Signed out through instance A: the socket on B closes at once.
    const res = await a.inject({
      method: 'GET',
      url: '/v1/user/logout',
      headers: { authorization: `Bearer ${sam.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onB.closed).toEqual({ code: 4001, reason: 'logout' });
    await expect.poll(() => a.chatHub.isOnline(sam.user.id)).toBe(false);
  });

  it('LISTENs again after its connection is lost, and asks its sockets to catch up', async () => {
    const alex = await login(a, MEMBER);
    const onB = await connectReady(portB, alex.accessToken);
    opened.push(onB);
    // Kill the LISTEN connections of this database (A's and B's: both must come back).
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'barterbits-listen' AND datname = $1`,
      [dbName],
    );
    await admin.end();
    await onB.next('resync', 10_000);
    await publishThrough(a, {
      type: 'unread',
      channelId: null,
      recipients: [alex.user.id],
      payload: { n: 1 },
    });
    expect((await onB.next('unread')).payload).toEqual({ n: 1 });
  }, 20_000);
});

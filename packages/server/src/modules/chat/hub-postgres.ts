/**
 * The chat hub on PostgreSQL: every instance LISTENs on one channel and publishes with
 * `pg_notify`, so an event published on any instance reaches the sockets of every instance.
 *
 * - Delivery: an instance hands its own events to its subscribers at once (no round trip) and skips
 *   their echo from the database (each notification carries the publishing instance's id), so every
 *   instance sees each event exactly once.
 * - Size: NOTIFY payloads must stay under 8,000 bytes. An event whose envelope is larger is sent as
 *   base64 parts of at most CHUNK_CHARS in one statement (PostgreSQL delivers a transaction's
 *   notifications together, in order, at commit) and put together by each listener. No table, no
 *   reference to load, and any event (a long recipient list of a big group) fits.
 * - Several events at once (`publishAll`: a message and the unread counts it changes) go out in one
 *   statement too: one round trip, delivered together and in order.
 * - LISTEN: on the instance's shared LISTEN connection (lib/pg-listener.ts: direct, pinged, made again
 *   when lost); once it is back, `onGap` listeners are told (the socket layer asks its clients to catch
 *   up, since notifications sent while it was away are gone).
 * - Presence (`isOnline`): this instance's sockets first; else one presence query through the same
 *   channel, answered yes/no by every other listening instance (counted in pg_stat_activity by the
 *   listen connection's application_name), waiting for a yes, all answers, or PRESENCE_TIMEOUT_MS.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { LISTEN_APP_NAME, type PgListener } from '../../lib/pg-listener.ts';
import type { ChatEvent, ChatHub } from './hub.ts';

export const CHAT_NOTIFY_CHANNEL = 'barterbits_chat';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; keep a margin for the envelope. */
export const MAX_NOTIFY_BYTES = 7_900;
const CHUNK_CHARS = 7_000;
/** A bigger event is a bug (a message is under 250 characters): refused rather than flooding the queue. */
const MAX_EVENT_BYTES = 512 * 1024;
/** Parts of a split event not completed within this are dropped. */
const PARTIAL_TTL_MS = 30_000;
export const PRESENCE_TIMEOUT_MS = 300;
const INSTANCE_COUNT_TTL_MS = 5_000;

type Envelope =
  /** An event. */
  | { k: 'e'; o: string; e: ChatEvent }
  /** A part of a split event: id, index, count, base64 data. */
  | { k: 'p'; o: string; id: string; i: number; n: number; d: string }
  /** Presence query: request id, user id. */
  | { k: 'q'; o: string; r: string; u: string }
  /** Presence answer to instance `to`. */
  | { k: 'a'; o: string; to: string; r: string; on: boolean };

export interface PostgresChatHubOptions {
  databaseUrl: string;
  /** The instance's shared LISTEN connection (not closed by the hub). */
  listener: PgListener;
  onError?: (err: unknown, what: string) => void;
}

export async function createPostgresChatHub(opts: PostgresChatHubOptions): Promise<ChatHub> {
  const origin = randomUUID();
  const onError = opts.onError ?? (() => {});
  const listeners = new Set<(event: ChatEvent) => void>();
  const gapListeners = new Set<() => void>();
  const sockets = new Map<string, number>();
  const partials = new Map<string, { parts: string[]; got: number; at: number }>();
  const presenceWaits = new Map<string, (on: boolean) => void>();
  let instanceCount: { n: number; until: number } | null = null;

  // Publishing goes through a small pool of its own (a pooler is fine for NOTIFY).
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
  pool.on('error', (err) => onError(err, 'chat notify pool'));

  let sweep: NodeJS.Timeout | undefined;

  const deliver = (event: ChatEvent) => {
    for (const l of listeners) {
      try {
        l(event);
      } catch (err) {
        onError(err, 'chat listener');
      }
    }
  };

  /** NOTIFYs `payloads` in one statement (its own transaction): all or none, in their order. */
  const notify = async (payloads: string[]) => {
    if (payloads.length === 1) {
      await pool.query({
        name: 'chat_notify',
        text: 'SELECT pg_notify($1, $2)',
        values: [CHAT_NOTIFY_CHANNEL, payloads[0]],
      });
      return;
    }
    // unnest yields the array's elements in order, and each row's pg_notify runs as it is produced.
    await pool.query({
      name: 'chat_notify_all',
      text: 'SELECT pg_notify($1, p) FROM unnest($2::text[]) AS t(p)',
      values: [CHAT_NOTIFY_CHANNEL, payloads],
    });
  };

  /** The NOTIFY payloads of `event`: its envelope, or the parts of a large one. */
  const payloadsOf = (event: ChatEvent): string[] => {
    const json = JSON.stringify({ k: 'e', o: origin, e: event } satisfies Envelope);
    const bytes = Buffer.byteLength(json);
    if (bytes > MAX_EVENT_BYTES) throw new Error(`chat event too large (${bytes} bytes)`);
    if (bytes <= MAX_NOTIFY_BYTES) return [json];
    const data = Buffer.from(JSON.stringify(event)).toString('base64');
    const id = randomUUID();
    const n = Math.ceil(data.length / CHUNK_CHARS);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const d = data.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
      parts.push(JSON.stringify({ k: 'p', o: origin, id, i, n, d } satisfies Envelope));
    }
    return parts;
  };

  const handle = (raw: string) => {
    let env: Envelope;
    try {
      env = JSON.parse(raw) as Envelope;
    } catch (err) {
      onError(err, 'chat notification');
      return;
    }
    if (env.o === origin) return;
    switch (env.k) {
      case 'e':
        deliver(env.e);
        return;
      case 'p': {
        let entry = partials.get(env.id);
        if (!entry) {
          entry = { parts: new Array<string>(env.n), got: 0, at: Date.now() };
          partials.set(env.id, entry);
        }
        if (entry.parts[env.i] === undefined) {
          entry.parts[env.i] = env.d;
          entry.got += 1;
        }
        if (entry.got === env.n) {
          partials.delete(env.id);
          try {
            deliver(JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString('utf8')) as ChatEvent);
          } catch (err) {
            onError(err, 'chat notification parts');
          }
        }
        return;
      }
      case 'q': {
        const on = (sockets.get(env.u) ?? 0) > 0;
        const answer: Envelope = { k: 'a', o: origin, to: env.o, r: env.r, on };
        notify([JSON.stringify(answer)]).catch((err) => onError(err, 'chat presence answer'));
        return;
      }
      case 'a':
        if (env.to === origin) presenceWaits.get(env.r)?.(env.on);
        return;
    }
  };

  let stopListening: () => void;
  try {
    stopListening = await opts.listener.listen(CHAT_NOTIFY_CHANNEL, (payload) => {
      if (payload) handle(payload);
    });
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const offReconnect = opts.listener.onReconnect(() => {
    instanceCount = null;
    for (const g of gapListeners) g();
  });

  sweep = setInterval(() => {
    const old = Date.now() - PARTIAL_TTL_MS;
    for (const [id, p] of partials) if (p.at < old) partials.delete(id);
  }, PARTIAL_TTL_MS);
  sweep.unref();

  /** Events to this instance's subscribers at once, then to the others in one NOTIFY statement. */
  const publishAll = async (events: readonly ChatEvent[]): Promise<void> => {
    const payloads = events.flatMap(payloadsOf);
    for (const event of events) deliver(event);
    if (payloads.length > 0) await notify(payloads);
  };

  const otherInstances = async (): Promise<number> => {
    const now = Date.now();
    if (instanceCount && instanceCount.until > now) return instanceCount.n;
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTEN_APP_NAME],
    );
    const n = Math.max(0, (rows[0]?.n ?? 1) - 1);
    instanceCount = { n, until: now + INSTANCE_COUNT_TTL_MS };
    return n;
  };

  return {
    publish: (event) => publishAll([event]),
    publishAll,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async isOnline(userId) {
      if ((sockets.get(userId) ?? 0) > 0) return true;
      const others = await otherInstances();
      if (others === 0) return false;
      const r = randomUUID();
      return new Promise<boolean>((resolve) => {
        let answers = 0;
        const done = (on: boolean) => {
          presenceWaits.delete(r);
          clearTimeout(timer);
          resolve(on);
        };
        const timer = setTimeout(() => done(false), PRESENCE_TIMEOUT_MS);
        presenceWaits.set(r, (on) => {
          answers += 1;
          if (on) done(true);
          else if (answers >= others) done(false);
        });
        notify([JSON.stringify({ k: 'q', o: origin, r, u: userId } satisfies Envelope)]).catch((err) => {
          onError(err, 'chat presence query');
          done(false);
        });
      });
    },
    connected(userId) {
      sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    },
    disconnected(userId) {
      const n = (sockets.get(userId) ?? 0) - 1;
      if (n > 0) sockets.set(userId, n);
      else sockets.delete(userId);
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      stopListening();
      offReconnect();
      clearInterval(sweep);
      for (const wait of presenceWaits.values()) wait(false);
      listeners.clear();
      gapListeners.clear();
      sockets.clear();
      await pool.end().catch(() => undefined);
    },
  };
}

/**
 * One LISTEN connection per server instance, shared by everything that follows changes made by other
 * instances through PostgreSQL NOTIFY: the maintenance lock, the chat hub's fan-out and the
 * revocation of sessions.
 *
 * - It is a direct connection (a transaction pooler such as PgBouncer cannot hold a LISTEN): callers
 *   pass `DATABASE_DIRECT_URL` when they have one, else `DATABASE_URL`.
 * - A connection that died silently (no FIN) is found by a ping; a lost connection is made again with
 *   backoff and LISTENs on every channel again. Notifications sent while it was away are gone, so
 *   `onLost` listeners are told at once (e.g. stop trusting a cache) and `onReconnect` listeners once it
 *   is back (e.g. reload what may have changed).
 * - Other instances count each other by the connection's `application_name` in pg_stat_activity.
 */
import pg from 'pg';

/** application_name of every instance's LISTEN connection. */
export const LISTEN_APP_NAME = 'barterbits-listen';
const LISTEN_PING_MS = 30_000;
const RECONNECT_MAX_MS = 10_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PgListener {
  /**
   * Calls `onMessage` with the payload of every notification on `channel`; resolves once the channel
   * is LISTENed (a NOTIFY committed after that is delivered). Answers the function that stops it.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => void>;
  /** After a lost connection is back and LISTENs again (notifications sent meanwhile are gone). */
  onReconnect(listener: () => void): () => void;
  /** As soon as the connection is found lost, before it is made again. */
  onLost(listener: () => void): () => void;
  /**
   * Resolves true once every notification committed before this call has been handed to its
   * handlers: a round trip on the connection, as PostgreSQL sends a listener what it has pending before
   * it answers a query. Calls made while one round trip is on the wire share the next one. False when
   * the connection is down or does not answer within `syncTimeoutMs` (nothing can be said then).
   */
  sync(): Promise<boolean>;
  /** Whether the connection is up now (notifications are arriving). */
  connected(): boolean;
  close(): Promise<void>;
}

export interface PgListenerOptions {
  /** A direct connection URL (not through a transaction pooler). */
  url: string;
  onError?: (err: unknown, what: string) => void;
  /** Test hook: the ping interval. */
  pingMs?: number;
  /** How long `sync` waits for its round trip before answering false. */
  syncTimeoutMs?: number;
}

/** Connects and returns the listener; throws when the first connection fails. */
export async function createPgListener(opts: PgListenerOptions): Promise<PgListener> {
  const onError = opts.onError ?? (() => {});
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectListeners = new Set<() => void>();
  const lostListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;

  const call = (listeners: Set<() => void>, what: string) => {
    for (const l of listeners) {
      try {
        l();
      } catch (err) {
        onError(err, what);
      }
    }
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: opts.url,
      application_name: LISTEN_APP_NAME,
      keepAlive: true,
    });
    let lost = false;
    const onConnectionLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (err) onError(err, 'listen connection');
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (closed) return;
      call(lostListeners, 'listen lost listener');
      scheduleReconnect();
    };
    c.on('error', onConnectionLost);
    c.on('end', () => onConnectionLost());
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) {
        try {
          h(msg.payload ?? '');
        } catch (err) {
          onError(err, `listener of ${msg.channel}`);
        }
      }
    });
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost = true;
      c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };

  const scheduleReconnect = () => {
    const delay = Math.min(RECONNECT_MAX_MS, 250 * 2 ** attempt);
    attempt += 1;
    setTimeout(() => {
      if (closed) return;
      connect()
        .then(() => {
          attempt = 0;
          if (client) call(reconnectListeners, 'listen reconnect listener');
        })
        .catch((err) => {
          onError(err, 'listen reconnect');
          scheduleReconnect();
        });
    }, delay).unref();
  };

  // The round trip on the wire, and the one queued behind it for callers that came after it was sent
  // (a notification committed after the first was sent may arrive after its answer).
  let syncing: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const syncTimeoutMs = opts.syncTimeoutMs ?? 1_000;
  const roundTrip = (c: pg.Client): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), syncTimeoutMs);
      timer.unref();
      const answer = (heard: boolean) => {
        clearTimeout(timer);
        resolve(heard);
      };
      c.query('SELECT 1').then(
        () => answer(client === c),
        () => answer(false),
      );
    });
  const sync = (): Promise<boolean> => {
    const c = client;
    if (!c) return Promise.resolve(false);
    if (!syncing) {
      const p = roundTrip(c);
      syncing = p;
      void p.then(() => {
        if (syncing === p) syncing = undefined;
      });
      return p;
    }
    queued ??= syncing.then(() => {
      queued = undefined;
      // Any round trip sent from here on was sent after every caller waiting here.
      return syncing ?? sync();
    });
    return queued;
  };

  await connect();
  const ping = setInterval(() => {
    const c = client;
    c?.query('SELECT 1').catch((err) => c.emit('error', err));
  }, opts.pingMs ?? LISTEN_PING_MS);
  ping.unref();

  return {
    async listen(channel, onMessage) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // While the connection is down, the reconnect LISTENs on every channel in `handlers`.
        await client?.query(`LISTEN ${channel}`);
      }
      set.add(onMessage);
      return () => {
        set.delete(onMessage);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    sync,
    connected: () => client !== undefined,
    async close() {
      closed = true;
      clearInterval(ping);
      const c = client;
      client = undefined;
      handlers.clear();
      reconnectListeners.clear();
      lostListeners.clear();
      await c?.end().catch(() => undefined);
    },
  };
}

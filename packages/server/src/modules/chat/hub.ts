/**
 * The chat hub: how chat events reach the sockets, on this instance and on every other one.
 * The chat service publishes an event after its transaction commits; every instance's socket layer
 * subscribes and delivers the event to the sockets of its `recipients`. On PGlite (one process) the
 * in-memory hub below is the whole story; with PostgreSQL the hub fans out through LISTEN/NOTIFY
 * (created in `createChatHub`), so two instances on one database behave as one.
 */
import { LIVE_HUB_EVENTS, type LiveFrameDef, type LiveFrameOf } from '@barterbits/contracts';
import { z } from 'zod';
import type { PgListener } from '../../lib/pg-listener.ts';
import { createPostgresChatHub } from './hub-postgres.ts';

/** The payload of 'session-ended' (hub-session.ts). */
export const ZSessionEndedPayload = z.object({
  /** The one session that ended (logout); null: every session of the member (suspension). */
  sessionId: z.string().nullable(),
  reason: z.string(),
});

/**
 * Every event the hub carries: the live protocol's hub events (contracts `LIVE_HUB_EVENTS`: chat's, and
 * the notifications module's 'notice' and 'notices-read'), which the socket layer sends as
 * `{ type, channelId, payload }` to each connected recipient, and the hub's own 'session-ended', which
 * closes the recipient's sockets instead and is never sent.
 */
export const HUB_EVENTS = {
  ...LIVE_HUB_EVENTS,
  'session-ended': { channelId: z.null(), payload: ZSessionEndedPayload },
} satisfies Record<string, LiveFrameDef>;

/** What happened, and to whom: the members whose sockets receive it (`recipients`). */
export type ChatEvent = LiveFrameOf<typeof HUB_EVENTS> & { recipients: string[] };

export interface ChatHub {
  /** Delivers `event` to subscribers on every instance (at most once per instance). */
  publish(event: ChatEvent): Promise<void>;
  /**
   * Delivers `events` as `publish` does, in their order, in one go (on PostgreSQL one statement: the
   * events of one change cost one round trip, and arrive together).
   */
  publishAll(events: readonly ChatEvent[]): Promise<void>;
  /** Called with every event published on any instance; answers the unsubscribe. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /** Whether the member has an open chat socket on any instance (else they are told by a notice). */
  isOnline(userId: string): Promise<boolean>;
  /** The socket layer reports its connections here (per instance). */
  connected(userId: string): void;
  disconnected(userId: string): void;
  /**
   * PostgreSQL hub only: called after the LISTEN connection was lost and is back. Events published
   * meanwhile by other instances were not received, so the socket layer tells its clients to catch up.
   */
  onGap?(listener: () => void): () => void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat hub (deps.chat), for routes that end sessions (logout, suspension): hub-session.ts. */
    chatHub: ChatHub;
  }
}

export interface CreateChatHubOptions {
  /** PostgreSQL: events fan out through LISTEN/NOTIFY; absent (PGlite, one process): the memory hub. */
  databaseUrl?: string | undefined;
  /** The instance's shared LISTEN connection (lib/pg-listener.ts); present with a database URL. */
  listener?: PgListener | undefined;
  onError?: (err: unknown, what: string) => void;
}

/** The hub for this configuration: PostgreSQL LISTEN/NOTIFY with a database URL, else in memory. */
export async function createChatHub(opts: CreateChatHubOptions): Promise<ChatHub> {
  if (!opts.databaseUrl || !opts.listener) return createMemoryChatHub();
  return createPostgresChatHub({
    databaseUrl: opts.databaseUrl,
    listener: opts.listener,
    ...(opts.onError ? { onError: opts.onError } : {}),
  });
}

/** One process: events go straight to this process's subscribers; presence is this process's sockets. */
export function createMemoryChatHub(): ChatHub {
  const listeners = new Set<(event: ChatEvent) => void>();
  const sockets = new Map<string, number>();
  return {
    async publish(event) {
      for (const l of listeners) l(event);
    },
    async publishAll(events) {
      for (const event of events) for (const l of listeners) l(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async isOnline(userId) {
      return (sockets.get(userId) ?? 0) > 0;
    },
    connected(userId) {
      sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    },
    disconnected(userId) {
      const n = (sockets.get(userId) ?? 0) - 1;
      if (n > 0) sockets.set(userId, n);
      else sockets.delete(userId);
    },
    async close() {
      listeners.clear();
      sockets.clear();
    },
  };
}

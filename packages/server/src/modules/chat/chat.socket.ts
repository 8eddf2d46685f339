/**
 * The chat WebSocket: GET /v1/chat/socket on the API's own server (@fastify/websocket).
 *
 * Authentication: the access token, checked as the HTTP calls check it (session open, account ACTIVE),
 * members only. Browsers cannot set headers on a WebSocket, so the token comes either as a second
 * subprotocol, `new WebSocket(url, ['barterbits.v1', 'token.' + accessToken])` (the server selects
 * 'barterbits.v1' and never echoes the token), or in a first frame `{ "type": "auth", "token": … }`
 * sent within AUTH_TIMEOUT_MS. Never in the URL, which is logged.
 *
 * Frames: the contracts' live protocol (`live.ts`) maps each frame type to its schemas. Server → client
 * `{ type, channelId, payload }`: 'ready' once authenticated, every hub event addressed to the member
 * (`LIVE_HUB_EVENTS`), and the socket's own 'pong', 'resync', 'maintenance' and 'error'. Client → server:
 * 'auth', 'typing' `{ channelId }` (delivered to the channel's other members when the sender may write
 * there; rate-limited), 'ping', each checked against `LIVE_CLIENT_FRAMES`: a frame that is not JSON, of
 * an unknown type or not valid for its type gets an error frame (BAD_FRAME) and the socket stays open.
 *
 * Close codes: 4001 the session ended or the token is not valid (refresh and reconnect, or sign in),
 * 4003 not allowed (suspended, not a member), 4008 no auth in time, 4503 the system is down for
 * maintenance (reason: the admin's note; try again later), 1013 the client reads too slowly
 * (reconnect and catch up), 1011 the check could not be made (retry), 1001 the server is shutting down.
 *
 * Maintenance (socket-maintenance.ts): while chat is locked the socket stays open for live
 * notices, carries no chat event and refuses 'typing' (error MAINTENANCE); while the system is down it is
 * closed with 4503 and new ones are refused. Each change of access sends 'resync' first, so the client
 * catches up over REST (where a locked call answers 503 MAINTENANCE and the app shows the lock). A tester's
 * unlock pass rides as a third subprotocol, `unlock.<pass>`, and lifts both while valid.
 *
 * GET /v1/asyncapi.json describes the frames (live-asyncapi.ts, from the same map).
 */
import {
  checkLiveClientFrame,
  DEFAULT_BRAND,
  LIVE_CLOSE_CODES,
  LIVE_SOCKET_PROTOCOL,
  type LiveServerFrame,
  type Locale,
} from '@barterbits/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { say } from '../../lib/i18n.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ChatEvent } from './hub.ts';
import { ASYNCAPI_PATH, liveAsyncApiDocument } from './live-asyncapi.ts';
import {
  closeReason,
  LIVE_WHILE_CHAT_LOCKED,
  passFromProtocols,
  type SocketAccess,
  socketAccess,
} from './socket-maintenance.ts';
import { activeSessionIds, typingRecipients } from './socket-repository.ts';
import { chatTestingRoutes } from './socket-testing.ts';
import { withSystemTextsIn } from './system-words.ts';

export const CHAT_SOCKET_PATH = '/chat/socket';
export const CHAT_TOKEN_PROTOCOL_PREFIX = 'token.';
const CLOSE_CODES = LIVE_CLOSE_CODES;
export const AUTH_TIMEOUT_MS = 5_000;
/** How often every socket's session is checked again (a safety net behind 'session-ended' events). */
export const SESSION_RECHECK_MS = 60_000;
/** A client frame is small: auth (a token), typing, ping. */
const MAX_FRAME_BYTES = 8 * 1024;
/** A typing indicator per channel at most this often per socket; more are dropped silently. */
const TYPING_PER_CHANNEL_MS = 2_000;
/** Frames per socket: a bucket of this many, refilled at FRAMES_PER_SECOND. */
const FRAME_BURST = 20;
const FRAMES_PER_SECOND = 5;
/** A socket whose unsent output passes this is closed (1013): it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Conn {
  ws: WebSocket;
  auth: AuthContext;
  typingAt: Map<string, number>;
  tokens: number;
  refilledAt: number;
  /** The tester's unlock pass offered on connecting, if any. */
  pass: string | null;
  /** What the lock in force allows this socket (kept by {@link registerChatSocket}'s lock watch). */
  access: SocketAccess;
  /**
   * The language of the refusals a member may read (too many frames, a channel they cannot write in):
   * the socket request's Accept-Language when it names English or French, else the account's.
   */
  locale: Locale;
}

/** The token offered as a subprotocol, if any. */
export function tokenFromProtocols(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  for (const p of value.split(',')) {
    const t = p.trim();
    if (t.startsWith(CHAT_TOKEN_PROTOCOL_PREFIX) && t.length > CHAT_TOKEN_PROTOCOL_PREFIX.length)
      return t.slice(CHAT_TOKEN_PROTOCOL_PREFIX.length);
  }
  return null;
}

/** A server frame as written on the socket (its shape is the contracts' `LIVE_SERVER_FRAMES`). */
const frame = (f: LiveServerFrame) =>
  JSON.stringify({ type: f.type, channelId: f.channelId, payload: f.payload });
const errorFrame = (
  code: LiveServerFrame<'error'>['payload']['code'],
  message: string,
  channelId: string | null = null,
) => frame({ type: 'error', channelId, payload: { code, message } });
const RESYNC = frame({ type: 'resync', channelId: null, payload: null });
const MAINTENANCE = frame({ type: 'maintenance', channelId: null, payload: null });

export async function registerChatSocket(app: FastifyInstance, deps: Deps) {
  const hub = deps.chat;
  const byUser = new Map<string, Set<Conn>>();
  const allConns = () => [...byUser.values()].flatMap((s) => [...s]);

  /** What the lock in force allows a socket offering `pass`. */
  const accessFor = (pass: string | null): SocketAccess => {
    const lock = deps.maintenance.current().lock;
    const valid = !!lock && pass !== null && deps.unlockPasses.check(pass, lock.id) === 'valid';
    return socketAccess(lock, valid);
  };
  const closeForMaintenance = (ws: WebSocket) =>
    ws.close(CLOSE_CODES.MAINTENANCE, closeReason(deps.maintenance.current().lock?.adminNote ?? ''));

  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      // Select our protocol when offered (a browser fails the handshake otherwise); never the token.
      handleProtocols: (protocols: Set<string>) =>
        protocols.has(LIVE_SOCKET_PROTOCOL) ? LIVE_SOCKET_PROTOCOL : false,
    },
  });

  if (deps.config.enableTestApi) chatTestingRoutes(app, deps);
  // The socket's frames, described as /v1/openapi.json describes the calls (outside the registry like it).
  const title = deps.config.productName || DEFAULT_BRAND.productName;
  app.get(ASYNCAPI_PATH, { schema: { hide: true } }, async () => liveAsyncApiDocument(title));

  const send = (c: Conn, data: string) => {
    if (c.ws.readyState !== c.ws.OPEN) return;
    if (c.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      c.ws.close(1013, 'Too slow: reconnect and catch up.');
      return;
    }
    c.ws.send(data);
  };

  const deliver = (event: ChatEvent) => {
    if (event.type === 'session-ended') {
      // The test API may publish one without a payload: then every socket of the recipients closes.
      const p: Partial<typeof event.payload> = event.payload ?? {};
      for (const userId of event.recipients) {
        for (const c of byUser.get(userId) ?? []) {
          if (p.sessionId && p.sessionId !== c.auth.sessionId) continue;
          c.ws.close(CLOSE_CODES.SESSION_ENDED, String(p.reason ?? 'session-ended').slice(0, 100));
        }
      }
      return;
    }
    // One frame per language read (a group's SYSTEM messages are worded for each reader).
    const live = event;
    const frames = new Map<Locale, string>();
    const frameIn = (locale: Locale) => {
      let data = frames.get(locale);
      if (data === undefined) {
        data = frame({ ...live, payload: withSystemTextsIn(locale, live.payload) } as typeof live);
        frames.set(locale, data);
      }
      return data;
    };
    for (const userId of event.recipients) {
      const conns = byUser.get(userId);
      if (!conns) continue;
      for (const c of conns)
        if (c.access === 'open' || LIVE_WHILE_CHAT_LOCKED.has(event.type)) send(c, frameIn(c.locale));
    }
  };

  const unsubscribe = hub.subscribe(deliver);
  const unGap = hub.onGap?.(() => {
    for (const conns of byUser.values()) for (const c of conns) send(c, RESYNC);
  });

  /** Puts `c` under the lock in force: closed while the system is down, 'resync' when its access changed. */
  const applyLock = (c: Conn) => {
    const before = c.access;
    c.access = accessFor(c.pass);
    if (c.access === before) return;
    send(c, RESYNC);
    if (c.access === 'closed') closeForMaintenance(c.ws);
  };
  // Every lock or release is announced ('maintenance'), so each member's app checks the lock again and
  // shows the locked parts of its navigation at once, before the member opens one of them.
  const unwatchLock = deps.maintenance.onChange(() => {
    for (const c of allConns()) {
      send(c, MAINTENANCE);
      applyLock(c);
    }
  });

  // The safety net: every socket's session, checked in one query per interval (and unlock passes that
  // expired meanwhile).
  const recheck = setInterval(() => {
    const conns = allConns();
    for (const c of conns) if (c.pass !== null) applyLock(c);
    if (conns.length === 0) return;
    activeSessionIds(deps.db, [...new Set(conns.map((c) => c.auth.sessionId))])
      .then((active) => {
        for (const c of conns)
          if (!active.has(c.auth.sessionId)) c.ws.close(CLOSE_CODES.SESSION_ENDED, 'session-ended');
      })
      .catch((err) => app.log.error({ err }, 'chat session re-check failed'));
  }, SESSION_RECHECK_MS);
  recheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(recheck);
    unwatchLock();
    unsubscribe();
    unGap?.();
    for (const conns of byUser.values()) for (const c of conns) c.ws.close(1001, 'Server shutting down.');
  });

  const allow = (c: Conn): boolean => {
    const now = Date.now();
    c.tokens = Math.min(FRAME_BURST, c.tokens + ((now - c.refilledAt) / 1000) * FRAMES_PER_SECOND);
    c.refilledAt = now;
    if (c.tokens < 1) return false;
    c.tokens -= 1;
    return true;
  };

  const onFrame = async (c: Conn, raw: string) => {
    let value: unknown = null;
    try {
      value = JSON.parse(raw);
    } catch {}
    const checked = checkLiveClientFrame(value);
    // A frame without a type is refused before it counts against the socket's rate.
    const typed = typeof (value as { type?: unknown } | null)?.type === 'string';
    if (typed && !allow(c)) {
      send(c, errorFrame('TOO_MANY_REQUESTS', say(c.locale, 'live.refusal.tooManyFrames')));
      return;
    }
    if (!checked.ok) {
      send(c, errorFrame('BAD_FRAME', checked.reason));
      return;
    }
    const msg = checked.frame;
    switch (msg.type) {
      case 'ping':
        send(c, frame({ type: 'pong', channelId: null, payload: { at: new Date().toISOString() } }));
        return;
      case 'auth':
        send(c, errorFrame('BAD_FRAME', 'Already signed in on this socket.'));
        return;
      case 'typing': {
        const { channelId } = msg;
        if (c.access !== 'open') {
          const note = deps.maintenance.current().lock?.adminNote ?? '';
          send(c, errorFrame('MAINTENANCE', note, channelId));
          return;
        }
        const now = Date.now();
        if (now - (c.typingAt.get(channelId) ?? 0) < TYPING_PER_CHANNEL_MS) return;
        c.typingAt.set(channelId, now);
        if (c.typingAt.size > 100) c.typingAt.delete(c.typingAt.keys().next().value!);
        const recipients = await typingRecipients(deps.db, channelId, c.auth.userId);
        if (recipients === null) {
          send(c, errorFrame('FORBIDDEN', say(c.locale, 'live.refusal.cannotWrite'), channelId));
          return;
        }
        if (recipients.length === 0) return;
        await hub.publish({ type: 'typing', channelId, recipients, payload: { userId: c.auth.userId } });
        return;
      }
    }
  };

  app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (ws, req) => {
    let conn: Conn | null = null;
    let closed = false;
    // Frames are handled one at a time, in order; the first link is the authentication.
    let chain: Promise<unknown> = Promise.resolve();
    let authTimer: NodeJS.Timeout | undefined;
    const pass = passFromProtocols(req.headers['sec-websocket-protocol']);

    const authenticate = async (token: string) => {
      clearTimeout(authTimer);
      let auth: AuthContext & { language: Locale };
      try {
        auth = await deps.auth.authenticate(token);
      } catch (err) {
        const suspended = err instanceof AppError && err.code === 'ACCOUNT_SUSPENDED';
        if (!(err instanceof AppError)) {
          // Not the token's fault (e.g. the database is unreachable): the client retries as it is.
          req.log.error({ err }, 'chat socket authentication failed');
          ws.close(1011, 'try-again');
          return;
        }
        // The reason tells the client what to do: 'token-expired' → refresh and reconnect.
        const reason = err.code.toLowerCase().replaceAll('_', '-');
        ws.close(suspended ? CLOSE_CODES.FORBIDDEN : CLOSE_CODES.SESSION_ENDED, reason);
        return;
      }
      if (auth.role !== 'MEMBER') {
        ws.close(CLOSE_CODES.FORBIDDEN, 'members-only');
        return;
      }
      if (closed) return;
      // The lock may have changed while the token was checked.
      const access = accessFor(pass);
      if (access === 'closed') {
        closeForMaintenance(ws);
        return;
      }
      const { language, ...context } = auth;
      conn = {
        ws,
        auth: context,
        typingAt: new Map(),
        tokens: FRAME_BURST,
        refilledAt: Date.now(),
        pass,
        access,
        locale: req.localeAsked ? req.locale : language,
      };
      const set = byUser.get(auth.userId) ?? new Set<Conn>();
      byUser.set(auth.userId, set);
      set.add(conn);
      hub.connected(auth.userId);
      send(conn, frame({ type: 'ready', channelId: null, payload: { userId: auth.userId } }));
    };

    // While the system is down a new socket is refused before its token is checked.
    if (accessFor(pass) === 'closed') {
      ws.on('error', (err) => req.log.warn({ err }, 'chat socket error'));
      closeForMaintenance(ws);
      return;
    }
    const headerToken = tokenFromProtocols(req.headers['sec-websocket-protocol']);
    if (headerToken) chain = authenticate(headerToken);
    else {
      authTimer = setTimeout(() => ws.close(CLOSE_CODES.AUTH_TIMEOUT, 'auth-timeout'), AUTH_TIMEOUT_MS);
      authTimer.unref();
    }
    let awaitingAuthFrame = !headerToken;

    ws.on('message', (data, isBinary) => {
      const raw = isBinary ? null : data.toString();
      chain = chain
        .then(async () => {
          if (closed) return;
          if (awaitingAuthFrame) {
            awaitingAuthFrame = false;
            let token: string | undefined;
            try {
              const checked = checkLiveClientFrame(raw === null ? null : JSON.parse(raw));
              if (checked.ok && checked.frame.type === 'auth') token = checked.frame.token;
            } catch {}
            if (!token) {
              ws.close(CLOSE_CODES.SESSION_ENDED, 'auth-required');
              return;
            }
            await authenticate(token);
            return;
          }
          if (!conn) return;
          if (raw === null) {
            send(conn, errorFrame('BAD_FRAME', 'Binary frames are not accepted.'));
            return;
          }
          await onFrame(conn, raw);
        })
        .catch((err) => {
          req.log.error({ err }, 'chat socket frame failed');
          if (conn) send(conn, errorFrame('INTERNAL', say(conn.locale, 'live.refusal.internal')));
        });
    });

    ws.on('error', (err) => req.log.warn({ err }, 'chat socket error'));
    ws.on('close', () => {
      closed = true;
      clearTimeout(authTimer);
      if (!conn) return;
      const set = byUser.get(conn.auth.userId);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.auth.userId);
      hub.disconnected(conn.auth.userId);
    });
  });
}

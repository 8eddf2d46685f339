/**
 * The chat WebSocket's client side, framework-free: one connection to GET /v1/chat/socket that
 * authenticates with the access token as a subprotocol, reconnects with jittered backoff, refreshes the
 * token when the server says it is no longer valid, and notices a dead connection by ping/pong.
 *
 * Close codes (see the server's chat.socket.ts): 4001 refresh the token and reconnect (stop when the
 * refresh fails: the session ended); 4003 stop; 4008 (no auth in time) is retried like 4001 once, then
 * stops; 4503 (the system is down for maintenance, the reason is the admin's note) waits the server's
 * Retry-After (2 minutes, jittered) before each new try, wake-ups included, so a lock never makes it hammer;
 * anything else (1001 shutdown, 1011 check failed, 1013 too slow, 1006 network) reconnects with backoff.
 */
import {
  LIVE_CLOSE_CODES,
  LIVE_SOCKET_PROTOCOL,
  type LiveClientFrame,
  MAINTENANCE_RETRY_AFTER_SECONDS,
} from '@barterbits/contracts';

/**
 * The subprotocol the server selects (the contracts' live protocol); the token travels as a second one,
 * `token.<accessToken>`, and a tester's maintenance unlock pass as a third, `unlock.<pass>`.
 */
export const CHAT_SOCKET_PROTOCOL = LIVE_SOCKET_PROTOCOL;
/** Close codes with a meaning of their own (the contracts' `LIVE_CLOSE_CODES`). */
export const CHAT_CLOSE = LIVE_CLOSE_CODES;

/**
 * A frame as the server sends it, as received: its type is a string and its payload unchecked (the
 * contracts' `checkLiveServerFrame` checks it against the live protocol).
 */
export interface ChatSocketFrame {
  type: string;
  channelId: string | null;
  payload: unknown;
}

/**
 * Where the connection stands. idle: not started, or stopped; connecting: not yet open since start();
 * open: authenticated ('ready' received); reconnecting: was open, lost, trying again; closed: given up
 * for good (not allowed, or the session ended).
 */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket this client uses (a test passes a fake). */
export interface ChatWebSocket {
  readonly readyState: number;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
/** `new WebSocket(url, protocols)`. */
export type ChatWebSocketConstructor = new (url: string, protocols: string[]) => ChatWebSocket;

/** Reconnect delays: attempt n waits a random time in [d/2, d], d = min(maxMs, initialMs · 2ⁿ). */
export interface ChatSocketBackoff {
  initialMs: number;
  maxMs: number;
}

/** Options of {@link createChatSocket}. */
export interface ChatSocketOptions {
  /** ws:// or wss:// address of /v1/chat/socket (a function: read at each attempt). */
  url: string | (() => string);
  /** The stored access token (undefined: refresh first). */
  getAccessToken: () => string | undefined;
  /** The api-client's single-flight refresh; a rejection means the session ended. */
  refresh: () => Promise<unknown>;
  /** A tester's maintenance unlock pass, read at each attempt (default none). */
  getUnlockPass?: () => string | undefined;
  /** Each 4503 close, with the admin's note (the close reason). */
  onMaintenance?: (adminNote: string) => void;
  /** The wait after a 4503 before trying again: a random time in [d/2, d] (default 120 s). */
  maintenanceRetryMs?: number;
  /** Default: the global WebSocket. */
  WebSocketImpl?: ChatWebSocketConstructor;
  /** Every server frame except 'pong' (the 'ready' frame included), in order. */
  onEvent: (frame: ChatSocketFrame) => void;
  /** Each change of {@link ChatSocketStatus}. */
  onStatus?: (status: ChatSocketStatus) => void;
  /** Default 500 ms doubling to 15 s. */
  backoff?: ChatSocketBackoff;
  /** A ping this often while open (default 25 s). */
  pingIntervalMs?: number;
  /** No frame this long after a ping: the connection is dead (default 10 s). */
  pongTimeoutMs?: number;
  /** No 'ready' this long after opening: give up on the attempt and retry (default 15 s). */
  readyTimeoutMs?: number;
  /**
   * Calls `wake` when a waiting reconnect should happen now (back online, tab visible again); returns an
   * unsubscribe function. Default: the window's 'online' and the document's 'visibilitychange' events.
   */
  onWake?: (wake: () => void) => () => void;
  /** Default Math.random (jitter). */
  random?: () => number;
}

/** The connection returned by {@link createChatSocket}. */
export interface ChatSocket {
  /** Connect (no-op while running). */
  start(): void;
  /** Close and stop reconnecting; status 'idle'. */
  stop(): void;
  /** Send a frame of the live protocol when open; false (dropped) otherwise. */
  send(frame: LiveClientFrame): boolean;
  status(): ChatSocketStatus;
}

/** Consecutive auth refusals (4001/4008 without a 'ready' between) after which the client gives up. */
const MAX_AUTH_FAILURES = 3;
const OPEN = 1;

/** The reconnect delay of attempt `n` (0-based): a random value in [d/2, d]. */
export function backoffDelay(n: number, backoff: ChatSocketBackoff, random: () => number = Math.random) {
  const d = Math.min(backoff.maxMs, backoff.initialMs * 2 ** n);
  return Math.round(d / 2 + (random() * d) / 2);
}

/** Browser wake-ups: back online, or the tab shown again. */
function browserWake(wake: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  const hasWindow = typeof window !== 'undefined';
  const hasDocument = typeof document !== 'undefined';
  if (hasWindow) window.addEventListener('online', wake);
  if (hasDocument) document.addEventListener('visibilitychange', onVisible);
  return () => {
    if (hasWindow) window.removeEventListener('online', wake);
    if (hasDocument) document.removeEventListener('visibilitychange', onVisible);
  };
}

function parseFrame(data: unknown): ChatSocketFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const f = JSON.parse(data) as Partial<ChatSocketFrame> | null;
    if (!f || typeof f !== 'object' || typeof f.type !== 'string') return null;
    return {
      type: f.type,
      channelId: typeof f.channelId === 'string' ? f.channelId : null,
      payload: f.payload,
    };
  } catch {
    return null;
  }
}

/**
 * A chat socket that keeps itself connected between `start()` and `stop()`. It reports 'open' on the
 * server's 'ready' (every server frame reaches `onEvent`); after any drop it reconnects, so a caller that
 * holds messages catches up over REST on each 'ready' after the first.
 */
export function createChatSocket(opts: ChatSocketOptions): ChatSocket {
  const backoff = opts.backoff ?? { initialMs: 500, maxMs: 15_000 };
  const pingIntervalMs = opts.pingIntervalMs ?? 25_000;
  const pongTimeoutMs = opts.pongTimeoutMs ?? 10_000;
  const readyTimeoutMs = opts.readyTimeoutMs ?? 15_000;
  const maintenanceRetryMs = opts.maintenanceRetryMs ?? MAINTENANCE_RETRY_AFTER_SECONDS * 1000;
  const random = opts.random ?? Math.random;
  const onWake = opts.onWake ?? browserWake;

  let status: ChatSocketStatus = 'idle';
  let running = false;
  /** Bumped by start/stop: work started in an earlier run (a refresh) does nothing when it ends. */
  let run = 0;
  let ws: ChatWebSocket | null = null;
  let attempt = 0;
  let authFailures = 0;
  /** Waiting out a maintenance lock (4503): wake-ups do not shorten the wait. */
  let inMaintenance = false;
  /** Whether this run has been open: later waits are 'reconnecting', the first ones 'connecting'. */
  let wasOpen = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let deadTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribeWake: (() => void) | undefined;

  const setStatus = (next: ChatSocketStatus) => {
    if (next === status) return;
    status = next;
    opts.onStatus?.(next);
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    clearTimeout(deadTimer);
    retryTimer = pingTimer = deadTimer = undefined;
  };

  /** Forget the current socket (its late events are ignored) and close it. */
  const drop = (code = 1000, reason = 'client') => {
    const old = ws;
    ws = null;
    clearTimers();
    if (!old) return;
    old.onmessage = old.onclose = old.onerror = null;
    try {
      old.close(code, reason);
    } catch {
      // Closing a socket that never opened can throw in some browsers: it is gone either way.
    }
  };

  const giveUp = () => {
    drop();
    running = false;
    unsubscribeWake?.();
    unsubscribeWake = undefined;
    setStatus('closed');
  };

  const waiting = () => setStatus(wasOpen ? 'reconnecting' : 'connecting');

  /** The connection is lost or refused: try again after the next backoff delay. */
  const retryLater = () => {
    drop();
    waiting();
    retryTimer = setTimeout(connect, backoffDelay(attempt++, backoff, random));
  };

  /** The system is down for maintenance: one new try per Retry-After, whatever else happens. */
  const waitForMaintenance = (adminNote: string) => {
    drop();
    waiting();
    inMaintenance = true;
    attempt = 0;
    opts.onMaintenance?.(adminNote);
    retryTimer = setTimeout(
      connect,
      Math.round(maintenanceRetryMs / 2 + (random() * maintenanceRetryMs) / 2),
    );
  };

  /** The server refused the token: refresh it (a failure ends the session), then reconnect. */
  const reauthenticate = () => {
    drop();
    waiting();
    if (++authFailures > MAX_AUTH_FAILURES) {
      giveUp();
      return;
    }
    const myRun = run;
    const refreshNow = () =>
      opts.refresh().then(
        () => {
          if (running && run === myRun) connect();
        },
        () => {
          if (running && run === myRun) giveUp();
        },
      );
    // The first refusal refreshes at once; a refusal right after a fresh token waits its backoff first.
    if (authFailures === 1) void refreshNow();
    else retryTimer = setTimeout(() => void refreshNow(), backoffDelay(attempt++, backoff, random));
  };

  /** A frame arrived on an open connection: it is alive (the pong deadline is off). */
  const alive = () => {
    if (status !== 'open') return;
    clearTimeout(deadTimer);
    deadTimer = undefined;
  };

  const ping = () => {
    if (!ws || ws.readyState !== OPEN) return;
    ws.send(JSON.stringify({ type: 'ping' } satisfies LiveClientFrame));
    deadTimer ??= setTimeout(retryLater, pongTimeoutMs);
  };

  const onReady = () => {
    attempt = 0;
    authFailures = 0;
    inMaintenance = false;
    clearTimeout(deadTimer);
    deadTimer = undefined;
    clearInterval(pingTimer);
    pingTimer = setInterval(ping, pingIntervalMs);
    wasOpen = true;
    setStatus('open');
  };

  const onClose = (code: number, reason = '') => {
    if (code === CHAT_CLOSE.FORBIDDEN) giveUp();
    else if (code === CHAT_CLOSE.MAINTENANCE) waitForMaintenance(reason);
    // This session was signed out (here or in another tab of this browser): a refresh cannot revive it,
    // and one that failed after the sign-out finished would end the page's session a second time.
    else if (code === CHAT_CLOSE.SESSION_ENDED && reason === 'logout') giveUp();
    else if (code === CHAT_CLOSE.SESSION_ENDED) reauthenticate();
    else if (code === CHAT_CLOSE.AUTH_TIMEOUT) {
      // The token was not taken in time: one more try with a fresh token, then stop.
      if (authFailures > 0) giveUp();
      else reauthenticate();
    } else retryLater();
  };

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!running) return;
    const token = opts.getAccessToken();
    if (!token) {
      reauthenticate();
      return;
    }
    const Impl = opts.WebSocketImpl ?? (globalThis.WebSocket as unknown as ChatWebSocketConstructor);
    let socket: ChatWebSocket;
    try {
      const pass = opts.getUnlockPass?.();
      socket = new Impl(typeof opts.url === 'function' ? opts.url() : opts.url, [
        CHAT_SOCKET_PROTOCOL,
        `token.${token}`,
        ...(pass ? [`unlock.${pass}`] : []),
      ]);
    } catch {
      retryLater();
      return;
    }
    ws = socket;
    // A handshake that hangs (a proxy that never answers) counts as a drop.
    deadTimer = setTimeout(retryLater, readyTimeoutMs);
    socket.onmessage = (event) => {
      if (ws !== socket) return;
      alive();
      const frame = parseFrame(event.data);
      if (!frame || frame.type === 'pong') return;
      if (frame.type === 'ready') onReady();
      opts.onEvent(frame);
    };
    socket.onclose = (event) => {
      if (ws !== socket) return;
      ws = null;
      onClose(event.code, event.reason);
    };
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => {};
  }

  /** Back online or visible again: a waiting reconnect happens now; an open socket is checked now. */
  const wake = () => {
    if (!running) return;
    if (status === 'open') ping();
    else if (retryTimer !== undefined && authFailures === 0 && !inMaintenance) {
      attempt = 0;
      connect();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      run++;
      attempt = 0;
      authFailures = 0;
      inMaintenance = false;
      wasOpen = false;
      unsubscribeWake = onWake(wake);
      setStatus('connecting');
      connect();
    },
    stop() {
      run++;
      running = false;
      drop(1000, 'stopped');
      unsubscribeWake?.();
      unsubscribeWake = undefined;
      setStatus('idle');
    },
    send(frame) {
      if (status !== 'open' || !ws || ws.readyState !== OPEN) return false;
      ws.send(JSON.stringify(frame));
      return true;
    },
    status: () => status,
  };
}

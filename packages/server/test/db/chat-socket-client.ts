/** A small WebSocket test client for the chat socket tests (not a test file itself). */
import WebSocket from 'ws';

export interface Frame {
  type: string;
  channelId: string | null;
  payload: unknown;
}

export interface TestSocket {
  ws: WebSocket;
  /** Every frame received so far. */
  frames: Frame[];
  /** How the socket closed (code, reason). */
  closed: Promise<{ code: number; reason: string }>;
  /** The first frame (received or to come) that matches; it is taken off the list. */
  next(match: string | ((f: Frame) => boolean), timeoutMs?: number): Promise<Frame>;
  sendJson(value: unknown): void;
  /** A ping/pong round trip: every frame the server sent before it has arrived. */
  roundTrip(): Promise<void>;
}

/** Connects to the chat socket; `token` as a subprotocol (the browser way) unless `protocols` given. */
export function openSocket(port: number, token?: string, protocols?: string[]): TestSocket {
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/v1/chat/socket`,
    protocols ?? ['barterbits.v1', ...(token ? [`token.${token}`] : [])],
  );
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const w of [...waiters]) w();
  });
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const w of [...waiters]) w();
    }),
  );
  const next = (match: string | ((f: Frame) => boolean), timeoutMs = 3000) => {
    const pred = typeof match === 'string' ? (f: Frame) => f.type === match : match;
    return new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const i = frames.findIndex(pred);
        if (i >= 0) {
          const [f] = frames.splice(i, 1);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(f as Frame);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no frame matching ${String(match)}; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  };
  return {
    ws,
    frames,
    closed,
    next,
    sendJson: (value) => ws.send(JSON.stringify(value)),
    async roundTrip() {
      ws.send(JSON.stringify({ type: 'ping' }));
      await next('pong');
    },
  };
}

/** Opens and waits for 'ready'. */
export async function connectReady(port: number, token: string): Promise<TestSocket> {
  const s = openSocket(port, token);
  await s.next('ready');
  return s;
}

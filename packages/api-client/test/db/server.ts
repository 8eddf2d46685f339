/**
 * Starts a REAL server (packages/server, fresh in-memory PGlite, demo data seeded) on a random
 * port and records every request it receives, as the server saw it.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { AppConfig } from '../../../server/src/config.ts';
import { createTestApp } from '../../../server/test/helper.ts';
import {
  type ConsoleApi as Api,
  createConsoleApi,
  memoryTokenStore,
  type TokenStore,
} from '../../src/index.ts';

export const DEMO = {
  admin: { email: 'admin@barterbits.ca', password: 'BarterAdmin#1', portal: 'ADMIN' as const },
  alex: { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1', portal: 'MEMBER' as const },
  maple: { email: 'maple@demo.barterbits.ca', password: 'BarterDemo#1', portal: 'MEMBER' as const },
};

export interface SeenRequest {
  method: string;
  path: string;
  accessToken: string | undefined;
  authorization: string | undefined;
  statusCode?: number;
}

export interface TestServer {
  app: FastifyInstance;
  baseURL: string;
  /** Every request the server received, in arrival order; `statusCode` once answered. */
  seen: SeenRequest[];
  /** How many requests the server received for `path` (relative to /v1). */
  count(path: string): number;
  close(): Promise<void>;
}

export async function startServer(config: Partial<AppConfig> = {}): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const byRequest = new WeakMap<object, SeenRequest>();
  // A fresh database per server: in-memory PGlite, or a new PostgreSQL database with DATABASE_URL.
  const t = await createTestApp({ config, beforeReady: (a) => record(a) });
  const app = t.app;
  function record(app: FastifyInstance) {
    app.addHook('onRequest', async (req) => {
      const h = req.headers;
      const entry: SeenRequest = {
        method: req.method,
        path: (req.url.split('?')[0] ?? '').replace(/^\/v1/, ''),
        accessToken: typeof h['access-token'] === 'string' ? h['access-token'] : undefined,
        authorization: h.authorization,
      };
      seen.push(entry);
      byRequest.set(req.raw, entry);
    });
    app.addHook('onResponse', async (req, reply) => {
      const entry = byRequest.get(req.raw);
      if (entry) entry.statusCode = reply.statusCode;
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseURL: `http://127.0.0.1:${port}/v1`,
    seen,
    count: (path) => seen.filter((r) => r.path === path).length,
    close: () => t.close(),
  };
}

export interface TestClient {
  api: Api;
  store: TokenStore;
  onSessionEnded: ReturnType<typeof vi.fn>;
  clearLocalStorage: ReturnType<typeof vi.fn>;
}

/** An Api on its own memory token store, with spies for the session-end hooks. */
export function client(server: TestServer): TestClient {
  const store = memoryTokenStore();
  const onSessionEnded = vi.fn();
  const clearLocalStorage = vi.fn();
  const api = createConsoleApi({
    baseURL: server.baseURL,
    tokenStore: store,
    onSessionEnded,
    clearLocalStorage,
  });
  return { api, store, onSessionEnded, clearLocalStorage };
}

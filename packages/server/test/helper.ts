/**
 * Test helper: a real app on a fresh database per call. PGlite in memory by default; when
 * DATABASE_URL is set, a new PostgreSQL database is created on that server and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { seedDemoData } from '../src/seed.ts';

export const usingPostgres = !!process.env.DATABASE_URL;

export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL as string);
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds an app on its own fresh database; `seed` adds the demo accounts. */
export async function createTestApp(
  opts: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    /** Runs before the app is ready, e.g. to add hooks. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  const build: BuildOptions = { logger: false, config: { env: 'test', logLevel: 'silent', ...opts.config } };
  if (usingPostgres) {
    const db = await createPgDatabase();
    drop = db.drop;
    build.databaseUrl = db.url;
  } else {
    build.databaseUrl = '';
    build.dataDir = 'memory://';
  }
  const app = await buildApp(build);
  if (opts.seed !== false) await seedDemoData(app);
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop?.();
    },
  };
}

/** Like fastify/demo's build(t): an app for this test file, closed after it. */
export async function build(opts: Parameters<typeof createTestApp>[0] = {}): Promise<FastifyInstance> {
  const t = await createTestApp(opts);
  afterAll(() => t.close());
  return t.app;
}

export const MEMBER = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' } as const;
export const BUSINESS = { email: 'maple@demo.barterbits.ca', password: 'BarterDemo#1' } as const;
export const OTHER_MEMBER = { email: 'sam@demo.barterbits.ca', password: 'BarterDemo#1' } as const;
export const SUSPENDED = { email: 'jordan@demo.barterbits.ca', password: 'BarterDemo#1' } as const;
export const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' } as const;

let ipCounter = 0;
/** A distinct client address per call, so the per-address throttle does not couple tests. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function login(
  app: FastifyInstance,
  who: { email: string; password: string },
  portal: 'MEMBER' | 'ADMIN' = 'MEMBER',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { ...who, portal },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  const body = res.json();
  return body.data as { accessToken: string; refreshToken: string; user: { id: string } };
}

export const bearer = (token: string): InjectOptions['headers'] => ({ authorization: `Bearer ${token}` });

/**
 * Test helper: a real app on a database of its own per call, a copy of a template migrated once per run
 * (db-templates.ts). PGlite in memory by default; when DATABASE_URL is set, a new PostgreSQL database
 * on that server, dropped afterwards.
 * Also the shared request helpers: `signIn` (a session), `call` (an endpoint of the registry by
 * name), `upload` (files as a multipart body), `devOutbox` (the outbox page from an address) and the
 * plain `requests(app)` get/post/put/patch/delete.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPath, type EndpointDef, type EndpointName, endpoints } from '@barterbits/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { seedDemoData } from '../src/seed.ts';
import { multipart } from './db/upload-helpers.ts';
import { type DbTemplates, databaseUrlFor } from './db-templates.ts';

export const usingPostgres = !!process.env.DATABASE_URL;

/** The template a test database is copied from (made once per run, db-templates.ts). */
export type TemplateName = Exclude<keyof DbTemplates, 'kind'>;

/** A new PostgreSQL database on DATABASE_URL's server, a copy of the run's `template`, dropped by `drop`. */
export async function createPgDatabase(
  template: TemplateName = 'migrated',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplates')[template]}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A dump's bytes, read from disk once. PGlite reads `loadDataDir` with `arrayBuffer()`, which on a plain
 * Blob copies the 40 MB through a stream every time: about half of a test database's start. PGlite copies
 * each file out of these bytes into its own file system, so every app may be given the same ones.
 */
class DumpBytes extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** Each worker reads a PGlite template's dump once; every app of the worker loads its own copy from it. */
const pgliteDumps = new Map<TemplateName, Blob>();
function pgliteDump(template: TemplateName): Blob {
  let dump = pgliteDumps.get(template);
  if (!dump) {
    const file = readFileSync(inject('dbTemplates')[template]);
    dump = new DumpBytes(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    pgliteDumps.set(template, dump);
  }
  return dump;
}

/**
 * Two instances of the app on one fresh PostgreSQL database, as two server processes would be:
 * the first migrates and is seeded with the demo data, the second starts on the ready database. For
 * `describe.skipIf(!usingPostgres)` suites; `close` closes both and drops the database.
 */
export async function startTwoInstances(): Promise<{
  a: FastifyInstance;
  b: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}> {
  const pgdb = await createPgDatabase('seeded');
  const start = () =>
    buildApp({ logger: false, databaseUrl: pgdb.url, config: { env: 'test', logLevel: 'silent' } });
  const a = await start();
  await seedDemoData(a);
  const b = await start();
  await a.ready();
  await b.ready();
  return {
    a,
    b,
    url: pgdb.url,
    close: async () => {
      await a.close();
      await b.close();
      await pgdb.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A database of its own, a copy of the run's `template`: the build options that open it and `drop`,
 * which removes it once the app using it is closed.
 */
export async function databaseCopy(template: TemplateName): Promise<{
  build: Pick<BuildOptions, 'databaseUrl' | 'dataDir' | 'loadDataDir' | 'sharedBuffers'>;
  drop: () => Promise<void>;
}> {
  if (!usingPostgres) {
    return {
      // A test's database is a few megabytes: a small page cache halves the time PGlite takes to start.
      build: {
        databaseUrl: '',
        dataDir: 'memory://',
        loadDataDir: pgliteDump(template),
        sharedBuffers: '16MB',
      },
      drop: async () => {},
    };
  }
  const db = await createPgDatabase(template);
  // Files (uploads) go to a directory of the app's own, as its rows go to a database of its own: files
  // running side by side count and clean up only what is theirs.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-test-data-'));
  return {
    build: { databaseUrl: db.url, dataDir },
    drop: async () => {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds an app on its own database, a copy of the run's migrated template; `seed` adds the demo accounts
 * (a copy of the seeded template when the app is a test one, as the seed of other environments adds more).
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    /** Runs before the app is ready, e.g. to add hooks. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const seed = opts.seed !== false;
  const config = { env: 'test', logLevel: 'silent', ...opts.config } as const;
  const copy = await databaseCopy(seed && config.env === 'test' ? 'seeded' : 'migrated');
  const build: BuildOptions = { logger: false, config, ...copy.build };
  const app = await buildApp(build);
  // A no-op on the seeded copy (it is marked seeded); the full demo data for other environments.
  if (seed) await seedDemoData(app);
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await copy.drop();
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

/** A signed-in account: its tokens, its user and the Authorization header to send as it. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
  headers: Record<string, string>;
}

/** Signs in through POST /v1/user/login (from a fresh address) and returns the session. */
export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
  portal: 'MEMBER' | 'ADMIN' = 'MEMBER',
): Promise<Session> {
  const s = await login(app, who, portal);
  return { ...s, headers: { authorization: `Bearer ${s.accessToken}` } };
}

/**
 * A new account made through the test API (POST /v1/testing/users, needs `enableTestApi`) with
 * these fields (email, password, stage, names…), then signed in: its session and e-mail.
 */
export async function createUser(
  app: FastifyInstance,
  fields: { email: string; password: string; stage?: string } & Record<string, unknown>,
): Promise<Session & { email: string }> {
  const res = await app.inject({ method: 'POST', url: '/v1/testing/users', payload: fields });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(await signIn(app, fields)), email: fields.email };
}

/**
 * Who a request is sent as: a session (or anything with an `accessToken`), a bare access token,
 * ready-made headers (e.g. `bearer(token)`), or nobody.
 */
export type As = { accessToken: string } | string | InjectOptions['headers'] | null | undefined;

/** The headers that send a request as `as`. */
export function headersOf(as: As): Record<string, string> {
  if (!as) return {};
  if (typeof as === 'string') return { authorization: `Bearer ${as}` };
  if ('accessToken' in as && typeof as.accessToken === 'string')
    return { authorization: `Bearer ${as.accessToken}` };
  return { ...(as as Record<string, string>) };
}

/** Extra per-request options of the plain helpers. */
export interface RequestOptions {
  /** Sent as the Idempotency-Key header when given. */
  idempotencyKey?: string | null;
  /** The client address (the per-address throttle keys on it). */
  remoteAddress?: string;
  /** More headers, added after the Authorization header. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One `app.inject` call: the payload is sent only when given. */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  as?: As,
  payload?: unknown,
  opts: RequestOptions = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...headersOf(as),
      ...opts.headers,
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** Options of {@link call}: who calls, the path, query and body, and the Idempotency-Key. */
export interface CallOptions {
  as?: As;
  params?: Record<string, string | number>;
  /** Added as a query string; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * For an endpoint marked `idempotent`: a fresh key when left out, none when null. For any other
   * endpoint the key is sent only when given.
   */
  idempotencyKey?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A fresh Idempotency-Key for a test request. */
export const testIdempotencyKey = () => `test-${randomUUID()}`;

/**
 * Calls an endpoint of the registry by name: its method, its `/v1` path with `params` filled in
 * (`buildPath`) and, for idempotent endpoints, an Idempotency-Key header.
 */
export function call(app: FastifyInstance, name: EndpointName, opts: CallOptions = {}) {
  const def: EndpointDef = endpoints[name];
  const qs = opts.query
    ? new URLSearchParams(
        Object.entries(opts.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  const url = `/v1${buildPath(def.path, opts.params)}${qs ? `?${qs}` : ''}`;
  const idempotencyKey =
    opts.idempotencyKey === undefined && def.idempotent ? testIdempotencyKey() : opts.idempotencyKey;
  return send(app, def.method, url, opts.as, opts.body, {
    idempotencyKey,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
  });
}

/**
 * GET /v1/dev/outbox, the outbox page (served outside the endpoint registry), from `remoteAddress`
 * (the default 127.0.0.1 when not given) with extra `headers` such as X-Forwarded-For.
 */
export const devOutbox = (app: FastifyInstance, remoteAddress?: string, headers?: Record<string, string>) =>
  send(app, 'GET', '/v1/dev/outbox', null, undefined, { remoteAddress, headers });

/** A file of a multipart body: form field (`file` by default), file name, content type and bytes. */
export type UploadFile = Parameters<typeof multipart>[0][number];

/**
 * POSTs `files` as one multipart/form-data body (`multipart` of upload-helpers.ts) to `url` as `as`:
 * an upload endpoint's request, e.g. `upload(app, '/v1/user/profile-photo', session, [file])`.
 */
export function upload(
  app: FastifyInstance,
  url: string,
  as: As,
  files: UploadFile[],
  opts: RequestOptions = {},
) {
  const body = multipart(files);
  return send(app, 'POST', url, as, body.payload, { ...opts, headers: { ...opts.headers, ...body.headers } });
}

/**
 * The plain request helpers bound to one app, taking the full URL (with `/v1`):
 * `const { get, post } = requests(app); await post('/v1/offer', session, body)`.
 */
export function requests(app: FastifyInstance) {
  return {
    get: (url: string, as?: As, opts?: RequestOptions) => send(app, 'GET', url, as, undefined, opts),
    post: (url: string, as?: As, payload?: unknown, opts?: RequestOptions) =>
      send(app, 'POST', url, as, payload, opts),
    put: (url: string, as?: As, payload?: unknown, opts?: RequestOptions) =>
      send(app, 'PUT', url, as, payload, opts),
    patch: (url: string, as?: As, payload?: unknown, opts?: RequestOptions) =>
      send(app, 'PATCH', url, as, payload, opts),
    delete: (url: string, as?: As, payload?: unknown, opts?: RequestOptions) =>
      send(app, 'DELETE', url, as, payload, opts),
    upload: (url: string, as: As, files: UploadFile[], opts?: RequestOptions) =>
      upload(app, url, as, files, opts),
    call: (name: EndpointName, opts?: CallOptions) => call(app, name, opts),
  };
}

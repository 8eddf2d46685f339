/**
 * Database connection: PGlite (in-process PostgreSQL, files under DATA_DIR) by default,
 * real PostgreSQL through DATABASE_URL. Both speak the same SQL and run the same migrations.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { copyPgliteBase } from './pglite-base.ts';
import { useCustomPlanPool } from './rows.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Typo-tolerant offer search (modules/offer-search) uses pg_trgm's `<%` operator, whose cut-off is
 * this per-session setting (default 0.6 misses e.g. "vacaton cotage" → "Vacation cottage").
 */
export const TRGM_SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.4' } as const;

/**
 * PostgreSQL only: the sessions of the searches' own pool (`preparedRowsOf` with `plans: 'custom'`).
 * Offer and member search run as named prepared statements (parsed once per connection); their plans
 * must stay custom, made for each request's text and area: a generic plan cannot see where the
 * bounding box is or how common the words are (measured 3x slower). Every other statement keeps
 * PostgreSQL's own choice, so a hot lookup (the wallet read) is planned once per connection instead of
 * on every call (re-planning was 0.12 ms of its 0.25 ms in PostgreSQL).
 */
export const CUSTOM_PLAN_SESSION_SETTINGS = { plan_cache_mode: 'force_custom_plan' } as const;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** This process's liveness id: see `InstanceLiveness`. */
  instance: InstanceLiveness;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, from which another PGlite starts
   * ready (`ConnectOptions.loadDataDir`). The test suites migrate and seed once per run this way.
   */
  dumpDataDir?(): Promise<Blob>;
}

/** Committed SQL migrations, next to src/ in development and next to dist/ when bundled. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/db -> ../../drizzle ; dist -> ../drizzle
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((c) => existsDir(c)) ?? (candidates[0] as string);
}

function existsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

export interface ConnectOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`Database.dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
  /**
   * PGlite only: a base made by the build (db/pglite-base.ts), copied into `dataDir` when that holds no
   * database yet, instead of initdb.
   */
  baseDataDir?: string;
  /**
   * PGlite only: PostgreSQL's page cache (`shared_buffers`, 128MB by default). PGlite sets its pages up
   * at every start: a small test database starts in about half the time with 16MB, and fits in it.
   */
  sharedBuffers?: string;
}

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (opts.databaseUrl) {
    const options = (settings: Record<string, string>) =>
      Object.entries(settings)
        .map(([k, v]) => `-c ${k}=${v}`)
        .join(' ');
    const size = opts.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: size,
      options: options(TRGM_SESSION_SETTINGS),
    });
    // The searches' pool: half as many connections, opened as searches need them.
    const customPlanPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Math.max(2, Math.ceil(size / 2)),
      options: options({ ...TRGM_SESSION_SETTINGS, ...CUSTOM_PLAN_SESSION_SETTINGS }),
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    customPlanPool.on('error', () => {});
    useCustomPlanPool(pool, customPlanPool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const instance = await postgresLiveness(opts.databaseUrl, pool);
    return {
      db,
      kind: 'postgres',
      instance,
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      close: async () => {
        await instance.close();
        await Promise.all([pool.end(), customPlanPool.end()]);
      },
    };
  }
  const dir = opts.dataDir ?? './data';
  const pgliteOptions = {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] }
      : {}),
  };
  let client: PGlite;
  if (dir.startsWith('memory://')) {
    client = new PGlite(dir, pgliteOptions);
  } else {
    if (opts.baseDataDir && !opts.loadDataDir) copyPgliteBase(opts.baseDataDir, dir);
    const pgdata = path.resolve(dir, 'pglite');
    mkdirSync(pgdata, { recursive: true });
    client = new PGlite(pgdata, pgliteOptions);
  }
  await client.waitReady;
  for (const [k, v] of Object.entries(TRGM_SESSION_SETTINGS)) await client.exec(`SET ${k} = ${v}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite's files are used by one process at a time: no other instance can be alive.
  const id = randomInt(1, 2 ** 31 - 1);
  return {
    db,
    kind: 'pglite',
    instance: { id, isAlive: async (other) => other === id, close: async () => {} },
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/**
 * Which server instances are alive, for work that one instance started and another may have to take
 * over (an unfinished idempotent request, see lib/idempotency.ts). Each instance holds a session
 * advisory lock on its id through a connection of its own for as long as it runs: when the process
 * dies, PostgreSQL ends that session and the lock is gone at once, so no timeout is needed.
 */
export interface InstanceLiveness {
  /** This instance's id. */
  id: number;
  /** Whether the instance with this id still runs (this one included). */
  isAlive(id: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Advisory lock namespace (first key) of the instance locks: 'BBli'. */
const LIVENESS_LOCK_SPACE = 0x42426c69;

async function postgresLiveness(databaseUrl: string, pool: pg.Pool): Promise<InstanceLiveness> {
  let closed = false;
  let client: pg.Client | undefined;
  let id = 0;
  const hold = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    c.on('error', () => {
      // The session (and with it the lock) is gone: take it again on a new connection.
      if (closed) return;
      client = undefined;
      setTimeout(() => void hold().catch(() => undefined), 1000).unref();
    });
    for (;;) {
      const candidate = id || randomInt(1, 2 ** 31 - 1);
      const { rows } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [
        LIVENESS_LOCK_SPACE,
        candidate,
      ]);
      if (rows[0]?.ok) {
        id = candidate;
        break;
      }
      if (id) throw new Error('instance liveness id taken by another session');
    }
    client = c;
  };
  await hold();
  return {
    get id() {
      return id;
    },
    async isAlive(other) {
      if (other === id) return true;
      // Free (so its holder is gone) when we can take it; released again in the same statement.
      const { rows } = await pool.query<{ alive: boolean }>(
        'SELECT CASE WHEN pg_try_advisory_lock($1, $2) THEN NOT pg_advisory_unlock($1, $2) ELSE true END AS alive',
        [LIVENESS_LOCK_SPACE, other],
      );
      return rows[0]?.alive ?? true;
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Database connection: PGlite (in-process PostgreSQL, files under DATA_DIR) by default,
 * real PostgreSQL through DATABASE_URL. Both speak the same SQL and run the same migrations.
 */
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
 * PostgreSQL sessions only. Offer search runs as named prepared statements (parsed once per
 * connection); their plans must stay custom, made for each request's text and area: a generic plan
 * cannot see where the bounding box is or how common the words are (measured 3x slower).
 */
export const PG_SESSION_SETTINGS = { plan_cache_mode: 'force_custom_plan' } as const;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
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
}

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (opts.databaseUrl) {
    const options = Object.entries({ ...TRGM_SESSION_SETTINGS, ...PG_SESSION_SETTINGS })
      .map(([k, v]) => `-c ${k}=${v}`)
      .join(' ');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? './data';
  let client: PGlite;
  if (dir.startsWith('memory://')) {
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    const pgdata = path.resolve(dir, 'pglite');
    mkdirSync(pgdata, { recursive: true });
    client = new PGlite(pgdata, { extensions: { pg_trgm } });
  }
  await client.waitReady;
  for (const [k, v] of Object.entries(TRGM_SESSION_SETTINGS)) await client.exec(`SET ${k} = ${v}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client.ts';

/** `s` with LIKE's wildcards (and the escape character) escaped, for `like`/`ilike` patterns. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const dialect = new PgDialect();
/** Statement name per SQL text (the texts are few: one per query shape, values are parameters). */
const statementNames = new Map<string, string>();
/** As drizzle's own raw queries: timestamps come back as PostgreSQL's text. */
const queryTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    id === pg.types.builtins.TIMESTAMPTZ || id === pg.types.builtins.TIMESTAMP
      ? (v: string) => v
      : pg.types.getTypeParser(id, format as 'text'),
};

/** Per PostgreSQL pool, the pool whose sessions plan every statement for its values (db/client.ts). */
const customPlanPools = new WeakMap<pg.Pool, pg.Pool>();

/** Statements of `preparedRowsOf` with `plans: 'custom'` on `pool` run on `customPlanPool`. */
export function useCustomPlanPool(pool: pg.Pool, customPlanPool: pg.Pool): void {
  customPlanPools.set(pool, customPlanPool);
}

/**
 * Rows of a raw query of a hot path. On the PostgreSQL pool (the root database, not a transaction)
 * it runs as a named prepared statement: each pooled connection parses the query's text once, and
 * plans it once when PostgreSQL finds a plan for any values as good as one made for the values.
 * With `plans: 'custom'` (the searches, whose best plan depends on the words and the area) it is
 * planned for its values on every call, on the pool kept for that. Elsewhere (PGlite, or inside a
 * transaction) as `rowsOf`, planned for its values. `prefix` names the statements
 * (`<prefix>_<hash of the text>`).
 */
export async function preparedRowsOf<T>(
  db: DbOrTx,
  query: SQL,
  prefix: string,
  { plans = 'auto' }: { plans?: 'auto' | 'custom' } = {},
): Promise<T[]> {
  const root = (db as { $client?: unknown }).$client;
  if (root instanceof pg.Pool) {
    const client = (plans === 'custom' && customPlanPools.get(root)) || root;
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = statementNames.get(text);
    if (!name) {
      name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      statementNames.set(text, name);
    }
    const res = await client.query<T & pg.QueryResultRow>({ name, text, values: params, types: queryTypes });
    return res.rows;
  }
  return rowsOf<T>(db, query);
}

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

/**
 * Rows of a raw query of a hot path. On the PostgreSQL pool (the root database, not a transaction)
 * it runs as a named prepared statement: each pooled connection parses and plans the query's text
 * once instead of on every call. Elsewhere (PGlite, or inside a transaction) as `rowsOf`.
 * `prefix` names the statements (`<prefix>_<hash of the text>`).
 */
export async function preparedRowsOf<T>(db: DbOrTx, query: SQL, prefix: string): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
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

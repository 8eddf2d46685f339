import { createHash } from 'node:crypto';
import { type Column, fillPlaceholders, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
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

/**
 * A drizzle query of a hot path, built once per database handle with `sql.placeholder` for its values
 * and prepared as `name`: later calls on that handle only send the values (on PostgreSQL a named
 * statement, parsed once per connection, and planned once when a plan for any values is as good).
 * On a transaction's handle it is built again for each transaction, and still runs as the named
 * statement of that connection. Answers as drizzle maps the query.
 */
export function preparedOnce<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): { execute(values: V): Promise<R> } },
): (db: DbOrTx, values: V) => Promise<R> {
  const prepared = new WeakMap<object, { execute(values: V): Promise<R> }>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}

/** `column = any(<placeholder>)`: one parameter for a whole list (a prepared query's list of ids). */
export const anyOf = (column: Column | SQL, placeholder: string, type = 'uuid') =>
  sql`${column} = any(${sql.placeholder(placeholder)}::${sql.raw(type)}[])`;

/** The statement name of `text`: `<prefix>_<hash of the text>`, the same for the same text. */
function statementName(text: string, prefix: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Per table, its columns by property name (what drizzle maps a row with). */
const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A raw row of `table` (`select t.*`, `returning *`: database column names, driver values) as drizzle's
 * own queries answer it: property names, and each value through its column's mapping (dates, bigints).
 */
export function tableRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
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
 * Rows of a raw query of a hot path. On PostgreSQL it runs as a named prepared statement, on the pool
 * (the root database) or on the connection of the transaction it is given: each connection parses the
 * query's text once, and plans it once when PostgreSQL finds a plan for any values as good as one made
 * for the values. With `plans: 'custom'` (the searches, whose best plan depends on the words and the
 * area) it is planned for its values on every call: on the pool kept for that, or unnamed inside a
 * transaction. On PGlite as `rowsOf`. `prefix` names the statements (`<prefix>_<hash of the text>`).
 */
export async function preparedRowsOf<T>(
  db: DbOrTx,
  query: SQL,
  prefix: string,
  { plans = 'auto' }: { plans?: 'auto' | 'custom' } = {},
): Promise<T[]> {
  const client = preparingClientOf(db, plans);
  if (!client) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return namedRows<T>(client, statementName(text, prefix), text, params);
}

/**
 * A raw statement of a hot path whose text is made once: `build` makes its SQL from `values`, and is
 * called once with placeholders (`sql.placeholder(<key>)` for each value) to make the text, so a call
 * only fills its values in (making the text from drizzle's SQL pieces costs more than the statement on
 * a small read). `build` must give the same text whatever the values: no branch on them. Runs as
 * `preparedRowsOf` does (named, on the pool or the transaction's connection); on PGlite `build` makes
 * the SQL from the values on each call.
 */
export function preparedSql<V extends Record<string, unknown>, T>(
  prefix: string,
  build: (values: V) => SQL,
): (db: DbOrTx, values: V) => Promise<T[]> {
  let made: { name: string; text: string; params: unknown[] } | null = null;
  return async (db, values) => {
    const client = preparingClientOf(db, 'auto');
    if (!client) return rowsOf<T>(db, build(values));
    if (!made) {
      const placeholders = new Proxy({} as V, { get: (_, key) => sql.placeholder(String(key)) });
      const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
      made = { name: statementName(text, prefix), text, params };
    }
    return namedRows<T>(client, made.name, made.text, fillPlaceholders(made.params, values));
  };
}

/** Rows of the named statement `name` (parsed once per connection), timestamps as PostgreSQL's text. */
async function namedRows<T>(client: pg.Pool | pg.Client, name: string, text: string, values: unknown[]) {
  const res = await client.query<T & pg.QueryResultRow>({ name, text, values, types: queryTypes });
  return res.rows;
}

/**
 * The node-postgres pool or connection that runs `db`'s prepared statements: the pool of the root
 * database (for `plans: 'custom'` the pool kept for that), or the connection a transaction runs on
 * (drizzle's node-postgres session holds it; custom plans run unnamed there); null on PGlite.
 */
function preparingClientOf(db: DbOrTx, plans: 'auto' | 'custom'): pg.Pool | pg.Client | null {
  const root = (db as { $client?: unknown }).$client;
  if (root instanceof pg.Pool) return (plans === 'custom' && customPlanPools.get(root)) || root;
  const own = (db as { session?: { client?: unknown } }).session?.client;
  return own instanceof pg.Client && plans === 'auto' ? own : null;
}

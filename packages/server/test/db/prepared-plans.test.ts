/**
 * How the hot paths' prepared statements are planned on PostgreSQL: the searches for each request's
 * values (on a pool of their own whose sessions force it), every other statement by PostgreSQL's own
 * choice, so a hot lookup is planned once per connection. PostgreSQL only (skipped without DATABASE_URL):
 * PGlite plans every statement for its values.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { preparedRowsOf, preparedSql } from '../../src/db/rows.ts';
import { createPgDatabase, usingPostgres } from '../helper.ts';

describe.skipIf(!usingPostgres)('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const pgdb = await createPgDatabase();
    drop = pgdb.drop;
    database = await connectDatabase({ databaseUrl: pgdb.url, poolSize: 4 });
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const mode = async (plans?: 'auto' | 'custom') => {
    const [row] = await preparedRowsOf<{ mode: string; threshold: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode,
                 current_setting('pg_trgm.word_similarity_threshold') as threshold`,
      'test_plans',
      plans ? { plans } : {},
    );
    return row;
  };

  it('a search statement runs where plans are made for its values; others where PostgreSQL chooses', async () => {
    expect(await mode('custom')).toEqual({ mode: 'force_custom_plan', threshold: '0.4' });
    expect(await mode()).toEqual({ mode: 'auto', threshold: '0.4' });
    expect(await mode('auto')).toEqual({ mode: 'auto', threshold: '0.4' });
  });

  it("inside a transaction, a statement is prepared on the transaction's own connection", async () => {
    const names = await database.db.transaction(async (tx) => {
      await preparedRowsOf(tx, sql`select 1 as one`, 'test_in_tx');
      return preparedRowsOf<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name like 'test_in_tx_%'`,
        'test_listing',
      );
    });
    expect(names.map((r) => r.name)).toHaveLength(1);
    // A search inside a transaction stays unnamed there (planned for its values), never on another connection.
    const custom = await database.db.transaction((tx) =>
      preparedRowsOf<{ mode: string }>(
        tx,
        sql`select current_setting('plan_cache_mode') as mode`,
        'test_tx_custom',
        {
          plans: 'custom',
        },
      ),
    );
    expect(custom).toEqual([{ mode: 'auto' }]);
  });

  it("preparedSql makes its text once, then only sends each call's values, on the pool and in a transaction", async () => {
    let built = 0;
    const pair = preparedSql<{ a: number; b: string }, { a: number; b: string }>('test_made_once', (v) => {
      built++;
      return sql`select ${v.a}::int as a, ${v.b}::text as b`;
    });
    expect(await pair(database.db, { a: 1, b: 'one' })).toEqual([{ a: 1, b: 'one' }]);
    expect(await pair(database.db, { a: 2, b: 'two' })).toEqual([{ a: 2, b: 'two' }]);
    const inTx = await database.db.transaction(async (tx) => {
      const rows = await pair(tx, { a: 3, b: 'three' });
      const names = await preparedRowsOf<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where name like 'test_made_once_%'`,
        'test_listing',
      );
      return { rows, names };
    });
    expect(inTx.rows).toEqual([{ a: 3, b: 'three' }]);
    expect(inTx.names).toHaveLength(1);
    expect(built).toBe(1);
  });

  it('a lookup run again and again on one connection is planned once it has a plan for any values', async () => {
    const uid = '00000000-0000-4000-8000-000000000001';
    const lookup = () =>
      preparedRowsOf(
        database.db,
        sql`select ${uid}::uuid as id, coalesce((select balance_cents from wallet_accounts where user_id = ${uid}::uuid), 0) as balance`,
        'test_lookup',
      );
    // Enough calls that every pooled connection passes PostgreSQL's five custom plans.
    for (let i = 0; i < 40; i++) await lookup();
    const [row] = await preparedRowsOf<{ generic: string; custom: string }>(
      database.db,
      sql`select coalesce(sum(generic_plans), 0)::text as generic, coalesce(sum(custom_plans), 0)::text as custom
            from pg_prepared_statements where name like 'test_lookup_%'`,
      'test_stats',
    );
    // pg_prepared_statements shows the asking connection's own statements: it ran the lookup at least
    // once, and past its first five calls used the generic plan.
    expect(Number(row!.custom)).toBeLessThanOrEqual(5);
    expect(Number(row!.generic)).toBeGreaterThan(0);
  });
});

import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

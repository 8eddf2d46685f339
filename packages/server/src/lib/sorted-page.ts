/**
 * One page of a sorted list in raw SQL: the inner query computes each sort key once per row (as
 * `k0`, `k1`, …), orders by them and takes the page; the outer query joins the page's details and
 * keeps the same order (`page.k0`, …). The window count `count(*) over ()` carries the total.
 */
import { type SQL, sql } from 'drizzle-orm';

/** A sort key: an expression and its direction (`asc`, `desc nulls last`, …). Lists end in the id. */
export interface SortKey {
  expr: SQL;
  dir: SQL;
}

/** The key columns of the inner select, the inner ORDER BY (by output name) and the outer one. */
export function sortKeySql(keys: SortKey[]): { keyCols: SQL; innerOrder: SQL; outerOrder: SQL } {
  return {
    keyCols: sql.join(
      keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
      sql`, `,
    ),
    // By output name: each key is computed once per row (repeating the expression would compute it again).
    innerOrder: sql.join(
      keys.map((k, i) => sql`${sql.raw(`k${i}`)} ${k.dir}`),
      sql`, `,
    ),
    outerOrder: sql.join(
      keys.map((k, i) => sql`${sql.raw(`page.k${i}`)} ${k.dir}`),
      sql`, `,
    ),
  };
}

/**
 * The total of a page whose rows carry it (`total`, from the window count): past the last page there
 * is no row to carry it, so `count` is asked then.
 */
export async function pageTotal(
  rows: { total: string | number | null }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  return rows.length > 0 || offset === 0 ? Number(rows[0]?.total ?? 0) : count();
}

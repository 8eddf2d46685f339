// The plan of one offer search, as the server runs it, for `npm run bench` (the slowest search it saw):
//
//   node --import tsx scripts/explain-search.ts <database url> <member e-mail> "<query string of GET /v1/offer/search-offer>"
//
// Runs the search service itself on that database as that member, and prints PostgreSQL's
// EXPLAIN (ANALYZE, BUFFERS) of its search statement, planned for these values as the server's
// searches are. The search runs twice on one connection and the second plan is printed: a new
// connection's first plan also loads the catalog (about 12 ms of planning), which the server's
// long-lived connections have done long before.
import { endpoints } from '@barterbits/contracts';
import type { SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { connectDatabase, type Db } from '../packages/server/src/db/client.ts';
import { users } from '../packages/server/src/db/schema.ts';
import { createOfferSearchService } from '../packages/server/src/modules/offer-search/offer-search.service.ts';

const [url, email, queryString] = process.argv.slice(2);
if (!url || !email || queryString === undefined) {
  console.error('usage: explain-search.ts <database url> <member e-mail> "<query string>"');
  process.exit(2);
}

const database = await connectDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const [member] = await database.db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.email, email));
  if (!member) throw new Error(`no member ${email}`);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const dialect = new PgDialect();
  const plans: string[] = [];
  // The service's database, except that its raw statements go through `execute` (not prepared on the
  // pool), where the search statement is explained before it runs.
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === '$client') return undefined;
      if (prop === 'execute') {
        return async (query: SQL) => {
          const { sql, params } = dialect.sqlToQuery(query);
          if (/^\s*select page\.id/.test(sql)) {
            const res = await pool.query<{ 'QUERY PLAN': string }>({
              text: `explain (analyze, buffers) ${sql}`,
              values: params,
            });
            plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
          }
          return target.execute(query);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  }) as Db;
  const q = endpoints.searchOffers.query.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const search = createOfferSearchService({ db });
  const auth = { userId: member.id, role: 'MEMBER' as const, sessionId: 'explain' };
  await search.searchOffers(auth, q);
  plans.length = 0;
  await search.searchOffers(auth, q);
  console.log(plans.length ? plans.join('\n\n') : '(the search ran no search statement)');
} finally {
  await database.close();
}

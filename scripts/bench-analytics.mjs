// Analytics dashboard, PostgreSQL only: GET /v1/analytics and GET /v1/analytics/stats for a
// 90-day range over a generated marketplace of 100,000 offers and 1,000,000 ledger entries (target: p99
// under 200 ms). `npm run bench` calls analyticsBench({ startServer }) (scripts/bench.mjs); alone:
//
//   DATABASE_URL=postgres://… node scripts/bench-analytics.mjs   (the server from source, under tsx)
//
// The generation is set-based SQL against the server's database after it has migrated and seeded:
// 20,000 members signed up over two years (70% of them buy), 100,000 offers, and 500,000 balanced
// two-legged movements (1,000,000 wallet_entries) with the records they belong to: 120,000 card loads
// (bits_loads SUCCESSFUL; plus FAILED and REFUND loads that moved nothing), 330,000 paid barter
// requests (3% refunded, each refund a movement), 20,000 gifts (hold, then settle) and 60,000 unpaid
// requests, spread over the last 365 days; plus searches that found nothing, reports and feedback.
// Entries respect the ledger's guards (migrations 0008, 0009, 0011): each movement sums to zero (the
// deferred trigger checks every one at commit), balance_after is each account's running balance in id
// order, no member wallet goes below zero; the invariants are checked again before measuring.
// BENCH_ANALYTICS=0 skips it; BENCH_KEEP_DB=1 keeps the database for EXPLAIN ANALYZE, and
// BENCH_ANALYTICS_DATABASE_URL=<its URL> measures again on it without generating. Before measuring, the
// analytics rollups are computed as the server's `rollup-analytics` job does (timed and printed).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startServerProcess } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** BENCH_ANALYTICS_SCALE=0.01 makes a marketplace 100 times smaller (a quick check of the generation). */
const SCALE = Number(process.env.BENCH_ANALYTICS_SCALE ?? 1);
const scaled = (n) => Math.max(10, Math.round(n * SCALE));
const MEMBERS = scaled(20_000);
const OFFERS = scaled(100_000);
/** Movements of each kind: 2 entries each, 1,000,000 in all (with one initial load per member). */
const MOVES = {
  extraLoads: scaled(100_000),
  trades: scaled(330_000),
  refundEvery: 33,
  gifts: scaled(20_000),
};
const RANGE_DAYS = 90;
const P99_TARGET_MS = 200;
const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1', portal: 'ADMIN' };

/** A deterministic pseudo-random fraction [0, 1) of the row number `i` and a salt (as bench.mjs). */
const r = (salt, i = 'i') => `(((hashtext(${i}::text || '${salt}') & 2147483647) % 100000) / 100000.0)`;
/** A deterministic pseudo-random whole number 1..n. */
const pick = (salt, n, i = 'i') => `(1 + (hashtext(${i}::text || '${salt}') & 2147483647) % ${n})`;
/** An instant in the last 365 days (at least 2 days ago, so a settle or refund a day later is past). */
const inYear = (salt, i = 'i') => `now() - interval '2 days' - ${r(salt, i)} * interval '363 days'`;

/** The generation, in order, in one transaction. */
function generationStatements() {
  const buyers = Math.round(MEMBERS * 0.7);
  return [
    `insert into users (email, role_id, status_id, check_out_status, account_type, created_at)
     select 'bench-an-' || i || '@bench.barterbits.ca', 2, 1, 'COMPLETED', 'PERSONAL',
            now() - ${r('c')} * interval '730 days'
     from generate_series(1, ${MEMBERS}) i`,
    `create temp table bm on commit drop as
     select u.id, gen_random_uuid() as acc, split_part(split_part(u.email, '@', 1), '-', 3)::int as n
     from users u
     where u.email like 'bench-an-%@bench.barterbits.ca'`,
    'create unique index on bm (n)',
    `insert into wallet_accounts (id, kind, user_id) select acc, 'MEMBER', id from bm`,
    `insert into offers (user_id, title, category, status, price_cents, price_type, city, province,
                         created_at, updated_at, published_at)
     select bm.id, 'Bench offer ' || i,
            (array['Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'])[${pick('cat', 4)}],
            case when ${r('st')} < 0.7 then 'ACTIVE' when ${r('st')} < 0.8 then 'PAUSED'
                 when ${r('st')} < 0.9 then 'DRAFT' when ${r('st')} < 0.97 then 'ARCHIVE' else 'DISABLED' end,
            100 * ${pick('p', 500)}, 'Fixed', 'Toronto', 'Ontario', c.at, c.at,
            case when ${r('st')} between 0.8 and 0.9 then null else c.at + interval '1 hour' end
     from generate_series(1, ${OFFERS}) i
     cross join lateral (select now() - ${r('oc')} * interval '730 days' as at) c
     join bm on bm.n = ${pick('ou', MEMBERS)}`,
    `create temp table bo on commit drop as
     select id, row_number() over (order by id) as n from offers`,
    'create unique index on bo (n)',
    // Every movement to write: kind, amount, from and to accounts, when, and what it belongs to.
    `create temp table gen (
       n bigserial, tx_id uuid not null default gen_random_uuid(), type text not null, amount bigint not null,
       from_acc uuid not null, to_acc uuid not null, at timestamptz not null, who uuid,
       related_type text, related_id uuid) on commit drop`,
    // Loads: one of 10,000 BITS per member before anything else, then 100,000 through the year.
    `create temp table gl on commit drop as
     select gen_random_uuid() as id, bm.id as user_id, bm.acc, 1000000::bigint as amount,
            now() - interval '366 days' + bm.n * interval '1 second' as at
     from bm
     union all
     select gen_random_uuid(), bm.id, bm.acc, 100 * ${pick('la', 500)}, ${inYear('lt')}
     from generate_series(1, ${MOVES.extraLoads}) i join bm on bm.n = ${pick('lu', MEMBERS)}`,
    `insert into gen (type, amount, from_acc, to_acc, at, who, related_type, related_id)
     select 'ADD_BITS', gl.amount, (select id from wallet_accounts where code = 'CARD_LOADS'), gl.acc, gl.at,
            gl.user_id, 'LOAD', gl.id
     from gl`,
    // Trades: buyers are the first 70% of the members; the seller is anyone else.
    `create temp table gt on commit drop as
     select i, gen_random_uuid() as id, s.id as seller, s.acc as seller_acc, b.id as buyer, b.acc as buyer_acc,
            bo.id as offer_id, 100 + (hashtext(i::text || 'ta') & 2147483647) % 4900 as amount,
            ${inYear('tt')} as at
     from generate_series(1, ${MOVES.trades}) i
     join bm b on b.n = ${pick('tb', buyers)}
     join bm s on s.n = case when ${pick('ts', MEMBERS)} = b.n then b.n % ${MEMBERS} + 1 else ${pick('ts', MEMBERS)} end
     join bo on bo.n = ${pick('to', OFFERS)}`,
    `insert into gen (type, amount, from_acc, to_acc, at, who, related_type, related_id)
     select 'SALE_PURCHASE', amount, buyer_acc, seller_acc, at, buyer, 'BARTER', id from gt
     union all
     select 'REFUND', amount, seller_acc, buyer_acc, at + interval '1 day', seller, 'BARTER', id
     from gt where i % ${MOVES.refundEvery} = 0`,
    // Gifts: held from the sender, settled to the recipient a day later.
    `create temp table gg on commit drop as
     select i, gen_random_uuid() as id, s.id as sender, s.acc as sender_acc, t.id as recipient,
            t.acc as recipient_acc, 'bench-an-' || t.n || '@bench.barterbits.ca' as email,
            100 * ${pick('ga', 50)} as amount, ${inYear('gt')} as at
     from generate_series(1, ${MOVES.gifts}) i
     join bm s on s.n = ${pick('gs', buyers)}
     join bm t on t.n = case when ${pick('gr', MEMBERS)} = s.n then s.n % ${MEMBERS} + 1 else ${pick('gr', MEMBERS)} end`,
    `insert into gen (type, amount, from_acc, to_acc, at, who, related_type, related_id)
     select 'GIFT', amount, sender_acc, (select id from wallet_accounts where code = 'GIFT_HOLDING'), at, sender,
            'GIFT', id from gg
     union all
     select 'GIFT', amount, (select id from wallet_accounts where code = 'GIFT_HOLDING'), recipient_acc,
            at + interval '1 day', recipient, 'GIFT', id from gg`,
    `insert into wallet_transactions (id, reference, type, status, amount_cents, initiated_by, related_type,
                                      related_id, created_at)
     select tx_id, 'BB-AN' || lpad(n::text, 8, '0'), type, 'SUCCESSFUL', amount, who, related_type, related_id, at
     from gen`,
    // The legs in time order, each with its account's running balance (after what it already held).
    `insert into wallet_entries (transaction_id, account_id, amount_cents, balance_after_cents, created_at)
     select l.tx_id, l.acc, l.amount, a.balance_cents + sum(l.amount) over (
              partition by l.acc order by l.at, l.n, l.leg rows unbounded preceding), l.at
     from (select tx_id, n, at, 0 as leg, from_acc as acc, -amount as amount from gen
           union all
           select tx_id, n, at, 1, to_acc, amount from gen) l
     join wallet_accounts a on a.id = l.acc
     order by l.at, l.n, l.leg`,
    `update wallet_accounts a set balance_cents = a.balance_cents + s.total, updated_at = now()
     from (select acc, sum(amount) as total
           from (select to_acc as acc, amount from gen union all select from_acc, -amount from gen) l
           group by acc) s
     where a.id = s.acc`,
    // The records the movements belong to.
    `insert into bits_loads (id, user_id, amount_cents, status, transaction_id, created_at, updated_at, completed_at)
     select gl.id, gl.user_id, gl.amount, 'SUCCESSFUL', g.tx_id, gl.at, gl.at, gl.at + interval '5 seconds'
     from gl join gen g on g.related_id = gl.id`,
    `insert into bits_loads (user_id, amount_cents, status, failure_code, created_at, updated_at, completed_at)
     select bm.id, 100 * ${pick('fa', 500)}, case when i % 5 = 0 then 'REFUND' else 'FAILED' end, 'BENCH',
            ${inYear('ft')}, now(), ${inYear('ft')}
     from generate_series(1, ${scaled(6000)}) i join bm on bm.n = ${pick('fu', MEMBERS)}`,
    `insert into barter_requests (id, reference, seller_id, buyer_id, offer_id, offer_title, amount_cents,
                                  refunded_cents, status, transaction_id, created_at, updated_at, decided_at)
     select gt.id, 'BR-AN' || lpad(gt.i::text, 8, '0'), gt.seller, gt.buyer, gt.offer_id, 'Bench offer',
            gt.amount, case when gt.i % ${MOVES.refundEvery} = 0 then gt.amount else 0 end,
            case when gt.i % ${MOVES.refundEvery} = 0 then 'REFUND' else 'ACCEPTED' end,
            g.tx_id, gt.at - interval '1 hour', gt.at, gt.at
     from gt join gen g on g.related_id = gt.id and g.type = 'SALE_PURCHASE'`,
    `insert into barter_requests (reference, seller_id, buyer_id, offer_id, offer_title, amount_cents, status,
                                  created_at, updated_at, decided_at)
     select 'BR-ANU' || lpad(i::text, 7, '0'), s.id, b.id, bo.id, 'Bench offer', 100 * ${pick('ua', 50)},
            (array['PENDING', 'REJECTED', 'CANCELLED'])[${pick('us', 3)}], ${inYear('ut')}, now(),
            case when i % 3 = 0 then null else ${inYear('ut')} + interval '1 hour' end
     from generate_series(1, ${scaled(60_000)}) i
     join bm b on b.n = ${pick('ub', MEMBERS)}
     join bm s on s.n = b.n % ${MEMBERS} + 1
     join bo on bo.n = ${pick('uo', OFFERS)}`,
    `insert into gifts (id, reference, sender_id, recipient_email, recipient_id, amount_cents, status,
                        hold_transaction_id, settle_transaction_id, expires_at, created_at, updated_at, claimed_at)
     select gg.id, 'GF-AN' || lpad(gg.i::text, 8, '0'), gg.sender, gg.email, gg.recipient, gg.amount, 'ACCEPTED',
            h.tx_id, s.tx_id, gg.at + interval '30 days', gg.at, gg.at + interval '1 day', gg.at + interval '1 day'
     from gg join gen h on h.related_id = gg.id and h.from_acc = gg.sender_acc
             join gen s on s.related_id = gg.id and s.to_acc = gg.recipient_acc`,
    // Searches that found nothing: 200 texts a day over the year, in one category or all.
    `insert into search_misses (day, query, category, count)
     select (now() - d * interval '1 day')::date, 'bench want ' || q,
            (array['', 'Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'])[1 + q % 5],
            ${pick('mc', 20, '(d * 1000 + q)')}
     from generate_series(0, 364) d cross join generate_series(1, 200) q`,
    `insert into offer_reports (offer_id, reporter_id, reason, status, created_at)
     select bo.id, bm.id, 'SUSPICIOUS', case when i % 2 = 0 then 'OPEN' else 'DECLINED' end, ${inYear('rt')}
     from generate_series(1, ${scaled(5000)}) i join bo on bo.n = (i * 17) % ${OFFERS} + 1 join bm on bm.n = ${pick('rr', MEMBERS)}
     on conflict do nothing`,
    `insert into feedback (user_id, kind, message, status, created_at)
     select bm.id, 'FEEDBACK', 'Bench feedback', (array['NEW', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'])[1 + i % 4],
            ${inYear('ft')}
     from generate_series(1, ${scaled(2000)}) i join bm on bm.n = ${pick('fb', MEMBERS)}`,
  ];
}

/** As autovacuum would by then: statistics and the visibility map (index-only scans). */
const MAINTENANCE = [
  'users',
  'offers',
  'wallet_accounts',
  'wallet_transactions',
  'wallet_entries',
  'bits_loads',
  'barter_requests',
  'gifts',
  'search_misses',
  'offer_reports',
  'feedback',
].map((t) => `vacuum analyze ${t}`);

/** The ledger invariants of modules/wallet/invariants.ts, counted in SQL. */
const INVARIANTS = `
  select (select count(*) from (select 1 from wallet_entries group by transaction_id
                                having sum(amount_cents) <> 0) x)::int as unbalanced,
         (select count(*) from wallet_accounts a
            left join (select account_id, sum(amount_cents) as t from wallet_entries group by 1) e
              on e.account_id = a.id
          where a.balance_cents <> coalesce(e.t, 0))::int as drift,
         (select count(*) from wallet_accounts a
            cross join lateral (select balance_after_cents from wallet_entries w
                                where w.account_id = a.id order by w.id desc limit 1) l
          where l.balance_after_cents <> a.balance_cents)::int as last_after,
         (select count(*) from wallet_accounts where not allow_negative and balance_cents < 0)::int as negative,
         (select count(*) from wallet_entries)::int as entries,
         (select count(*) from offers)::int as offers`;

/**
 * The analytics rollups (packages/server/src/modules/analytics/analytics.rollup.ts) on `url`, as the
 * server's `rollup-analytics` job runs them, under tsx in a process of their own: the range's days
 * alone, then the job's first run (every other day since the first request), then a later run (the
 * recompute window, plus days changed since: the generated unpaid requests carry updated_at = now(),
 * so right after generating every day counts as changed). Seconds of each, timed around the calls.
 */
function runRollups(url, range) {
  const code = `
    import { connectDatabase } from './packages/server/src/db/client.ts';
    import { rollupAnalyticsDays, runAnalyticsRollup } from './packages/server/src/modules/analytics/analytics.rollup.ts';
    import { daysFrom } from './packages/server/src/modules/analytics/range.ts';
    const d = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
    const timed = async (f) => { const t0 = performance.now(); const r = await f(); return [r, (performance.now() - t0) / 1000]; };
    const [range, rangeSeconds] = await timed(() => rollupAnalyticsDays(d.db, daysFrom(${JSON.stringify(range.from)}, ${JSON.stringify(range.to)})));
    const [first, firstSeconds] = await timed(() => runAnalyticsRollup(d.db));
    const [later, laterSeconds] = await timed(() => runAnalyticsRollup(d.db));
    await d.close();
    console.log(JSON.stringify({ range: range.length, rangeSeconds, first, firstSeconds, later, laterSeconds }));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`analytics bench: rollup failed (exit ${r.status})\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

/** Today in America/Toronto (the analytics zone) and the day `n` days before it. */
function rangeEndingToday(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to: today };
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** `clients` back-to-back GET loops for `seconds`: latencies (ms) and errors. */
async function loop(url, headers, clients, seconds) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    perSec: Math.round((latencies.length + errors) / seconds),
    p50: percentile(latencies, 0.5).toFixed(1),
    p99: percentile(latencies, 0.99).toFixed(1),
    errors,
  };
}

/** The server from source under tsx (used when this file runs alone; bench.mjs passes its own). */
const startSourceServer = (env) =>
  startServerProcess(['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], env, {
    tries: 240,
  });

/**
 * Generates the marketplace in a fresh database on DATABASE_URL's server, starts the server on it
 * (`startServer(env)` → { base, stop }) and measures both calls for the last 90 days: one client back
 * to back (the dashboard as an admin opens it) and 4 at once. Prints p50/p99 against the target.
 */
export async function analyticsBench({ startServer = startSourceServer } = {}) {
  if (process.env.BENCH_ANALYTICS === '0') return;
  if (!process.env.DATABASE_URL) {
    console.log('\nAnalytics: skipped (set DATABASE_URL to include it)');
    return;
  }
  const { default: pg } = await import('pg');
  // BENCH_ANALYTICS_DATABASE_URL: measure again on a database kept by an earlier run (no generation).
  const kept = process.env.BENCH_ANALYTICS_DATABASE_URL;
  const name = `bb_bench_analytics_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const url = new URL(kept ?? process.env.DATABASE_URL);
  if (!kept) {
    await admin.query(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
  }
  let server;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    // The server migrates and seeds the demo accounts (the admin signs in with them).
    server = await startServer({ DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
    await client.connect();
    if (!kept) {
      const started = Date.now();
      await client.query('begin');
      for (const statement of generationStatements()) await client.query(statement);
      await client.query('commit');
      const generatedIn = (Date.now() - started) / 1000;
      for (const statement of MAINTENANCE) await client.query(statement);
      const { rows } = await client.query(INVARIANTS);
      const check = rows[0];
      const sound = check.unbalanced + check.drift + check.last_after + check.negative === 0;
      console.log(
        `\n(generated ${check.offers.toLocaleString('en-CA')} offers and ${check.entries.toLocaleString('en-CA')} ledger entries in ${generatedIn.toFixed(0)} s; ledger invariants ${sound ? 'hold' : `VIOLATED: ${JSON.stringify(check)}`})`,
      );
    }

    // The rollups the server's job keeps (today is never rolled up: 89 of the range's 90 days).
    const range = rangeEndingToday(RANGE_DAYS);
    const rolled = runRollups(url.toString(), range);
    for (const t of ['analytics_daily', 'analytics_traders', 'analytics_rollup_days']) {
      await client.query(`vacuum analyze ${t}`);
    }
    console.log(
      `  rollup of ${RANGE_DAYS} days took ${rolled.rangeSeconds.toFixed(1)} s (${rolled.range} rolled up, today stays live); ` +
        `the job's first run ${rolled.firstSeconds.toFixed(1)} s (${rolled.first} days), a later run ${rolled.laterSeconds.toFixed(1)} s (${rolled.later} days)`,
    );

    const login = await fetch(`${server.base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`analytics bench: admin login ${login.status}`);
    const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
    const qs = `from=${range.from}&to=${range.to}`;
    const results = [];
    for (const [label, p] of [
      ['GET /analytics', `/v1/analytics?${qs}`],
      ['GET /analytics/stats', `/v1/analytics/stats?${qs}`],
    ]) {
      const probe = await fetch(`${server.base}${p}`, { headers });
      if (!probe.ok) throw new Error(`analytics bench: ${label} ${probe.status} ${await probe.text()}`);
      for (const clients of [1, 4]) {
        await loop(`${server.base}${p}`, headers, clients, WARMUP); // warm-up, discarded
        results.push({ label, clients, ...(await loop(`${server.base}${p}`, headers, clients, DURATION)) });
      }
    }
    console.log(
      `\nAnalytics on PostgreSQL (${RANGE_DAYS}-day range ${range.from} to ${range.to}; ${MEMBERS.toLocaleString('en-CA')} members; ${DURATION}s after ${WARMUP}s warm-up)`,
    );
    console.log('  endpoint               clients   req/s   p50 ms   p99 ms  errors');
    for (const x of results) {
      console.log(
        `  ${x.label.padEnd(22)} ${String(x.clients).padStart(7)} ${String(x.perSec).padStart(7)} ${x.p50.padStart(8)} ${x.p99.padStart(8)} ${String(x.errors).padStart(7)}`,
      );
    }
    const worst = Math.max(...results.filter((x) => x.clients === 1).map((x) => Number(x.p99)));
    console.log(
      `  target: p99 < ${P99_TARGET_MS} ms for one client: ${worst < P99_TARGET_MS ? 'met' : 'NOT met'} (worst p99 ${worst.toFixed(1)} ms)`,
    );
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    // A kept database (BENCH_ANALYTICS_DATABASE_URL) is left as it is.
    if (!kept && process.env.BENCH_KEEP_DB) console.log(`  (kept database ${name})`);
    else if (!kept) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// Alone: `node scripts/bench-analytics.mjs`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await analyticsBench();

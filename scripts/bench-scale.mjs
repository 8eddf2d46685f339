// Scale-out bench, part of `npm run bench` (BENCH_SCALE=0 skips it; PostgreSQL and nginx
// only). The HTTP ledger run (the admin's POST /v1/wallet/transaction over 50 wallets) and a search run
// (GET /v1/offer/search-offer over the demo offers), each with autocannon (no pipelining, warm-up
// discarded), three ways on one PostgreSQL database:
//
//   direct       one instance, no balancer
//   nginx × 1    deploy/nginx/barterbits.conf in front of that one instance
//   nginx × 2    the same in front of two instances
//
// printed side by side with the ratio two / one and the latency nginx adds (its p50 minus direct's).
// On a 2-core machine the two instances share the cores with PostgreSQL, nginx and autocannon: the
// ratio shows the overhead of a second process, not the gain of a second machine.
import { randomUUID } from 'node:crypto';
import { createThrowawayPgDatabase, freePort, measureLoad, root, startServerProcess } from './lib.mjs';
import { nginxBinary, startNginx } from './nginx.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WALLETS = 50;

async function json(res) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function prepare(base) {
  const login = (email, password, portal) =>
    fetch(`${base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, portal }),
    }).then(json);
  const admin = (await login('admin@barterbits.ca', 'BarterAdmin#1', 'ADMIN')).accessToken;
  const member = (await login('alex@demo.barterbits.ca', 'BarterDemo#1', 'MEMBER')).accessToken;
  const adminHeaders = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const wallets = [];
  for (let i = 0; i < WALLETS; i++) {
    const user = await fetch(`${base}/v1/testing/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `scale-bench-${i}-${randomUUID()}@example.com`,
        password: 'x',
        stage: 'COMPLETED',
      }),
    }).then(json);
    wallets.push(user.id);
    await fetch(`${base}/v1/wallet/transaction`, {
      method: 'POST',
      headers: { ...adminHeaders, 'idempotency-key': `scale-bench-seed-${randomUUID()}` },
      body: JSON.stringify({
        userId: user.id,
        kind: 'REWARD',
        amountCents: 50_000_000,
        reason: 'bench seed',
      }),
    }).then(json);
  }
  return { adminHeaders, memberHeaders: { authorization: `Bearer ${member}` }, wallets };
}

const KINDS = ['REWARD', 'CREDIT', 'DEBIT'];
const TEXTS = ['bike', 'bread', 'lesson', 'repair', 'garden', ''];

async function run(autocannon, base, ctx) {
  const measure = (opts) =>
    measureLoad(autocannon, opts, { connections: CONNECTIONS, warmup: WARMUP, seconds: SECONDS });
  let i = 0;
  const ledger = await measure({
    url: `${base}/v1/wallet/transaction`,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...ctx.adminHeaders, 'idempotency-key': `scale-bench-${randomUUID()}` },
          body: JSON.stringify({
            userId: ctx.wallets[Math.floor(Math.random() * ctx.wallets.length)],
            kind: KINDS[Math.floor(Math.random() * 3)],
            amountCents: 1 + Math.floor(Math.random() * 100),
            reason: 'bench',
          }),
        }),
      },
    ],
  });
  const search = await measure({
    url: `${base}/v1/offer/search-offer`,
    headers: ctx.memberHeaders,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/v1/offer/search-offer?q=${TEXTS[i++ % TEXTS.length]}&radius=50&limit=20`,
        }),
      },
    ],
  });
  return { ledger, search };
}

/** The scale-out section of `npm run bench`. */
export async function scaleBench() {
  if (process.env.BENCH_SCALE === '0') return;
  if (!process.env.DATABASE_URL || !nginxBinary()) {
    console.log('\nScale-out (nginx, 1 vs 2 instances): skipped (needs DATABASE_URL and nginx)');
    return;
  }
  const { autocannon } = await import('../bench/tools.mjs');
  const pgdb = await createThrowawayPgDatabase('bb_bench_scale');
  const stops = [];
  try {
    const server = (env) =>
      startServerProcess([`${root}/packages/server/dist/main.js`], {
        DATABASE_URL: pgdb.url,
        ENABLE_TEST_API: 'true',
        TRUST_PROXY: 'loopback',
        ...env,
      });
    const a = await server({});
    stops.push(a.stop);
    const b = await server({ SEED_DEMO: 'false' });
    stops.push(b.stop);
    const ctx = await prepare(a.base);
    const portOf = (base) => Number(new URL(base).port);
    const results = {};
    results.direct = await run(autocannon, a.base, ctx);
    const one = await startNginx([portOf(a.base)], await freePort());
    results.nginx1 = await run(autocannon, one.base, ctx).finally(one.stop);
    const two = await startNginx([portOf(a.base), portOf(b.base)], await freePort());
    results.nginx2 = await run(autocannon, two.base, ctx).finally(two.stop);

    console.log(
      `\nScale-out on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s each (2 cores shared by the instances, PostgreSQL, nginx and autocannon)`,
    );
    const cell = (r) =>
      `${String(r.reqPerSec).padStart(5)}/s p50 ${String(r.p50).padStart(3)} ms p99 ${String(r.p99).padStart(4)} ms${r.errors ? ` (${r.errors} errors)` : ''}`;
    console.log(
      `  ${'run'.padEnd(30)} ${'direct'.padEnd(30)} ${'nginx × 1'.padEnd(30)} ${'nginx × 2'.padEnd(30)} ratio ×2/×1  nginx adds (p50)`,
    );
    for (const [key, label] of [
      ['ledger', `HTTP ledger, ${WALLETS} wallets`],
      ['search', 'search, demo offers'],
    ]) {
      const d = results.direct[key];
      const n1 = results.nginx1[key];
      const n2 = results.nginx2[key];
      console.log(
        `  ${label.padEnd(30)} ${cell(d).padEnd(30)} ${cell(n1).padEnd(30)} ${cell(n2).padEnd(30)} ${(n2.reqPerSec / n1.reqPerSec).toFixed(2).padStart(5)}        ${(n1.p50 - d.p50).toFixed(1)} ms`,
      );
    }
    console.log(
      '  (on this 2-core machine a ratio near or below 1 is the overhead of two processes on the same cores, not the gain of two machines)',
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await pgdb.drop().catch(() => undefined);
  }
}

// Run on its own: node scripts/bench-scale.mjs
if (import.meta.url === `file://${process.argv[1]}`) await scaleBench();

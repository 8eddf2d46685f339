// What our request pipeline costs beside the framework's own floor, run by `npm run bench`
// (scripts/bench.mjs → pipelineBench) or alone:
//
//   DATABASE_URL=postgres://… node scripts/bench-pipeline.mjs
//
// PostgreSQL only. On the same machine, in the same run, with the same load (autocannon, 10 connections,
// no pipelining, warm-up discarded):
// - the floor: a bare Fastify server with a `pg` pool of 10 answering `select 1` on every request
//   (this file run with --bare-server), nothing else;
// - the production build on a fresh database with the demo data: GET /v1/health (one `select 1` too) and
//   a signed-in member's GET /v1/wallet (session check, maintenance guard, the balance and the day's
//   allowance).
// The floor runs before and after our server, and each of our figures is printed as a share of the two
// floors' mean (targets: health ≥ 85 %, wallet ≥ 50 %), so a machine that is busier on one run than
// another moves both sides. Our server's resident memory is printed after each run, and after both runs
// once more (it must stay under 300 MB and not grow).
// BENCH_PIPELINE=0 skips it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createThrowawayPgDatabase,
  ensureBenchTools,
  measureLoad,
  root,
  startServerProcess,
} from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MEMBER = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' };
const TARGETS = { health: 0.85, wallet: 0.5 };

/** The floor: Fastify and a pg pool, one `select 1` per request on /v1/health. */
async function bareServer() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/v1/health', async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

/** Resident memory of process `pid` in MB (Linux), or null. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The pipeline bench. Resolves false when it failed. */
export async function pipelineBench() {
  if (process.env.BENCH_PIPELINE === '0') return true;
  if (!process.env.DATABASE_URL) {
    console.log('\nRequest pipeline vs bare Fastify + pg: skipped (set DATABASE_URL to include it)');
    return true;
  }
  ensureBenchTools();
  const { autocannon } = await import('../bench/tools.mjs');
  const measure = (opts) =>
    measureLoad(autocannon, opts, { connections: CONNECTIONS, warmup: WARMUP, seconds: DURATION });

  const floor = async () => {
    const bare = await startServerProcess([fileURLToPath(import.meta.url), '--bare-server']);
    try {
      return await measure({ url: `${bare.base}/v1/health` });
    } finally {
      await bare.stop();
    }
  };

  const db = await createThrowawayPgDatabase('bb_pipeline');
  const rows = [];
  /** The server's resident memory (MB) after each run. */
  const memory = [];
  try {
    const before = await floor();
    const server = await startServerProcess([path.join(root, 'packages/server/dist/main.js')], {
      DATABASE_URL: db.url,
    });
    try {
      const login = await fetch(`${server.base}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...MEMBER, portal: 'MEMBER' }),
      });
      const { data } = await login.json();
      const headers = { authorization: `Bearer ${data.accessToken}` };
      rows.push(['GET /v1/health', 'health', await measure({ url: `${server.base}/v1/health` })]);
      memory.push(residentMb(server.pid));
      const wallet = { url: `${server.base}/v1/wallet`, headers };
      rows.push(['GET /v1/wallet (signed in)', 'wallet', await measure(wallet)]);
      memory.push(residentMb(server.pid));
      // The same runs again: what a server keeps after them must not grow from one to the next.
      await measure({ url: `${server.base}/v1/health` });
      await measure(wallet);
      memory.push(residentMb(server.pid));
    } finally {
      await server.stop();
    }
    const after = await floor();
    const bare = {
      reqPerSec: Math.round((before.reqPerSec + after.reqPerSec) / 2),
      p50: Math.max(before.p50, after.p50),
      p99: Math.max(before.p99, after.p99),
      errors: before.errors + after.errors,
    };
    const line = (name, r, share = '', target = '') =>
      `  ${name.padEnd(28)} ${String(r.reqPerSec).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}  ${share.padStart(7)}  ${target}`;
    console.log(
      `\nRequest pipeline vs bare Fastify + pg (PostgreSQL, ${CONNECTIONS} connections, ${DURATION}s after ${WARMUP}s warm-up)`,
    );
    console.log('  server                         req/s  p50 ms  p99 ms  errors  of bare  target');
    console.log(
      line(
        'bare Fastify + pg, select 1',
        bare,
        '100 %',
        `(${before.reqPerSec} before, ${after.reqPerSec} after ours)`,
      ),
    );
    for (const [name, key, r] of rows) {
      const share = r.reqPerSec / bare.reqPerSec;
      const target = TARGETS[key];
      console.log(
        line(
          name,
          r,
          `${Math.round(share * 100)} %`,
          `≥ ${Math.round(target * 100)} %: ${share >= target ? 'met' : 'NOT met'}`,
        ),
      );
    }
    const known = memory.filter((m) => m !== null);
    const peak = Math.max(...known);
    // Growth: the last reading against the one after the first pass (10 % of slack for the collector).
    const grew = known.length === 3 && known[2] > known[1] * 1.1;
    console.log(
      `  our server's resident memory after each run (health, wallet, both again): ${memory.map((m) => m ?? '?').join(', ')} MB (target: under 300 MB and not growing: ${known.length && peak < 300 && !grew ? 'met' : 'NOT met'})`,
    );
    return rows.every(([, , r]) => r.errors === 0);
  } finally {
    await db.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--bare-server')) await bareServer();
  else process.exit((await pipelineBench()) ? 0 : 1);
}

// `npm run bench`: HTTP load against the production server (autocannon, no pipelining, warm-up
// discarded), first on PGlite, then on PostgreSQL when DATABASE_URL is set; then a bundle report.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const { default: autocannon } = await import('autocannon');
const { default: pg } = await import('pg');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Offers generated before the offer runs (`npm run seed`); 0 skips the offer runs. */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
/** Fixed-rate search run on PostgreSQL (target: p99 under 50 ms at 200 req/s). */
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 200);

async function startServer(env) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { base, stop: () => stopChild(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

async function measure(name, opts) {
  await load({ ...opts, duration: WARMUP }); // warm-up, discarded
  const r = await load({ ...opts, duration: opts.duration ?? DURATION });
  const errors = r.errors + r.non2xx;
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
  };
}

/**
 * Open-loop load: requests start on a fixed schedule (every 1000/rate ms) whatever the server's pace,
 * and each latency counts from its scheduled start, so queueing behind slow answers is measured too.
 * (autocannon's overallRate instead lets every connection send its share of each second back to back
 * at the start of that second: a burst of `rate` requests at full concurrency, then silence.)
 */
async function paced(name, base, headers, nextPath, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const run = (secs) =>
    new Promise((resolve) => {
      const total = Math.round(rate * secs);
      const latencies = [];
      let errors = 0;
      let sent = 0;
      let done = 0;
      const t0 = performance.now() + 20;
      const finish = (scheduled, ok) => {
        latencies.push(performance.now() - scheduled);
        if (!ok) errors++;
        if (++done === total) resolve({ latencies, errors, elapsed: performance.now() - t0 });
      };
      const tick = () => {
        const now = performance.now();
        while (sent < total && t0 + (sent * 1000) / rate <= now) {
          const scheduled = t0 + (sent * 1000) / rate;
          sent++;
          const req = http.get(`${base}${nextPath()}`, { agent, headers }, (res) => {
            res.resume();
            res.on('end', () => finish(scheduled, res.statusCode === 200));
          });
          req.on('error', () => finish(scheduled, false));
        }
        if (sent < total) setTimeout(tick, Math.max(0, t0 + (sent * 1000) / rate - performance.now()));
      };
      setTimeout(tick, 20);
    });
  await run(WARMUP); // warm-up, discarded
  const r = await run(seconds);
  agent.destroy();
  const sorted = r.latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return {
    name,
    reqPerSec: Math.round((sorted.length * 1000) / r.elapsed),
    p50: at(0.5),
    p99: at(0.99),
    errors: r.errors,
  };
}

/** Generates the offers with the seed script (before the server starts: PGlite allows one process). */
function seedOffers(env) {
  if (OFFERS <= 0) return;
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'packages/server/src/seed-offers.ts',
      '--offers',
      String(OFFERS),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  );
  if (r.status !== 0) throw new Error(`seeding ${OFFERS} offers failed`);
  console.log(
    `\n(seeded ${OFFERS.toLocaleString('en-CA')} offers in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/** Search texts the offer runs rotate through (some misspelt, as members type). */
const SEARCH_TEXTS = [
  'bike',
  'guitar lesons',
  'cottage',
  'honda civic',
  'snow removal',
  'kayak',
  'vacaton cabin',
  'tutoring',
];

/** Search with text + category + radius, the home feed and an offer's details, as alex (Toronto). */
async function offerRuns(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  let i = 0;
  const searchPath = () =>
    `/v1/offer/search-offer?q=${encodeURIComponent(SEARCH_TEXTS[i++ % SEARCH_TEXTS.length])}&categoryIds=1,2,3&radius=50`;
  const searchOpts = {
    url: `${base}/v1/offer/search-offer`,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: searchPath() }) }],
  };
  const probe = await fetch(`${base}/v1/offer/search-offer?radius=50&limit=1`, { headers });
  const offerId = (await probe.json()).data?.[0]?.id;
  const rows = [];
  rows.push(await measure('search text+cat+50km', searchOpts));
  rows.push(await measure('home feed (6 rows)', { url: `${base}/v1/offer/home-page`, headers }));
  if (offerId)
    rows.push(await measure('offer details', { url: `${base}/v1/offer/details/${offerId}`, headers }));
  return { rows, searchOpts, searchPath, headers };
}

async function benchDatabase(label, env) {
  seedOffers(env);
  const server = await startServer(env);
  try {
    const credentials = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' };
    const loginRes = await fetch(`${server.base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { data } = await loginRes.json();
    const rows = [];
    rows.push(
      await measure('login (argon2id)', {
        url: `${server.base}/v1/user/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      }),
    );
    rows.push(
      await measure('profile read', {
        url: `${server.base}/v1/user/${data.user.id}`,
        headers: { authorization: `Bearer ${data.accessToken}` },
      }),
    );
    let fixed = null;
    let even = null;
    if (OFFERS > 0) {
      const offer = await offerRuns(server.base, data.accessToken);
      rows.push(...offer.rows);
      if (label === 'PostgreSQL') {
        // autocannon's fixed rate over 20 connections (each second's requests come as one burst).
        fixed = await measure(`search @ ${FIXED_RATE} req/s`, {
          ...offer.searchOpts,
          connections: 20,
          overallRate: FIXED_RATE,
        });
        // The same rate with requests evenly spaced (open loop).
        even = await paced(
          `search @ ${FIXED_RATE} req/s even`,
          server.base,
          offer.headers,
          offer.searchPath,
          FIXED_RATE,
          DURATION,
        );
      }
    }
    console.log(
      `\n${label} (${CONNECTIONS} connections, ${DURATION}s after ${WARMUP}s warm-up${OFFERS > 0 ? `, ${OFFERS.toLocaleString('en-CA')} generated offers` : ''})`,
    );
    console.log('  endpoint              req/s     p50 ms   p99 ms   errors');
    for (const r of rows) {
      console.log(
        `  ${r.name.padEnd(20)} ${String(r.reqPerSec).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
      );
    }
    if (fixed) {
      console.log(
        `  fixed rate: search at ${FIXED_RATE} req/s (20 connections) → ${fixed.reqPerSec} req/s, p50 ${fixed.p50} ms, p99 ${fixed.p99} ms, ${fixed.errors} errors (target p99 < 50 ms: ${fixed.p99 < 50 ? 'met' : 'NOT met'})`,
      );
    }
    if (even) {
      console.log(
        `  evenly spaced: search at ${FIXED_RATE} req/s (open loop) → ${even.reqPerSec} req/s, p50 ${even.p50} ms, p99 ${even.p99} ms, ${even.errors} errors (target p99 < 50 ms: ${even.p99 < 50 ? 'met' : 'NOT met'})`,
      );
    }
  } finally {
    await server.stop();
  }
}

function bundleReport(app, dir) {
  const dist = path.join(root, dir, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const base = app === 'admin' ? '/admin/' : '/';
  const gz = (file) => gzipSync(readFileSync(file)).length;
  const initialGz = initial.reduce((sum, src) => sum + gz(path.join(dist, src.replace(base, ''))), 0);
  const all = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith('.js')) all.push(p);
    }
  };
  walk(dist);
  const total = all.reduce((s, f) => s + statSync(f).size, 0);
  const totalGz = all.reduce((s, f) => s + gz(f), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `  ${app.padEnd(7)} initial JS ${kb(initialGz).padStart(9)} gzipped (${initial.length} files)   all JS ${kb(total).padStart(10)} raw, ${kb(totalGz).padStart(9)} gzipped (${all.length} files)`,
  );
}

const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-bench-'));
try {
  await benchDatabase('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '' });
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `bb_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to include it)');
}

/**
 * Ledger throughput (issue 5): scripts/bench-ledger.mjs under tsx (it imports the server's ledger),
 * in-process and over HTTP, on PGlite and on PostgreSQL when DATABASE_URL is set. BENCH_LEDGER=0 skips it.
 */
function ledgerBench() {
  if (process.env.BENCH_LEDGER === '0') return;
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-ledger.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) console.error('\n✖ ledger bench failed (or the ledger invariants did not hold)');
}
ledgerBench();

console.log('\nBundles');
for (const [app, dir] of [
  ['member', 'member-app'],
  ['admin', 'admin-app'],
]) {
  if (existsSync(path.join(root, dir, 'dist/index.html'))) bundleReport(app, dir);
}

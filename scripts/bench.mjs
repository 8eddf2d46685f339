// `npm run bench`: HTTP load against the production server (autocannon, no pipelining, warm-up
// discarded), first on PGlite, then on PostgreSQL when DATABASE_URL is set; then a bundle report.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  const searchOpts = {
    url: `${base}/v1/offer/search-offer`,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          const q = SEARCH_TEXTS[i++ % SEARCH_TEXTS.length];
          return {
            ...req,
            path: `/v1/offer/search-offer?q=${encodeURIComponent(q)}&categoryIds=1,2,3&radius=50`,
          };
        },
      },
    ],
  };
  const probe = await fetch(`${base}/v1/offer/search-offer?radius=50&limit=1`, { headers });
  const offerId = (await probe.json()).data?.[0]?.id;
  const rows = [];
  rows.push(await measure('search text+cat+50km', searchOpts));
  rows.push(await measure('home feed (6 rows)', { url: `${base}/v1/offer/home-page`, headers }));
  if (offerId)
    rows.push(await measure('offer details', { url: `${base}/v1/offer/details/${offerId}`, headers }));
  return { rows, searchOpts };
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
    if (OFFERS > 0) {
      const offer = await offerRuns(server.base, data.accessToken);
      rows.push(...offer.rows);
      if (label === 'PostgreSQL') {
        // Open-loop-ish: a fixed request rate spread over enough connections to sustain it.
        fixed = await measure(`search @ ${FIXED_RATE} req/s`, {
          ...offer.searchOpts,
          connections: 20,
          overallRate: FIXED_RATE,
        });
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

console.log('\nBundles');
for (const [app, dir] of [
  ['member', 'member-app'],
  ['admin', 'admin-app'],
]) {
  if (existsSync(path.join(root, dir, 'dist/index.html'))) bundleReport(app, dir);
}

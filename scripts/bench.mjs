// `npm run bench`: HTTP load against the production server (autocannon, no pipelining, warm-up
// discarded), first on PGlite, then on PostgreSQL when DATABASE_URL is set; then a bundle report.
import { spawn } from 'node:child_process';
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
  const r = await load({ ...opts, duration: DURATION });
  const errors = r.errors + r.non2xx;
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
  };
}

async function benchDatabase(label, env) {
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
    console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION}s after ${WARMUP}s warm-up)`);
    console.log('  endpoint              req/s     p50 ms   p99 ms   errors');
    for (const r of rows) {
      console.log(
        `  ${r.name.padEnd(20)} ${String(r.reqPerSec).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
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

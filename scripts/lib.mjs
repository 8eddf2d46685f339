// Helpers shared by the top-level scripts (start, test, bench). Plain Node: they run before install.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, streaming output; exits the process on failure. */
export function run(cmd, args, opts = {}) {
  const label = [cmd, ...args].join(' ');
  console.log(`\n> ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

/** Tools the build and the test steps run: devDependencies, so npm omits them under NODE_ENV=production. */
const BUILD_TOOLS = ['esbuild', 'vite', 'typescript', 'vitest', '@biomejs/biome'];

/**
 * Installs dependencies when node_modules is missing, older than the lockfile, or lacks the build
 * tools. Dev dependencies are always included: `npm start` builds before it serves, and npm would
 * otherwise leave them out whenever NODE_ENV=production (as on most hosts).
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh =
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs &&
    BUILD_TOOLS.every((p) => existsSync(path.join(root, 'node_modules', p, 'package.json')));
  if (fresh) return;
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (biome, esbuild)
  // out of the lockfile and `npm ci` then refuses it. The lockfile still pins every version.
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund']);
}

/**
 * Installs the benchmark's own tools (bench/package.json: Lighthouse and its browser tooling, autocannon)
 * when missing or older than their lockfile. They live outside the workspaces so `npm start` and
 * `npm test` do not download them (Lighthouse alone is 150 packages).
 */
export function ensureBenchTools() {
  const dir = path.join(root, 'bench');
  const marker = path.join(dir, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs)
    return;
  run('npm', ['install', '--prefix', 'bench', '--no-audit', '--no-fund']);
}

/**
 * Builds what is missing or older than its sources (force = always). The server, the member app and the
 * console build side by side (each is mostly one thread; the server's build also makes its PGlite base),
 * each one's output printed whole when it ends.
 */
export async function ensureBuilt({ force = false } = {}) {
  const newest = (dir) => {
    let t = 0;
    const walk = (d) => {
      for (const name of safeReaddir(d)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        const p = path.join(d, name);
        const s = statSync(p);
        if (s.isDirectory()) walk(p);
        else t = Math.max(t, s.mtimeMs);
      }
    };
    walk(dir);
    return t;
  };
  const shared = Math.max(
    newest(path.join(root, 'packages/contracts')),
    newest(path.join(root, 'packages/api-client')),
    newest(path.join(root, 'packages/app-start')),
    newest(path.join(root, 'scripts')),
  );
  const targets = [
    ['packages/server', 'packages/server/dist/main.js', newest(path.join(root, 'packages/server'))],
    ['member-app', 'member-app/dist/index.html', newest(path.join(root, 'member-app'))],
    ['admin-app', 'admin-app/dist/index.html', newest(path.join(root, 'admin-app'))],
  ];
  const stale = targets
    .filter(([, out, src]) => {
      const outPath = path.join(root, out);
      return force || !existsSync(outPath) || statSync(outPath).mtimeMs < Math.max(src, shared);
    })
    .map(([ws]) => ws);
  const built = await Promise.all(
    stale.map(
      (ws) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', 'build', '-w', ws], {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (code, signal) => {
            process.stdout.write(`\n> npm run build -w ${ws}\n${Buffer.concat(output).toString()}`);
            resolve({ ws, status: code ?? signal });
          });
        }),
    ),
  );
  const failed = built.filter((b) => b.status !== 0);
  for (const b of failed) console.error(`\n✖ npm run build -w ${b.ws} failed (exit ${b.status})`);
  if (failed.length) process.exit(typeof failed[0].status === 'number' ? failed[0].status : 1);
}

function safeReaddir(d) {
  try {
    return readdirSync(d);
  } catch {
    return [];
  }
}

/**
 * Creates a throwaway database `<prefix>_<random hex>` on DATABASE_URL's PostgreSQL server.
 * Returns its `url` and `drop()`, which removes it even while connections are open.
 */
export async function createThrowawayPgDatabase(prefix, randomByteCount = 4) {
  const { default: pg } = await import('pg');
  const base = new URL(process.env.DATABASE_URL);
  const name = `${prefix}_${randomBytes(randomByteCount).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A loopback port free right now, picked by the system. A port drawn at random can already be held, by
 * another server or by one of the machine's outgoing connections (the system lends those ports out too).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as a child process (`nodeArgs`: the bundle, or `--import tsx` and the sources) in
 * production mode on a free loopback port, with `env` over the usual settings, and waits
 * for /v1/health, checking every 250 ms up to `tries` times. Returns `{ base, pid, stop }`.
 */
export async function startServerProcess(nodeArgs, env = {}, { tries = 120 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The address the bench opens (pages opened at another loopback name are redirected to it).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const pid = child.pid;
  const stop = () =>
    new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return { base, pid, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/**
 * HTTP load through `autocannon` (the bench's, passed in): `opts` for a discarded warm-up of `warmup`
 * seconds, then for `seconds` (or `opts.duration`), `connections` at once (or `opts.connections`), without
 * pipelining.
 * Returns requests a second, p50 and p99 latency in ms, and errors (failed or answered non-2xx); with
 * `cpuOf`, also the server's and PostgreSQL's CPU milliseconds per request of the measured run.
 */
export async function measureLoad(
  autocannon,
  opts,
  { connections = 10, warmup = 3, seconds = 10, cpuOf = null } = {},
) {
  const load = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ connections, pipelining: 1, ...opts, duration }, (err, res) =>
        err ? reject(err) : resolve(res),
      ),
    );
  await load(warmup);
  // cpuOf: { pid } of the server, to report its CPU and PostgreSQL's per request of the measured run.
  const before = cpuOf && { server: cpuSeconds(cpuOf.pid), postgres: postgresCpuSeconds() };
  const r = await load(opts.duration ?? seconds);
  const perRequestMs = (s) => Number(((s * 1000) / Math.max(1, r.requests.total)).toFixed(2));
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    ...(before && {
      cpuMs: {
        server: perRequestMs(cpuSeconds(cpuOf.pid) - before.server),
        postgres: perRequestMs(postgresCpuSeconds() - before.postgres),
      },
    }),
  };
}

/**
 * CPU seconds process `pid` has used so far (Linux), user and system (`part`: 'user' or 'system' for
 * one of them), or 0 when it is gone.
 */
export function cpuSeconds(pid, part = 'both') {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return (part === 'user' ? user : part === 'system' ? system : user + system) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL process on this machine (its backends included). */
export function postgresCpuSeconds(part = 'both') {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres'))
        total += cpuSeconds(entry, part);
    } catch {}
  }
  return total;
}

/**
 * Open-loop load: requests start on a fixed schedule (every 1000/rate ms) whatever the server's pace,
 * and each latency counts from its scheduled start, so queueing behind slow answers is measured too.
 * Every request must answer 200; a warm-up of BENCH_WARMUP_SECONDS (3) is discarded.
 * (autocannon's overallRate instead lets every connection send its share of each second back to back
 * at the start of that second: a burst of `rate` requests at full concurrency, then silence.)
 */
export async function paced(name, base, headers, nextPath, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const run = (secs) =>
    new Promise((resolve) => {
      const total = Math.round(rate * secs);
      const latencies = [];
      let errors = 0;
      let sent = 0;
      let done = 0;
      let slowest = { ms: -1, path: '' };
      const t0 = performance.now() + 20;
      const finish = (scheduled, ok, requested) => {
        const ms = performance.now() - scheduled;
        latencies.push(ms);
        if (ms > slowest.ms) slowest = { ms, path: requested };
        if (!ok) errors++;
        if (++done === total) resolve({ latencies, errors, slowest, elapsed: performance.now() - t0 });
      };
      const tick = () => {
        const now = performance.now();
        while (sent < total && t0 + (sent * 1000) / rate <= now) {
          const scheduled = t0 + (sent * 1000) / rate;
          sent++;
          const requested = nextPath();
          const req = http.get(`${base}${requested}`, { agent, headers }, (res) => {
            res.resume();
            res.on('end', () => finish(scheduled, res.statusCode === 200, requested));
          });
          req.on('error', () => finish(scheduled, false, requested));
        }
        if (sent < total) setTimeout(tick, Math.max(0, t0 + (sent * 1000) / rate - performance.now()));
      };
      setTimeout(tick, 20);
    });
  await run(Number(process.env.BENCH_WARMUP_SECONDS ?? 3)); // warm-up (BENCH_WARMUP_SECONDS), discarded
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
    slowest: { ms: Math.round(r.slowest.ms), path: r.slowest.path },
  };
}

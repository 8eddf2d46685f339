// Ledger throughput, run by `npm run bench` (scripts/bench.mjs → ledgerBench) or alone:
//
//   node --import tsx scripts/bench-ledger.mjs [--db pglite|postgres|both] [--seconds 10] [--workers 16]
//     [--connections 16] [--parts in-process,http]
//   (env BENCH_SERVER=<bundle.js> benches another server bundle; BENCH_SERVER_NODE_ARGS adds node flags to it)
//
// In-process: postMovement in a loop (one statement, its own DB transaction, per transfer, member → member) with N
// concurrent workers, over 50 wallets and over 5 hot wallets. Over HTTP: autocannon on the admin's
// POST /v1/wallet/transaction (a reward or a correction, each request with a fresh Idempotency-Key),
// over 50 and 5 members. Reports transfers/s and p99, and the ledger invariants afterwards.
// PostgreSQL needs DATABASE_URL (fresh databases are created there and dropped). Targets on
// PostgreSQL (2 cores), printed beside each run: in-process ≥ 3,000 transfers/s over 50 wallets and
// ≥ 2,000/s over 5 hot wallets; over HTTP ≥ 1,500/s over 50 members.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cpuSeconds,
  createThrowawayPgDatabase,
  ensureBenchTools,
  freePort,
  postgresCpuSeconds,
  root,
} from './lib.mjs';

ensureBenchTools();
const { autocannon } = await import('../bench/tools.mjs');

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.DATABASE_URL ? 'both' : 'pglite' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP_SECONDS ?? '2' },
    workers: { type: 'string', default: '16' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '16' },
    parts: { type: 'string', default: 'in-process,http' },
  },
});
const SECONDS = Number(opts.seconds);
const WARMUP = Number(opts.warmup);
const WORKERS = Number(opts.workers);
const CONNECTIONS = Number(opts.connections);

const { connectDatabase } = await import('../packages/server/src/db/client.ts');
const { ledgerViolations } = await import('../packages/server/src/modules/wallet/invariants.ts');
const { memberAccountId, postMovement, systemAccountId } = await import(
  '../packages/server/src/modules/wallet/ledger.ts'
);
const { users } = await import('../packages/server/src/db/schema.ts');
const { ROLE_IDS } = await import('@barterbits/contracts');

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

// ── in-process: postMovement in a loop ─────────────────────────────────────
async function inProcess(kind) {
  const pgdb = kind === 'postgres' ? await createThrowawayPgDatabase('bb_ledger_bench') : null;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'bb-ledger-bench-')) : '';
  const database = await connectDatabase(
    pgdb ? { databaseUrl: pgdb.url, poolSize: WORKERS + 4 } : { dataDir },
  );
  const rows = [];
  try {
    await database.migrate();
    const { db } = database;
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `ledger-bench-${i}-${randomUUID()}@example.com`,
          roleId: ROLE_IDS.MEMBER,
          checkOutStatus: 'COMPLETED',
        })),
      )
      .returning({ id: users.id });
    const accounts = [];
    for (const u of created) {
      await db.transaction(async (tx) => {
        const source = await systemAccountId(tx, 'CARD_LOADS');
        const wallet = await memberAccountId(tx, u.id);
        accounts.push({ userId: u.id, wallet });
        await postMovement(tx, {
          type: 'ADD_BITS',
          amountCents: 100_000_000n,
          legs: [
            { accountId: source, amountCents: -100_000_000n },
            { accountId: wallet, amountCents: 100_000_000n },
          ],
          initiatedBy: u.id,
        });
      });
    }
    // PGlite has one connection: more workers only queue on it.
    const workers = kind === 'pglite' ? 4 : WORKERS;
    for (const n of [50, 5]) {
      const set = accounts.slice(0, n);
      const run = async (seconds) => {
        const latencies = [];
        let errors = 0;
        const until = performance.now() + seconds * 1000;
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const pgBefore = kind === 'postgres' ? postgresCpuSeconds() : 0;
        await Promise.all(
          Array.from({ length: workers }, async () => {
            while (performance.now() < until) {
              const a = set[Math.floor(Math.random() * set.length)];
              let b = set[Math.floor(Math.random() * set.length)];
              if (b === a) b = set[(set.indexOf(a) + 1) % set.length];
              const cents = BigInt(1 + Math.floor(Math.random() * 100));
              const t0 = performance.now();
              try {
                // On the database itself: the movement is one statement, its own implicit transaction.
                await postMovement(db, {
                  type: 'SALE_PURCHASE',
                  amountCents: cents,
                  legs: [
                    { accountId: a.wallet, amountCents: -cents },
                    { accountId: b.wallet, amountCents: cents },
                  ],
                  initiatedBy: a.userId,
                  relatedType: 'BARTER',
                });
                latencies.push(performance.now() - t0);
              } catch {
                errors++;
              }
            }
          }),
        );
        const elapsed = (performance.now() - started) / 1000;
        const cpu = process.cpuUsage(cpuBefore);
        const pgCpu = kind === 'postgres' ? postgresCpuSeconds() - pgBefore : null;
        latencies.sort((x, y) => x - y);
        return {
          name: `in-process, ${n} wallets`,
          cpu: cpuPerTransfer('this process', (cpu.user + cpu.system) / 1e6, pgCpu, latencies.length),
          perSec: Math.round(latencies.length / elapsed),
          p50: percentile(latencies, 0.5).toFixed(1),
          p99: percentile(latencies, 0.99).toFixed(1),
          errors,
          workers,
        };
      };
      await run(WARMUP);
      rows.push(await run(SECONDS));
    }
    const violations = await ledgerViolations(db);
    return { rows, violations };
  } finally {
    await database.close();
    await pgdb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── over HTTP: the admin's POST /v1/wallet/transaction ─────────────────────
async function overHttp(kind) {
  const pgdb = kind === 'postgres' ? await createThrowawayPgDatabase('bb_ledger_bench') : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-ledger-bench-http-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER: another bundle of the server (e.g. a private build while tuning).
  const dist = process.env.BENCH_SERVER ?? path.join(root, 'packages/server/dist/main.js');
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = existsSync(dist)
    ? [...nodeArgs, dist]
    : [...nodeArgs, '--import', 'tsx', path.join(root, 'packages/server/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ENABLE_TEST_API: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: pgdb?.url ?? '',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const rows = [];
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start');
      const ok = await fetch(`${base}/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@barterbits.ca', password: 'BarterAdmin#1', portal: 'ADMIN' }),
    });
    const token = (await login.json()).data.accessToken;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const members = [];
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base}/v1/testing/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${i}-${randomUUID()}@example.com`,
          password: 'x',
          stage: 'COMPLETED',
        }),
      });
      members.push((await res.json()).data.id);
    }
    // A large balance each, so debits never run out.
    for (const userId of members) {
      await fetch(`${base}/v1/wallet/transaction`, {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': `bench-seed-${randomUUID()}` },
        body: JSON.stringify({ userId, kind: 'REWARD', amountCents: 50_000_000, reason: 'bench seed' }),
      });
    }
    const KINDS = ['REWARD', 'CREDIT', 'DEBIT'];
    for (const n of [50, 5]) {
      const set = members.slice(0, n);
      const opts = {
        url: `${base}/v1/wallet/transaction`,
        method: 'POST',
        connections: CONNECTIONS,
        pipelining: 1,
        headers: auth,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...auth, 'idempotency-key': `bench-${randomUUID()}` },
              body: JSON.stringify({
                userId: set[Math.floor(Math.random() * set.length)],
                kind: KINDS[Math.floor(Math.random() * 3)],
                amountCents: 1 + Math.floor(Math.random() * 100),
                reason: 'bench',
              }),
            }),
          },
        ],
      };
      const load = (duration) =>
        new Promise((resolve, reject) =>
          autocannon({ ...opts, duration }, (err, res) => (err ? reject(err) : resolve(res))),
        );
      await load(WARMUP);
      const serverBefore = cpuSeconds(child.pid);
      const pgBefore = kind === 'postgres' ? postgresCpuSeconds() : 0;
      const r = await load(SECONDS);
      const pgCpu = kind === 'postgres' ? postgresCpuSeconds() - pgBefore : null;
      rows.push({
        name: `HTTP admin adjustment, ${n} members`,
        cpu: cpuPerTransfer('server', cpuSeconds(child.pid) - serverBefore, pgCpu, r.requests.total),
        perSec: Math.round(r.requests.average),
        p50: String(r.latency.p50),
        p99: String(r.latency.p99),
        errors: r.errors + r.non2xx,
        workers: CONNECTIONS,
      });
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  // The invariants on what the server left (its process has exited, so PGlite's files are free).
  const database = await connectDatabase(pgdb ? { databaseUrl: pgdb.url } : { dataDir });
  try {
    return { rows, violations: await ledgerViolations(database.db) };
  } finally {
    await database.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU milliseconds per transfer of a run: in Node (`who`) and, on PostgreSQL, in its processes. */
function cpuPerTransfer(who, seconds, pgSeconds, transfers) {
  if (!transfers) return '';
  const ms = (s) => ((s * 1000) / transfers).toFixed(2);
  return `CPU per transfer: ${who} ${ms(seconds)} ms${pgSeconds === null ? '' : `, PostgreSQL ${ms(pgSeconds)} ms`}`;
}

/** The PostgreSQL targets of a run, by its name (none for the others). */
const TARGETS = {
  'in-process, 50 wallets': 3000,
  'in-process, 5 wallets': 2000,
  'HTTP admin adjustment, 50 members': 1500,
};
const targetOf = (label, r) => {
  const target = label === 'PostgreSQL' ? TARGETS[r.name] : undefined;
  if (!target) return '';
  return `  (target ≥ ${target.toLocaleString('en-CA')}: ${r.perSec >= target ? 'met' : 'NOT met'})`;
};

const kinds = opts.db === 'both' ? ['pglite', 'postgres'] : [opts.db];
const loadAvg = os.loadavg()[0].toFixed(2);
console.log(
  `\nLedger throughput (${SECONDS}s after ${WARMUP}s warm-up; ${os.cpus().length} cores, load average ${loadAvg} at start)`,
);
console.log(
  '  database    run                                 workers  transfers/s   p50 ms   p99 ms  errors',
);
let failed = false;
for (const kind of kinds) {
  if (kind === 'postgres' && !process.env.DATABASE_URL) {
    console.log('  PostgreSQL: skipped (set DATABASE_URL to include it)');
    continue;
  }
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const parts = opts.parts.split(',');
  for (const part of [inProcess, overHttp].filter((_, i) => parts.includes(['in-process', 'http'][i]))) {
    const { rows, violations } = await part(kind);
    for (const r of rows) {
      console.log(
        `  ${label.padEnd(11)} ${r.name.padEnd(36)} ${String(r.workers).padStart(7)} ${String(r.perSec).padStart(12)} ${r.p50.padStart(8)} ${r.p99.padStart(8)} ${String(r.errors).padStart(7)}${targetOf(label, r)}`,
      );
      if (r.cpu) console.log(`  ${''.padEnd(11)}   ${r.cpu}`);
    }
    console.log(
      `  ${label.padEnd(11)} ledger invariants after the ${part === inProcess ? 'in-process' : 'HTTP'} runs: ${violations.length ? `VIOLATED: ${violations.join('; ')}` : 'hold (ledgerViolations = [])'}`,
    );
    if (violations.length) failed = true;
  }
}
process.exit(failed ? 1 : 0);

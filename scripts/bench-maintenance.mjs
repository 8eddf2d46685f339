// The cost the maintenance guard adds to a member call, run by `npm run bench`
// (scripts/bench.mjs → maintenanceBench) or alone:
//
//   node --import tsx scripts/bench-maintenance.mjs [--calls 50] [--rounds 200]
//
// Two apps are built in this process on one database (PostgreSQL when DATABASE_URL is set: a fresh
// database, dropped afterwards; else PGlite in memory, one per app): one as in production, one with the
// guard left off (`maintenanceGuard: false`, the baseline). The same calls go through app.inject, no
// network, so the difference is the guard and not socket noise: a signed-in member's
// GET /v1/offer/report-reasons (an offers call whose handler reads no table; the audience check reads the
// session) and a guest's GET /v1/subscription/plans (membership, no query at all). Rounds alternate the two apps (which runs first alternates too); the
// added ms per call is the median of the rounds' differences, the ratio that of the medians. It is measured
// twice: with nothing locked (the guard's first test) and with another module locked (its whole path:
// endpoint → module, role, lock). The guard's own function is also timed alone, a million calls.
// Target: under 0.1 ms added per call. Two apps differ by a few hundredths of a ms per call whatever they
// run (allocation, GC), so the app-level figure is that precise; the hook alone is the exact cost.
// BENCH_MAINTENANCE=0 skips it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createThrowawayPgDatabase, root } from './lib.mjs';

const TARGET_MS = 0.1;
const MEMBER = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' };
const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' };

/**
 * The bench section for scripts/bench.mjs: runs this file under tsx (it imports the server's sources),
 * in its own process like the ledger bench. Resolves false when it failed.
 */
export async function maintenanceBench() {
  if (process.env.BENCH_MAINTENANCE === '0') return true;
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) console.error('\n✖ maintenance guard bench failed');
  return r.status === 0;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function signIn(app, who, portal) {
  const res = await app.inject({ method: 'POST', url: '/v1/user/login', payload: { ...who, portal } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().data.accessToken}` };
}

/**
 * The measured calls: a member's GET of an offers endpoint (module `offers`, audience `user`; its
 * handler reads no table, the audience check reads the session), and a guest's GET of the membership
 * plans (module `membership`, public, no query at all: the sharpest view of what the guard adds).
 */
const MEMBER_CALL = { url: '/v1/offer/report-reasons', endpoint: 'offerReportReasons' };
const GUEST_CALL = { url: '/v1/subscription/plans' };

/** Mean ms per call of `calls` sequential GETs of `url` through app.inject. */
async function perCall(app, url, headers, calls) {
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode} ${res.body}`);
  }
  return (performance.now() - t0) / calls;
}

/** Alternating rounds of the guarded and the baseline app on `url`: medians, ratio, added ms. */
async function compare(guarded, baseline, url, member, calls, rounds) {
  const on = [];
  const off = [];
  const run = (side) => perCall(side.app, url, member ? side.headers : {}, calls);
  await run(guarded); // warm-up, discarded
  await run(baseline);
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      on.push(await run(guarded));
      off.push(await run(baseline));
    } else {
      off.push(await run(baseline));
      on.push(await run(guarded));
    }
  }
  const a = median(on);
  const b = median(off);
  return { on: a, off: b, ratio: a / b, addedMs: median(on.map((x, i) => x - off[i])) };
}

/** The guard's hook alone on the measured member call, `n` calls: ms per call. */
function guardAlone(registerMaintenanceGuard, state, unlockPasses, n) {
  let hook;
  registerMaintenanceGuard({ addHook: (_name, fn) => (hook = fn) }, { maintenance: state, unlockPasses });
  const req = {
    routeOptions: { config: { endpoint: MEMBER_CALL.endpoint } },
    auth: { userId: 'x', role: 'MEMBER', sessionId: 's' },
    headers: {},
  };
  let refused = 0;
  const done = (err) => {
    if (err) refused++;
  };
  for (let i = 0; i < 10_000; i++) hook(req, null, done); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) hook(req, null, done);
  const ms = (performance.now() - t0) / n;
  if (refused > 0) throw new Error('the guard refused the unlocked call');
  return ms;
}

async function main() {
  const { values: opts } = parseArgs({
    options: {
      calls: { type: 'string', default: process.env.BENCH_MAINTENANCE_CALLS ?? '50' },
      rounds: { type: 'string', default: process.env.BENCH_MAINTENANCE_ROUNDS ?? '200' },
    },
  });
  const calls = Number(opts.calls);
  const rounds = Number(opts.rounds);
  const { buildApp } = await import('../packages/server/src/app.ts');
  const { seedDemoData } = await import('../packages/server/src/seed.ts');
  const { registerMaintenanceGuard } = await import(
    '../packages/server/src/modules/maintenance/maintenance.guard.ts'
  );
  const { createUnlockPasses } = await import('../packages/server/src/modules/maintenance/unlock-pass.ts');

  const pgdb = process.env.DATABASE_URL ? await createThrowawayPgDatabase('bb_maintenance_bench') : null;
  const build = (maintenanceGuard) =>
    buildApp({
      logger: false,
      ...(pgdb ? { databaseUrl: pgdb.url } : { databaseUrl: '', dataDir: 'memory://' }),
      config: { env: 'production', logLevel: 'silent' },
      maintenanceGuard,
    });
  const apps = [];
  try {
    const guardedApp = await build(true);
    apps.push(guardedApp);
    await seedDemoData(guardedApp);
    const baselineApp = await build(false);
    apps.push(baselineApp);
    if (!pgdb) await seedDemoData(baselineApp);
    await guardedApp.ready();
    await baselineApp.ready();
    const guarded = { app: guardedApp, headers: await signIn(guardedApp, MEMBER, 'MEMBER') };
    const baseline = { app: baselineApp, headers: await signIn(baselineApp, MEMBER, 'MEMBER') };
    const admin = await signIn(guardedApp, ADMIN, 'ADMIN');

    const both = async () => ({
      member: await compare(guarded, baseline, MEMBER_CALL.url, true, calls, rounds),
      guest: await compare(guarded, baseline, GUEST_CALL.url, false, calls, rounds),
    });
    const open = await both();
    const locked = await guardedApp.inject({
      method: 'POST',
      url: '/v1/maintenance/lock-system',
      headers: admin,
      payload: { lockedModulesId: ['feedback'], adminNote: 'Benchmark: feedback locked.' },
    });
    if (locked.statusCode !== 200)
      throw new Error(`lock-system answered ${locked.statusCode} ${locked.body}`);
    const otherLocked = await both();

    // The hook alone, on a snapshot with another module locked (its whole path).
    const snapshot = {
      lock: {
        id: '6f1c2a8e-0d5b-4c3e-9a7f-1b2c3d4e5f60',
        systemDown: false,
        moduleIds: new Set(['feedback']),
        adminNote: 'n',
        lockedAt: new Date(),
      },
      modules: [],
    };
    const state = { current: () => snapshot, reload: async () => {}, close: async () => {} };
    const alone = guardAlone(registerMaintenanceGuard, state, createUnlockPasses('bench'), 1_000_000);

    const db = pgdb ? 'PostgreSQL' : 'PGlite';
    const fmt = (ms) => `${ms.toFixed(4)} ms`;
    const line = (label, r) =>
      `  ${label}: ${fmt(r.on)} with the guard vs ${fmt(r.off)} without → ratio ${r.ratio.toFixed(3)}, ${r.addedMs >= 0 ? '+' : ''}${fmt(r.addedMs)} per call (target < ${TARGET_MS} ms: ${r.addedMs < TARGET_MS ? 'met' : 'NOT met'})`;
    console.log(
      `\nMaintenance guard on ${db} (through app.inject, ${rounds} alternating rounds of ${calls} calls, guard on vs off)`,
    );
    console.log(line(`member GET ${MEMBER_CALL.url}, nothing locked`, open.member));
    console.log(line(`member GET ${MEMBER_CALL.url}, another module locked`, otherLocked.member));
    console.log(line(`guest GET ${GUEST_CALL.url}, nothing locked`, open.guest));
    console.log(line(`guest GET ${GUEST_CALL.url}, another module locked`, otherLocked.guest));
    console.log(`  the guard's hook alone (another module locked): ${(alone * 1e6).toFixed(0)} ns per call`);
  } finally {
    for (const app of apps) await app.close();
    await pgdb?.drop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

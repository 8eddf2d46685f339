// Crash test of the BITS ledger: start the real server process, fire many money-moving
// requests (admin rewards and debits on POST /v1/wallet/transaction, member card loads on
// POST /v1/wallet/load-bits), kill -9 the process mid-stream, restart it on the same data, and
// check that every acknowledged (200) movement is present exactly once, that requests whose answer
// was lost are applied at most once (and once more never when retried with their key), that every
// member's balance is its start plus exactly the movements that exist, and that the ledger
// invariants hold.
//
//   node --import tsx scripts/crash-test.mjs [--db pglite|postgres] [--rounds 3] [--workers 12]
//        [--kill-after 60] [--dist] [--json]
//
// --db postgres needs DATABASE_URL (a fresh database is created on that server and dropped).
// --dist runs packages/server/dist/main.js (after `npm run build`) instead of src/main.ts via tsx.
// Exit code 0 when every check passed; with --json the last line is a JSON summary.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createThrowawayPgDatabase, freePort, root } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    rounds: { type: 'string', default: '3' },
    workers: { type: 'string', default: '12' },
    'kill-after': { type: 'string', default: '60' },
    dist: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(opts.rounds);
const WORKERS = Number(opts.workers);
const KILL_AFTER = Number(opts['kill-after']);
const serverDir = path.join(root, 'packages/server');
const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' };
const MEMBERS = ['alex', 'sam', 'maple'].map((n) => ({
  email: `${n}@demo.barterbits.ca`,
  password: 'BarterDemo#1',
}));
const PIN = '2468';
const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Crash Test',
};
const log = (...a) => {
  if (!opts.json) console.log(...a);
};

// ── the database under test ────────────────────────────────────────────────
let databaseUrl = '';
let dataDir = '';
let dropDatabase = async () => {};
if (opts.db === 'postgres') {
  if (!process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
  const pgdb = await createThrowawayPgDatabase('bb_crash', 5);
  databaseUrl = pgdb.url;
  dropDatabase = pgdb.drop;
} else {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bb-crash-'));
}

// ── the server process ─────────────────────────────────────────────────────
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

function startServer() {
  const dist = path.join(serverDir, 'dist/main.js');
  if (opts.dist && !existsSync(dist))
    throw new Error('Missing packages/server/dist/main.js: run "npm run build" first');
  const args = opts.dist ? [dist] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      ENABLE_TEST_API: 'false',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited };
}

async function waitHealthy() {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The server did not become healthy in 60 s');
}

async function login(who, portal) {
  const res = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, portal }),
  });
  if (!res.ok) throw new Error(`login ${who.email}: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  return { token: data.accessToken, id: data.user.id };
}

// ── the requests ───────────────────────────────────────────────────────────
/** Every request sent: key → { kind, userId, cents, url, body, who, outcome, transactionId }. */
const requests = new Map();
const acked = new Set();
/** Sent, but the process died before answering: the outcome is unknown. */
const unknown = new Set();

function nextRequest(ctx) {
  const m = Math.floor(Math.random() * ctx.members.length);
  const cents = 100 + Math.floor(Math.random() * 400);
  const r = Math.random();
  const key = `crash-${randomUUID()}`;
  if (r < 0.25) {
    return {
      key,
      kind: 'LOAD',
      member: m,
      userId: ctx.members[m].id,
      cents,
      url: '/v1/wallet/load-bits',
      who: 'member',
      body: { amountCents: cents, card: CARD, pin: PIN },
    };
  }
  const kind = r < 0.8 ? 'REWARD' : 'DEBIT';
  return {
    key,
    kind,
    member: m,
    userId: ctx.members[m].id,
    cents,
    url: '/v1/wallet/transaction',
    who: 'admin',
    body: { userId: ctx.members[m].id, kind, amountCents: cents, reason: `crash test ${kind.toLowerCase()}` },
  };
}

async function send(ctx, req) {
  const token = req.who === 'admin' ? ctx.admin.token : ctx.members[req.member].token;
  const res = await fetch(`${base}${req.url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': req.key,
    },
    body: JSON.stringify(req.body),
  });
  const body = await res.json();
  return { status: res.status, body };
}

const transactionIdOf = (req, body) =>
  req.kind === 'LOAD' ? body.data.transaction.id : body.data.transaction.id;

/** Workers send requests until `killAfter` are acknowledged in this round, then the process is killed. */
async function fireAndKill(ctx, server, killAfter) {
  let ackedThisRound = 0;
  let killed = false;
  const counts = { ok: 0, refused: 0, lost: 0 };
  const worker = async () => {
    while (!killed) {
      const req = nextRequest(ctx);
      requests.set(req.key, req);
      try {
        const res = await send(ctx, req);
        if (res.status === 200) {
          req.transactionId = transactionIdOf(req, res.body);
          acked.add(req.key);
          counts.ok++;
          ackedThisRound++;
          if (ackedThisRound >= killAfter && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } else {
          // Refused (e.g. a debit past the balance): nothing may have moved.
          req.refused = res.body.code ?? res.status;
          counts.refused++;
        }
      } catch {
        // The connection died with the process: the request may or may not have been applied.
        unknown.add(req.key);
        counts.lost++;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const exit = await server.exited;
  return { ...counts, exit };
}

/** After a restart: lost requests retried with their key, and some acknowledged ones replayed. */
async function retryAfterRestart(ctx) {
  const out = { retried: 0, appliedNow: 0, refusedNow: 0, replayed: 0 };
  for (const key of [...unknown]) {
    const req = requests.get(key);
    const res = await send(ctx, req);
    out.retried++;
    if (res.status === 200) {
      req.transactionId = transactionIdOf(req, res.body);
      unknown.delete(key);
      acked.add(key);
      out.appliedNow++;
    } else if (res.body.code === 'INSUFFICIENT_BITS' && req.kind === 'DEBIT') {
      // A definite answer: the debit was never applied and no longer fits the balance.
      req.refused = res.body.code;
      unknown.delete(key);
      out.refusedNow++;
    } else {
      // Every retry must learn the outcome at once: a claim left by the killed process is taken
      // over (its liveness lock died with it), and a card request's hash is the same after a restart.
      throw new Error(`retry of ${key}: unexpected ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  // Acknowledged movements (admin adjustments, and card loads with the card's details) replayed with
  // their key after the restart answer the same movement, moving nothing.
  const ackedReqs = [...acked].map((k) => requests.get(k)).sort(() => Math.random() - 0.5);
  const replays = [
    ...ackedReqs.filter((r) => r.who === 'admin').slice(0, 25),
    ...ackedReqs.filter((r) => r.kind === 'LOAD').slice(0, 10),
  ];
  for (const req of replays) {
    const res = await send(ctx, req);
    if (res.status !== 200 || res.body.data.transaction.id !== req.transactionId) {
      throw new Error(`replay of ${req.key}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    out.replayed++;
  }
  return out;
}

// ── the checks, on the data the killed process left ────────────────────────
async function verify(ctx) {
  const { connectDatabase } = await import('../packages/server/src/db/client.ts');
  const { ledgerViolations } = await import('../packages/server/src/modules/wallet/invariants.ts');
  const { sql } = await import('drizzle-orm');
  const database = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const rows = async (q) => (await database.db.execute(q)).rows;
  const problems = [];
  try {
    const violations = await ledgerViolations(database.db);
    problems.push(...violations);

    // Every movement posted under the requests' keys (admin: on the movement; loads: via bits_loads).
    const byKey = new Map();
    for (const r of await rows(sql`select id, idempotency_key, amount_cents::text as amount, type from wallet_transactions
                                    where idempotency_key like 'crash-%'`)) {
      byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r]);
    }
    for (const r of await rows(sql`select t.id, l.idempotency_key, t.amount_cents::text as amount, t.type
                                    from bits_loads l join wallet_transactions t on t.id = l.transaction_id
                                    where l.idempotency_key like 'crash-%'`)) {
      const list = byKey.get(r.idempotency_key) ?? [];
      if (!list.some((x) => x.id === r.id)) list.push(r);
      byKey.set(r.idempotency_key, list);
    }
    for (const key of acked) {
      const req = requests.get(key);
      const found = byKey.get(key) ?? [];
      if (found.length !== 1) problems.push(`acknowledged ${req.kind} ${key} present ${found.length} times`);
      else if (found[0].id !== req.transactionId)
        problems.push(`acknowledged ${key}: another movement ${found[0].id}`);
      else if (found[0].amount !== String(req.cents))
        problems.push(`acknowledged ${key}: amount ${found[0].amount}`);
    }
    let unknownApplied = 0;
    for (const key of unknown) {
      const found = byKey.get(key) ?? [];
      if (found.length > 1) problems.push(`lost request ${key} applied ${found.length} times`);
      if (found.length === 1) unknownApplied++;
    }
    for (const [key, found] of byKey) {
      if (!requests.has(key)) problems.push(`movement ${found[0].id} under a key never sent: ${key}`);
      else if (requests.get(key).refused) problems.push(`refused request ${key} moved BITS`);
    }

    // Each member: start balance plus exactly the movements that exist for the sent requests.
    for (const m of ctx.members) {
      let expected = m.startCents;
      for (const [key, found] of byKey) {
        const req = requests.get(key);
        if (!req || req.userId !== m.id || found.length === 0) continue;
        expected += req.kind === 'DEBIT' ? -req.cents : req.cents;
      }
      const [row] = await rows(
        sql`select coalesce((select balance_cents from wallet_accounts where user_id = ${m.id}::uuid), 0)::text as b`,
      );
      if (BigInt(row.b) !== BigInt(expected))
        problems.push(`member ${m.id}: balance ${row.b} ≠ expected ${expected}`);
    }
    return { problems, unknownApplied, movements: [...byKey.values()].reduce((n, l) => n + l.length, 0) };
  } finally {
    await database.close();
  }
}

// ── run ────────────────────────────────────────────────────────────────────
const started = Date.now();
const summary = { db: opts.db, rounds: [], acknowledged: 0, lost: 0, problems: [] };
try {
  let ctx;
  for (let round = 1; round <= ROUNDS; round++) {
    const server = startServer();
    await waitHealthy();
    const admin = await login(ADMIN, 'ADMIN');
    const members = await Promise.all(MEMBERS.map((m) => login(m, 'MEMBER')));
    if (!ctx) {
      // Start balances (the demo seed may have given some BITS).
      const starts = await Promise.all(
        members.map(async (m) => {
          const res = await fetch(`${base}/v1/wallet/users/${m.id}`, {
            headers: { authorization: `Bearer ${admin.token}` },
          });
          return (await res.json()).data.balanceCents;
        }),
      );
      ctx = { admin, members: members.map((m, i) => ({ ...m, startCents: starts[i] })) };
    } else {
      ctx.admin = admin;
      ctx.members = ctx.members.map((m, i) => ({ ...m, token: members[i].token }));
    }
    const retry = round > 1 ? await retryAfterRestart(ctx) : null;
    const killAfter = Math.max(5, Math.floor(KILL_AFTER * (0.5 + Math.random())));
    const fired = await fireAndKill(ctx, server, killAfter);
    log(
      `round ${round}: ${fired.ok} acknowledged, ${fired.refused} refused, ${fired.lost} lost in flight when killed (${fired.exit.signal})` +
        (retry
          ? `; after restart: ${retry.retried} retried (${retry.appliedNow} applied now, ${retry.refusedNow} refused, 0 unknown), ${retry.replayed} replays answered the same`
          : ''),
    );
    summary.rounds.push({ round, ...fired, exit: fired.exit.signal, retry });
  }
  // The final state is read straight from the data the last killed process left behind.
  const result = await verify(ctx);
  summary.acknowledged = acked.size;
  summary.lost = unknown.size;
  summary.lostApplied = result.unknownApplied;
  summary.movements = result.movements;
  summary.problems = result.problems;
} catch (e) {
  summary.problems.push(String(e?.stack ?? e));
} finally {
  await dropDatabase().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
summary.seconds = Math.round((Date.now() - started) / 1000);
log(
  `${opts.db}: ${summary.acknowledged} acknowledged movements checked; ${summary.lost} lost in flight (${summary.lostApplied ?? 0} of them applied, once); ` +
    `${summary.problems.length ? `PROBLEMS:\n  ${summary.problems.join('\n  ')}` : 'ledger invariants hold'} (${summary.seconds}s)`,
);
if (opts.json) console.log(JSON.stringify(summary));
process.exit(summary.problems.length ? 1 : 0);

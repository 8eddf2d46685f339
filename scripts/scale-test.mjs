// Scale test: nginx (deploy/nginx/barterbits.conf) in front of two server instances on one
// PostgreSQL database, with uploads in a local S3 stand-in (s3rver). It checks, in order:
//
//   1. a logout made on one instance is refused by the other at once (repeated, to catch a race);
//   2. a suspension made on one instance is refused by the other at once;
//   3. a photo uploaded through one instance is served by the other, byte for byte;
//   4. a chat message sent through one instance reaches a socket on the other;
//   5. a mixed workload through nginx (sign-in, search, offer with photo, barter, gift, chat), during
//      which one instance is killed with SIGKILL; the workload carries on through the other, and
//      requests whose answer was lost are retried with their Idempotency-Key;
//   6. then: every answered operation is present exactly once, no lost one more than once, and the
//      ledger invariants hold.
//
//   npm run scale-test            (DATABASE_URL: a PostgreSQL server; a throwaway database is made)
//   node scripts/scale-test.mjs [--seconds 25] [--workers 8] [--json]
//
// Needs Debian's nginx (`apt-get install nginx`) and a built server (`npm run build`, done when missing).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createThrowawayPgDatabase, ensureBuilt, ensureInstalled, freePort, root } from './lib.mjs';
import { nginxBinary, startNginx } from './nginx.mjs';

const { values: opts } = parseArgs({
  options: {
    seconds: { type: 'string', default: '25' },
    workers: { type: 'string', default: '8' },
    json: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(opts.seconds);
const WORKERS = Number(opts.workers);
const log = (...a) => {
  if (!opts.json) console.log(...a);
};

const ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' };
const PASSWORD = 'BarterDemo#1';
const PIN = '2468';
const SELLER = 'maple@demo.barterbits.ca';
const BUYERS = ['alex@demo.barterbits.ca', 'sam@demo.barterbits.ca', 'priya@demo.barterbits.ca'];
/** The member suspended and reinstated in check 2 (not part of the workload). */
const SUSPENDED_ONE = 'omar@demo.barterbits.ca';

if (!nginxBinary()) {
  console.error('scale-test needs nginx: apt-get install -y nginx (Debian).');
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error(
    'scale-test needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres); a throwaway database is created there and dropped.',
  );
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cleanups = [];
const problems = [];
const summary = { checks: {}, workload: {}, problems };

async function waitHealthy(base, what, tries = 600) {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} did not become healthy in ${tries / 10} s`);
}

// ── the pieces ─────────────────────────────────────────────────────────────
async function startS3() {
  const { default: S3rver } = await import('s3rver');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'barterbits' }],
  });
  await server.run();
  cleanups.push(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { endpoint: `http://127.0.0.1:${port}`, bucket: 'barterbits' };
}

async function startInstance(name, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const instance = { name, port, base: `http://127.0.0.1:${port}`, child, exited, alive: true };
  child.on('exit', () => {
    instance.alive = false;
  });
  cleanups.push(async () => {
    if (!instance.alive) return;
    child.kill('SIGTERM');
    await exited;
  });
  return instance;
}

// ── HTTP ───────────────────────────────────────────────────────────────────
async function api(base, method, url, { token, body, key, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}/v1${url}`, { method, headers, body: payload });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text, headers: res.headers };
}

async function login(base, email, password = PASSWORD, portal = 'MEMBER') {
  const res = await api(base, 'POST', '/user/login', { body: { email, password, portal } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return { token: res.json.data.accessToken, id: res.json.data.user.id, email };
}

/** A small real JPEG made by sharp (the server re-encodes it to WebP). */
async function photo(seed) {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

function photoForm(bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

function expect(ok, message) {
  if (!ok) problems.push(message);
  return ok;
}

// ── checks 1-4: one instance sees what the other did ──────────────────────
async function checkRevocation(a, b) {
  let refused = 0;
  const rounds = 20;
  for (let i = 0; i < rounds; i++) {
    const s = await login(a.base, BUYERS[i % BUYERS.length]);
    // B checks the session (and may remember it), A ends it, B must refuse it on the very next request.
    const before = await api(b.base, 'GET', '/wallet', { token: s.token });
    expect(before.status === 200, `revocation round ${i}: B answered ${before.status} before the logout`);
    const out = await api(a.base, 'GET', '/user/logout', { token: s.token });
    expect(out.status === 200, `revocation round ${i}: logout on A answered ${out.status}`);
    const after = await api(b.base, 'GET', '/wallet', { token: s.token });
    if (expect(after.status === 401, `logout on A, B still answered ${after.status} (round ${i})`)) refused++;
  }
  summary.checks.logout = `${refused}/${rounds} logouts on A refused by B on the next request`;
  log(`  ✓ ${summary.checks.logout}`);
}

async function checkSuspension(a, b) {
  const admin = await login(a.base, ADMIN.email, ADMIN.password, 'ADMIN');
  const member = await login(b.base, SUSPENDED_ONE);
  expect(
    (await api(b.base, 'GET', '/wallet', { token: member.token })).status === 200,
    'suspension: B refused before',
  );
  // Each status change takes a fresh password re-check token (they are single-use).
  const change = async (status) => {
    const pass = await api(a.base, 'POST', '/user/verify-password', {
      token: admin.token,
      body: { password: ADMIN.password },
    });
    return api(a.base, 'POST', '/user/change-status', {
      token: admin.token,
      body: { userId: member.id, status, reason: 'scale test', token: pass.json.data.token },
    });
  };
  const suspended = await change('SUSPENDED');
  expect(suspended.status === 200, `suspension on A answered ${suspended.status} ${suspended.text}`);
  const after = await api(b.base, 'GET', '/wallet', { token: member.token });
  const refused = after.status === 401 || after.status === 403;
  expect(refused, `suspended on A, B still answered ${after.status}`);
  const reinstated = await change('ACTIVE');
  expect(reinstated.status === 200, `reinstating on A answered ${reinstated.status}`);
  summary.checks.suspension = refused
    ? `a suspension on A refused by B on the next request (${after.status} ${after.json?.code})`
    : 'NOT refused';
  log(`  ${refused ? '✓' : '✖'} ${summary.checks.suspension}`);
}

async function checkPhoto(a, b) {
  const seller = await login(a.base, SELLER);
  const offer = await api(a.base, 'POST', '/offer', {
    token: seller.token,
    body: {
      category: 'Product',
      title: 'Scale test photo',
      description: 'Uploaded through one instance.',
      priceType: 'Fixed',
      priceCents: 1_000,
      details: { condition: 'GOOD', quantity: 1 },
    },
  });
  const id = offer.json?.data?.id;
  const up = await api(a.base, 'POST', `/offer/${id}/photos`, {
    token: seller.token,
    form: photoForm(await photo(1)),
  });
  const url = up.json?.data?.photos?.[0]?.url;
  if (!expect(up.status === 200 && url, `photo upload on A: ${up.status} ${up.text.slice(0, 200)}`)) return;
  const viaA = await fetch(`${a.base}${url}`);
  const viaB = await fetch(`${b.base}${url}`);
  const bytesA = Buffer.from(await viaA.arrayBuffer());
  const bytesB = Buffer.from(await viaB.arrayBuffer());
  const same =
    viaB.status === 200 &&
    viaB.headers.get('content-type') === 'image/webp' &&
    bytesA.equals(bytesB) &&
    bytesB.length > 0;
  expect(
    same,
    `photo uploaded on A: B answered ${viaB.status} ${viaB.headers.get('content-type')} (${bytesB.length} bytes)`,
  );
  summary.checks.photo = `a photo uploaded on A served by B (${viaB.status}, ${viaB.headers.get('content-type')}, ${bytesB.length} bytes, same bytes: ${bytesA.equals(bytesB)})`;
  log(`  ${same ? '✓' : '✖'} ${summary.checks.photo}`);
}

async function checkChat(a, b) {
  const { default: WebSocket } = await import('ws');
  const alex = await login(a.base, BUYERS[0]);
  const sam = await login(b.base, BUYERS[1]);
  const channel = await api(a.base, 'POST', '/chat/channels', {
    token: alex.token,
    body: { name: 'Scale test', memberIds: [sam.id] },
  });
  const channelId = channel.json?.data?.id;
  if (
    !expect(
      channel.status === 200 && channelId,
      `chat channel on A: ${channel.status} ${channel.text.slice(0, 200)}`,
    )
  )
    return;
  const ws = new WebSocket(`ws://127.0.0.1:${b.port}/v1/chat/socket`, [
    'barterbits.v1',
    `token.${sam.token}`,
  ]);
  const frames = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    ws.once('error', reject);
    const t = setInterval(() => {
      if (frames.some((f) => f.type === 'ready')) {
        clearInterval(t);
        resolve();
      }
    }, 10);
  });
  const clientId = `scale-chat-${randomUUID()}`;
  const sent = await api(a.base, 'POST', `/chat/channels/${channelId}/messages`, {
    token: alex.token,
    body: { clientId, kind: 'TEXT', text: 'Hello from instance A' },
  });
  expect(sent.status === 200, `chat send on A: ${sent.status}`);
  const until = Date.now() + 5_000;
  let got = false;
  while (!got && Date.now() < until) {
    got = frames.some((f) => f.type === 'message' && JSON.stringify(f.payload).includes(clientId));
    if (!got) await sleep(10);
  }
  ws.close();
  expect(got, 'a chat message sent on A did not reach the socket on B within 5 s');
  summary.checks.chat = got ? 'a chat message sent on A reached a socket on B' : 'NOT delivered';
  log(`  ${got ? '✓' : '✖'} ${summary.checks.chat}`);
  return channelId;
}

// ── 5: the workload through nginx ─────────────────────────────────────────
/** Every operation sent: { kind, key, answered, lost, result }. */
const operations = [];
const TRANSIENT = new Set([502, 503, 504]);

/** Sends, and on a lost answer (connection reset, 502/503/504) retries with the same key up to 6 times. */
async function reliably(op, send, { retry = true } = {}) {
  operations.push(op);
  for (let attempt = 0; attempt < 6; attempt++) {
    let res;
    try {
      res = await send();
    } catch {
      res = null;
    }
    if (res && !TRANSIENT.has(res.status)) {
      op.answered = res.status === 200;
      op.status = res.status;
      op.code = res.json?.code;
      op.result = res.json?.data;
      op.retries = attempt;
      return res;
    }
    op.lost = true;
    if (!retry) return null;
    await sleep(200 * (attempt + 1));
  }
  return null;
}

async function workload(nginx, instances, channelId) {
  const lb = nginx.base;
  const seller = await login(lb, SELLER);
  const buyers = await Promise.all(BUYERS.map((e) => login(lb, e)));
  const chatter = await login(lb, BUYERS[0]);
  const myOffers = await api(lb, 'GET', '/offer/my-offers?status=ACTIVE&limit=5', { token: seller.token });
  const offerId = myOffers.json?.data?.[0]?.id;
  if (!offerId) throw new Error(`the seller has no ACTIVE offer: ${myOffers.text.slice(0, 200)}`);
  const counts = {
    ops: 0,
    signIns: 0,
    searches: 0,
    offers: 0,
    barters: 0,
    gifts: 0,
    chats: 0,
    transient: 0,
    rateLimited: 0,
  };
  const deadline = Date.now() + SECONDS * 1000;
  const killAt = Date.now() + (SECONDS * 1000) / 3;
  let killed = null;

  const one = async (w, n) => {
    const r = Math.random();
    const buyer = buyers[(w + n) % buyers.length];
    if (r < 0.15) {
      // A sign-in whose answer was lost (its instance died) is simply made again, as an app would.
      const op = { kind: 'sign-in', key: buyer.email };
      const res = await reliably(op, () =>
        api(lb, 'POST', '/user/login', {
          body: { email: buyer.email, password: PASSWORD, portal: 'MEMBER' },
        }),
      );
      if (res?.status === 200) counts.signIns++;
      else problems.push(`sign-in answered ${res?.status ?? 'nothing'}`);
    } else if (r < 0.4) {
      const res = await api(
        lb,
        'GET',
        `/offer/search-offer?q=${['bike', 'bread', 'lesson', 'repair'][n % 4]}&limit=10`,
        {
          token: buyer.token,
        },
      );
      if (res.status === 200) counts.searches++;
      else if (TRANSIENT.has(res.status)) counts.transient++;
      else problems.push(`search answered ${res.status}`);
    } else if (r < 0.6) {
      // A barter: the seller asks, the buyer accepts with the PIN; both calls take an Idempotency-Key.
      const note = `scale-${randomUUID()}`;
      const create = { kind: 'barter-request', key: note };
      const res = await reliably(create, () =>
        api(lb, 'POST', '/purchase/barter-request', {
          token: seller.token,
          key: note,
          body: { buyerId: buyer.id, offerId, amountCents: 100 + ((w * 37 + n) % 400), note },
        }),
      );
      if (res?.status !== 200) return;
      const accept = { kind: 'barter-accept', key: `${note}-accept`, requestId: res.json.data.id };
      const done = await reliably(accept, () =>
        api(lb, 'POST', '/purchase/barter-request/confirmation', {
          token: buyer.token,
          key: accept.key,
          body: { requestId: res.json.data.id, accept: true, pin: PIN },
        }),
      );
      if (done?.status === 200) counts.barters++;
    } else if (r < 0.75) {
      const key = `scale-gift-${randomUUID()}`;
      const to = buyers[(w + n + 1) % buyers.length];
      const op = { kind: 'gift', key };
      const res = await reliably(op, () =>
        api(lb, 'POST', '/gift', {
          token: buyer.token,
          key,
          body: { recipientEmail: to.email, amountCents: 50 + (n % 50), message: key, pin: PIN },
        }),
      );
      if (res?.status === 200) counts.gifts++;
    } else if (r < 0.9 && channelId) {
      const clientId = `scale-${randomUUID()}`;
      const op = { kind: 'chat', key: clientId };
      const res = await reliably(op, () =>
        api(lb, 'POST', `/chat/channels/${channelId}/messages`, {
          token: chatter.token,
          body: { clientId, kind: 'TEXT', text: `Workload message ${n}` },
        }),
      );
      if (res?.status === 200) counts.chats++;
    } else {
      // An offer with a photo. Creating an offer takes no key: a lost answer is not retried.
      const title = `Scale ${randomUUID().slice(0, 8)}`;
      const op = { kind: 'offer', key: title };
      const res = await reliably(
        op,
        () =>
          api(lb, 'POST', '/offer', {
            token: seller.token,
            body: {
              category: 'Product',
              title,
              description: 'Made by the scale test.',
              priceType: 'Fixed',
              priceCents: 2_000,
              details: { condition: 'GOOD', quantity: 1 },
            },
          }),
        { retry: false },
      );
      if (res?.status !== 200) return;
      const up = await api(lb, 'POST', `/offer/${res.json.data.id}/photos`, {
        token: seller.token,
        form: photoForm(await photo(n)),
      });
      if (up.status === 200) counts.offers++;
      else if (TRANSIENT.has(up.status)) counts.transient++;
      // The upload limit per member, counted in PostgreSQL: shared by both instances, so it bites here.
      else if (up.status === 429) counts.rateLimited++;
      else problems.push(`offer photo answered ${up.status} ${up.text.slice(0, 200)}`);
    }
  };

  const worker = async (w) => {
    for (let n = 0; Date.now() < deadline; n++) {
      if (!killed && Date.now() >= killAt) {
        killed = instances[1];
        killed.child.kill('SIGKILL');
        log(`  … instance ${killed.name} killed with SIGKILL after ${counts.ops} operations`);
      }
      try {
        await one(w, n);
      } catch (err) {
        // A network error outside `reliably` (sign-in, search): the balancer moves on to the live one.
        counts.transient++;
        if (
          !String(err?.cause?.code ?? err?.message).match(
            /ECONNRESET|ECONNREFUSED|UND_ERR|fetch failed|socket/,
          )
        ) {
          problems.push(`workload: ${err?.message ?? err}`);
        }
      }
      counts.ops++;
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const exit = killed ? await killed.exited : null;
  Object.assign(summary.workload, counts, {
    seconds: Math.round((Date.now() - t0) / 100) / 10,
    killed: killed ? `${killed.name} (${exit?.signal ?? exit?.code})` : 'none',
    answered: operations.filter((o) => o.answered).length,
    lostThenAnswered: operations.filter((o) => o.lost && o.answered).length,
    neverAnswered: operations.filter((o) => o.status === undefined).length,
  });
  log(
    `  ✓ ${counts.ops} operations in ${summary.workload.seconds} s: ${counts.signIns} sign-ins, ${counts.searches} searches, ${counts.offers} offers with a photo, ${counts.barters} barters, ${counts.gifts} gifts, ${counts.chats} chat messages, ${counts.rateLimited} photos refused by the shared upload limit; ${summary.workload.lostThenAnswered} answers lost and recovered by a retry with the same key`,
  );
  expect(killed !== null, 'the workload ended before an instance was killed');
  // After the kill, the survivor must have carried on.
  expect(counts.barters > 0 && counts.gifts > 0, 'no barter or no gift answered during the workload');
}

// ── 6: exactly once, and the ledger ────────────────────────────────────────
async function verify(databaseUrl) {
  // The checks use the server's own TypeScript (after ensureInstalled, so tsx is there on a fresh clone).
  const { register } = await import('tsx/esm/api');
  register();
  const { connectDatabase } = await import('../packages/server/src/db/client.ts');
  const { ledgerViolations } = await import('../packages/server/src/modules/wallet/invariants.ts');
  const { sql } = await import('drizzle-orm');
  const database = await connectDatabase({ databaseUrl });
  const count = async (q) => Number((await database.db.execute(q)).rows[0].n);
  try {
    problems.push(...(await ledgerViolations(database.db)));
    let checked = 0;
    for (const op of operations) {
      let n;
      if (op.kind === 'barter-request')
        n = await count(sql`select count(*) n from barter_requests where note = ${op.key}`);
      else if (op.kind === 'barter-accept')
        n = await count(sql`select count(*) n from wallet_transactions
                            where related_type = 'BARTER' and related_id = ${op.requestId}::uuid and type = 'SALE_PURCHASE'`);
      else if (op.kind === 'gift')
        n = await count(sql`select count(*) n from gifts where message = ${op.key}`);
      else if (op.kind === 'chat')
        n = await count(sql`select count(*) n from chat_messages where client_id = ${op.key}`);
      else if (op.kind === 'offer')
        n = await count(sql`select count(*) n from offers where title = ${op.key}`);
      else continue;
      if (op.answered && n !== 1) problems.push(`answered ${op.kind} ${op.key} present ${n} times`);
      if (!op.answered && n > 1) problems.push(`unanswered ${op.kind} ${op.key} present ${n} times`);
      if (
        op.status !== undefined &&
        !op.answered &&
        op.status < 500 &&
        n !== 0 &&
        op.kind !== 'barter-accept'
      )
        problems.push(`refused ${op.kind} ${op.key} (${op.status} ${op.code}) present ${n} times`);
      checked++;
    }
    summary.checks.exactlyOnce = `${checked} operations checked: each answered one present exactly once; ledger invariants ${problems.length ? 'see problems' : 'hold'}`;
    log(`  ${problems.length ? '✖' : '✓'} ${summary.checks.exactlyOnce}`);
  } finally {
    await database.close();
  }
}

// ── run ────────────────────────────────────────────────────────────────────
const started = Date.now();
let exitCode = 0;
try {
  ensureInstalled();
  await ensureBuilt();
  const pgdb = await createThrowawayPgDatabase('bb_scale');
  cleanups.push(pgdb.drop);
  const s3 = await startS3();
  const nginxPort = await freePort();
  const env = {
    DATABASE_URL: pgdb.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: 'loopback',
    ENABLE_TEST_API: 'false',
    DEV_OUTBOX: 'false',
  };
  log('scale test: nginx → 2 instances, one PostgreSQL database, S3 stand-in');
  // A migrates and seeds first; B starts on the ready database (as a rolling deploy would).
  const a = await startInstance('A', { ...env, PUBLIC_URL: `http://127.0.0.1:${nginxPort}` });
  await waitHealthy(a.base, 'instance A');
  const b = await startInstance('B', {
    ...env,
    SEED_DEMO: 'false',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
  });
  await waitHealthy(b.base, 'instance B');
  const nginx = await startNginx([a.port, b.port], nginxPort);
  cleanups.push(nginx.stop);
  log(`  nginx ${nginx.base} → A ${a.base}, B ${b.base}`);

  await checkRevocation(a, b);
  await checkSuspension(a, b);
  await checkPhoto(a, b);
  const channelId = await checkChat(a, b);
  await workload(nginx, [a, b], channelId);
  await verify(pgdb.url);
} catch (err) {
  problems.push(`scale test failed: ${err?.stack ?? err}`);
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
}
summary.seconds = Math.round((Date.now() - started) / 1000);
if (problems.length) {
  exitCode = 1;
  // The same problem many times is listed once, with its count.
  const counted = new Map();
  for (const p of problems) counted.set(p, (counted.get(p) ?? 0) + 1);
  const lines = [...counted].slice(0, 40).map(([p, n]) => (n > 1 ? `${p} (×${n})` : p));
  console.error(`\n✖ scale test: ${problems.length} problem(s):\n  ${lines.join('\n  ')}`);
} else log(`\n✓ scale test passed in ${summary.seconds} s`);
if (opts.json) console.log(JSON.stringify(summary));
process.exit(exitCode);

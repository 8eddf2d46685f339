// `npm run bench`: first, on PostgreSQL, our request pipeline beside a bare Fastify + pg server
// (scripts/bench-pipeline.mjs); then HTTP load against the production server (autocannon, no pipelining,
// warm-up discarded), first on PGlite, then on PostgreSQL when DATABASE_URL is set; the ledger bench; then the
// page weights measured in Chromium against their budgets; then Lighthouse on the member pages
// (scripts/bench-lighthouse.mjs). The chat transport runs after find-members, on PostgreSQL only, and
// then the analytics dashboard's calls (scripts/bench-analytics.mjs, PostgreSQL only), then matching new
// offers with 100,000 wants and 100,000 saved searches and the wanted feed (scripts/bench-wants.mjs,
// PostgreSQL only).
// The maintenance guard's cost per call follows the ledger (scripts/bench-maintenance.mjs); then the
// scale-out runs through nginx with one and two instances (scripts/bench-scale.mjs, PostgreSQL only).
// BENCH_PIPELINE=0, BENCH_API=0, BENCH_MEMBERS=0, BENCH_CHAT=0, BENCH_ANALYTICS=0, BENCH_WANTS=0, BENCH_LEDGER=0, BENCH_MAINTENANCE=0, BENCH_SCALE=0, BENCH_PAGES=0, BENCH_LIGHTHOUSE=0 skip a
// section (BENCH_PGLITE=0 the API runs on PGlite); BENCH_VERBOSE=1 lists each page's largest scripts and every failing Lighthouse audit, and the
// chat run's clock; BENCH_SERVER_NODE_ARGS passes node options (e.g. --cpu-prof) to the servers.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyticsBench } from './bench-analytics.mjs';
import { lighthouseBench } from './bench-lighthouse.mjs';
import { maintenanceBench } from './bench-maintenance.mjs';
import { pipelineBench } from './bench-pipeline.mjs';
import { scaleBench } from './bench-scale.mjs';
import { wantsBench } from './bench-wants.mjs';
import {
  cpuSeconds,
  ensureBenchTools,
  ensureBuilt,
  ensureInstalled,
  measureLoad,
  paced,
  postgresCpuSeconds,
  root,
  startServerProcess,
} from './lib.mjs';

ensureInstalled();
ensureBenchTools();
await ensureBuilt();
const { autocannon } = await import('../bench/tools.mjs');
const { default: pg } = await import('pg');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Offers generated before the offer runs (`npm run seed`); 0 skips the offer runs. */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
/** Evenly spaced search run on PostgreSQL (target: p99 under EVEN_P99_TARGET_MS at this rate). */
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 400);
const EVEN_P99_TARGET_MS = 20;
/** Closed-loop search run on PostgreSQL: this many connections back to back (target: p99 under 50 ms). */
const CLOSED_CONNECTIONS = 20;
const CLOSED_P99_TARGET_MS = 50;

/** BENCH_SERVER_NODE_ARGS: node options for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** The production bundle on a free port (`startServerProcess`), `env` over the usual settings. */
const startServer = (env) =>
  startServerProcess([...SERVER_NODE_ARGS, path.join(root, 'packages/server/dist/main.js')], env);

/** autocannon's figures for `opts` after a discarded warm-up (`measureLoad`), named. */
async function measure(name, opts, cpuOf = null) {
  return {
    name,
    ...(await measureLoad(autocannon, opts, {
      connections: CONNECTIONS,
      warmup: WARMUP,
      seconds: DURATION,
      cpuOf,
    })),
  };
}

/** The plan of the search at `searchPath` as member `email` (scripts/explain-search.ts), indented. */
function explainSearch(databaseUrl, email, searchPath) {
  const query = searchPath.slice(searchPath.indexOf('?') + 1);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/explain-search.ts'), databaseUrl, email, query],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const out = r.status === 0 ? r.stdout : `(no plan: ${r.stderr.trim().split('\n').slice(-3).join(' ')})`;
  return out
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
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
    let closed = null;
    let even = null;
    if (OFFERS > 0) {
      const offer = await offerRuns(server.base, data.accessToken);
      rows.push(...offer.rows);
      if (label === 'PostgreSQL') {
        // CLOSED_CONNECTIONS connections, each sending its next search as soon as it has its answer.
        closed = await measure(
          `search, ${CLOSED_CONNECTIONS} connections`,
          { ...offer.searchOpts, connections: CLOSED_CONNECTIONS },
          { pid: server.pid },
        );
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
    if (closed) {
      console.log(
        `  closed loop: search over ${CLOSED_CONNECTIONS} connections → ${closed.reqPerSec} req/s, p50 ${closed.p50} ms, p99 ${closed.p99} ms, ${closed.errors} errors (target p99 < ${CLOSED_P99_TARGET_MS} ms: ${closed.p99 < CLOSED_P99_TARGET_MS ? 'met' : 'NOT met'})`,
      );
      if (closed.cpuMs) {
        console.log(
          `  CPU per search in that run: the server ${closed.cpuMs.server} ms, PostgreSQL ${closed.cpuMs.postgres} ms (the machine has ${os.cpus().length} cores)`,
        );
      }
    }
    if (even) {
      console.log(
        `  evenly spaced: search at ${FIXED_RATE} req/s (open loop) → ${even.reqPerSec} req/s, p50 ${even.p50} ms, p99 ${even.p99} ms, ${even.errors} errors (target p99 < ${EVEN_P99_TARGET_MS} ms: ${even.p99 < EVEN_P99_TARGET_MS ? 'met' : 'NOT met'})`,
      );
      console.log(`  the slowest search of that run (${even.slowest.ms} ms): ${even.slowest.path}`);
      console.log(`  its plan now, as the server plans it (EXPLAIN ANALYZE, BUFFERS):`);
      console.log(explainSearch(env.DATABASE_URL, credentials.email, even.slowest.path));
    }
  } finally {
    await server.stop();
  }
}

/** Demo logins (packages/server/src/seed.ts, README). */
const DEMO_MEMBER = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' };
const DEMO_ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' };
const KB = 1024;
/** Budgets on JavaScript transferred per page. */
/** JavaScript budgets (brotli, as transferred): the console's first list has none of its own in the targets. */
const BUDGET = { signIn: 100 * KB, member: 150 * KB, consoleLogin: 250 * KB, console: 400 * KB };

/**
 * Opens `url` in a fresh tab of `context` with the browser cache disabled and adds up what Chromium
 * transferred for it (CDP `Network.loadingFinished.encodedDataLength`: compressed bodies plus headers,
 * DevTools' "transferred" column) until `ready(page)` holds and the network has been idle for 500 ms.
 * With `action`, the page is loaded first (not counted) and only what `action` makes it fetch is counted.
 */
async function transferred(context, url, ready, action) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let counting = !action;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (!counting) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    requests.set(requestId, {
      url: response.url,
      js: type === 'Script' || /javascript/.test(response.mimeType),
      encoding: headers['content-encoding'] ?? 'none',
      // What had arrived when the response started: its headers (HTTP/1.1 sends them uncompressed).
      headerBytes: response.encodedDataLength ?? 0,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.bytes = encodedDataLength;
  });
  await page.goto(url);
  if (action) {
    await page.waitForLoadState('networkidle');
    counting = true;
    await action(page);
  }
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const all = [...requests.values()];
  const js = all.filter((r) => r.js);
  const sum = (list) => list.reduce((s, r) => s + r.bytes, 0);
  return {
    js: sum(js),
    jsFiles: js.length,
    jsHeaders: js.reduce((s, r) => s + Math.min(r.headerBytes, r.bytes), 0),
    total: sum(all),
    requests: all.length,
    encodings: [...new Set(js.map((r) => r.encoding))].join('/') || '-',
    largest: js.sort((a, b) => b.bytes - a.bytes).slice(0, 3),
  };
}

/**
 * Page weights in Chromium: what the browser transfers with the cache disabled for the member
 * app's /sign-in, home, search with results and wallet, and the console's login page and first list,
 * against the JavaScript budgets. Whatever the server sends (brotli/gzip or not) is what is counted.
 */
async function pageBudgets() {
  if (process.env.BENCH_PAGES === '0') return;
  console.log('\nPages (Chromium, cache disabled, bytes as transferred)');
  for (const dir of ['member-app', 'admin-app']) {
    if (!existsSync(path.join(root, dir, 'dist/index.html'))) {
      console.log(`  skipped: ${dir}/dist is missing`);
      return;
    }
  }
  const { chromium } = await import('playwright');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-bench-pages-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
  const rows = [];
  const notes = [];
  /** Measures one page; a page that does not come up is reported (✗ with the reason), not fatal. */
  const measure = async (list, name, budget, run) => {
    try {
      list.push([name, budget, await run()]);
    } catch (error) {
      list.push([name, budget, { error: String(error?.message ?? error).split('\n')[0] }]);
    }
  };
  try {
    const newContext = (storageState) =>
      browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 }, storageState });
    const heading = (name) => (page) => page.getByRole('heading', { name }).first().waitFor();
    const welcome = heading(/^Welcome back/);
    const usersList = (page) => page.getByText(DEMO_MEMBER.email).first().waitFor();

    // Member: /sign-in signed out, then signing in (same tab), whose session the other pages use.
    const guest = await newContext();
    await measure(rows, 'member /sign-in', BUDGET.signIn, () =>
      transferred(guest, '/sign-in', heading('Sign in')),
    );
    await measure(notes, 'member sign-in → home (same tab)', 0, () =>
      transferred(guest, '/sign-in', welcome, async (page) => {
        await page.locator('input[name="email"]').fill(DEMO_MEMBER.email);
        await page.locator('input[name="password"]').fill(DEMO_MEMBER.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      }),
    );
    const member = await newContext(await guest.storageState());
    await guest.close();
    await measure(rows, 'member / (home)', BUDGET.member, () => transferred(member, '/', welcome));
    await measure(rows, 'member /search-product?q=bike', BUDGET.member, () =>
      transferred(member, '/search-product?q=bike&radius=anywhere', (page) =>
        page.getByRole('article').first().waitFor(),
      ),
    );
    await measure(rows, 'member /my-wallet', BUDGET.member, () =>
      transferred(member, '/my-wallet', heading('My Wallet')),
    );
    await member.close();

    // Console: the login page signed out, then signing in (same tab), then its first list (users).
    const anonymous = await newContext();
    await measure(rows, 'console /admin/ (login)', BUDGET.consoleLogin, () =>
      transferred(anonymous, '/admin/', (page) => page.getByRole('button', { name: 'Sign in' }).waitFor()),
    );
    // The console opens on its dashboard once signed in.
    const dashboard = (page) =>
      page.getByRole('heading', { level: 1, name: 'Marketplace dashboard' }).waitFor();
    await measure(notes, 'console sign-in → dashboard (same tab)', 0, () =>
      transferred(anonymous, '/admin/', dashboard, async (page) => {
        await page.getByLabel('Email').fill(DEMO_ADMIN.email);
        await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      }),
    );
    const admin = await newContext(await anonymous.storageState());
    await anonymous.close();
    await measure(rows, 'console /admin/users (first list)', BUDGET.console, () =>
      transferred(admin, '/admin/users', usersList),
    );
    await admin.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  console.log(
    '    page                               JS transferred (files, headers)     budget   all transferred (requests)  JS encoding',
  );
  let over = 0;
  for (const [name, budget, r] of rows) {
    if (r.error) {
      over++;
      console.log(`  ✗ ${name.padEnd(33)} not measured: ${r.error}`);
      continue;
    }
    const ok = r.js <= budget;
    if (!ok) over++;
    console.log(
      `  ${ok ? '✓' : '✗'} ${name.padEnd(33)} ${kb(r.js).padStart(10)} (${String(r.jsFiles).padStart(2)}, ${kb(r.jsHeaders).padStart(8)}) ${`≤ ${kb(budget)}`.padStart(10)} ${kb(r.total).padStart(10)} (${String(r.requests).padStart(2)})  ${r.encodings}`,
    );
  }
  for (const [name, , r] of notes) {
    if (r.error) {
      console.log(`    ${name}: not measured: ${r.error}`);
      continue;
    }
    console.log(
      `    ${name}: +${kb(r.js)} JS in ${r.jsFiles} files (${kb(r.jsHeaders)} of headers), +${kb(r.total)} in all`,
    );
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [name, , r] of rows.filter(([, , r]) => !r.error)) {
      console.log(
        `    ${name}: ${r.largest.map((f) => `${path.basename(f.url)} ${kb(f.bytes)}`).join(', ')}`,
      );
    }
  }
  console.log(
    `  ${over === 0 ? 'all pages within budget' : `${over} page(s) over budget`} (JS: /sign-in ≤ 100 KB, member pages ≤ 150 KB, console login ≤ 250 KB, console list ≤ 400 KB; KB = 1024 bytes; JS counts each script's compressed body and its response headers, as DevTools' "transferred")`,
  );
}

/**
 * The API runs (PGlite, then PostgreSQL when DATABASE_URL is set). BENCH_API=0 skips them;
 * BENCH_PGLITE=0 skips the PGlite one.
 */
async function apiBench() {
  if (process.env.BENCH_API === '0') return;
  if (process.env.BENCH_PGLITE !== '0') {
    const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-bench-'));
    try {
      await benchDatabase('PGlite', { DATA_DIR: pgliteDir, DATABASE_URL: '' });
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
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
}

/** Members generated for the find-members run. */
const MEMBERS = Number(process.env.BENCH_MEMBER_COUNT ?? 20_000);
/** Fixed rate of the find-members run (target: p99 under 30 ms at 100 req/s). */
const MEMBER_RATE = Number(process.env.BENCH_MEMBER_RATE ?? 100);
const MEMBER_P99_TARGET_MS = 30;
/** Reviews of the one member whose review summary is measured (target: under 10 ms). */
const REVIEWED_MEMBER_REVIEWS = Math.min(10_000, MEMBERS - 1);
const SUMMARY_TARGET_MS = 10;

/**
 * Cities the generated members live in (share of members in twentieths), each member within 25 km of
 * the centre (uniform over the disc): Toronto is the densest, so alex (Toronto centre) finds ~4,000
 * members within 20 km, the heavy case.
 */
const MEMBER_CITIES = [
  ['Toronto', 'Ontario', 43.6532, -79.3832, 7],
  ['Montreal', 'Quebec', 45.5017, -73.5673, 5],
  ['Vancouver', 'British Columbia', 49.2827, -123.1207, 4],
  ['Calgary', 'Alberta', 51.0447, -114.0719, 2],
  ['Ottawa', 'Ontario', 45.4215, -75.6972, 2],
];

/**
 * The generation, as SQL run in order in one transaction (set-based: 20,000 members in seconds, on
 * PGlite too). Pseudo-random values come from hashtext of the member number, so every run makes the
 * same members. 2% are suspended and 3% still onboarding (never listed), 20% are businesses, 40% have
 * review stats (user_review_stats, as the reviews trigger keeps it), last sign-ins over 60 days.
 */
function memberSeedStatements(n) {
  const r = (salt) => `((hashtext(i::text || '${salt}') & 2147483647) % 100000) / 100000.0`;
  const slots = MEMBER_CITIES.flatMap(([city, province, lat, lng, share], c) =>
    Array.from({ length: share }, () => `(${c}, '${city}', '${province}', ${lat}, ${lng})`),
  );
  const cities = slots.map((v, slot) => v.replace(/^\((\d+),/, `(${slot}, $1,`)).join(', ');
  const num = `split_part(split_part(u.email, '@', 1), '-', 3)::int`;
  return [
    `insert into users (email, role_id, status_id, check_out_status, account_type, email_verified_at, last_login, created_at)
     select 'bench-member-' || i || '@bench.barterbits.ca', 2,
            case when i % 50 = 0 then 2 else 1 end,
            case when i % 33 = 0 then 'PIN_SETUP' else 'COMPLETED' end,
            case when i % 5 = 0 then 'BUSINESS' else 'PERSONAL' end,
            now(), now() - ${r('l')} * interval '60 days', now() - ${r('c')} * interval '700 days'
     from generate_series(1, ${n}) i
     on conflict do nothing`,
    `insert into user_profiles (user_id, first_name, last_name, user_name)
     select u.id, (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + ${num} % 10],
            (array['Martin','Tremblay','Roy','Smith','Chen','Singh','Patel','Nguyen','Lee','Kim','Wong'])[1 + ${num} % 11],
            'benchm' || ${num}
     from users u where u.email like 'bench-member-%@bench.barterbits.ca'
     on conflict do nothing`,
    `insert into businesses (user_id, business_name)
     select u.id, 'Bench Business ' || ${num}
     from users u where u.email like 'bench-member-%@bench.barterbits.ca' and u.account_type = 'BUSINESS'
     on conflict do nothing`,
    `insert into user_locations (user_id, latitude, longitude, formatted_address, address_components, types)
     select g.id, c.lat + g.d * cos(g.a) / 111.195, c.lng + g.d * sin(g.a) / (111.195 * cos(radians(c.lat))),
            c.city || ', ' || c.province || ', Canada',
            jsonb_build_array(
              jsonb_build_object('long_name', c.city, 'short_name', c.city, 'types', jsonb_build_array('locality', 'political')),
              jsonb_build_object('long_name', c.province, 'short_name', c.province,
                                 'types', jsonb_build_array('administrative_area_level_1', 'political'))),
            '["locality","political"]'::jsonb
     from (select u.id, i, 25 * sqrt(${r('d')}) as d, 2 * pi() * ${r('a')} as a
           from users u cross join lateral (select ${num} as i) x
           where u.email like 'bench-member-%@bench.barterbits.ca') g
     join (values ${cities}) as c(slot, ci, city, province, lat, lng) on c.slot = g.i % ${slots.length}
     on conflict do nothing`,
    `insert into user_settings (user_id)
     select u.id from users u where u.email like 'bench-member-%@bench.barterbits.ca'
     on conflict do nothing`,
    `insert into user_review_stats (user_id, review_count, heart_sum, hearts_3, hearts_4, hearts_5)
     select s.id, s.c, 5 * s.h5 + 4 * (s.c - s.h5 - s.h3) + 3 * s.h3, s.h3, s.c - s.h5 - s.h3, s.h5
     from (select g.id, g.c, least(g.c, floor(g.c * (0.3 + 0.6 * g.q)))::int as h5,
                  floor((g.c - least(g.c, floor(g.c * (0.3 + 0.6 * g.q)))) / 3)::int as h3
           from (select u.id, 1 + floor(30 * ${r('n')})::int as c, ${r('q')} as q
                 from users u cross join lateral (select ${num} as i) x
                 where u.email like 'bench-member-%@bench.barterbits.ca' and i % 5 in (1, 2)) g) s
     on conflict do nothing`,
    // One member (bench member 5, in Toronto) with REVIEWED_MEMBER_REVIEWS reviews from as many accepted
    // barters, for the review summary; the reviews trigger keeps their user_review_stats row.
    `update user_profiles set user_name = 'benchreviewed1' where user_id = (select id from users where email = 'bench-member-5@bench.barterbits.ca')`,
    `insert into barter_requests (reference, seller_id, buyer_id, offer_title, amount_cents, status, decided_at)
     select 'BR-BENCH' || lpad(b.n::text, 6, '0'), t.id, b.id, 'Bench offer', 1000, 'ACCEPTED', now()
     from (select id from users where email = 'bench-member-5@bench.barterbits.ca') t
     cross join (select u.id, row_number() over (order by u.id) as n from users u
                 where u.email like 'bench-member-%@bench.barterbits.ca'
                   and u.email <> 'bench-member-5@bench.barterbits.ca'
                 limit ${REVIEWED_MEMBER_REVIEWS}) b
     on conflict do nothing`,
    `insert into reviews (barter_request_id, author_id, subject_id, hearts, text)
     select br.id, br.buyer_id, br.seller_id, 1 + (hashtext(br.id::text) & 2147483647) % 5, 'A generated review.'
     from barter_requests br where br.reference like 'BR-BENCH%'
     on conflict do nothing`,
    // As autovacuum would by then: statistics, and the visibility map that lets index-only scans skip the heap.
    'vacuum analyze users',
    'analyze reviews',
    'vacuum analyze user_locations',
    'analyze user_profiles',
    'analyze user_review_stats',
  ];
}

/** Generates the members through the server's own database code (before the server starts: PGlite allows one process). */
function seedMembers(env) {
  const started = Date.now();
  const src = (f) => pathToFileURL(path.join(root, 'packages/server/src', f)).href;
  const code = `
    import { loadConfig } from ${JSON.stringify(src('config.ts'))};
    import { connectDatabase } from ${JSON.stringify(src('db/client.ts'))};
    const config = loadConfig();
    const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const statements = ${JSON.stringify(memberSeedStatements(MEMBERS))};
      await database.db.transaction(async (tx) => {
        for (const s of statements.filter((s) => !/^(vacuum|analyze)/.test(s))) await tx.execute(s);
      });
      for (const s of statements.filter((s) => /^(vacuum|analyze)/.test(s))) await database.db.execute(s);
    } finally {
      await database.close();
    }`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (r.status !== 0) throw new Error(`generating ${MEMBERS} members failed`);
  console.log(
    `\n(generated ${MEMBERS.toLocaleString('en-CA')} members in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

/**
 * Find members: 20,000 generated members over five cities; alex (Toronto centre) finds
 * members within 20 km, sorted by distance, rating and recent activity in turn. Closed-loop figures,
 * then the fixed rate (open loop, evenly spaced) against the target. PostgreSQL when DATABASE_URL is
 * set, else PGlite. BENCH_MEMBERS=0 skips it.
 */
async function membersBench() {
  if (process.env.BENCH_MEMBERS === '0') return;
  let env;
  let cleanup;
  let label;
  if (process.env.DATABASE_URL) {
    const name = `bb_bench_members_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    label = 'PostgreSQL';
    cleanup = async () => {
      // BENCH_KEEP_DB=1 keeps the generated database for EXPLAIN ANALYZE (its name is printed).
      if (process.env.BENCH_KEEP_DB) console.log(`  (kept database ${name})`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'barterbits-bench-members-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    label = 'PGlite';
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    seedMembers(env);
    const server = await startServer(env);
    try {
      const loginRes = await fetch(`${server.base}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_MEMBER),
      });
      const { data } = await loginRes.json();
      const headers = { authorization: `Bearer ${data.accessToken}` };
      const base = `/v1/user/find-members/${data.user.id}`;
      const probe = await (await fetch(`${server.base}${base}?radius=20&limit=1`, { headers })).json();
      const sorts = ['distance', 'rating', 'recent'];
      let i = 0;
      const nextPath = () => `${base}?radius=20&sortBy=${sorts[i++ % sorts.length]}`;
      const rows = [];
      for (const sortBy of sorts) {
        rows.push(
          await measure(`find members ${sortBy}`, {
            url: `${server.base}${base}?radius=20&sortBy=${sortBy}`,
            headers,
          }),
        );
      }
      rows.push(
        await measure('business find-member', {
          url: `${server.base}/v1/user/business/find-member`,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ radius: 20, sortBy: 'rating' }),
        }),
      );
      // The review summary of the member with REVIEWED_MEMBER_REVIEWS reviews (found by their username).
      const reviewed = await (
        await fetch(`${server.base}${base}?radius=100&search=benchreviewed1&limit=1`, { headers })
      ).json();
      const reviewedId = reviewed.data?.[0]?.id;
      if (!reviewedId) throw new Error('bench: the reviewed member was not found');
      const summaryPath = `/v1/review/summary?userId=${reviewedId}`;
      const summary = await (await fetch(`${server.base}${summaryPath}`, { headers })).json();
      rows.push(await measure('review summary', { url: `${server.base}${summaryPath}`, headers }));
      const summaryPaced = await paced(
        `review summary @ ${MEMBER_RATE} req/s`,
        server.base,
        headers,
        () => summaryPath,
        MEMBER_RATE,
        DURATION,
      );
      // The target: the default list (nearest first) at the fixed rate, open loop; then the three sorts in turn.
      const even = await paced(
        `find members @ ${MEMBER_RATE} req/s`,
        server.base,
        headers,
        () => `${base}?radius=20`,
        MEMBER_RATE,
        DURATION,
      );
      const mixed = await paced(
        `find members sorts @ ${MEMBER_RATE} req/s`,
        server.base,
        headers,
        nextPath,
        MEMBER_RATE,
        DURATION,
      );
      console.log(
        `\nFind members on ${label} (${MEMBERS.toLocaleString('en-CA')} generated members; alex in Toronto finds ${probe.meta?.total?.toLocaleString('en-CA') ?? '?'} within 20 km; ${CONNECTIONS} connections, ${DURATION}s after ${WARMUP}s warm-up)`,
      );
      console.log('  endpoint                  req/s     p50 ms   p99 ms   errors');
      for (const r of rows) {
        console.log(
          `  ${r.name.padEnd(24)} ${String(r.reqPerSec).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
        );
      }
      const met = (r) => (r.p99 < MEMBER_P99_TARGET_MS ? 'met' : 'NOT met');
      console.log(
        `  fixed rate: find members within 20 km at ${MEMBER_RATE} req/s (open loop, nearest first) → ${even.reqPerSec} req/s, p50 ${even.p50} ms, p99 ${even.p99} ms, ${even.errors} errors (target p99 < ${MEMBER_P99_TARGET_MS} ms: ${met(even)})`,
      );
      console.log(
        `  fixed rate: the three sorts in turn at ${MEMBER_RATE} req/s (open loop) → ${mixed.reqPerSec} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.errors} errors (target p99 < ${MEMBER_P99_TARGET_MS} ms: ${met(mixed)})`,
      );
      console.log(
        `  review summary of a member with ${summary.data?.count?.toLocaleString('en-CA') ?? '?'} reviews (average ${summary.data?.average ?? '?'}) at ${MEMBER_RATE} req/s (open loop) → p50 ${summaryPaced.p50} ms, p99 ${summaryPaced.p99} ms, ${summaryPaced.errors} errors (target under ${SUMMARY_TARGET_MS} ms: ${summaryPaced.p99 < SUMMARY_TARGET_MS ? 'met at p99' : summaryPaced.p50 < SUMMARY_TARGET_MS ? 'met at p50, not at p99' : 'NOT met'})`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

/**
 * Ledger throughput: scripts/bench-ledger.mjs under tsx (it imports the server's ledger),
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
/** Chat: sockets in one-to-one pairs, messages at a fixed rate, then as fast as possible. */
const CHAT_PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 250);
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 200);
/** Concurrent senders of the maximum-rate run. */
const CHAT_SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 64);
const CHAT_P99_TARGET_MS = 100;
/** The rising rates (messages/s, 5 s each) of the REST send, until p99 passes CHAT_RAMP_P99_MS. */
const CHAT_RAMP = (process.env.BENCH_CHAT_RAMP ?? '400,700,1000,1300')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CHAT_RAMP_P99_MS = 250;
const CHAT_RAMP_TARGET = 1000;
const CHAT_RAMP_SECONDS = 5;

/** `fn` over `items`, `limit` at a time. */
async function inBatches(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Chat, PostgreSQL only: two server instances on one database, 2 × CHAT_PAIRS members each
 * with a socket, the two members of each one-to-one channel on different instances, so every message
 * crosses instances through LISTEN/NOTIFY. Latency is from the scheduled send to the receipt by the
 * other member's socket.
 * - Fixed rate: CHAT_RATE messages/s (open loop, evenly spaced, both directions) through the REST send
 *   (POST /v1/chat/channels/:id/messages on the sender's instance: rate limit, transaction, publish).
 * - Rising rates: the same send at each CHAT_RAMP rate for CHAT_RAMP_SECONDS, stopping after the first
 *   whose p99 passes CHAT_RAMP_P99_MS (or that loses or refuses a message): the highest rate held.
 *   Every member sends at most about 40 messages in the whole run, under the send limit (60 a minute).
 * - Maximum: CHAT_SENDERS senders back to back through the first instance's hub publish (the test API's
 *   publish route, ENABLE_TEST_API; the per-member send limit would stop the REST path first): the
 *   messages/s the second instance delivers to its sockets.
 * BENCH_CHAT=0 skips it.
 */
async function chatBench() {
  if (process.env.BENCH_CHAT === '0') return;
  if (!process.env.DATABASE_URL) {
    console.log('\nChat: skipped (set DATABASE_URL to include it)');
    return;
  }
  const { default: WebSocket } = await import('ws');
  const name = `bb_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), ENABLE_TEST_API: 'true' };
  const servers = [];
  const sockets = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  try {
    // One after the other: the first applies the migrations.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const post = (base, p, body, token) =>
      new Promise((resolve) => {
        const headers = { 'content-type': 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        const req = http.request(`${base}${p}`, { method: 'POST', agent, headers }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        });
        req.on('error', (err) => resolve({ status: 0, body: String(err) }));
        req.end(JSON.stringify(body));
      });

    // Members (through the test API) and their sessions; member 2k on the first instance, 2k + 1 on the second.
    const password = 'Bench#Chat#2026';
    const members = await inBatches(
      Array.from({ length: CHAT_PAIRS * 2 }, (_, i) => i),
      16,
      async (i) => {
        const email = `chat-bench-${i}@bench.barterbits.ca`;
        const made = await post(servers[0].base, '/v1/testing/users', {
          email,
          password,
          stage: 'COMPLETED',
        });
        if (made.status !== 200) throw new Error(`chat bench: test user ${made.status} ${made.body}`);
        const res = await post(servers[0].base, '/v1/user/login', { email, password, portal: 'MEMBER' });
        if (res.status !== 200) throw new Error(`chat bench: login ${res.status} ${res.body}`);
        const { data } = JSON.parse(res.body);
        return { id: data.user.id, token: data.accessToken, server: servers[i % 2] };
      },
    );
    // The one-to-one channels, opened by the first member of each pair.
    const channels = await inBatches(
      Array.from({ length: CHAT_PAIRS }, (_, k) => k),
      16,
      async (k) => {
        const res = await post(
          members[2 * k].server.base,
          '/v1/chat/direct',
          { memberId: members[2 * k + 1].id },
          members[2 * k].token,
        );
        if (res.status !== 200) throw new Error(`chat bench: open channel ${res.status} ${res.body}`);
        return JSON.parse(res.body).data.channel.id;
      },
    );

    // Sent messages not yet received: number → { scheduled, to }.
    const pending = new Map();
    const latencies = [];
    let received = 0;
    const onFrame = (member, data) => {
      const f = JSON.parse(String(data));
      if (f.type !== 'message') return;
      const n = Number(/^Bench message (\d+)$/.exec(f.payload?.text ?? '')?.[1]);
      const sent = pending.get(n);
      if (!sent || sent.to !== member.id) return;
      pending.delete(n);
      received++;
      latencies.push(performance.now() - sent.scheduled);
    };
    await inBatches(
      members,
      50,
      (m) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(`${m.server.base.replace('http', 'ws')}/v1/chat/socket`, [
            'barterbits.v1',
            `token.${m.token}`,
          ]);
          sockets.push(ws);
          ws.on('message', (data) => {
            if (String(data).includes('"ready"')) resolve();
            else onFrame(m, data);
          });
          ws.on('error', reject);
          ws.on('close', (code) => reject(new Error(`chat bench: socket closed ${code}`)));
        }),
    );

    let n = 0;
    /**
     * Message k goes between the members of pair k mod CHAT_PAIRS (direction alternating each round),
     * through the REST send on the sender's instance, or (`viaHub`) from the first instance's hub.
     */
    const sendOne = async (k, scheduled, viaHub = false) => {
      const pair = k % CHAT_PAIRS;
      const forward = viaHub || Math.floor(k / CHAT_PAIRS) % 2 === 0;
      const from = members[pair * 2 + (forward ? 0 : 1)];
      const to = members[pair * 2 + (forward ? 1 : 0)];
      const id = ++n;
      const text = `Bench message ${id}`;
      pending.set(id, { scheduled, to: to.id });
      const res = viaHub
        ? await post(from.server.base, '/v1/testing/chat/publish', {
            type: 'message',
            channelId: channels[pair],
            recipients: [to.id],
            payload: { text },
          })
        : await post(
            from.server.base,
            `/v1/chat/channels/${channels[pair]}/messages`,
            { clientId: `bench-${id}-${randomBytes(4).toString('hex')}`, kind: 'TEXT', text },
            from.token,
          );
      if (res.status !== 200) pending.delete(id);
      return res.status === 200;
    };
    const drain = async (ms) => {
      const until = performance.now() + ms;
      while (pending.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
    };
    const stats = () => {
      const sorted = latencies.sort((x, y) => x - y);
      const at = (q) =>
        sorted.length
          ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)])
          : Number.NaN;
      return { p50: at(0.5), p99: at(0.99) };
    };
    const reset = () => {
      pending.clear();
      latencies.length = 0;
      received = 0;
    };

    // Fixed rate, open loop, through the REST send.
    const paced = async (secs, rate = CHAT_RATE) => {
      reset();
      const total = Math.round(rate * secs);
      let errors = 0;
      const t0 = performance.now() + 20;
      const sends = [];
      for (let k = 0; k < total; k++) {
        const scheduled = t0 + (k * 1000) / rate;
        const wait = scheduled - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        sends.push(sendOne(k, scheduled).then((ok) => ok || errors++));
      }
      await Promise.all(sends);
      await drain(5000);
      return { total, errors, lost: pending.size, ...stats() };
    };
    await paced(WARMUP); // warm-up, discarded
    // The monotonic clock of the CPU profiles (BENCH_SERVER_NODE_ARGS), to cut out the fixed-rate run.
    const clock = () => (process.hrtime.bigint() / 1000n).toString();
    const fixedFrom = clock();
    const cpuBefore = {
      servers: servers.map((x) => cpuSeconds(x.pid)),
      system: servers.map((x) => cpuSeconds(x.pid, 'system')),
      postgres: postgresCpuSeconds(),
      postgresSystem: postgresCpuSeconds('system'),
    };
    const fixed = await paced(DURATION);
    const perMessage = (seconds) => ((seconds * 1000) / fixed.total).toFixed(2);
    fixed.cpu = {
      servers: servers.map((x, i) => perMessage(cpuSeconds(x.pid) - cpuBefore.servers[i])),
      system: servers.map((x, i) => perMessage(cpuSeconds(x.pid, 'system') - cpuBefore.system[i])),
      postgres: perMessage(postgresCpuSeconds() - cpuBefore.postgres),
      postgresSystem: perMessage(postgresCpuSeconds('system') - cpuBefore.postgresSystem),
    };
    if (process.env.BENCH_VERBOSE) console.log(`  (fixed-rate run: monotonic µs ${fixedFrom}–${clock()})`);
    const ramp = [];
    for (const rate of CHAT_RAMP) {
      const r = { rate, ...(await paced(CHAT_RAMP_SECONDS, rate)) };
      ramp.push(r);
      if (r.p99 >= CHAT_RAMP_P99_MS || r.lost > 0 || r.errors > 0) break;
    }
    const held = ramp.filter((r) => r.p99 < CHAT_RAMP_P99_MS && r.lost === 0 && r.errors === 0);
    const highest = held.length ? held[held.length - 1].rate : 0;

    // Maximum: CHAT_SENDERS back to back through the first instance's hub, delivered by the second.
    const flood = async (secs) => {
      reset();
      let sent = 0;
      let errors = 0;
      const t0 = performance.now();
      const end = t0 + secs * 1000;
      await Promise.all(
        Array.from({ length: CHAT_SENDERS }, async () => {
          while (performance.now() < end) {
            if (!(await sendOne(sent++, performance.now(), true))) errors++;
          }
        }),
      );
      await drain(5000);
      const elapsed = (performance.now() - t0) / 1000;
      return { sent, errors, lost: pending.size, perSecond: Math.round(received / elapsed), ...stats() };
    };
    await flood(WARMUP); // warm-up, discarded
    const max = await flood(DURATION);

    console.log(
      `\nChat on PostgreSQL (${sockets.length} sockets in ${CHAT_PAIRS} one-to-one channels over two instances, the two members of each on different instances; ${DURATION}s after ${WARMUP}s warm-up)`,
    );
    console.log(
      `  fixed rate: ${CHAT_RATE} messages/s through POST /v1/chat/channels/:id/messages (open loop) → ${fixed.total} sent, send → receipt by the other socket p50 ${fixed.p50} ms, p99 ${fixed.p99} ms, ${fixed.lost} lost, ${fixed.errors} errors (target p99 < ${CHAT_P99_TARGET_MS} ms: ${fixed.p99 < CHAT_P99_TARGET_MS && fixed.lost === 0 && fixed.errors === 0 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  CPU per message in the fixed-rate run: the two servers ${fixed.cpu.servers.join(' ms and ')} ms (in the kernel ${fixed.cpu.system.join(' and ')}), PostgreSQL ${fixed.cpu.postgres} ms (in the kernel ${fixed.cpu.postgresSystem}) (the machine has ${os.cpus().length} cores)`,
    );
    console.log(
      `  rising rates (${CHAT_RAMP_SECONDS}s each): ${ramp.map((r) => `${r.rate}/s p99 ${r.p99} ms${r.lost || r.errors ? ` (${r.lost} lost, ${r.errors} errors)` : ''}`).join(', ')}`,
    );
    console.log(
      `  highest send rate with p99 < ${CHAT_RAMP_P99_MS} ms: ${held.length ? highest : `under ${ramp[0]?.rate ?? '?'}`} messages/s (target ≥ ${CHAT_RAMP_TARGET}: ${highest >= CHAT_RAMP_TARGET ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  maximum: ${CHAT_SENDERS} senders back to back through one instance's hub publish → ${max.perSecond} messages/s delivered by the other instance, p50 ${max.p50} ms, p99 ${max.p99} ms, ${max.lost} lost, ${max.errors} errors`,
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
    for (const s of servers) await s.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await pipelineBench();
await apiBench();
await membersBench();
await chatBench();
await analyticsBench({ startServer });
await wantsBench({ startServer });
ledgerBench();
await maintenanceBench();
await scaleBench();
await pageBudgets();
if (existsSync(path.join(root, 'member-app/dist/index.html'))) {
  await lighthouseBench({ startServer, member: DEMO_MEMBER });
} else if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('\nLighthouse: skipped (member-app/dist is missing)');
}

// Matching and the wanted feed, PostgreSQL only, over 100,000 active wants and 100,000 saved searches
// (targets: matching one new offer p99 ≤ 50 ms; GET /v1/want/wanted at 200 req/s p99 ≤ 50 ms).
// `npm run bench` calls wantsBench({ startServer }) (scripts/bench.mjs); alone:
//
//   DATABASE_URL=postgres://… node scripts/bench-wants.mjs   (the server from source, under tsx)
//
// The generation is set-based SQL against the server's database after it has migrated and seeded the
// demo: 40,000 members over twelve Canadian cities (weighted as their populations, each member within
// 30 km of the centre, denser towards it), 100,000 active wants (plus 15,000 paused, expired or
// disabled), 100,000 saved searches and 5,000 listed offers. Words come from a vocabulary of 3,000 (280
// marketplace words first, then made-up ones) drawn with a Zipf–Mandelbrot law (rank k ∝ 1/(k + 20)),
// so the commonest word is about 1% of the words written; a want's title has 1–4 of them, a saved
// search's text 1–3 (1% have none: a category alone), an offer's title 3–6 and its description 0–2 among
// 10–25 words of condition and pickup that nobody searches for. Radii 5–100 km (saved searches: 8%
// anywhere), categories weighted as the marketplace's, some price limits and account types; 60% of wants
// and 50% of saved searches alert at once (INSTANT), the rest daily or never.
// The generation queues every want and offer (the triggers); the queue is emptied in its transaction.
//
// a. Matching (server stopped, so nothing else takes the queue): BENCH_WANTS_OFFERS (300) offers, one at a
//    time, are inserted ACTIVE (the trigger queues each) and the server's matcher (source, under tsx) takes
//    it as `runMatching` does: `matchQueued` (the transaction that writes the matches and the seller's notice:
//    the matching the target is about), then `tellOwners` (the owners' grouped notices, in transactions of
//    their own); the time of each, its matches, and where the matching's time went. Beside it, in
//    alternating blocks, as many inserts with the trigger disabled:
//    publishing's cost with and without queueing.
// b. The wanted feed: the production server, alex (Toronto centre, default radius) at 200 req/s evenly
//    spaced (open loop) for BENCH_SECONDS after a warm-up, beside GET /v1/health at the same rate; then
//    nearest first (every want in the radius sorted by distance) at 20 req/s.
// BENCH_WANTS=0 skips it; BENCH_KEEP_DB=1 keeps the database (its name is printed), and
// BENCH_WANTS_DATABASE_URL=<its URL> measures the wanted feed again on it without generating.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createThrowawayPgDatabase, paced, root, startServerProcess } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const MEMBERS = 40_000;
const WANTS = 100_000;
const OTHER_WANTS = 15_000;
const SEARCHES = 100_000;
const OFFERS = 5_000;
/** New offers matched one at a time (and as many inserted without the trigger). */
const NEW_OFFERS = Number(process.env.BENCH_WANTS_OFFERS ?? 300);
const FEED_RATE = 200;
const NEAREST_RATE = 20;
const MATCH_P99_TARGET_MS = 50;
const FEED_P99_TARGET_MS = 50;
const DEMO_MEMBER = { email: 'alex@demo.barterbits.ca', password: 'BarterDemo#1' };

/** Cities: name, province, centre, share of members in hundredths. */
const CITIES = [
  ['Toronto', 'Ontario', 43.6532, -79.3832, 28],
  ['Montreal', 'Quebec', 45.5017, -73.5673, 17],
  ['Vancouver', 'British Columbia', 49.2827, -123.1207, 13],
  ['Calgary', 'Alberta', 51.0447, -114.0719, 8],
  ['Edmonton', 'Alberta', 53.5461, -113.4938, 7],
  ['Ottawa', 'Ontario', 45.4215, -75.6972, 7],
  ['Winnipeg', 'Manitoba', 49.8951, -97.1384, 5],
  ['Quebec City', 'Quebec', 46.8139, -71.208, 4],
  ['Hamilton', 'Ontario', 43.2557, -79.8711, 4],
  ['Halifax', 'Nova Scotia', 44.6488, -63.5752, 3],
  ['Victoria', 'British Columbia', 48.4284, -123.3656, 2],
  ['Saskatoon', 'Saskatchewan', 52.1332, -106.67, 2],
];

/** The commonest words of listings, commonest first; the vocabulary goes on with made-up words. */
const COMMON_WORDS =
  `bike table chair sofa lessons guitar repair cleaning kayak camping tent car truck tires winter
  snow removal moving help tutoring math french english piano drum lamp desk bed mattress dresser shelf
  bookcase stroller crib toys lego books textbooks laptop phone iphone samsung tablet monitor keyboard camera
  lens drone speaker headphones tv console playstation xbox nintendo games vinyl records turntable amplifier
  violin ukulele cello saxophone trumpet flute painting framing photography wedding portrait haircut massage
  yoga fitness training dog walking sitting grooming cat babysitting childcare cooking baking catering cake
  bread garden landscaping lawn mowing hedge trimming tree planting plumbing electrician carpentry drywall
  painter roofing flooring tiles renovation kitchen bathroom cabinets appliances fridge stove oven microwave
  washer dryer dishwasher vacuum heater air conditioner fan bbq grill patio furniture umbrella cottage cabin
  chalet condo apartment room rental weekend lake ski snowboard skates hockey stick helmet goalie gear
  soccer basketball tennis racket golf clubs bag fishing rod canoe paddle boat trailer hitch motorcycle
  scooter ebike road mountain hybrid kids adult vintage antique wooden oak pine leather metal glass ceramic
  handmade knitted quilt blanket jacket coat boots shoes sneakers dress suit jewelry watch ring necklace
  bracelet sewing alterations tailoring translation resume writing editing design logo website coding
  computer setup installation assembly ikea delivery pickup storage boxes packing tools drill saw ladder
  generator compressor welding mechanic oil change brakes battery detailing wash inspection honda toyota
  ford civic corolla minivan suv pickup sedan hatchback van rv camper tent-trailer pool hot tub sauna
  firewood maple syrup honey eggs vegetables preserves jam soap candles plants seeds compost chickens
  horse riding lessons swim spanish mandarin coding science chemistry physics exam prep essay portfolio
  photos video editing music production mixing dj party rentals tables chairs decorations costume`
    .split(/\s+/)
    .filter(Boolean);

/**
 * The rest of a description: words of condition, price and pickup that nobody wants or searches for (none
 * of them is in the vocabulary).
 */
const FILLER_WORDS =
  `great condition excellent barely used gently works perfectly clean smoke free home original
  price firm cash trade available evenings weekends downtown near subway station message details serious
  inquiries only must pickup asap moving sale owner brand includes extra hours experience certified insured
  references rates flexible reasonable friendly reliable professional quality guaranteed years local area
  bring own pets allowed nightly weekly monthly sleeps bedrooms kilometres mileage automatic manual safetied
  accident history service records new older model colour black white grey blue red green large small medium`
    .split(/\s+/)
    .filter(Boolean);

/** Made-up words from syllables, to fill the vocabulary's long tail (the same on every run). */
function vocabulary(size) {
  const words = [...new Set(COMMON_WORDS)];
  const seen = new Set(words);
  const onsets = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'tr', 'pl'];
  const vowels = ['a', 'e', 'i', 'o', 'u'];
  const codas = ['n', 'r', 'l', 'x', 'm', 'k'];
  let seed = 7;
  const next = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  while (words.length < size) {
    const syllables = 2 + next(2);
    let w = '';
    for (let s = 0; s < syllables; s++) w += onsets[next(onsets.length)] + vowels[next(vowels.length)];
    w += codas[next(codas.length)];
    if (!seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  return words;
}
const VOCABULARY = vocabulary(3000);
/** The Zipf–Mandelbrot offset: rank k is drawn with probability ∝ 1/(k + Q). */
const Q = 20;

/** A deterministic pseudo-random fraction [0, 1) of `i` and a salt (as the other bench sections). */
const r = (salt, i = 'i') => `(((hashtext(${i}::text || '${salt}') & 2147483647) % 100000) / 100000.0)`;
/** A deterministic pseudo-random whole number 1..n. */
const pick = (salt, n, i = 'i') => `(1 + (hashtext(${i}::text || '${salt}') & 2147483647) % ${n})`;
/** `n` words drawn from the vocabulary (table bench_vocab), joined by spaces. */
const words = (
  salt,
  n,
  i = 'i',
) => `(select string_agg(v.word, ' ' order by k.k) from generate_series(1, ${n}) k(k)
   join bench_vocab v on v.rank = least(${VOCABULARY.length}, 1 + floor(${Q} * power(${(VOCABULARY.length + Q) / Q}::float8, ${r(`${salt}'||k.k||'`, i)}) - ${Q})::int))`;
/** `n` filler words (FILLER_WORDS), joined by spaces. */
const filler = (
  salt,
  n,
  i = 'i',
) => `(select string_agg((array[${FILLER_WORDS.map((w) => `'${w}'`).join(',')}])[${pick(`${salt}'||k.k||'`, FILLER_WORDS.length, i)}], ' ' order by k.k)
   from generate_series(1, ${n}) k(k))`;
/** A category weighted as the marketplace's offers. */
const category = (
  salt,
  i = 'i',
) => `(case when ${r(salt, i)} < 0.55 then 'Product' when ${r(salt, i)} < 0.8 then 'Services'
   when ${r(salt, i)} < 0.92 then 'Cars & Vehicles' else 'Vacation Rentals' end)`;
/** The stored box of a centre (lat, lng) and radius (km), as lib/geo.ts storedBox (no wrapping in Canada). */
const box = (lat, lng, km) =>
  `${lat} - ${km} / 111.045, ${lat} + ${km} / 111.045,
   ${lng} - ${km} / (111.045 * cos(radians(${lat}))), ${lng} + ${km} / (111.045 * cos(radians(${lat})))`;

/** The generation, in order, in one transaction. */
function generationStatements() {
  const slots = CITIES.flatMap(([city, province, lat, lng, share]) =>
    Array.from({ length: share }, () => [city, province, lat, lng]),
  );
  const cities = slots
    .map(([city, province, lat, lng], slot) => `(${slot}, '${city}', '${province}', ${lat}, ${lng})`)
    .join(', ');
  const vocab = VOCABULARY.map((w, k) => `(${k + 1}, '${w}')`).join(', ');
  /** Offers (ACTIVE) of random members at their place, into `table` (offers, or the staging table). */
  const offerRows = (n, salt) => `
     select m.id as user_id, ${words(`${salt}t`, `2 + ${pick(`${salt}tn`, 4)}`)},
            ${filler(`${salt}f`, `9 + ${pick(`${salt}fn`, 16)}`)} || ' ' || coalesce(${words(`${salt}d`, `${pick(`${salt}dn`, 3)} - 1`)}, ''),
            ${category(`${salt}c`)},
            100 * ${pick(`${salt}p`, 1000)}, 'Fixed', m.city, m.province, m.lat, m.lng
     from generate_series(1, ${n}) i join bench_members m on m.n = ${pick(`${salt}u`, MEMBERS)}`;
  return [
    'create table bench_vocab (rank int primary key, word text not null)',
    `insert into bench_vocab values ${vocab}`,
    `insert into users (email, role_id, status_id, check_out_status, account_type, email_verified_at, created_at)
     select 'bench-wants-' || i || '@bench.barterbits.ca', 2, 1, 'COMPLETED',
            case when i % 5 = 0 then 'BUSINESS' else 'PERSONAL' end, now(), now() - ${r('c')} * interval '700 days'
     from generate_series(1, ${MEMBERS}) i`,
    `create table bench_members as
     select u.id, g.n, c.city, c.province,
            c.lat + g.d * cos(g.a) / 111.195 as lat, c.lng + g.d * sin(g.a) / (111.195 * cos(radians(c.lat))) as lng
     from users u
     cross join lateral (select split_part(split_part(u.email, '@', 1), '-', 3)::int as n) x
     cross join lateral (select x.n, 30 * power(${r('d', 'x.n')}, 0.7) as d, 2 * pi() * ${r('a', 'x.n')} as a) g
     join (values ${cities}) as c(slot, city, province, lat, lng) on c.slot = ${pick('city', slots.length, 'g.n')} - 1
     where u.email like 'bench-wants-%@bench.barterbits.ca'`,
    'create unique index on bench_members (n)',
    `insert into user_profiles (user_id, first_name, last_name, user_name)
     select id, (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + n % 10],
            (array['Martin','Tremblay','Roy','Smith','Chen','Singh','Patel','Nguyen','Lee','Kim','Wong'])[1 + n % 11],
            'benchw' || n
     from bench_members`,
    `insert into user_locations (user_id, latitude, longitude, formatted_address)
     select id, lat, lng, city || ', ' || province || ', Canada' from bench_members`,
    `insert into user_settings (user_id) select id from bench_members`,
    // Wants: 100,000 active, then paused, expired and disabled ones.
    `insert into wants (user_id, title, category, max_cents, radius_km, alert, status, city, province,
                        latitude, longitude, min_lat, max_lat, min_lng, max_lng, expires_at, created_at, updated_at)
     select m.id, ${words('wt', `(case when ${r('wn')} < 0.2 then 1 when ${r('wn')} < 0.6 then 2 when ${r('wn')} < 0.9 then 3 else 4 end)`)},
            ${category('wc')}, case when ${r('wp')} < 0.4 then 100 * (10 * ${pick('wpv', 200)}) end,
            (array[5, 10, 10, 20, 20, 20, 25, 50, 50, 100])[${pick('wr', 10)}],
            case when ${r('wa')} < 0.6 then 'INSTANT' when ${r('wa')} < 0.9 then 'DAILY' else 'OFF' end,
            case when i <= ${WANTS} then 'ACTIVE' else (array['PAUSED', 'EXPIRED', 'DISABLED'])[${pick('ws', 3)}] end,
            m.city, m.province, m.lat, m.lng,
            ${box('m.lat', 'm.lng', `(array[5, 10, 10, 20, 20, 20, 25, 50, 50, 100])[${pick('wr', 10)}]`)},
            case when i <= ${WANTS} then now() + ${r('we')} * interval '59 days' + interval '1 hour'
                 else now() - ${r('we')} * interval '30 days' end,
            now() - ${r('wk')} * interval '59 days', now()
     from generate_series(1, ${WANTS + OTHER_WANTS}) i join bench_members m on m.n = ${pick('wu', MEMBERS)}`,
    // Saved searches: 3% a category alone (no text), 12% anywhere.
    `insert into saved_searches (user_id, name, alert, params, q, categories, min_cents, max_cents, account_type,
                                 latitude, longitude, radius_km, min_lat, max_lat, min_lng, max_lng)
     select s.user_id, coalesce(s.q, 'Category search'), s.alert,
            jsonb_build_object('q', coalesce(s.q, ''), 'radius', coalesce(s.radius::text, 'anywhere')),
            s.q, s.categories, s.min_cents, s.max_cents, s.account_type,
            case when s.radius is not null then s.lat end, case when s.radius is not null then s.lng end, s.radius,
            b.min_lat, b.max_lat, b.min_lng, b.max_lng
     from (select m.id as user_id, m.lat, m.lng,
                  case when ${r('sq')} >= 0.01 then ${words('st', `(case when ${r('sn')} < 0.45 then 1 when ${r('sn')} < 0.85 then 2 else 3 end)`)} end as q,
                  case when ${r('sq')} < 0.01 or ${r('sk')} < 0.3 then array[${category('sc')}] end as categories,
                  case when ${r('smin')} < 0.05 then 100 * (10 * ${pick('sminv', 20)}) end as min_cents,
                  case when ${r('smax')} < 0.2 then 100 * (10 * ${pick('smaxv', 200)} + 200) end as max_cents,
                  case when ${r('sat')} < 0.05 then (array['BUSINESS', 'PERSONAL'])[${pick('satv', 2)}] end as account_type,
                  case when ${r('sr')} >= 0.08 then (array[5, 10, 20, 20, 20, 20, 50, 50, 100, 100])[${pick('srv', 10)}] end as radius,
                  case when ${r('sa')} < 0.5 then 'INSTANT' when ${r('sa')} < 0.85 then 'DAILY' else 'OFF' end as alert
           from generate_series(1, ${SEARCHES}) i join bench_members m on m.n = ${pick('su', MEMBERS)}) s
     cross join lateral (select case when s.radius is not null then s.lat - s.radius / 111.045 end as min_lat,
                                case when s.radius is not null then s.lat + s.radius / 111.045 end as max_lat,
                                case when s.radius is not null then s.lng - s.radius / (111.045 * cos(radians(s.lat))) end as min_lng,
                                case when s.radius is not null then s.lng + s.radius / (111.045 * cos(radians(s.lat))) end as max_lng) b`,
    `insert into offers (user_id, title, description, category, price_cents, price_type, city, province,
                         latitude, longitude, status, published_at)
     select o.*, 'ACTIVE', now() - ${r('op', 'o.user_id')} * interval '90 days'
     from (${offerRows(OFFERS, 'o')}) o`,
    // The offers the matching run publishes, one at a time (and as many without the trigger).
    `create table bench_new_offers as
     select row_number() over () as n, o.*
     from (${offerRows(NEW_OFFERS * 2, 'n')}) o(user_id, title, description, category, price_cents, price_type,
                                               city, province, latitude, longitude)`,
    'create unique index on bench_new_offers (n)',
    'delete from match_queue',
  ];
}

const MAINTENANCE = [
  'users',
  'user_locations',
  'user_profiles',
  'wants',
  'saved_searches',
  'offers',
  'matches',
  'match_queue',
  'bench_new_offers',
].map((t) => `vacuum analyze ${t}`);

/**
 * The matching run, under tsx in a process of its own (it imports the server's matcher): `count` offers
 * of bench_new_offers inserted ACTIVE and matched one at a time, in alternating blocks with as many
 * inserted while the trigger is disabled. Answers each one's figures.
 */
function runMatchingBench(url, count) {
  const src = (f) => JSON.stringify(pathToFileURL(path.join(root, 'packages/server/src', f)).href);
  const code = `
    import pg from 'pg';
    import { connectDatabase } from ${src('db/client.ts')};
    import { matchQueued, tellOwners } from ${src('modules/wants/matching.ts')};
    // Where the time of a run goes: each query the pool runs, timed and named by what it does.
    const spent = {};
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (...args) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text ?? '';
      const kind = /insert into matches[\\s\\S]*'WANT'/.test(text) ? 'wants'
        : /insert into matches[\\s\\S]*'SEARCH'/.test(text) ? 'searches'
        : /delete from match_queue/.test(text) ? 'queue' : /^(begin|commit)/i.test(text) ? 'transaction' : 'notices';
      const t0 = performance.now();
      const out = query.apply(this, args);
      if (out && typeof out.then === 'function') out.then(() => { spent[kind] = (spent[kind] ?? 0) + performance.now() - t0; }, () => {});
      return out;
    };
    const d = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
    const insert = (n) => d.db.execute(\`insert into offers (user_id, title, description, category, price_cents, price_type,
        city, province, latitude, longitude, status, published_at)
      select user_id, title, description, category, price_cents, price_type, city, province, latitude, longitude,
             'ACTIVE', now() from bench_new_offers where n = \${n}\`);
    const timed = async (f) => { const t0 = performance.now(); const r = await f(); return [r, performance.now() - t0]; };
    const out = { matched: [], plain: [] };
    const BLOCK = 25;
    for (let b = 0; b * BLOCK < ${count}; b++) {
      for (let k = 0; k < BLOCK && b * BLOCK + k < ${count}; k++) {
        const n = b * BLOCK + k + 1;
        const [, insertMs] = await timed(() => insert(n));
        for (const key of Object.keys(spent)) delete spent[key];
        const [made, matchMs] = await timed(() => matchQueued(d.db));
        const matchSpent = { ...spent };
        const [, tellMs] = await timed(() => tellOwners(d.db));
        out.matched.push({ insertMs, matchMs, tellMs, made, spent: matchSpent });
      }
      await d.db.execute('alter table offers disable trigger offers_enqueue_match');
      for (let k = 0; k < BLOCK && b * BLOCK + k < ${count}; k++) {
        const [, insertMs] = await timed(() => insert(${count} + b * BLOCK + k + 1));
        out.plain.push({ insertMs });
      }
      await d.db.execute('alter table offers enable trigger offers_enqueue_match');
    }
    const [{ n }] = (await d.db.execute('select count(*)::int as n from match_queue')).rows;
    out.leftQueued = n;
    await d.close();
    console.log(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`wants bench: matching run failed (exit ${r.status})\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
/** p50, p95, p99 and the largest of `values`, sorted. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    mean: sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length),
  };
}
const ms = (v) => v.toFixed(1).padStart(7);

/**
 * The server migrates and seeds the demo (alex reads the feed) and stops; then the generation, and the
 * matching run (with the server stopped, so nothing else takes the queue). Prints their figures.
 */
async function generateAndMatch(url, client, startServer) {
  const server = await startServer({ DATABASE_URL: url, SEED_DEMO: 'true' });
  await server.stop();
  await client.connect();
  let started = Date.now();
  await client.query('begin');
  for (const statement of generationStatements()) await client.query(statement);
  await client.query('commit');
  const generatedIn = (Date.now() - started) / 1000;
  for (const statement of MAINTENANCE) await client.query(statement);
  const { rows: counts } = await client.query(`
      select (select count(*) from wants where status = 'ACTIVE')::int as wants,
             (select count(*) from saved_searches)::int as searches,
             (select count(*) from saved_searches where radius_km is null)::int as anywhere,
             (select count(*) from offers where status = 'ACTIVE')::int as offers,
             (select count(*) from users)::int as members`);
  const c = counts[0];
  console.log(
    `\n(generated ${c.wants.toLocaleString('en-CA')} active wants, ${c.searches.toLocaleString('en-CA')} saved searches (${c.anywhere.toLocaleString('en-CA')} anywhere), ${c.offers.toLocaleString('en-CA')} listed offers and ${c.members.toLocaleString('en-CA')} members in ${generatedIn.toFixed(0)} s)`,
  );

  // a. Matching, one new offer at a time.
  started = Date.now();
  const run = runMatchingBench(url, NEW_OFFERS);
  const matchRun = spread(run.matched.map((x) => x.matchMs));
  const made = spread(run.matched.map((x) => x.made));
  const withTrigger = spread(run.matched.map((x) => x.insertMs));
  const without = spread(run.plain.map((x) => x.insertMs));
  const part = (k) => spread(run.matched.map((x) => x.spent[k] ?? 0));
  /** The run less its notices: the queue, both matching statements and the transaction. */
  const found = spread(
    run.matched.map((x) =>
      ['queue', 'wants', 'searches', 'transaction'].reduce((t, k) => t + (x.spent[k] ?? 0), 0),
    ),
  );
  const none = run.matched.filter((x) => x.made === 0).length;
  console.log(
    `\nMatching on PostgreSQL (${NEW_OFFERS} new offers, one at a time, against ${c.wants.toLocaleString('en-CA')} active wants and ${c.searches.toLocaleString('en-CA')} saved searches; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log(
    `  ${''.padEnd(44)} ${['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'mean ms'].map((h) => h.padStart(7)).join(' ')}`,
  );
  const line = (label, s) =>
    console.log(`  ${label.padEnd(44)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${ms(s.mean)}`);
  line('matching one offer (one transaction)', matchRun);
  line('  taking it, finding and writing matches', found);
  line('    of which: match with wants', part('wants'));
  line('    of which: match with saved searches', part('searches'));
  line("  the seller's notice", part('notices'));
  line('then telling the owners (transactions of their own)', spread(run.matched.map((x) => x.tellMs)));
  line('matched and told', spread(run.matched.map((x) => x.matchMs + x.tellMs)));
  line('publish (insert ACTIVE), trigger on', withTrigger);
  line('publish (insert ACTIVE), trigger off', without);
  console.log(
    `  matches per offer: p50 ${made.p50}, p95 ${made.p95}, p99 ${made.p99}, max ${made.max}, mean ${made.mean.toFixed(1)} (${none} of ${NEW_OFFERS} matched nothing); ${run.leftQueued} left queued`,
  );
  console.log(
    `  publishing with the trigger / without: ${(withTrigger.p50 / without.p50).toFixed(2)}× at p50, ${(withTrigger.mean / without.mean).toFixed(2)}× on average`,
  );
  console.log(
    `  target: matching one offer p99 ≤ ${MATCH_P99_TARGET_MS} ms: ${matchRun.p99 <= MATCH_P99_TARGET_MS ? 'met' : 'NOT met'} (p99 ${matchRun.p99.toFixed(1)} ms)`,
  );
}

/** The server from source under tsx (used when this file runs alone; bench.mjs passes its own). */
const startSourceServer = (env) =>
  startServerProcess(['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], env, {
    tries: 240,
  });

/**
 * Generates the wants, saved searches, members and offers in a fresh database on DATABASE_URL's server
 * (after the server migrated and seeded it), measures matching new offers one at a time with the server
 * stopped, then the wanted feed on the server at FEED_RATE. Prints the figures against the targets.
 */
export async function wantsBench({ startServer = startSourceServer } = {}) {
  if (process.env.BENCH_WANTS === '0') return;
  if (!process.env.DATABASE_URL) {
    console.log('\nWants and matching: skipped (set DATABASE_URL to include it)');
    return;
  }
  const { default: pg } = await import('pg');
  // BENCH_WANTS_DATABASE_URL: the wanted feed again on a database kept by an earlier run (no generation).
  const kept = process.env.BENCH_WANTS_DATABASE_URL;
  const database = kept
    ? { url: kept, drop: async () => {} }
    : await createThrowawayPgDatabase('bb_bench_wants');
  const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
  const client = new pg.Client({ connectionString: database.url });
  let server;
  try {
    if (!kept) await generateAndMatch(database.url, client, startServer);
    // b. The wanted feed as alex (Toronto centre, default radius), beside the health endpoint.
    server = await startServer(env);
    const login = await fetch(`${server.base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_MEMBER),
    });
    if (!login.ok) throw new Error(`wants bench: login ${login.status}`);
    const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
    const probe = await fetch(`${server.base}/v1/want/wanted`, { headers });
    if (!probe.ok) throw new Error(`wants bench: wanted feed ${probe.status} ${await probe.text()}`);
    const feed = await probe.json();
    const rows = [
      await paced(
        `health @ ${FEED_RATE} req/s`,
        server.base,
        headers,
        () => '/v1/health',
        FEED_RATE,
        DURATION,
      ),
      await paced(
        `wanted feed @ ${FEED_RATE} req/s`,
        server.base,
        headers,
        () => '/v1/want/wanted',
        FEED_RATE,
        DURATION,
      ),
      // Nearest first sorts every want in the radius: measured at a low rate, beside the target.
      await paced(
        `nearest first @ ${NEAREST_RATE} req/s`,
        server.base,
        headers,
        () => '/v1/want/wanted?sortBy=nearest',
        NEAREST_RATE,
        DURATION,
      ),
    ];
    console.log(
      `\nWanted feed on PostgreSQL (alex in Toronto, ${feed.meta?.center?.radiusKm ?? '?'} km: ${feed.meta?.total?.toLocaleString('en-CA') ?? '?'} wants (counted up to 1,000); open loop, ${DURATION}s after ${WARMUP}s warm-up)`,
    );
    console.log('  endpoint                          req/s   p50 ms   p99 ms   errors');
    for (const x of rows) {
      console.log(
        `  ${x.name.padEnd(32)} ${String(x.reqPerSec).padStart(6)} ${String(x.p50).padStart(8)} ${String(x.p99).padStart(8)} ${String(x.errors).padStart(8)}`,
      );
    }
    const worst = rows[1].p99;
    console.log(
      `  target: the wanted feed at ${FEED_RATE} req/s p99 ≤ ${FEED_P99_TARGET_MS} ms: ${worst <= FEED_P99_TARGET_MS ? 'met' : 'NOT met'} (p99 ${worst} ms)`,
    );
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    if (process.env.BENCH_KEEP_DB || kept)
      console.log(`  (kept database ${new URL(database.url).pathname.slice(1)})`);
    else await database.drop();
  }
}

// Alone: `node scripts/bench-wants.mjs`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await wantsBench();

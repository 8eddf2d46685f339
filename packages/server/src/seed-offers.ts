/**
 * `npm run seed -- --offers 100000 [--members 5000] [--seed 42]`: generates members and offers for
 * load tests and demos, on the same database `npm start` uses (DATABASE_URL, else PGlite in
 * DATA_DIR, default ./data). Stop the server first when it runs on PGlite (one process per data dir).
 *
 * Members (default one per 20 offers) are fully onboarded and ACTIVE (20% business), living in the
 * 1,079 Canadian cities of country-state-city; they sign in with <email> / SeedMember#1 (e-mails are
 * printed). Offers are spread over all four categories with titles from word lists, sensible details
 * and prices, placed within a few km of their member, and ~85% ACTIVE (the rest paused, drafts,
 * archived, deleted or disabled). Rows go in as multi-row inserts in batched transactions.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatNumber, ROLE_IDS, USER_STATUS_IDS } from '@barterbits/contracts';
import { City, State } from 'country-state-city';
import { desc } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { connectDatabase, type DbOrTx } from './db/client.ts';
import {
  businesses,
  offers,
  pledges,
  subscriptions,
  userLocations,
  userPledges,
  userProfiles,
  userSettings,
  users,
} from './db/schema.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { addPeriod, MEMBERSHIP_PLAN_ID } from './modules/membership/plan.ts';

export const SEED_MEMBER_PASSWORD = 'SeedMember#1';

/** Deterministic pseudo-random numbers (mulberry32), so a --seed reproduces a data set. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Noah',
  'Liam',
  'Emma',
  'Olivia',
  'Chloe',
  'Lucas',
  'Léa',
  'Gabriel',
  'Zoé',
  'Ethan',
  'Maya',
  'Arjun',
  'Priya',
  'Wei',
  'Mei',
  'Omar',
  'Amira',
  'Mateo',
  'Sofia',
  'Hiro',
];
const LAST = [
  'Martin',
  'Tremblay',
  'Roy',
  'Gagnon',
  'Smith',
  'Brown',
  'Wilson',
  'Lee',
  'Chen',
  'Singh',
  'Patel',
  'Nguyen',
  'Campbell',
  'Anderson',
  'Côté',
  'Bouchard',
  'Taylor',
  'Kim',
  'Wong',
  'Johnson',
  'MacDonald',
  'Murphy',
  'Khan',
  'Ali',
  'Garcia',
];
const BUSINESS_WORDS = [
  'Maple',
  'North',
  'Harbour',
  'Prairie',
  'Summit',
  'Cedar',
  'Aurora',
  'Lakeside',
  'Granite',
  'Timber',
  'Pine',
  'Coastal',
  'True North',
  'Birch',
  'Riverside',
];
const BUSINESS_KINDS = [
  'Bakery',
  'Repairs',
  'Studio',
  'Outfitters',
  'Garage',
  'Rentals',
  'Design Co.',
  'Landscaping',
  'Cleaning',
  'Tutoring',
  'Motors',
  'Crafts',
  'Catering',
  'Cycles',
  'Renovations',
];

const PRODUCT_ADJ = [
  'Vintage',
  'Like-new',
  'Handmade',
  'Solid wood',
  'Compact',
  'Classic',
  'Portable',
  'Antique',
  'Modern',
  'Heavy-duty',
  'Kids',
  'Stainless steel',
  'Leather',
  'Wireless',
  'Electric',
];
const PRODUCT_NOUN = [
  'road bike',
  'mountain bike',
  'dining table',
  'bookshelf',
  'armchair',
  'coffee maker',
  'stand mixer',
  'snowboard',
  'ski set',
  'kayak',
  'canoe',
  'guitar',
  'keyboard piano',
  'camera',
  'drone',
  'laptop',
  'monitor',
  'desk lamp',
  'rocking chair',
  'winter jacket',
  'hiking boots',
  'tent',
  'barbecue grill',
  'lawn mower',
  'snow blower',
  'sewing machine',
  'record player',
  'board game collection',
  'baby stroller',
  'treadmill',
];
const SERVICE_WHAT = [
  'Guitar lessons',
  'Piano lessons',
  'French tutoring',
  'Math tutoring',
  'House cleaning',
  'Lawn care',
  'Snow removal',
  'Dog walking',
  'Pet sitting',
  'Bike repair',
  'Computer repair',
  'Website design',
  'Logo design',
  'Photography',
  'Painting and drywall',
  'Moving help',
  'Furniture assembly',
  'Tax preparation',
  'Personal training',
  'Yoga classes',
  'Hair styling',
  'Catering',
  'Cake baking',
  'Plumbing repairs',
  'Electrical work',
];
const SERVICE_FOR = [
  'for beginners',
  'at your home',
  'for small businesses',
  'on weekends',
  'for families',
  'same day',
  'for seniors',
  'for students',
  '',
];
const RENTAL_KIND = [
  'Vacation cottage',
  'Lakeside cabin',
  'Ski chalet',
  'Downtown loft',
  'Beach house',
  'Country farmhouse',
  'Waterfront condo',
  'Log cabin',
  'Guest suite',
  'Mountain lodge',
  'Tiny house',
  'Heritage home',
];
const RENTAL_NEAR = [
  'by the lake',
  'near the ski hills',
  'in the old town',
  'with hot tub',
  'on the river',
  'near the beach',
  'with mountain views',
  'close to trails',
  'in wine country',
  'with private dock',
];
const VEHICLES: [string, string[]][] = [
  ['Honda', ['Civic', 'Accord', 'CR-V', 'Odyssey']],
  ['Toyota', ['Corolla', 'Camry', 'RAV4', 'Tacoma', 'Prius']],
  ['Ford', ['F-150', 'Escape', 'Mustang', 'Transit']],
  ['Chevrolet', ['Silverado', 'Equinox', 'Bolt']],
  ['Hyundai', ['Elantra', 'Tucson', 'Kona']],
  ['Mazda', ['Mazda3', 'CX-5', 'MX-5']],
  ['Subaru', ['Outback', 'Forester', 'Crosstrek']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['Volkswagen', ['Golf', 'Jetta', 'Tiguan']],
  ['Kia', ['Soul', 'Sportage', 'Niro']],
];
const CONDITIONS = ['NEW', 'LIKE_NEW', 'GOOD', 'GOOD', 'FAIR', 'FOR_PARTS'] as const;
const DESC_OPENERS = [
  'Well cared for and ready to go.',
  'Available now, pick-up or local delivery.',
  'Happy to trade for BITS.',
  'Message me with any questions.',
  'Photos on request.',
];

/** Status mix: mostly listed, with every other status represented. */
function pickStatus(r: Rng): string {
  const x = r.next();
  if (x < 0.85) return 'ACTIVE';
  if (x < 0.9) return 'PAUSED';
  if (x < 0.94) return 'DRAFT';
  if (x < 0.97) return 'ARCHIVE';
  if (x < 0.99) return 'DELETE';
  return 'DISABLED';
}

function makeOffer(r: Rng, now: number) {
  const category = r.pick([
    'Product',
    'Product',
    'Services',
    'Services',
    'Vacation Rentals',
    'Cars & Vehicles',
  ] as const);
  let title: string;
  let description: string;
  let details: Record<string, unknown>;
  let priceType = 'Fixed';
  let priceCents: number | null;
  switch (category) {
    case 'Product': {
      const noun = r.pick(PRODUCT_NOUN);
      title = `${r.pick(PRODUCT_ADJ)} ${noun}`;
      details = { condition: r.pick(CONDITIONS), quantity: r.next() < 0.9 ? 1 : r.int(2, 20) };
      description = `${title}, ${String(details.condition).toLowerCase().replace('_', ' ')} condition. ${r.pick(DESC_OPENERS)}`;
      priceCents = r.int(5, 2_000) * 100 + r.pick([0, 0, 50, 99]);
      break;
    }
    case 'Services': {
      const what = r.pick(SERVICE_WHAT);
      title = `${what} ${r.pick(SERVICE_FOR)}`.trim();
      details = {
        serviceArea: 'My city and nearby',
        ...(r.next() < 0.6 ? { serviceRadiusKm: r.int(5, 80) } : {}),
      };
      priceType = r.pick(['Hourly', 'Hourly', 'Fixed', 'See Description']);
      priceCents = priceType === 'See Description' ? null : r.int(20, 150) * 100;
      description = `${what} by an experienced local. ${r.pick(DESC_OPENERS)}`;
      break;
    }
    case 'Vacation Rentals': {
      title = `${r.pick(RENTAL_KIND)} ${r.pick(RENTAL_NEAR)}`;
      const bedrooms = r.int(1, 5);
      details = { guests: bedrooms * 2, bedrooms, bathrooms: r.int(1, Math.max(1, bedrooms - 1)) };
      description = `${title}: sleeps ${bedrooms * 2}, ${bedrooms} bedrooms. Weekly and weekend stays. ${r.pick(DESC_OPENERS)}`;
      priceCents = r.int(80, 600) * 100;
      break;
    }
    default: {
      const [make, models] = r.pick(VEHICLES);
      const model = r.pick(models);
      const year = r.int(2005, new Date(now).getFullYear());
      title = `${year} ${make} ${model}`;
      details = {
        make,
        model,
        year,
        mileageKm: r.int(5, 300) * 1000,
        transmission: r.next() < 0.85 ? 'AUTOMATIC' : 'MANUAL',
        fuel: make === 'Tesla' ? 'ELECTRIC' : r.pick(['GAS', 'GAS', 'GAS', 'HYBRID', 'DIESEL']),
      };
      description = `${title}, ${formatNumber(Number(details.mileageKm), { unit: 'km' })}, ${String(details.transmission).toLowerCase()}. ${r.pick(DESC_OPENERS)}`;
      priceCents = r.int(20, 600) * 10_000;
    }
  }
  return { category, title, description, details, priceType, priceCents };
}

export interface SeedOptions {
  offers: number;
  members?: number;
  seed?: number;
  batch?: number;
  log?: (line: string) => void;
}

/** Inserts the members and offers; returns counts and the time taken. */
export async function seedOffers(db: DbOrTx, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const r = rng(opts.seed ?? 42);
  const memberCount = Math.max(1, opts.members ?? Math.ceil(opts.offers / 20));
  const batch = opts.batch ?? 1000;
  const run = randomBytes(3).toString('hex');
  const passwordHash = await hashPassword(SEED_MEMBER_PASSWORD);
  const provinces = new Map(State.getStatesOfCountry('CA').map((s) => [s.isoCode, s.name]));
  const cities = City.getCitiesOfCountry('CA') ?? [];
  const [pledge] = await db.select({ id: pledges.id }).from(pledges).orderBy(desc(pledges.id)).limit(1);
  const now = Date.now();

  type Member = { id: string; lat: number; lng: number; city: string; province: string };
  const members: Member[] = [];
  for (let from = 0; from < memberCount; from += batch) {
    const size = Math.min(batch, memberCount - from);
    await db.transaction(async (tx) => {
      const specs = Array.from({ length: size }, (_, i) => {
        const n = from + i;
        const c = r.pick(cities);
        const business = r.next() < 0.2;
        return {
          n,
          business,
          first: r.pick(FIRST),
          last: r.pick(LAST),
          city: c.name,
          province: provinces.get(c.stateCode) ?? c.stateCode,
          lat: Number(c.latitude) + (r.next() - 0.5) * 0.04,
          lng: Number(c.longitude) + (r.next() - 0.5) * 0.06,
        };
      });
      const created = await tx
        .insert(users)
        .values(
          specs.map((s) => ({
            email: `seed-${run}-${s.n}@seed.barterbits.ca`,
            passwordHash,
            roleId: ROLE_IDS.MEMBER,
            statusId: USER_STATUS_IDS.ACTIVE,
            checkOutStatus: 'COMPLETED',
            accountType: s.business ? 'BUSINESS' : 'PERSONAL',
            emailVerifiedAt: new Date(now),
          })),
        )
        .returning({ id: users.id });
      const rows = specs.map((s, i) => ({ ...s, id: created[i]!.id }));
      await tx.insert(userProfiles).values(
        rows.map((s) => ({
          userId: s.id,
          firstName: s.first,
          lastName: s.last,
          userName: `seed${run}${s.n}`,
        })),
      );
      const biz = rows.filter((s) => s.business);
      if (biz.length > 0) {
        await tx.insert(businesses).values(
          biz.map((s) => ({
            userId: s.id,
            businessName: `${r.pick(BUSINESS_WORDS)} ${r.pick(BUSINESS_KINDS)} ${run}-${s.n}`,
            description: `A local business in ${s.city}.`,
          })),
        );
        if (pledge)
          await tx.insert(userPledges).values(biz.map((s) => ({ userId: s.id, pledgeId: pledge.id })));
      }
      await tx.insert(subscriptions).values(
        rows.map((s) => ({
          userId: s.id,
          plan: MEMBERSHIP_PLAN_ID,
          status: 'ACTIVE',
          priceCents: 999n,
          currentPeriodEnd: addPeriod(new Date(now)),
        })),
      );
      await tx.insert(userLocations).values(
        rows.map((s) => ({
          userId: s.id,
          latitude: s.lat,
          longitude: s.lng,
          formattedAddress: `${s.city}, ${s.province}, Canada`,
          addressComponents: [
            { long_name: s.city, short_name: s.city, types: ['locality', 'political'] },
            {
              long_name: s.province,
              short_name: s.province,
              types: ['administrative_area_level_1', 'political'],
            },
            { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
          ],
          types: ['locality', 'political'],
        })),
      );
      await tx.insert(userSettings).values(rows.map((s) => ({ userId: s.id })));
      for (const s of rows)
        members.push({ id: s.id, lat: s.lat, lng: s.lng, city: s.city, province: s.province });
    });
  }
  log(`  ${formatNumber(memberCount)} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const offerStart = performance.now();
  const statuses: Record<string, number> = {};
  const DAY = 86_400_000;
  let lastLog = 0;
  for (let from = 0; from < opts.offers; from += batch * 5) {
    const chunk = Math.min(batch * 5, opts.offers - from);
    await db.transaction(async (tx) => {
      for (let k = 0; k < chunk; k += batch) {
        const size = Math.min(batch, chunk - k);
        const rows = Array.from({ length: size }, () => {
          const m = r.pick(members);
          const o = makeOffer(r, now);
          const status = pickStatus(r);
          statuses[status] = (statuses[status] ?? 0) + 1;
          const created = new Date(now - r.next() * 180 * DAY);
          const published = status === 'DRAFT' ? null : new Date(created.getTime() + r.next() * DAY);
          return {
            userId: m.id,
            ...o,
            status,
            city: m.city,
            province: m.province,
            latitude: m.lat + (r.next() - 0.5) * 0.05,
            longitude: m.lng + (r.next() - 0.5) * 0.07,
            createdAt: created,
            updatedAt: created,
            publishedAt: published,
            statusChangedAt: published ?? created,
            ...(status === 'DISABLED'
              ? { previousStatus: 'ACTIVE', disabledReason: 'Seeded as disabled.' }
              : {}),
          };
        });
        await tx.insert(offers).values(rows);
      }
    });
    const done = from + chunk;
    if (done - lastLog >= 10_000 || done === opts.offers) {
      lastLog = done;
      const s = (performance.now() - offerStart) / 1000;
      log(
        `  ${formatNumber(done)} / ${formatNumber(opts.offers)} offers (${s.toFixed(1)} s, ${formatNumber(Math.round(done / s))}/s)`,
      );
    }
  }
  return {
    members: memberCount,
    offers: opts.offers,
    statuses,
    emailPattern: `seed-${run}-<0..${memberCount - 1}>@seed.barterbits.ca`,
    seconds: (performance.now() - started) / 1000,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      offers: { type: 'string', default: '1000' },
      members: { type: 'string' },
      seed: { type: 'string', default: '42' },
      batch: { type: 'string', default: '1000' },
    },
  });
  const offersN = Number(values.offers);
  const membersN = values.members === undefined ? undefined : Number(values.members);
  if (!Number.isInteger(offersN) || offersN < 1 || offersN > 5_000_000) {
    console.error('--offers must be a whole number from 1 to 5000000');
    process.exit(2);
  }
  if (membersN !== undefined && (!Number.isInteger(membersN) || membersN < 1)) {
    console.error('--members must be a whole number of at least 1');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(
    `Seeding ${formatNumber(offersN)} offers into ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  try {
    await database.migrate();
    const res = await seedOffers(database.db, {
      offers: offersN,
      members: membersN,
      seed: Number(values.seed),
      batch: Math.max(1, Math.min(2000, Number(values.batch) || 1000)),
      log: (l) => console.log(l),
    });
    // After a bulk load, as autovacuum would do a little later: planner statistics, and the rows
    // moved out of the GIN indexes' pending lists (which every text search would otherwise scan).
    await database.db.execute('vacuum analyze offers');
    console.log(
      `Done: ${formatNumber(res.members)} members and ${formatNumber(res.offers)} offers in ${res.seconds.toFixed(1)} s`,
    );
    console.log(
      `  statuses: ${Object.entries(res.statuses)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`  members sign in as ${res.emailPattern} with password ${SEED_MEMBER_PASSWORD}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

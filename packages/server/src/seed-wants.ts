/**
 * Demo demand, seeded on a real start only, after the demo offers: so that wants, saved searches and their
 * matches are alive after `npm start`.
 *
 * - alex wants a bike tune-up: omar's "Full bike tune-up" matches it (alex has a notice and a new match
 *   waiting; omar learns a member near him wants something like it);
 * - alex saved the search "Kayaks near me"; lina lists a kayak afterwards, so the search has a match waiting;
 * - lina wants Indian cooking lessons, which priya (who cooks Indian dinners) finds in her wanted feed;
 * - camille wants a guitar teacher in Montreal, in French.
 * Matching runs at the end, as it would after each of these changes.
 */
import { DEFAULT_SEARCH_RADIUS_KM, WANT_LIFETIME_DAYS } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { offers, savedSearches, userLocations, users, wants } from './db/schema.ts';
import { storedBox } from './lib/geo.ts';
import { runMatching } from './modules/wants/matching.ts';

const DAY = 24 * 60 * 60_000;

async function memberAt(db: Db, email: string) {
  const [m] = await db
    .select({
      id: users.id,
      lat: userLocations.latitude,
      lng: userLocations.longitude,
      address: userLocations.formattedAddress,
    })
    .from(users)
    .innerJoin(userLocations, eq(userLocations.userId, users.id))
    .where(eq(users.email, email));
  if (!m) throw new Error(`seed-wants: demo account ${email} is missing`);
  return m;
}

interface DemoWant {
  email: string;
  title: string;
  description: string;
  category: string;
  maxCents: number | null;
  city: string;
  province: string;
  radiusKm?: number;
  daysAgo: number;
}

const DEMO_WANTS: DemoWant[] = [
  {
    email: 'alex@demo.barterbits.ca',
    title: 'Bike tune-up',
    description: 'My road bike needs its gears and brakes looked at before the spring.',
    category: 'Services',
    maxCents: 8_000,
    city: 'Toronto',
    province: 'Ontario',
    radiusKm: 25,
    daysAgo: 2,
  },
  {
    email: 'lina@demo.barterbits.ca',
    title: 'Indian cooking lessons',
    description: 'I would love to learn a few curries and how to make naan at home. Evenings work best.',
    category: 'Services',
    maxCents: 10_000,
    city: 'Toronto',
    province: 'Ontario',
    daysAgo: 1,
  },
  {
    email: 'camille@demo.barterbits.ca',
    title: 'Cours de guitare pour débutant',
    description: 'Je cherche quelqu’un pour m’apprendre les accords de base, une heure par semaine.',
    category: 'Services',
    maxCents: 5_000,
    city: 'Montreal',
    province: 'Quebec',
    daysAgo: 3,
  },
];

/** Writes the demo wants, alex's saved search and the offer it finds, then matches; answers the matches made. */
export async function seedDemoWants(db: Db, now = new Date()): Promise<number> {
  for (const w of DEMO_WANTS) {
    const m = await memberAt(db, w.email);
    const radiusKm = w.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM;
    const at = new Date(now.getTime() - w.daysAgo * DAY);
    await db.insert(wants).values({
      userId: m.id,
      title: w.title,
      description: w.description,
      category: w.category,
      maxCents: w.maxCents,
      radiusKm,
      city: w.city,
      province: w.province,
      latitude: m.lat,
      longitude: m.lng,
      ...storedBox({ lat: m.lat, lng: m.lng }, radiusKm),
      expiresAt: new Date(at.getTime() + WANT_LIFETIME_DAYS * DAY),
      createdAt: at,
      updatedAt: at,
    });
  }
  // Matching the existing offers first, so the saved search below only finds what is listed after it.
  await runMatching(db);

  const alex = await memberAt(db, 'alex@demo.barterbits.ca');
  await db.insert(savedSearches).values({
    userId: alex.id,
    name: 'Kayaks near me',
    alert: 'INSTANT',
    params: { q: 'kayak', categoryIds: '1', radius: '25' },
    q: 'kayak',
    categories: ['Product'],
    latitude: alex.lat,
    longitude: alex.lng,
    radiusKm: 25,
    ...storedBox({ lat: alex.lat, lng: alex.lng }, 25),
    createdAt: new Date(now.getTime() - 3 * DAY),
    updatedAt: new Date(now.getTime() - 3 * DAY),
  });
  const lina = await memberAt(db, 'lina@demo.barterbits.ca');
  await db.insert(offers).values({
    userId: lina.id,
    title: 'Sit-on-top kayak with paddle',
    description:
      'Stable recreational kayak, 10 feet, with a paddle and a life jacket. Great on Lake Ontario.',
    category: 'Product',
    priceType: 'Fixed',
    priceCents: 20_000,
    details: { condition: 'GOOD', quantity: 1 },
    status: 'ACTIVE',
    city: 'Toronto',
    province: 'Ontario',
    latitude: lina.lat + 0.004,
    longitude: lina.lng - 0.003,
    publishedAt: now,
    statusChangedAt: now,
  });
  return runMatching(db);
}

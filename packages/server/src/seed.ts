/**
 * Demo data created on the first start of an empty database: one admin and a few members,
 * personal and business. The README and the start banner list these logins.
 */
import {
  ADMIN_ROLE_IDS,
  type AdminRoleCode,
  type Locale,
  ROLE_IDS,
  USER_STATUS_IDS,
  type UserStatus,
} from '@barterbits/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from './db/client.ts';
import {
  addresses,
  appSettings,
  businessCategories,
  businesses,
  offers,
  pledges,
  subscriptions,
  userBusinessCategories,
  userLocations,
  userPledges,
  userProfiles,
  userSettings,
  users,
} from './db/schema.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { addPeriod, MEMBERSHIP_PLAN_ID } from './modules/membership/plan.ts';
import { walletProcessorOf } from './modules/wallet/wallet.jobs.ts';
import { seedDemoChat } from './seed-chat.ts';
import { seedDemoCommunity } from './seed-community.ts';
import { seedDemoPayments } from './seed-payments.ts';
import { seedDemoSupport } from './seed-support.ts';
import { seedDemoWants } from './seed-wants.ts';

export const DEMO_PASSWORD = 'BarterDemo#1';
/** Wallet PIN of every demo member. */
export const DEMO_PIN = '2468';
export const DEMO_ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' } as const;
/**
 * Demo accounts are established members: made 30 days before seeding, so that their first sign-in is
 * not taken for a brand-new member's first session (the member app's home greeting).
 */
const DEMO_ACCOUNT_AGE_MS = 30 * 24 * 60 * 60_000;

interface DemoAccount {
  email: string;
  password: string;
  role: 'ADMIN' | 'MEMBER';
  /** Admins only: their admin role (default SUPER_ADMIN). */
  adminRole?: AdminRoleCode;
  status: UserStatus;
  /** The language the account reads BarterBits in (default en-CA). */
  language?: Locale;
  firstName: string;
  lastName: string;
  userName: string;
  mobileNumber: string;
  city: string;
  province: string;
  postalCode: string;
  /** City centre, for the member's general location (default: Toronto). */
  lat?: number;
  lng?: number;
  business?: { businessName: string; description: string; website: string; categories?: string[] };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    ...DEMO_ADMIN,
    role: 'ADMIN',
    status: 'ACTIVE',
    firstName: 'Avery',
    lastName: 'Stone',
    userName: 'averyadmin1',
    mobileNumber: '6135550100',
    city: 'Ottawa',
    lat: 45.4215,
    lng: -75.6972,
    province: 'Ontario',
    postalCode: 'K1A 0B1',
  },
  {
    email: 'alex@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Alex',
    lastName: 'Martin',
    userName: 'alexm24',
    mobileNumber: '4165550101',
    city: 'Toronto',
    lat: 43.6532,
    lng: -79.3832,
    province: 'Ontario',
    postalCode: 'M5V 2T6',
  },
  {
    email: 'maple@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Mia',
    lastName: 'Tremblay',
    userName: 'mapleleaf1',
    mobileNumber: '5145550102',
    city: 'Montreal',
    lat: 45.5017,
    lng: -73.5673,
    province: 'Quebec',
    postalCode: 'H2X 1Y4',
    business: {
      businessName: 'Maple Leaf Bakery',
      description: 'Sourdough, butter tarts and custom cakes, baked fresh every morning.',
      website: 'https://mapleleafbakery.example.ca',
      categories: ['Bakery', 'Catering'],
    },
  },
  {
    email: 'sam@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Sam',
    lastName: 'Chen',
    userName: 'samchen7',
    mobileNumber: '6045550103',
    city: 'Vancouver',
    lat: 49.2827,
    lng: -123.1207,
    province: 'British Columbia',
    postalCode: 'V6B 1A1',
  },
  {
    email: 'jordan@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'SUSPENDED',
    firstName: 'Jordan',
    lastName: 'Lee',
    userName: 'jordanl9',
    mobileNumber: '4035550104',
    city: 'Calgary',
    lat: 51.0447,
    lng: -114.0719,
    province: 'Alberta',
    postalCode: 'T2P 1J9',
  },
];

/**
 * The other demo admins, one per lesser admin role, created on a real start only (like the
 * neighbours below: the server tests count the demo accounts and make their own admins).
 */
export const DEMO_STAFF: DemoAccount[] = [
  {
    email: 'moderator@barterbits.ca',
    password: DEMO_ADMIN.password,
    role: 'ADMIN',
    adminRole: 'MODERATOR',
    status: 'ACTIVE',
    firstName: 'Morgan',
    lastName: 'Fraser',
    userName: 'morganmod1',
    mobileNumber: '6135550108',
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5G8',
  },
  {
    email: 'helpdesk@barterbits.ca',
    password: DEMO_ADMIN.password,
    role: 'ADMIN',
    adminRole: 'SUPPORT',
    status: 'ACTIVE',
    firstName: 'Sasha',
    lastName: 'Roy',
    userName: 'sashahelp1',
    mobileNumber: '6135550109',
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5G9',
  },
];

/**
 * alex's neighbours in Toronto (the demo community), created on a real start only (the server
 * tests count the demo accounts above): they trade with alex and review each other, so alex's home feed,
 * Find Members, profiles and reviews are alive after `npm start` (seed-community.ts).
 */
export const DEMO_NEIGHBOURS: DemoAccount[] = [
  {
    email: 'priya@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Priya',
    lastName: 'Shah',
    userName: 'priyas88',
    mobileNumber: '4165550105',
    city: 'Toronto',
    lat: 43.6677,
    lng: -79.403,
    province: 'Ontario',
    postalCode: 'M5R 1X8',
  },
  {
    email: 'omar@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Omar',
    lastName: 'Haddad',
    userName: 'omarbikes3',
    mobileNumber: '4165550106',
    city: 'Toronto',
    lat: 43.669,
    lng: -79.352,
    province: 'Ontario',
    postalCode: 'M4K 1N2',
    business: {
      businessName: 'Riverdale Bike Works',
      description: 'Tune-ups, repairs and refurbished city bikes on the Danforth.',
      website: 'https://riverdalebikeworks.example.ca',
      categories: ['Parts & Accessories'],
    },
  },
  {
    email: 'lina@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    firstName: 'Lina',
    lastName: 'Nguyen',
    userName: 'linanguyen5',
    mobileNumber: '4165550107',
    city: 'Toronto',
    lat: 43.639,
    lng: -79.42,
    province: 'Ontario',
    postalCode: 'M6K 3P6',
  },
  // A member who reads BarterBits in French, in Montreal near Maple Leaf Bakery.
  {
    email: 'camille@demo.barterbits.ca',
    password: DEMO_PASSWORD,
    role: 'MEMBER',
    status: 'ACTIVE',
    language: 'fr-CA',
    firstName: 'Camille',
    lastName: 'Gagnon',
    userName: 'camilleg9',
    mobileNumber: '5145550108',
    city: 'Montreal',
    lat: 45.5226,
    lng: -73.5848,
    province: 'Quebec',
    postalCode: 'H2T 1S6',
  },
];

/**
 * Creates one completed account: profile (and business), and for members everything onboarding
 * would have set: verified e-mail, an active membership, the PIN, the general location and
 * settings, and for businesses their categories and the accepted pledge.
 */
export async function createAccount(db: DbOrTx, a: DemoAccount): Promise<string> {
  const passwordHash = await hashPassword(a.password);
  const pinHash = a.role === 'MEMBER' ? await hashPassword(DEMO_PIN) : null;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [address] = await tx
      .insert(addresses)
      .values({ city: a.city, province: a.province, country: 'Canada', postalCode: a.postalCode })
      .returning({ id: addresses.id });
    const [user] = await tx
      .insert(users)
      .values({
        email: a.email.toLowerCase(),
        passwordHash,
        authMethod: 'Custom',
        roleId: ROLE_IDS[a.role],
        statusId: USER_STATUS_IDS[a.status],
        checkOutStatus: 'COMPLETED',
        accountType: a.role === 'MEMBER' ? (a.business ? 'BUSINESS' : 'PERSONAL') : null,
        emailVerifiedAt: now,
        pinHash,
        language: a.language ?? 'en-CA',
        createdAt: new Date(now.getTime() - DEMO_ACCOUNT_AGE_MS),
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await tx.insert(userProfiles).values({
      userId,
      firstName: a.firstName,
      lastName: a.lastName,
      userName: a.userName,
      mobileNumber: a.mobileNumber,
      addressId: address!.id,
      subRoleId: a.role === 'ADMIN' ? ADMIN_ROLE_IDS[a.adminRole ?? 'SUPER_ADMIN'] : null,
    });
    if (a.role !== 'MEMBER') return userId;

    if (a.business) {
      const { categories = [], ...business } = a.business;
      await tx.insert(businesses).values({ userId, ...business, addressId: address!.id });
      const picked = await tx
        .select({ id: businessCategories.id })
        .from(businessCategories)
        .where(inArray(businessCategories.name, categories.length > 0 ? categories : ['']));
      if (picked.length > 0) {
        await tx.insert(userBusinessCategories).values(picked.map((c) => ({ userId, categoryId: c.id })));
      }
      const [pledge] = await tx.select({ id: pledges.id }).from(pledges).orderBy(desc(pledges.id)).limit(1);
      if (pledge) await tx.insert(userPledges).values({ userId, pledgeId: pledge.id });
    }
    await tx.insert(subscriptions).values({
      userId,
      plan: MEMBERSHIP_PLAN_ID,
      status: 'ACTIVE',
      priceCents: 999n,
      currentPeriodEnd: addPeriod(now),
    });
    const d = 0.1;
    const lat = a.lat ?? 43.6532;
    const lng = a.lng ?? -79.3832;
    await tx.insert(userLocations).values({
      userId,
      latitude: lat,
      longitude: lng,
      formattedAddress: `${a.city}, ${a.province}, Canada`,
      addressComponents: [
        { long_name: a.city, short_name: a.city, types: ['locality', 'political'] },
        {
          long_name: a.province,
          short_name: a.province,
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] },
      ],
      types: ['locality', 'political'],
      bounds: {
        northeast: { lat: lat + d, lng: lng + d },
        southwest: { lat: lat - d, lng: lng - d },
      },
    });
    await tx.insert(userSettings).values({ userId });
    return userId;
  });
}

interface DemoOffer {
  title: string;
  description: string;
  category: 'Product' | 'Services' | 'Cars & Vehicles' | 'Vacation Rentals';
  priceType: 'Hourly' | 'Fixed' | 'See Description';
  priceCents: number | null;
  details: Record<string, unknown>;
  /** km east/north of the member's location, so distances differ a little. */
  dx?: number;
  dy?: number;
  status?: 'ACTIVE' | 'PAUSED' | 'DRAFT';
}

/**
 * Demo offers by member e-mail: every category for alex (Toronto), maple (Montreal, business) and
 * sam (Vancouver), plus a paused and a draft offer (never listed) and one of the suspended jordan.
 */
export const DEMO_OFFERS: Record<string, DemoOffer[]> = {
  'alex@demo.barterbits.ca': [
    {
      title: 'Vintage road bike',
      description: 'Steel-frame 1980s road bike, 12 speeds, new tires and brake pads. Great city commuter.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 25_000,
      details: { condition: 'GOOD', quantity: 1 },
      dx: 1.2,
      dy: 0.8,
    },
    {
      title: 'Guitar lessons for beginners',
      description:
        'Acoustic or electric guitar lessons at your place or mine: chords, strumming and first songs.',
      category: 'Services',
      priceType: 'Hourly',
      priceCents: 4_000,
      details: { serviceArea: 'Downtown Toronto', serviceRadiusKm: 15 },
      dx: -0.5,
      dy: 1.5,
    },
    {
      title: 'Vacation cottage by the Scarborough Bluffs',
      description: 'Two-bedroom cottage a short walk from the beach, with a fire pit and a canoe to borrow.',
      category: 'Vacation Rentals',
      priceType: 'Fixed',
      priceCents: 18_000,
      details: { guests: 5, bedrooms: 2, bathrooms: 1 },
      dx: 14,
      dy: 6,
    },
    {
      title: '2018 Honda Civic LX',
      description: 'One owner, 85,000 km, winter tires included, full service history.',
      category: 'Cars & Vehicles',
      priceType: 'Fixed',
      priceCents: 950_000,
      details: {
        make: 'Honda',
        model: 'Civic',
        year: 2018,
        mileageKm: 85_000,
        transmission: 'AUTOMATIC',
        fuel: 'GAS',
      },
      dx: 3,
      dy: -2,
    },
    {
      title: 'Set of snow tires',
      description: 'Four 16-inch snow tires on steel rims, two winters of use.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 30_000,
      details: { condition: 'GOOD', quantity: 4 },
      status: 'PAUSED',
    },
    {
      title: 'Kayak (draft)',
      description: 'Not ready yet.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 40_000,
      details: { condition: 'GOOD', quantity: 1 },
      status: 'DRAFT',
    },
  ],
  'maple@demo.barterbits.ca': [
    {
      title: 'Sourdough bread loaf',
      description: 'Naturally leavened sourdough, baked fresh every morning. Order the day before.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 800,
      details: { condition: 'NEW', quantity: 50 },
      dx: 0.4,
      dy: 0.3,
    },
    {
      title: 'Custom birthday cakes',
      description: 'Layer cakes decorated to your theme, from 8 to 40 servings. Price depends on size.',
      category: 'Services',
      priceType: 'See Description',
      priceCents: null,
      details: { serviceArea: 'Greater Montreal', serviceRadiusKm: 30 },
      dx: 0.4,
      dy: 0.3,
    },
    {
      title: 'Plateau loft for weekend getaways',
      description: 'Bright loft on the Plateau, walking distance to cafes and Mount Royal. Sleeps four.',
      category: 'Vacation Rentals',
      priceType: 'Fixed',
      priceCents: 15_000,
      details: { guests: 4, bedrooms: 2, bathrooms: 1 },
      dx: 1,
      dy: 2.5,
    },
    {
      title: 'Ford Transit delivery van 2016',
      description: 'High-roof cargo van, shelving installed, 160,000 km, regularly serviced.',
      category: 'Cars & Vehicles',
      priceType: 'Fixed',
      priceCents: 1_800_000,
      details: {
        make: 'Ford',
        model: 'Transit',
        year: 2016,
        mileageKm: 160_000,
        transmission: 'AUTOMATIC',
        fuel: 'GAS',
      },
      dx: -6,
      dy: -3,
    },
    {
      title: 'Catering for small events',
      description: 'Sandwich platters, pastries and coffee for meetings and parties of 10 to 60 people.',
      category: 'Services',
      priceType: 'Hourly',
      priceCents: 6_000,
      details: { serviceArea: 'Montreal and Laval', serviceRadiusKm: 40 },
      dx: 0.4,
      dy: 0.3,
    },
  ],
  'sam@demo.barterbits.ca': [
    {
      title: 'Mountain bike with 29-inch wheels',
      description:
        'Hardtail mountain bike, hydraulic disc brakes, size large. Ready for the North Shore trails.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 60_000,
      details: { condition: 'LIKE_NEW', quantity: 1 },
      dx: 2,
      dy: 1,
    },
    {
      title: 'Website design for small businesses',
      description: 'A fast, mobile-friendly website with up to five pages, contact form and hosting set-up.',
      category: 'Services',
      priceType: 'Fixed',
      priceCents: 120_000,
      details: { serviceArea: 'Metro Vancouver' },
    },
    {
      title: 'Cozy cabin in North Vancouver',
      description: 'Cedar cabin at the foot of the mountains, hot tub, 20 minutes to the ski hills.',
      category: 'Vacation Rentals',
      priceType: 'Fixed',
      priceCents: 22_000,
      details: { guests: 6, bedrooms: 3, bathrooms: 2 },
      dx: 1,
      dy: 8,
    },
    {
      title: '2020 Tesla Model 3',
      description: 'Standard range plus, white, 45,000 km, autopilot, home charger included.',
      category: 'Cars & Vehicles',
      priceType: 'Fixed',
      priceCents: 3_200_000,
      details: {
        make: 'Tesla',
        model: 'Model 3',
        year: 2020,
        mileageKm: 45_000,
        transmission: 'AUTOMATIC',
        fuel: 'ELECTRIC',
      },
      dx: -3,
      dy: 2,
    },
  ],
  'priya@demo.barterbits.ca': [
    {
      title: 'Home-cooked Indian dinner for four',
      description: 'Butter chicken or chana masala, rice, naan and raita, ready to pick up in the Annex.',
      category: 'Services',
      priceType: 'Fixed',
      priceCents: 6_000,
      details: { serviceArea: 'The Annex, Toronto' },
    },
    {
      title: "Kids' bicycle, 16-inch wheels",
      description: 'Red kids bike with training wheels and a bell, for ages 4 to 6. Barely used.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 4_500,
      details: { condition: 'LIKE_NEW', quantity: 1 },
      dx: 0.5,
    },
  ],
  'omar@demo.barterbits.ca': [
    {
      title: 'Full bike tune-up',
      description: 'Gears and brakes adjusted, wheels trued, chain cleaned and lubed. Ready in 48 hours.',
      category: 'Services',
      priceType: 'Fixed',
      priceCents: 6_000,
      details: { serviceArea: 'Toronto east end', serviceRadiusKm: 10 },
    },
    {
      title: 'Refurbished commuter bike',
      description: 'Aluminium hybrid with fenders, rack and lights, fully serviced with a 3-month warranty.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 32_000,
      details: { condition: 'GOOD', quantity: 3 },
      dy: -0.5,
    },
  ],
  'lina@demo.barterbits.ca': [
    {
      title: 'Portrait photo session',
      description: 'One hour outdoor portrait session in Trinity Bellwoods with 20 edited photos.',
      category: 'Services',
      priceType: 'Hourly',
      priceCents: 7_500,
      details: { serviceArea: 'West end Toronto', serviceRadiusKm: 8 },
    },
  ],
  'camille@demo.barterbits.ca': [
    {
      title: 'Cours de français conversationnel',
      description: 'Une heure de conversation en français au Mile End, pour tous les niveaux. Café compris.',
      category: 'Services',
      priceType: 'Hourly',
      priceCents: 4_000,
      details: { serviceArea: 'Mile End, Montréal', serviceRadiusKm: 5 },
    },
    {
      title: 'Vélo de ville avec panier',
      description: 'Vélo hollandais bleu, trois vitesses, panier avant et cadenas. Entretenu ce printemps.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 18_000,
      details: { condition: 'GOOD', quantity: 1 },
      dx: 0.4,
    },
  ],
  'jordan@demo.barterbits.ca': [
    {
      title: 'Camping tent for four',
      description: 'Three-season dome tent for four people, with footprint and rain fly.',
      category: 'Product',
      priceType: 'Fixed',
      priceCents: 9_000,
      details: { condition: 'GOOD', quantity: 1 },
    },
  ],
};

/**
 * Adds the demo offers (see {@link DEMO_OFFERS}) to the demo members found in the database, placed
 * near each member's location and published a few minutes apart. Returns how many it inserted.
 */
export async function seedDemoOffers(db: DbOrTx): Promise<number> {
  const km = 1 / 111.045;
  let n = 0;
  await db.transaction(async (tx) => {
    const now = Date.now();
    for (const [email, list] of Object.entries(DEMO_OFFERS)) {
      const [owner] = await tx
        .select({ id: users.id, lat: userLocations.latitude, lng: userLocations.longitude })
        .from(users)
        .innerJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.email, email));
      if (!owner) continue;
      const acc = [...DEMO_ACCOUNTS, ...DEMO_NEIGHBOURS].find((a) => a.email === email);
      const rows = list.map((o) => {
        const at = new Date(now - ++n * 7 * 60_000);
        const status = o.status ?? 'ACTIVE';
        return {
          userId: owner.id,
          title: o.title,
          description: o.description,
          category: o.category,
          priceType: o.priceType,
          priceCents: o.priceCents,
          details: o.details,
          status,
          city: acc?.city ?? null,
          province: acc?.province ?? null,
          latitude: owner.lat + (o.dy ?? 0) * km,
          longitude: owner.lng + ((o.dx ?? 0) * km) / Math.cos((owner.lat * Math.PI) / 180),
          createdAt: at,
          updatedAt: at,
          publishedAt: status === 'DRAFT' ? null : at,
          statusChangedAt: at,
        };
      });
      await tx.insert(offers).values(rows);
    }
  });
  return n;
}

/** Seeds the demo accounts once per database. Returns true when it seeded. */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const { db } = app.database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_seeded'));
  if (done) return false;
  for (const account of DEMO_ACCOUNTS) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!exists) await createAccount(db, account);
  }
  // Demo neighbours, offers and the community on a real start only: the server tests count accounts and
  // offers and add them where needed.
  if (app.config.env !== 'test') {
    for (const account of [...DEMO_STAFF, ...DEMO_NEIGHBOURS]) {
      const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (!exists) await createAccount(db, account);
    }
    await seedDemoOffers(db);
    await seedDemoCommunity(db, { referralRewardCents: BigInt(app.config.referralRewardCents) });
    await seedDemoChat(db);
    await seedDemoSupport(db);
    await seedDemoWants(db);
    const payments = walletProcessorOf(db);
    if (payments) await seedDemoPayments(db, payments);
  }
  await db
    .insert(appSettings)
    .values({ key: 'demo_seeded', value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}

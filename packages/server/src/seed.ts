/**
 * Demo data created on the first start of an empty database: one admin and a few members,
 * personal and business. The README and the start banner list these logins.
 */
import { ROLE_IDS, USER_STATUS_IDS, type UserStatus } from '@barterbits/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from './db/client.ts';
import {
  addresses,
  appSettings,
  businessCategories,
  businesses,
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

export const DEMO_PASSWORD = 'BarterDemo#1';
/** Wallet PIN of every demo member. */
export const DEMO_PIN = '2468';
export const DEMO_ADMIN = { email: 'admin@barterbits.ca', password: 'BarterAdmin#1' } as const;

interface DemoAccount {
  email: string;
  password: string;
  role: 'ADMIN' | 'MEMBER';
  status: UserStatus;
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

/** Seeds the demo accounts once per database. Returns true when it seeded. */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const { db } = app.database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, 'demo_seeded'));
  if (done) return false;
  for (const account of DEMO_ACCOUNTS) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!exists) await createAccount(db, account);
  }
  await db
    .insert(appSettings)
    .values({ key: 'demo_seeded', value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}

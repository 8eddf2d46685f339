/**
 * Demo data created on the first start of an empty database: one admin and a few members,
 * personal and business. The README and the start banner list these logins.
 */
import { ROLE_IDS, USER_STATUS_IDS, type UserStatus } from '@barterbits/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from './db/client.ts';
import { addresses, appSettings, businesses, userProfiles, users } from './db/schema.ts';
import { hashPassword } from './modules/auth/passwords.ts';

export const DEMO_PASSWORD = 'BarterDemo#1';
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
  business?: { businessName: string; description: string; website: string };
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
    province: 'Quebec',
    postalCode: 'H2X 1Y4',
    business: {
      businessName: 'Maple Leaf Bakery',
      description: 'Sourdough, butter tarts and custom cakes, baked fresh every morning.',
      website: 'https://mapleleafbakery.example.ca',
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
    province: 'Alberta',
    postalCode: 'T2P 1J9',
  },
];

/** Creates one completed account with its profile (and business). */
export async function createAccount(db: DbOrTx, a: DemoAccount): Promise<string> {
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
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
      })
      .returning({ id: users.id });
    await tx.insert(userProfiles).values({
      userId: user!.id,
      firstName: a.firstName,
      lastName: a.lastName,
      userName: a.userName,
      mobileNumber: a.mobileNumber,
      addressId: address!.id,
    });
    if (a.business) {
      await tx.insert(businesses).values({ userId: user!.id, ...a.business, addressId: address!.id });
    }
    return user!.id;
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

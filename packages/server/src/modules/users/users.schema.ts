/** Accounts: roles, users, their profiles, businesses and addresses. Every module reads these. */
import type { Locale } from '@barterbits/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { listedMemberIndexWhere } from '../members/visibility.ts';

/** Account roles: 1 ADMIN, 2 MEMBER (docs/decisions.md). */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  addressLine1: text('address_line1'),
  apartment: text('apartment'),
  city: text('city'),
  province: text('province'),
  country: text('country').notNull().default('Canada'),
  postalCode: text('postal_code'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    authMethod: text('auth_method').notNull().default('Custom'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    socialId: text('social_id'),
    statusId: integer('status_id').notNull().default(1),
    invitedBy: uuid('invited_by'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    checkOutStatus: text('check_out_status').notNull().default('EMAIL_VERIFICATION'),
    subscription: text('subscription').notNull().default('ACTIVE'),
    /** PERSONAL or BUSINESS, chosen at /profile-setup (null until then). */
    accountType: text('account_type'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id hash of the wallet PIN (null until set). */
    pinHash: text('pin_hash'),
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    /** The language the account reads BarterBits in (the contracts' LOCALES); e-mails and notices use it. */
    language: text('language').$type<Locale>().notNull().default('en-CA'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language', sql`${t.language} in ('en-CA', 'fr-CA')`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_status_idx').on(t.statusId),
    // The members others may find (the listed-member rule), with what the search sorts and shows, so
    // joining thousands of them reads the index only.
    index('users_listed_members_idx')
      .on(t.id, t.accountType, t.lastLogin, t.createdAt)
      .where(listedMemberIndexWhere()),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    userName: text('user_name'),
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code').notNull().default('+1'),
    profilePhoto: text('profile_photo'),
    yourBio: text('your_bio'),
    addressId: uuid('address_id').references(() => addresses.id),
    socialHandleId: uuid('social_handle_id'),
    subRoleId: integer('sub_role_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_profiles_user_id_key').on(t.userId),
    uniqueIndex('user_profiles_user_name_key').on(t.userName),
    uniqueIndex('user_profiles_mobile_key').on(t.countryCode, t.mobileNumber),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    description: text('description'),
    website: text('website'),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code').notNull().default('+1'),
    addressId: uuid('address_id').references(() => addresses.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('businesses_user_id_key').on(t.userId),
    uniqueIndex('businesses_name_key').on(sql`lower(${t.businessName})`),
  ],
);

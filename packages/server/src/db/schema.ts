/**
 * The one database schema, for PGlite and PostgreSQL alike. Changes go through
 * `npm run db:generate`, which writes a committed SQL migration under packages/server/drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Key/value settings owned by the server (e.g. the generated token-signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_status_idx').on(t.statusId),
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

/** A sign-in session: one refresh-token family. Revoking it ends every token of the family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used token may never be used again. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Failed sign-in counters per account ("acct:<email>") and per address ("ip:<addr>"). */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

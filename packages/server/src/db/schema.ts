/**
 * The one database schema, for PGlite and PostgreSQL alike. Changes go through
 * `npm run db:generate`, which writes a committed SQL migration under packages/server/drizzle.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listedMemberIndexWhere } from '../modules/members/visibility.ts';

/** PostgreSQL's full-text document type (read back as its text form). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** PERSONAL or BUSINESS, chosen at /profile-setup (null until then). */
    accountType: text('account_type'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id hash of the wallet PIN (null until set). */
    pinHash: text('pin_hash'),
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
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

/**
 * Browsers that signed an account in with its password (the HttpOnly device cookie of
 * POST /user/login): the sign-in throttle counts their failures apart from the address's and never
 * holds them back for failures elsewhere. Only the SHA-256 of the cookie's random token is stored.
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('auth_devices_user_idx').on(t.userId)],
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

/**
 * Keyed counters in fixed windows: sign-in failures (modules/auth/login-throttle.ts: per account and
 * client, per account, per address), sign-up and forgot-password requests, other rate limits.
 * `lockedUntil`: no attempt under this key before then (a lock, or a sign-in slowdown).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Single-use links sent by e-mail (verification, password reset, PIN reset, e-mail change).
 * Only the SHA-256 of the token is stored.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For e-mail change: the address being changed to. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Every e-mail the product sends; the embedded default delivers nowhere else (dev page lists them). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    /** Links in the message, for the development outbox page and tests. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('QUEUED'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.createdAt)],
);

/** Business categories (admin-managed); a row with a parent is a sub-category. */
export const businessCategories = pgTable(
  'business_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('business_categories_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

export const userBusinessCategories = pgTable(
  'user_business_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => businessCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** The community pledge text business members accept (admin-managed; the newest is current). */
export const pledges = pgTable('pledges', {
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userPledges = pgTable('user_pledges', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pledgeId: integer('pledge_id')
    .notNull()
    .references(() => pledges.id),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The member's general location (spec §3 "User location"). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    addressComponents: jsonb('address_components').notNull().default([]),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    bounds: jsonb('bounds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The member id as the third column makes the find-members box scan index-only (no heap visits for
  // thousands of members in a city).
  (t) => [index('user_locations_lat_lng_idx').on(t.latitude, t.longitude, t.userId)],
);

/** Settings of spec §3: offerRadius, memberRadius (km, default 20) and the push token. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offerRadius: integer('offer_radius').notNull().default(20),
  memberRadius: integer('member_radius').notNull().default(20),
  fcmToken: text('fcm_token'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const socialHandles = pgTable('social_handles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  website: text('website'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  telegram: text('telegram'),
  x: text('x'),
  linkedin: text('linkedin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved cards: never the number, only the processor's token, brand and last four. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    processorToken: text('processor_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);

/** Card charges through the payments adapter (membership fees, BITS loads). */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    cardId: uuid('card_id').references(() => paymentCards.id),
    purpose: text('purpose').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').notNull(),
    processorChargeId: text('processor_charge_id'),
    failureCode: text('failure_code'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_charges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('card_charges_idem_key').on(t.userId, t.idempotencyKey),
  ],
);

/** Membership: one row per member; status ACTIVE, EXPIRED or CANCELLED. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CAD'),
    cardId: uuid('card_id').references(() => paymentCards.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd)],
);

/** Uploaded files (profile photos now, offer photos later), stored under DATA_DIR/uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_user_kind_hash_key').on(t.userId, t.kind, t.sha256)],
);

/**
 * Photos of an offer, in display order (position 0 is the cover). The files live in `uploads`
 * (kind OFFER_PHOTO); the same image may not appear twice on one offer.
 */
export const offerPhotos = pgTable(
  'offer_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_photos_offer_hash_key').on(t.offerId, t.sha256),
    index('offer_photos_offer_position_idx').on(t.offerId, t.position),
  ],
);

/** Availability calendar of a Vacation Rental: one row per date that is BOOKED or BLOCKED. */
export const offerCalendarDays = pgTable(
  'offer_calendar_days',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] })],
);

/** A member's favourite offers. */
export const offerFavourites = pgTable(
  'offer_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('offer_favourites_offer_idx').on(t.offerId),
    index('offer_favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Reports of offers by members: one per member per offer; the seller never sees the reporter. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** OPEN, DECLINED (admin found nothing wrong) or ACTIONED (the offer was disabled). */
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_reports_offer_reporter_key').on(t.offerId, t.reporterId),
    index('offer_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Views of an offer's details by others: one row per viewer per offer per day. */
export const offerViews = pgTable(
  'offer_views',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.viewerId, t.day] })],
);

/** What admins did to accounts (status changes and similar), with the admin's id. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetUserId, t.createdAt)],
);

/** Idempotency records of money-moving and charging POSTs: a replay returns the stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    /**
     * The server instance running an unfinished request (its liveness lock id, see db/instance.ts):
     * when that instance is gone, a retry takes the key over at once.
     */
    ownerInstance: integer('owner_instance'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Offers: one row per listing. `details` holds the category-specific fields (see the
 * contracts' offer schemas); location is copied from the member's general location at creation.
 * `previousStatus` remembers the status before DISABLED so an admin can restore it.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }),
    priceType: text('price_type'),
    status: text('status').notNull().default('DRAFT'),
    previousStatus: text('previous_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    city: text('city'),
    province: text('province'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    videoUrl: text('video_url'),
    ...timestamps,
    publishedAt: timestamp('published_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by'),
    disabledReason: text('disabled_reason'),
    /**
     * The description's stemmed words, kept by PostgreSQL (search matches and ranks on it without
     * running to_tsvector on every row it reads).
     */
    descriptionTsv: tsvector('description_tsv').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', coalesce(${offers.description}, ''))`,
    ),
  },
  (t) => [
    index('offers_status_category_idx').on(t.status, t.category),
    index('offers_user_status_idx').on(t.userId, t.status),
    index('offers_lat_lng_idx').on(t.latitude, t.longitude),
    index('offers_created_at_idx').on(t.createdAt),
    // Analytics: offers published in a range, per category.
    index('offers_published_idx').on(t.publishedAt, t.category),
    // Search (modules/offer-search; migration 0006 also creates the pg_trgm extension): only ACTIVE
    // offers are ever listed, so the search indexes are partial. Titles match typo-tolerantly (trigrams).
    index('offers_active_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'ACTIVE'`),
    // Descriptions match by full-text search (stemmed words): far more selective than trigrams on long text.
    index('offers_active_description_tsv_idx')
      .using('gin', t.descriptionTsv)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_lat_lng_idx').on(t.latitude, t.longitude).where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'ACTIVE'`),
    index('offers_active_price_idx').on(t.priceCents, t.id).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/*
 * The BITS ledger. Every movement is one wallet_transactions row with balanced
 * wallet_entries (they sum to zero; a deferred trigger checks it at commit) and the balances of the
 * accounts involved updated in the same DB transaction. Entries are append-only (a trigger refuses
 * UPDATE and DELETE). Amounts are integer cents.
 */

/** A ledger account: one wallet per member, plus system accounts (card loads, gift holding, rewards…). */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MEMBER or SYSTEM. */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The system account's code (CARD_LOADS, GIFT_HOLDING, REWARDS, ADJUSTMENTS, COMMUNITY_FUND); null for members. */
    code: text('code'),
    balanceCents: bigint('balance_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Only system sources (e.g. CARD_LOADS, REWARDS) may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wallet_accounts_user_key').on(t.userId),
    uniqueIndex('wallet_accounts_code_key').on(t.code),
    check('wallet_accounts_non_negative', sql`${t.allowNegative} or ${t.balanceCents} >= 0`),
    check(
      'wallet_accounts_owner',
      sql`(${t.kind} = 'MEMBER' and ${t.userId} is not null and ${t.code} is null) or (${t.kind} = 'SYSTEM' and ${t.userId} is null and ${t.code} is not null)`,
    ),
  ],
);

/** One money movement (or a movement that failed/was refused, with no entries). */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human reference shown to members and admins, e.g. BB-7K3M9Q2X. */
    reference: text('reference').notNull(),
    /** A WALLET_TRANSACTION_TYPES value. */
    type: text('type').notNull(),
    /** A TRANSACTION_STATUSES value. */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    memo: text('memo'),
    /** Who asked for it (member or admin). */
    initiatedBy: uuid('initiated_by').references(() => users.id, { onDelete: 'set null' }),
    /** What it belongs to: LOAD, BARTER, GIFT, ADJUSTMENT, with the id of that record. */
    relatedType: text('related_type'),
    relatedId: uuid('related_id'),
    /** The client's Idempotency-Key, stored with the movement so a retry can never apply it twice. */
    idempotencyKey: text('idempotency_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_reference_key').on(t.reference),
    uniqueIndex('wallet_transactions_idempotency_key')
      .on(t.initiatedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('wallet_transactions_related_idx').on(t.relatedType, t.relatedId),
    index('wallet_transactions_created_idx').on(t.createdAt, t.id),
    check('wallet_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The legs of a movement: signed amounts per account, summing to zero per transaction. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (statements read it directly). */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.createdAt, t.id),
    index('wallet_entries_transaction_idx').on(t.transactionId),
    check('wallet_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** A BITS load paid by card: PROCESSING → SUCCESSFUL | FAILED (reconciled if the ledger write failed). */
export const bitsLoads = pgTable(
  'bits_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('PROCESSING'),
    cardId: uuid('card_id'),
    /** The processor's charge id once charged. */
    chargeId: text('charge_id'),
    failureCode: text('failure_code'),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('bits_loads_user_created_idx').on(t.userId, t.createdAt),
    index('bits_loads_status_updated_idx').on(t.status, t.updatedAt),
    // Analytics: loads charged or refunded in a range.
    index('bits_loads_completed_idx')
      .on(t.completedAt, t.status, t.amountCents)
      .where(sql`${t.status} in ('SUCCESSFUL', 'REFUND')`),
    uniqueIndex('bits_loads_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('bits_loads_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A seller's request to be paid for an offer: PENDING → ACCEPTED | REJECTED | CANCELLED; refunds after. */
export const barterRequests = pgTable(
  'barter_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The offer's title when the request was made (offers change). */
    offerTitle: text('offer_title').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('PENDING'),
    note: text('note'),
    /** The seller's Idempotency-Key of the creating request: a retry finds this request. */
    idempotencyKey: text('idempotency_key'),
    transactionId: uuid('transaction_id').references(() => walletTransactions.id),
    ...timestamps,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('barter_requests_reference_key').on(t.reference),
    uniqueIndex('barter_requests_seller_key').on(t.sellerId, t.idempotencyKey),
    index('barter_requests_seller_idx').on(t.sellerId, t.createdAt),
    index('barter_requests_buyer_idx').on(t.buyerId, t.createdAt),
    // Analytics: trades of a range read from the index alone; requests made in a range; who bought.
    index('barter_requests_paid_decided_idx')
      .on(t.decidedAt, t.amountCents, t.refundedCents, t.sellerId, t.buyerId, t.offerId)
      .where(sql`${t.status} in ('ACCEPTED', 'REFUND')`),
    index('barter_requests_created_idx').on(t.createdAt, t.status, t.offerId),
    index('barter_requests_paid_buyer_idx').on(t.buyerId).where(sql`${t.status} in ('ACCEPTED', 'REFUND')`),
    // Analytics rollups: the requests changed since the last run mark their days for recomputing.
    index('barter_requests_updated_idx').on(t.updatedAt),
    check('barter_requests_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'barter_requests_refund_bounds',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** A BITS gift: held in GIFT_HOLDING while PENDING; ACCEPTED on claim, RETURNED when unclaimed in time. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    message: text('message'),
    status: text('status').notNull().default('PENDING'),
    holdTransactionId: uuid('hold_transaction_id').references(() => walletTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => walletTransactions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gifts_reference_key').on(t.reference),
    index('gifts_sender_idx').on(t.senderId, t.createdAt),
    index('gifts_recipient_email_idx').on(t.recipientEmail, t.status),
    index('gifts_status_expires_idx').on(t.status, t.expiresAt),
    check('gifts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * In-app notices (spec §7 GET/PATCH /notify): one row per event for one member, written by the
 * service that caused it inside its own DB transaction (modules/notifications notify()), so a
 * notice commits with the money or status change it tells about. `link` is a member-app path.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * The cells of a member's notification matrix (group × channel) they changed; a cell
 * without a row has its default (contracts DEFAULT_NOTIFICATION_MATRIX).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NOTIFICATION_GROUPS value. */
    group: text('group').notNull(),
    /** IN_APP, PUSH or EMAIL. */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group, t.channel] })],
);

/**
 * Browsers' push tokens (FCM registration tokens). One row per token: a token registered by
 * another member moves to them; tokens unseen for 30 days are pruned, and those the push service
 * answers as invalid are deleted. (`user_settings.fcm_token` is not used.)
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** WEB (the member app). */
    platform: text('platform').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_tokens_user_idx').on(t.userId),
    index('device_tokens_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * The outbox of push and e-mail deliveries, written by notify() in the event's transaction
 * (one row per event and channel: `event_id` is the notice's id, made even when the in-app notice is
 * off) and sent after the commit by modules/notifications/delivery.ts. Status PENDING → SENDING (a
 * lease until `next_attempt_at`, so a crashed sender's rows are taken again) → SENT or FAILED (SKIPPED: a push with no push service configured).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PUSH or EMAIL. */
    channel: text('channel').notNull(),
    type: text('type').notNull(),
    group: text('group').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /**
     * The event's own e-mail (EMAIL rows only, when the event has one: subject, text, html, template,
     * links; no `to`), sent instead of the generic "notification" e-mail with the unsubscribe link added.
     */
    mail: jsonb('mail').$type<{
      subject: string;
      text: string;
      html?: string;
      template: string;
      links?: string[];
    }>(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_channel_key').on(t.eventId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
    index('notification_deliveries_user_idx').on(t.userId),
  ],
);

/**
 * Reviews: one per side per SUCCESSFUL barter purchase (`barterRequestId`), from one party
 * (`authorId`) about the other (`subjectId`). A disabled review (admin moderation) is hidden from members
 * and leaves the subject's summary.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    barterRequestId: uuid('barter_request_id')
      .notNull()
      .references(() => barterRequests.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hearts: integer('hearts').notNull(),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: uuid('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_purchase_author_key').on(t.barterRequestId, t.authorId),
    index('reviews_subject_created_idx').on(t.subjectId, t.createdAt.desc(), t.id.desc()),
    index('reviews_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('reviews_subject_hearts_idx').on(t.subjectId, t.hearts).where(sql`${t.enabled}`),
    check('reviews_hearts_range', sql`${t.hearts} between 1 and 5`),
    check('reviews_not_self', sql`${t.authorId} <> ${t.subjectId}`),
  ],
);

/** Purchases whose author deleted their review: that author cannot review the purchase again. */
export const reviewDeletions = pgTable(
  'review_deletions',
  {
    barterRequestId: uuid('barter_request_id')
      .notNull()
      .references(() => barterRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.barterRequestId, t.authorId] })],
);

/**
 * Each member's review aggregate over their enabled reviews, kept by a trigger on `reviews` (migration
 * 0016) in the same transaction as the change: sorting members by rating reads it; the summary endpoint
 * must always equal the live aggregate (property test).
 */
export const userReviewStats = pgTable(
  'user_review_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    heartSum: integer('heart_sum').notNull().default(0),
    hearts1: integer('hearts_1').notNull().default(0),
    hearts2: integer('hearts_2').notNull().default(0),
    hearts3: integer('hearts_3').notNull().default(0),
    hearts4: integer('hearts_4').notNull().default(0),
    hearts5: integer('hearts_5').notNull().default(0),
  },
  (t) => [index('user_review_stats_rating_idx').on(t.heartSum, t.reviewCount)],
);

/** The reviewed member's one reply to a review (editable). */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('review_replies_review_key').on(t.reviewId)],
);

/** A member's current vote on a review (LIKE or DISLIKE; NEUTRAL withdraws and deletes the row). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_votes_review_reaction_idx').on(t.reviewId, t.reaction),
    check('review_votes_reaction', sql`${t.reaction} in ('LIKE', 'DISLIKE')`),
  ],
);

/** Every vote a member cast on a review, NEUTRAL included (GET /review/{id}/like-dislike-history). */
export const reviewVoteHistory = pgTable(
  'review_vote_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_vote_history_review_created_idx').on(t.reviewId, t.createdAt.desc(), t.id.desc())],
);

/** Reports of reviews: one per member per review; resolved when an admin enables or disables the review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** OPEN, DECLINED (the review stays) or ACTIONED (the review was disabled). */
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Each member's invite code (created on first use; the invite link carries it). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** Addresses that asked not to receive invitations (canonical: lower-cased, without a +tag). */
export const inviteOptOuts = pgTable('invite_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Referrals: INVITED (by e-mail) → REGISTERED (the invitee signed up with the code) →
 * QUALIFIED → REWARDED, or VOID. One referrer per invitee; the reward is one ledger movement
 * (REWARDS → referrer), recorded here exactly once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address (lower-cased); null when the invitee came by link without an e-mail invite. */
    inviteeEmail: text('invitee_email'),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('INVITED'),
    voidReason: text('void_reason'),
    rewardCents: bigint('reward_cents', { mode: 'bigint' }),
    rewardTransactionId: uuid('reward_transaction_id').references(() => walletTransactions.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('referrals_invitee_key').on(t.inviteeId).where(sql`${t.inviteeId} is not null`),
    uniqueIndex('referrals_referrer_email_key')
      .on(t.referrerId, t.inviteeEmail)
      .where(sql`${t.inviteeEmail} is not null`),
    index('referrals_referrer_created_idx').on(t.referrerId, t.createdAt.desc()),
    index('referrals_state_created_idx').on(t.state, t.createdAt.desc()),
    index('referrals_invitee_email_idx').on(t.inviteeEmail),
    check('referrals_state', sql`${t.state} in ('INVITED', 'REGISTERED', 'QUALIFIED', 'REWARDED', 'VOID')`),
    check(
      'referrals_rewarded_has_movement',
      sql`${t.state} <> 'REWARDED' or ${t.rewardTransactionId} is not null`,
    ),
  ],
);

/**
 * Chat channels: DIRECT (one per pair of members, `directKey` = the two ids in order, so
 * either member starting it finds the same one) or GROUP (named, with operators). A frozen channel
 * takes messages from operators only.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name'),
    /** DIRECT only: "<smaller id>:<larger id>". */
    directKey: text('direct_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    frozen: boolean('frozen').notNull().default(false),
    /** The newest message's sequence number (0: none), for the channel list's order and unread counts. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_channels_direct_key').on(t.directKey).where(sql`${t.directKey} is not null`),
    check('chat_channels_kind', sql`${t.kind} in ('DIRECT', 'GROUP')`),
    check('chat_channels_direct_shape', sql`(${t.kind} = 'DIRECT') = (${t.directKey} is not null)`),
  ],
);

/**
 * Who is in a channel, with their read cursor (the sequence number of the last message they read),
 * operator flag and mute. A member who left or was banned has `leftAt` set (kept for the history).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOperator: boolean('is_operator').notNull().default(false),
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    /** Muted until (far future = permanent); null: not muted. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    muteReason: text('mute_reason'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('chat_members_user_idx').on(t.userId).where(sql`${t.leftAt} is null`),
  ],
);

/** Bans from one channel (`channelId`) or, by an admin, from chat everywhere (`channelId` null). */
export const chatBans = pgTable(
  'chat_bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id').references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** null: permanent. */
    until: timestamp('until', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_bans_user_idx').on(t.userId, t.channelId)],
);

/**
 * Messages: `seq` orders a channel's messages (gapless per channel, taken from chat_channels.last_seq in
 * the sending transaction), so a client catches up with "after seq N". (`senderId`, `clientId`) is
 * unique: a retried send answers the message it already made.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** null for SYSTEM messages (sendDefaultMessage, "X joined"). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
    /** TEXT, IMAGE, OFFER or SYSTEM. */
    kind: text('kind').notNull(),
    text: text('text'),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_channel_seq_key').on(t.channelId, t.seq),
    uniqueIndex('chat_messages_sender_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('chat_messages_kind', sql`${t.kind} in ('TEXT', 'IMAGE', 'OFFER', 'SYSTEM')`),
  ],
);

/** A member's block of another: no one-to-one messages either way. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
);

/** Reports of messages: one per member per message; resolved by an admin. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** OPEN, DECLINED or ACTIONED. */
    status: text('status').notNull().default('OPEN'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('chat_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

// ─── Support and system ────────────────────────────────────────────────────────────────

/**
 * What an admin may do: SUPER_ADMIN everything, MODERATOR users, offers, reviews, chat and
 * feedback, SUPPORT read and export only. An admin's role is user_profiles.sub_role_id; the server's
 * permission map (modules/admin-accounts) decides per admin call.
 */
export const adminRoles = pgTable('admin_roles', {
  id: integer('id').primaryKey(),
  /** SUPER_ADMIN, MODERATOR or SUPPORT. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/**
 * Feedback from members (userId) and from visitors without an account (guestEmail), answered by
 * admins. Status NEW → IN_PROGRESS → ANSWERED → CLOSED.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A visitor's address, lower-cased (null for members). */
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    /** FEEDBACK, SUGGESTION, PROBLEM or ISSUE (contracts). */
    kind: text('kind').notNull(),
    rating: integer('rating'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** Steps to reproduce (problem and issue reports). */
    steps: text('steps'),
    /** What the app attached by itself: route, app version, browser. */
    context: jsonb('context').notNull().default({}),
    screenshotUploadId: uuid('screenshot_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('NEW'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Admins only; never shown to the sender. */
    internalNote: text('internal_note'),
    ...timestamps,
  },
  (t) => [
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    index('feedback_kind_created_idx').on(t.kind, t.createdAt),
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_guest_created_idx').on(t.guestEmail, t.createdAt),
    // A member's or a visitor's, never both (a deleted member's feedback keeps neither).
    check('feedback_sender_check', sql`user_id is null or guest_email is null`),
  ],
);

/** Proof-of-work challenges already used (guest feedback): each one is accepted once, until it expires. */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

/** The parts of the marketplace an admin can lock for maintenance (seeded by the migration). */
export const maintenanceModules = pgTable('maintenance_modules', {
  /** 'offers', 'wallet', 'barter', … */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  lockable: boolean('lockable').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Maintenance locks, newest last: the row with released_at null is the one in force (at most one).
 * systemDown locks everything a member does; else module_ids lists the locked modules.
 */
export const maintenanceLocks = pgTable(
  'maintenance_locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemDown: boolean('system_down').notNull().default(false),
    moduleIds: text('module_ids').array().notNull().default(sql`'{}'::text[]`),
    adminNote: text('admin_note').notNull(),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  () => [uniqueIndex('maintenance_locks_active_key').on(sql`(true)`).where(sql`released_at is null`)],
);

/**
 * Searches that found nothing, counted per day and normalised query (analytics: unmet wants).
 * One row per (day, query, category); the search adds to its count.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    /** The offer category searched in ('' for all). */
    category: text('category').notNull().default(''),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.category] })],
);

/**
 * Analytics rollups, recomputed by the `rollup-analytics` job: the barter and card-load
 * figures of each Toronto day that `analytics_rollup_days` lists, so a range reads them instead of
 * the requests and loads.
 * Days not listed (today, or not rolled up yet) are counted live. Derived data: deleting it only
 * makes the dashboard slower.
 */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day').primaryKey(),
  /** When the rolled-up figures of this day were computed. */
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
  /** Card loads completed that day: credited (SUCCESSFUL, and their cents) and refunded (REFUND). */
  loads: integer('loads').notNull(),
  loadedCents: bigint('loaded_cents', { mode: 'bigint' }).notNull(),
  refundedLoads: integer('refunded_loads').notNull(),
});

/**
 * Per Toronto day and offer category ('' when the offer is gone): barter requests made that day and
 * of them paid (now), and the trades decided that day with their volume and refunds.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    category: text('category').notNull(),
    requestsMade: integer('requests_made').notNull(),
    requestsMadePaid: integer('requests_made_paid').notNull(),
    trades: integer('trades').notNull(),
    volumeCents: bigint('volume_cents', { mode: 'bigint' }).notNull(),
    refundedTrades: integer('refunded_trades').notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

/** A set of date ranges (a member's rolled-up trade days). */
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Per member, the rolled-up Toronto days on which they traded (either side) and bought: "active in
 * a range" is one overlap test per member, "never bought" an empty set.
 */
export const analyticsTraders = pgTable('analytics_traders', {
  userId: uuid('user_id').primaryKey(),
  traded: datemultirange('traded').notNull(),
  bought: datemultirange('bought').notNull(),
});

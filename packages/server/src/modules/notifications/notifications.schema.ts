/** Notifications, their settings, device tokens and deliveries. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

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

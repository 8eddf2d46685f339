/** Chat: channels, members, bans, messages, blocks and reports. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { uploads } from '../../db/shared.schema.ts';
import { offers } from '../offers/offers.schema.ts';
import { users } from '../users/users.schema.ts';

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

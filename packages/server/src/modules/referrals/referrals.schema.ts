/** Invite codes, invite opt-outs and referrals. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';
import { walletTransactions } from '../wallet/wallet.schema.ts';

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

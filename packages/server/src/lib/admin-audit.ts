/** The admin audit log: one row per admin action, written in the action's transaction. */
import type { DbOrTx } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

/** Every action an admin's audit row may record (the `action` column). */
export const ADMIN_AUDIT_ACTIONS = [
  // Admin accounts and the admin's own profile.
  'ADMIN_INVITE',
  'ADMIN_INVITE_RESENT',
  'ADMIN_ONBOARDED',
  'ADMIN_ROLE_CHANGE',
  'ADMIN_STATUS_CHANGE',
  'ADMIN_PROFILE_UPDATE',
  // Member accounts.
  'USER_STATUS_CHANGE',
  'USER_EMAIL_CHANGE',
  // Chat moderation.
  'CHAT_BANNED',
  'CHAT_UNBANNED',
  'CHAT_CHANNEL_FROZEN',
  'CHAT_CHANNEL_UNFROZEN',
  'CHAT_REPORT_DECLINED',
  'CHAT_REPORT_ACTIONED',
  // Feedback answers.
  'FEEDBACK_ANSWERED',
  'FEEDBACK_UPDATED',
  // Maintenance locks.
  'MAINTENANCE_LOCK',
  'MAINTENANCE_RELEASE',
  'MAINTENANCE_UNLOCK_PASS',
  // Offers and their reports.
  'OFFER_STATUS',
  'OFFER_REPORTS_DECLINED',
  // Wants and their reports.
  'WANT_STATUS',
  'WANT_REPORTS_DECLINED',
  // Business categories and the pledge.
  'BUSINESS_CATEGORY_CREATE',
  'BUSINESS_SUB_CATEGORY_CREATE',
  'BUSINESS_CATEGORY_UPDATE',
  'BUSINESS_CATEGORY_DELETE',
  'PLEDGE_CREATE',
  // Referrals and reviews.
  'REFERRAL_VOID',
  'REVIEW_ENABLED',
  'REVIEW_DISABLED',
  // Wallet movements by an admin (written with the movement by the ledger).
  'WALLET_REWARD',
  'WALLET_CREDIT',
  'WALLET_DEBIT',
  // Card payments: a load refunded to its card by support, a lost dispute's debt closed.
  'CARD_LOAD_REFUND',
  'MEMBERSHIP_CHARGE_REFUND',
  'DISPUTE_DEBT_SETTLED',
  'DISPUTE_DEBT_WRITTEN_OFF',
  // Buyer protection: a dispute of a held barter payment resolved (the held BITS moved).
  'BARTER_DISPUTE_RESOLVED',
] as const;

export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(ADMIN_AUDIT_ACTIONS);

/**
 * `action` as an audit action, or an error: the column is free text, so an action built at run time
 * (`CHAT_REPORT_${status}`) is checked here before it is written.
 */
export function adminAuditAction(action: string): AdminAuditAction {
  if (!KNOWN.has(action)) throw new Error(`Unknown admin audit action: ${action}`);
  return action as AdminAuditAction;
}

/**
 * A repository's `audit(adminId, targetUserId, action, details)` on `db`: records that the admin did
 * `action` (to the member `targetUserId`, when there is one) with its `details`. The one way the
 * audit table is written, apart from the ledger's movements (`MovementAudit`, same actions).
 */
export const adminAuditWriter =
  (db: DbOrTx) =>
  async (
    adminId: string,
    targetUserId: string | null,
    action: AdminAuditAction,
    details: Record<string, unknown>,
  ): Promise<void> => {
    await db
      .insert(adminAuditLog)
      .values({ adminId, targetUserId, action: adminAuditAction(action), details });
  };

export type AdminAuditWriter = ReturnType<typeof adminAuditWriter>;

/** The admin audit log: one row per admin action, written in the action's transaction. */
import type { DbOrTx } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

/**
 * A repository's `audit(adminId, targetUserId, action, details)` on `db`: records that the admin did
 * `action` (to the member `targetUserId`, when there is one) with its `details`.
 */
export const adminAuditWriter =
  (db: DbOrTx) =>
  async (
    adminId: string,
    targetUserId: string | null,
    action: string,
    details: Record<string, unknown>,
  ): Promise<void> => {
    await db.insert(adminAuditLog).values({ adminId, targetUserId, action, details });
  };

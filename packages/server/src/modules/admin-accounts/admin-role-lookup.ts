/** The signed-in admin's role for the per-role check of every admin call (cached, admin-role-cache.ts). */
import { type AdminRoleCode, ZAdminRoleCode } from '@barterbits/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminRoles, userProfiles } from '../../db/schema.ts';
import { revocationsHeard } from '../auth/revocations.ts';
import { adminRoleCache } from './admin-role-cache.ts';

/** The code of the admin's role when it is active, else null (no role, an unknown or inactive one). */
export async function loadAdminRole(db: DbOrTx, userId: string): Promise<AdminRoleCode | null> {
  const [row] = await db
    .select({ code: adminRoles.code })
    .from(userProfiles)
    .innerJoin(adminRoles, and(eq(adminRoles.id, userProfiles.subRoleId), eq(adminRoles.isActive, true)))
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  const parsed = ZAdminRoleCode.safeParse(row?.code);
  return parsed.success ? parsed.data : null;
}

/** {@link loadAdminRole}, remembered for a moment per admin. */
export async function adminRoleOf(db: DbOrTx, userId: string): Promise<AdminRoleCode | null> {
  let cached = adminRoleCache.get(userId);
  if (cached !== undefined) {
    // A role changed through another instance a moment ago may not have been heard of yet.
    const heard = revocationsHeard();
    if (heard) cached = (await heard) ? adminRoleCache.get(userId) : undefined;
  }
  if (cached !== undefined) return cached;
  const role = await loadAdminRole(db, userId);
  adminRoleCache.set(userId, role);
  return role;
}

/** Maintenance SQL: the modules, the lock in force, replacing and releasing it, its audit rows. */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { maintenanceLocks, maintenanceModules } from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';

/** The NOTIFY channel every instance LISTENs on; the payload is the lock id in force ('' when none). */
export const MAINTENANCE_CHANNEL = 'barterbits_maintenance';

export type ModuleRow = typeof maintenanceModules.$inferSelect;
export type LockRow = typeof maintenanceLocks.$inferSelect;

export function createMaintenanceRepository(db: DbOrTx) {
  return {
    /** Every module (or the lockable ones), in the console's order. */
    modules(lockableOnly: boolean): Promise<ModuleRow[]> {
      return db
        .select()
        .from(maintenanceModules)
        .where(lockableOnly ? eq(maintenanceModules.lockable, true) : undefined)
        .orderBy(asc(maintenanceModules.position), asc(maintenanceModules.id));
    },

    /** The lock in force, or null. */
    async activeLock(): Promise<LockRow | null> {
      const [row] = await db.select().from(maintenanceLocks).where(isNull(maintenanceLocks.releasedAt));
      return row ?? null;
    },

    /** Serializes lock changes within the caller's transaction (released at its end). */
    async serializeChanges(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${MAINTENANCE_CHANNEL}))`);
    },

    /** Releases the lock in force, if any; answers the released row. */
    async release(adminId: string): Promise<LockRow | null> {
      const [row] = await db
        .update(maintenanceLocks)
        .set({ releasedAt: sql`now()`, releasedBy: adminId })
        .where(isNull(maintenanceLocks.releasedAt))
        .returning();
      return row ?? null;
    },

    /** Writes a new lock in force (the caller released the previous one first). */
    async insertLock(lock: {
      adminId: string;
      systemDown: boolean;
      moduleIds: string[];
      adminNote: string;
    }): Promise<LockRow> {
      const [row] = await db
        .insert(maintenanceLocks)
        .values({
          systemDown: lock.systemDown,
          moduleIds: lock.moduleIds,
          adminNote: lock.adminNote,
          lockedBy: lock.adminId,
        })
        .returning();
      return row!;
    },

    audit: adminAuditWriter(db),

    /** Tells every instance to reload, at the commit of the caller's transaction. */
    async notifyChange(lockId: string | null): Promise<void> {
      await db.execute(sql`select pg_notify(${MAINTENANCE_CHANNEL}, ${lockId ?? ''})`);
    },
  };
}

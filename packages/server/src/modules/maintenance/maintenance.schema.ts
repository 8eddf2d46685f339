/** Maintenance modules and locks. */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

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

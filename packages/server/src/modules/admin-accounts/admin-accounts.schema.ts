/** Admin roles. */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

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

/** The community pledge and who accepted it. */
import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** The community pledge text business members accept (admin-managed; the newest is current). */
export const pledges = pgTable('pledges', {
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  /** The same pledge in French; null when the admin gave none (French readers then see `description`). */
  descriptionFr: text('description_fr'),
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

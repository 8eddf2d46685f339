/** A member's social handles. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export const socialHandles = pgTable('social_handles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  website: text('website'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  telegram: text('telegram'),
  x: text('x'),
  linkedin: text('linkedin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Business categories and the ones each business member chose. */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** Business categories (admin-managed); a row with a parent is a sub-category. */
export const businessCategories = pgTable(
  'business_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in French; null until an admin gives one (French readers then see `name`). */
    nameFr: text('name_fr'),
    parentId: integer('parent_id'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('business_categories_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    uniqueIndex('business_categories_name_fr_key')
      .on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.nameFr})`)
      .where(sql`${t.nameFr} is not null`),
  ],
);

export const userBusinessCategories = pgTable(
  'user_business_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => businessCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

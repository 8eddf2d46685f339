/**
 * A business's category selection, shared by onboarding (first choice) and the profile (later edits).
 * Repository helpers: they return data and never throw HTTP errors.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { businessCategories, userBusinessCategories } from '../../db/schema.ts';

/** The given ids that may be chosen: active, and (for sub-categories) under an active parent. */
export async function selectableCategoryIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(businessCategories)
    .where(inArray(businessCategories.id, [...ids]));
  const parentIds = rows.map((r) => r.parentId).filter((p): p is number => p !== null);
  const parents = parentIds.length
    ? await db.select().from(businessCategories).where(inArray(businessCategories.id, parentIds))
    : [];
  const activeParent = new Set(parents.filter((p) => p.isActive).map((p) => p.id));
  return rows
    .filter((r) => r.isActive && (r.parentId === null || activeParent.has(r.parentId)))
    .map((r) => r.id);
}

/**
 * Replaces the member's categories with `categoryIds`. A business always keeps at least one
 * category (the contracts require 1 to 5), so an empty list changes nothing and answers false.
 */
export async function replaceUserCategories(
  db: DbOrTx,
  userId: string,
  categoryIds: readonly number[],
): Promise<boolean> {
  if (categoryIds.length === 0) return false;
  await db.delete(userBusinessCategories).where(eq(userBusinessCategories.userId, userId));
  await db.insert(userBusinessCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
  return true;
}

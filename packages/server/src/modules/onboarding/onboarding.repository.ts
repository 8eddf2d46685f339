/**
 * Data access for onboarding: profile, business and address writes, duplicate look-ups, business
 * categories and the pledge. Returns null when nothing matches.
 */
import type {
  DuplicateCheckField,
  TBusinessCategory,
  TBusinessSubCategory,
  TPledge,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  businessCategories,
  businesses,
  pledges,
  userBusinessCategories,
  userPledges,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { replaceUserCategories, selectableCategoryIds } from '../business-categories/selection.ts';

type CategoryRow = typeof businessCategories.$inferSelect;

export interface AddressValues {
  province: string;
  city: string;
  country: string;
  addressLine1: string;
  apartment?: string | undefined;
  postalCode: string;
}

export interface ProfileValues {
  firstName: string;
  lastName: string;
  userName: string;
  mobileNumber: string;
  countryCode: string;
}

export interface BusinessValues {
  businessName: string;
  website: string | null;
  description: string | null;
  phoneNumber: string;
  countryCode: string;
}

const toSub = (c: CategoryRow): TBusinessSubCategory => ({
  id: c.id,
  name: c.name,
  nameFr: c.nameFr,
  parentId: c.parentId,
  isActive: c.isActive,
});

const toPledge = (row: typeof pledges.$inferSelect): TPledge => ({
  id: row.id,
  description: row.description,
  descriptionFr: row.descriptionFr,
  createdAt: row.createdAt.toISOString(),
});

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Rows → categories with their sub-categories, both alphabetical. */
export function toCategoryTree(rows: CategoryRow[]): TBusinessCategory[] {
  const parents = rows.filter((r) => r.parentId === null);
  return parents
    .map((p) => ({
      ...toSub(p),
      subCategories: rows
        .filter((r) => r.parentId === p.id)
        .map(toSub)
        .sort(byName),
    }))
    .sort(byName);
}

export function createOnboardingRepository(db: DbOrTx) {
  return {
    /** The user id that already holds `value` for `field` (other than `exceptUserId`), or null. */
    async findHolder(
      field: DuplicateCheckField,
      value: string,
      countryCode: string,
      exceptUserId: string | null,
    ): Promise<string | null> {
      const not = <T extends typeof userProfiles.userId | typeof businesses.userId | typeof users.id>(
        col: T,
      ) => (exceptUserId ? ne(col, exceptUserId) : undefined);
      let rows: { id: string }[];
      switch (field) {
        case 'userName':
          rows = await db
            .select({ id: userProfiles.userId })
            .from(userProfiles)
            .where(
              and(sql`lower(${userProfiles.userName}) = ${value.toLowerCase()}`, not(userProfiles.userId)),
            )
            .limit(1);
          break;
        case 'phoneNumber':
          rows = await db
            .select({ id: userProfiles.userId })
            .from(userProfiles)
            .where(
              and(
                eq(userProfiles.mobileNumber, value),
                eq(userProfiles.countryCode, countryCode),
                not(userProfiles.userId),
              ),
            )
            .limit(1);
          break;
        case 'businessName':
          rows = await db
            .select({ id: businesses.userId })
            .from(businesses)
            .where(
              and(sql`lower(${businesses.businessName}) = ${value.toLowerCase()}`, not(businesses.userId)),
            )
            .limit(1);
          break;
        case 'email':
          rows = await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, value.toLowerCase()), not(users.id)))
            .limit(1);
          break;
      }
      return rows[0]?.id ?? null;
    },

    async getAccountType(userId: string) {
      const [row] = await db
        .select({ accountType: users.accountType, stage: users.checkOutStatus })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    async setAccountType(userId: string, accountType: string) {
      await db.update(users).set({ accountType, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async insertAddress(a: AddressValues) {
      const [row] = await db
        .insert(addresses)
        .values({
          province: a.province,
          city: a.city,
          country: a.country,
          addressLine1: a.addressLine1,
          apartment: a.apartment ?? null,
          postalCode: a.postalCode,
        })
        .returning({ id: addresses.id });
      return row!.id;
    },

    /** Writes the profile (creating the row when missing) with a fresh address. */
    async saveProfile(userId: string, v: ProfileValues, addressId: string) {
      const now = new Date();
      await db
        .insert(userProfiles)
        .values({ userId, ...v, addressId })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...v, addressId, updatedAt: now } });
    },

    async saveBusiness(userId: string, v: BusinessValues, addressId: string) {
      const now = new Date();
      await db
        .insert(businesses)
        .values({ userId, ...v, addressId })
        .onConflictDoUpdate({ target: businesses.userId, set: { ...v, addressId, updatedAt: now } });
    },

    async listCategories(includeInactive: boolean): Promise<TBusinessCategory[]> {
      const rows = await db.select().from(businessCategories).orderBy(asc(businessCategories.id));
      const tree = toCategoryTree(rows);
      if (includeInactive) return tree;
      return tree
        .filter((c) => c.isActive)
        .map((c) => ({ ...c, subCategories: c.subCategories.filter((s) => s.isActive) }));
    },

    async findCategory(id: number): Promise<TBusinessCategory | null> {
      const rows = await db
        .select()
        .from(businessCategories)
        .where(or(eq(businessCategories.id, id), eq(businessCategories.parentId, id)));
      const self = rows.find((r) => r.id === id);
      if (!self) return null;
      return {
        ...toSub(self),
        subCategories: rows
          .filter((r) => r.parentId === id)
          .map(toSub)
          .sort(byName),
      };
    },

    /**
     * Which of the two names a sibling category already has, read in one statement so both answers come
     * from the same moment (two reads could see a racing insert land between them).
     */
    async takenNames(name: string, nameFr: string | null, parentId: number | null, exceptId: number | null) {
      const [row] = await db
        .select({
          name: sql<boolean>`coalesce(bool_or(lower(${businessCategories.name}) = ${name.toLowerCase()}), false)`,
          nameFr: sql<boolean>`coalesce(bool_or(lower(${businessCategories.nameFr}) = ${(nameFr ?? '').toLowerCase()}), false)`,
        })
        .from(businessCategories)
        .where(
          and(
            parentId === null
              ? isNull(businessCategories.parentId)
              : eq(businessCategories.parentId, parentId),
            exceptId === null ? undefined : ne(businessCategories.id, exceptId),
          ),
        );
      return { name: row?.name === true, nameFr: nameFr !== null && row?.nameFr === true };
    },

    async insertCategory(v: {
      name: string;
      nameFr: string | null;
      isActive: boolean;
      parentId: number | null;
    }) {
      const [row] = await db.insert(businessCategories).values(v).returning({ id: businessCategories.id });
      return row!.id;
    },

    /** `nameFr` undefined leaves the French name as it is. */
    async updateCategory(id: number, v: { name: string; nameFr?: string | null; isActive: boolean }) {
      const rows = await db
        .update(businessCategories)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(businessCategories.id, id))
        .returning({ id: businessCategories.id });
      return rows.length > 0;
    },

    /** Existing ids among `ids`, and the ids of their sub-categories. */
    async categoryFamily(ids: number[]) {
      const rows = await db
        .select({
          id: businessCategories.id,
          parentId: businessCategories.parentId,
          name: businessCategories.name,
        })
        .from(businessCategories)
        .where(or(inArray(businessCategories.id, ids), inArray(businessCategories.parentId, ids)));
      return rows;
    },

    async countSelections(ids: number[]) {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(userBusinessCategories)
        .where(inArray(userBusinessCategories.categoryId, ids));
      return row?.n ?? 0;
    },

    async deleteCategories(ids: number[]) {
      if (ids.length === 0) return;
      await db.delete(businessCategories).where(inArray(businessCategories.id, ids));
    },

    /** See {@link selectableCategoryIds}. */
    selectableIds: (ids: number[]) => selectableCategoryIds(db, ids),

    /** See {@link replaceUserCategories}: an empty list changes nothing. */
    replaceUserCategories: (userId: string, categoryIds: number[]) =>
      replaceUserCategories(db, userId, categoryIds),

    async currentPledge(): Promise<TPledge | null> {
      const [row] = await db
        .select()
        .from(pledges)
        .orderBy(desc(pledges.createdAt), desc(pledges.id))
        .limit(1);
      return row ? toPledge(row) : null;
    },

    async insertPledge(
      v: { description: string; descriptionFr: string | null },
      createdBy: string,
    ): Promise<TPledge> {
      const [row] = await db
        .insert(pledges)
        .values({ ...v, createdBy })
        .returning();
      return toPledge(row!);
    },

    async acceptPledge(userId: string, pledgeId: number) {
      await db
        .insert(userPledges)
        .values({ userId, pledgeId })
        .onConflictDoUpdate({ target: userPledges.userId, set: { pledgeId, acceptedAt: new Date() } });
    },

    audit: adminAuditWriter(db),
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;

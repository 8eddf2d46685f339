/** Data access for profiles: public view, personal info, business, categories, socials, photos. */
import {
  type MemberKind,
  SOCIAL_NETWORKS,
  type TProfileCategory,
  type TPublicProfile,
  type TSocialLinks,
} from '@barterbits/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  businessCategories,
  businesses,
  socialHandles,
  uploads,
  userBusinessCategories,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { replaceUserCategories, selectableCategoryIds } from '../business-categories/selection.ts';
import { listedMember } from '../members/visibility.ts';
import { shortName } from '../users/display-name.ts';

export const PROFILE_PHOTO_KIND = 'PROFILE_PHOTO';

export interface AddressValues {
  province: string;
  city: string;
  country: string;
  addressLine1: string;
  apartment?: string | undefined;
  postalCode: string;
}

type SocialRow = typeof socialHandles.$inferSelect;

const profileAddress = alias(addresses, 'profile_address');
const businessAddress = alias(addresses, 'business_address');

export function toSocialLinks(row: SocialRow | null | undefined): TSocialLinks {
  return Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, row?.[k] ?? null])) as TSocialLinks;
}

const initial = (name: string | null) => (name ? name.charAt(0).toUpperCase() : null);

export function createProfileRepository(db: DbOrTx) {
  /** Writes an address for a profile or business: updates its own row, or adds one when it is shared. */
  async function saveAddress(current: string | null, sharedWith: string | null, v: AddressValues) {
    const values = { ...v, apartment: v.apartment ?? null, updatedAt: new Date() };
    if (current && current !== sharedWith) {
      await db.update(addresses).set(values).where(eq(addresses.id, current));
      return current;
    }
    const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
    return row!.id;
  }

  return {
    async categoriesOf(userId: string): Promise<TProfileCategory[]> {
      return db
        .select({
          id: businessCategories.id,
          name: businessCategories.name,
          nameFr: businessCategories.nameFr,
          parentId: businessCategories.parentId,
        })
        .from(userBusinessCategories)
        .innerJoin(businessCategories, eq(businessCategories.id, userBusinessCategories.categoryId))
        .where(eq(userBusinessCategories.userId, userId))
        .orderBy(asc(businessCategories.name));
    },

    /** The public view of a listed member (one others may see), or null. */
    async findPublic(id: string): Promise<TPublicProfile | null> {
      const [row] = await db
        .select()
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .leftJoin(profileAddress, eq(profileAddress.id, userProfiles.addressId))
        .leftJoin(businessAddress, eq(businessAddress.id, businesses.addressId))
        .leftJoin(socialHandles, eq(socialHandles.userId, users.id))
        .where(and(eq(users.id, id), listedMember(users)))
        .limit(1);
      if (!row) return null;
      const p = row.user_profiles;
      const b = row.businesses;
      const firstName = p?.firstName ?? null;
      const lastNameInitial = initial(p?.lastName?.trim() || null);
      // The person's name even for businesses (the business is shown beside it): no account type.
      const displayName = shortName({
        firstName: p?.firstName,
        lastName: p?.lastName,
        userName: p?.userName,
      });
      const accountType: MemberKind =
        (row.users.accountType as MemberKind | null) ?? (b ? 'BUSINESS' : 'PERSONAL');
      return {
        id: row.users.id,
        userName: p?.userName ?? null,
        firstName,
        lastNameInitial,
        displayName,
        profilePhoto: p?.profilePhoto ?? null,
        yourBio: p?.yourBio ?? null,
        city: row.profile_address?.city ?? row.business_address?.city ?? null,
        province: row.profile_address?.province ?? row.business_address?.province ?? null,
        accountType,
        memberSince: row.users.createdAt.toISOString(),
        business: b
          ? {
              businessName: b.businessName,
              description: b.description,
              website: b.website,
              city: row.business_address?.city ?? null,
              province: row.business_address?.province ?? null,
              categories: await this.categoriesOf(id),
            }
          : null,
        socials: toSocialLinks(row.social_handles),
      };
    },

    async findProfile(userId: string) {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
      return row ?? null;
    },

    async findBusiness(userId: string) {
      const [row] = await db.select().from(businesses).where(eq(businesses.userId, userId)).limit(1);
      return row ?? null;
    },

    async isUserNameTaken(userName: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(and(eq(userProfiles.userName, userName), ne(userProfiles.userId, exceptUserId)))
        .limit(1);
      return !!row;
    },

    async isMobileTaken(mobileNumber: string, countryCode: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(
          and(
            eq(userProfiles.mobileNumber, mobileNumber),
            eq(userProfiles.countryCode, countryCode),
            ne(userProfiles.userId, exceptUserId),
          ),
        )
        .limit(1);
      return !!row;
    },

    async isBusinessNameTaken(name: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: businesses.userId })
        .from(businesses)
        .where(
          and(sql`lower(${businesses.businessName}) = lower(${name})`, ne(businesses.userId, exceptUserId)),
        )
        .limit(1);
      return !!row;
    },

    async updatePersonal(
      userId: string,
      v: {
        firstName: string;
        lastName: string;
        userName: string;
        mobileNumber: string;
        countryCode: string;
        yourBio: string | null;
      },
      address: AddressValues,
    ) {
      const profile = await this.findProfile(userId);
      const business = await this.findBusiness(userId);
      const addressId = await saveAddress(profile?.addressId ?? null, business?.addressId ?? null, address);
      const now = new Date();
      if (profile) {
        await db
          .update(userProfiles)
          .set({ ...v, addressId, updatedAt: now })
          .where(eq(userProfiles.userId, userId));
      } else {
        await db.insert(userProfiles).values({ userId, ...v, addressId });
      }
      await db.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
    },

    async updateBusiness(
      userId: string,
      v: {
        businessName: string;
        description: string | null;
        website: string | null;
        phoneNumber: string;
        countryCode: string;
      },
      address: AddressValues,
    ) {
      const profile = await this.findProfile(userId);
      const business = await this.findBusiness(userId);
      if (!business) return false;
      const addressId = await saveAddress(business.addressId, profile?.addressId ?? null, address);
      const now = new Date();
      await db
        .update(businesses)
        .set({ ...v, addressId, updatedAt: now })
        .where(eq(businesses.userId, userId));
      await db.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
      return true;
    },

    /** See {@link selectableCategoryIds}. */
    selectableCategoryIds: (ids: number[]) => selectableCategoryIds(db, ids),

    /** See {@link replaceUserCategories}: an empty list changes nothing. */
    replaceCategories: (userId: string, categoryIds: number[]) =>
      replaceUserCategories(db, userId, categoryIds),

    async findSocials(userId: string): Promise<TSocialLinks> {
      const [row] = await db.select().from(socialHandles).where(eq(socialHandles.userId, userId)).limit(1);
      return toSocialLinks(row);
    },

    async saveSocials(userId: string, links: TSocialLinks) {
      const now = new Date();
      const [row] = await db
        .insert(socialHandles)
        .values({ userId, ...links })
        .onConflictDoUpdate({ target: socialHandles.userId, set: { ...links, updatedAt: now } })
        .returning({ id: socialHandles.id });
      await db
        .update(userProfiles)
        .set({ socialHandleId: row!.id, updatedAt: now })
        .where(eq(userProfiles.userId, userId));
    },

    async photoUploads(userId: string) {
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.kind, PROFILE_PHOTO_KIND)));
    },

    async findUpload(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row ?? null;
    },

    async deleteUploads(ids: string[]) {
      if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
    },

    async insertUpload(v: typeof uploads.$inferInsert) {
      await db.insert(uploads).values(v);
    },

    async setProfilePhoto(userId: string, url: string | null) {
      const now = new Date();
      await db
        .update(userProfiles)
        .set({ profilePhoto: url, updatedAt: now })
        .where(eq(userProfiles.userId, userId));
      await db.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

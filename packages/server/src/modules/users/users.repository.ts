/** Data access for users, profiles, businesses and addresses. Returns null when nothing matches. */
import {
  type Locale,
  type LoginProvider,
  type MemberKind,
  type MemberType,
  type OnboardingStage,
  ROLE_IDS,
  roleById,
  type SubscriptionState,
  type TAddress,
  type TListUsersQuery,
  type TUser,
  type TUserListItem,
  USER_STATUS_IDS,
  userStatusById,
  type ZListUsersQuery,
} from '@barterbits/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike } from '../../db/rows.ts';
import {
  addresses,
  authSessions,
  businesses,
  emailTokens,
  userLocations,
  userProfiles,
  users,
} from '../../db/schema.ts';
import { adminAuditWriter } from '../../lib/admin-audit.ts';
import { isMemberAccount, memberAccount } from '../members/visibility.ts';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof userProfiles.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A member account is a business one when it has a business record; other accounts have no member type. */
const memberTypeOf = (u: UserRow, b: BusinessRow | null): MemberType | null =>
  isMemberAccount(u) ? (b ? 'CUSTOMER_BUSINESS' : 'CUSTOMER_PERSONAL') : null;

function toAddress(a: AddressRow | null): TAddress | null {
  if (!a) return null;
  return {
    id: a.id,
    addressLine1: a.addressLine1,
    apartment: a.apartment,
    city: a.city,
    province: a.province,
    country: a.country,
    postalCode: a.postalCode,
  };
}

export function toUser(
  u: UserRow,
  p: ProfileRow | null,
  b: BusinessRow | null,
  profileAddress: AddressRow | null,
  businessAddress: AddressRow | null,
  locationSet: boolean,
): TUser {
  const role = roleById(u.roleId);
  return {
    id: u.id,
    email: u.email,
    authMethod: u.authMethod as LoginProvider,
    role,
    roleId: u.roleId,
    socialId: u.socialId,
    statusId: u.statusId,
    status: userStatusById(u.statusId) ?? 'ACTIVE',
    invitedBy: u.invitedBy,
    lastLogin: iso(u.lastLogin),
    checkOutStatus: u.checkOutStatus as OnboardingStage,
    subscription: u.subscription as SubscriptionState,
    memberType: memberTypeOf(u, b),
    accountType: (u.accountType as MemberKind | null) ?? (isMemberAccount(u) && b ? 'BUSINESS' : null),
    emailVerified: u.emailVerifiedAt !== null,
    pinSet: u.pinHash !== null,
    locationSet,
    language: u.language,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
    userProfile: {
      id: p?.id ?? u.id,
      userId: u.id,
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      userName: p?.userName ?? null,
      mobileNumber: p?.mobileNumber ?? null,
      countryCode: p?.countryCode ?? '+1',
      profilePhoto: p?.profilePhoto ?? null,
      yourBio: p?.yourBio ?? null,
      addressId: p?.addressId ?? null,
      socialHandleId: p?.socialHandleId ?? null,
      subRoleId: p?.subRoleId ?? null,
      email: u.email,
      authMethod: u.authMethod as LoginProvider,
      address: toAddress(profileAddress),
    },
    business: b
      ? {
          id: b.id,
          userId: b.userId,
          businessName: b.businessName,
          description: b.description,
          website: b.website,
          phoneNumber: b.phoneNumber,
          countryCode: b.countryCode,
          address: toAddress(businessAddress),
        }
      : null,
  };
}

const profileAddress = alias(addresses, 'profile_address');
const businessAddress = alias(addresses, 'business_address');

export function createUsersRepository(db: DbOrTx) {
  return {
    async findAuthByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    async findAuthById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<TUser | null> {
      const [row] = await db
        .select()
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .leftJoin(businesses, eq(businesses.userId, users.id))
        .leftJoin(profileAddress, eq(profileAddress.id, userProfiles.addressId))
        .leftJoin(businessAddress, eq(businessAddress.id, businesses.addressId))
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      if (!row) return null;
      return toUser(
        row.users,
        row.user_profiles,
        row.businesses,
        row.profile_address,
        row.business_address,
        row.user_locations !== null,
      );
    },

    async setLanguage(id: string, language: Locale) {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async touchLastLogin(id: string) {
      await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id));
    },

    /**
     * Uses the unused `purpose` token of `userId` with this hash: marks it used and returns when it
     * expires, or null when there is none (unknown, someone else's, or used already).
     */
    async useEmailToken(tokenHash: string, purpose: string, userId: string): Promise<Date | null> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.userId, userId),
            isNull(emailTokens.usedAt),
          ),
        )
        .returning({ expiresAt: emailTokens.expiresAt });
      return row?.expiresAt ?? null;
    },

    async setStatus(userId: string, statusId: number) {
      await db.update(users).set({ statusId, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Ends every open session of the account, with `reason` recorded on each. */
    async revokeSessions(userId: string, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    },

    audit: adminAuditWriter(db),

    async list(q: z.output<typeof ZListUsersQuery>): Promise<{ rows: TUserListItem[]; total: number }> {
      const where: SQL[] = [];
      if (q.status) where.push(eq(users.statusId, USER_STATUS_IDS[q.status]));
      if (q.role) where.push(eq(users.roleId, ROLE_IDS[q.role]));
      if (q.memberType === 'CUSTOMER_BUSINESS') where.push(isNotNull(businesses.id));
      if (q.memberType === 'CUSTOMER_PERSONAL')
        where.push(and(memberAccount(users), isNull(businesses.id)) as SQL);
      if (q.search) {
        const term = `%${escapeLike(q.search)}%`;
        where.push(
          or(
            ilike(users.email, term),
            ilike(userProfiles.firstName, term),
            ilike(userProfiles.lastName, term),
            ilike(userProfiles.userName, term),
            ilike(businesses.businessName, term),
            ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, term),
          ) as SQL,
        );
      }
      const cond = where.length ? and(...where) : undefined;
      const sortColumn = {
        created_at: users.createdAt,
        email: users.email,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        lastLogin: users.lastLogin,
        status: users.statusId,
      }[q.sortBy];
      const dir = q.sortOrder === 'ASC' ? asc : desc;
      const base = () =>
        db
          .select()
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .leftJoin(businesses, eq(businesses.userId, users.id));
      const [rows, [totalRow]] = await Promise.all([
        base()
          .where(cond)
          // users.id breaks ties so paging is stable.
          .orderBy(dir(sortColumn), asc(users.id))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: count() })
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .leftJoin(businesses, eq(businesses.userId, users.id))
          .where(cond),
      ]);
      return {
        total: totalRow?.n ?? 0,
        rows: rows.map(({ users: u, user_profiles: p, businesses: b }) => {
          const role = roleById(u.roleId);
          return {
            id: u.id,
            email: u.email,
            role,
            status: userStatusById(u.statusId) ?? 'ACTIVE',
            statusId: u.statusId,
            authMethod: u.authMethod as LoginProvider,
            memberType: memberTypeOf(u, b),
            firstName: p?.firstName ?? null,
            lastName: p?.lastName ?? null,
            userName: p?.userName ?? null,
            mobileNumber: p?.mobileNumber ?? null,
            businessName: b?.businessName ?? null,
            checkOutStatus: u.checkOutStatus as OnboardingStage,
            subscription: u.subscription as SubscriptionState,
            lastLogin: iso(u.lastLogin),
            created_at: u.createdAt.toISOString(),
          };
        }),
      };
    },

    async updateProfileNames(
      userId: string,
      v: { firstName: string; lastName: string; mobileNumber: string },
    ) {
      const now = new Date();
      const updated = await db
        .update(userProfiles)
        .set({ ...v, updatedAt: now })
        .where(eq(userProfiles.userId, userId))
        .returning({ id: userProfiles.id });
      if (updated.length === 0) await db.insert(userProfiles).values({ userId, ...v });
      await db.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
    },

    async isMobileTaken(mobileNumber: string, countryCode: string, exceptUserId: string) {
      const [row] = await db
        .select({ id: userProfiles.userId })
        .from(userProfiles)
        .where(and(eq(userProfiles.mobileNumber, mobileNumber), eq(userProfiles.countryCode, countryCode)))
        .limit(1);
      return !!row && row.id !== exceptUserId;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type { TListUsersQuery };

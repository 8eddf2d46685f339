/** Entities of spec §3 as they travel over the API. Dates are ISO strings. */
import { z } from 'zod';
import {
  ZLoginProvider,
  ZMemberKind,
  ZOnboardingStage,
  ZRole,
  ZSubscriptionState,
  ZUserStatus,
} from './enums.ts';
import { ZLocale } from './i18n/locales.ts';

export const ZId = z.string().uuid();

export const ZAddress = z
  .object({
    id: ZId,
    addressLine1: z.string().nullable(),
    apartment: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    country: z.string(),
    postalCode: z.string().nullable(),
  })
  .meta({ id: 'Address' });
export type TAddress = z.infer<typeof ZAddress>;

export const ZBusiness = z
  .object({
    id: ZId,
    userId: ZId,
    businessName: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    countryCode: z.string(),
    address: ZAddress.nullable(),
  })
  .meta({ id: 'Business' });
export type TBusiness = z.infer<typeof ZBusiness>;

export const ZUserProfile = z
  .object({
    id: ZId,
    userId: ZId,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userName: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    countryCode: z.string(),
    profilePhoto: z.string().nullable(),
    yourBio: z.string().nullable(),
    addressId: ZId.nullable(),
    socialHandleId: ZId.nullable(),
    subRoleId: z.number().int().nullable(),
    email: z.string(),
    authMethod: ZLoginProvider,
    address: ZAddress.nullable(),
  })
  .meta({ id: 'UserProfile' });
export type TUserProfile = z.infer<typeof ZUserProfile>;

/**
 * A user as returned by GET /user/{id} and GET /admin (spec §3 "Admin profile" and "Logged-in member").
 * `business` is null for personal members and admins.
 */
export const ZUser = z
  .object({
    id: ZId,
    email: z.string(),
    authMethod: ZLoginProvider,
    role: ZRole,
    roleId: z.number().int(),
    socialId: z.string().nullable(),
    statusId: z.number().int(),
    status: ZUserStatus,
    invitedBy: ZId.nullable(),
    lastLogin: z.string().nullable(),
    checkOutStatus: ZOnboardingStage,
    subscription: ZSubscriptionState,
    memberType: z.enum(['CUSTOMER_PERSONAL', 'CUSTOMER_BUSINESS']).nullable(),
    /** PERSONAL or BUSINESS as chosen at /profile-setup; null before. */
    accountType: ZMemberKind.nullable(),
    emailVerified: z.boolean(),
    /** Whether a wallet PIN is set (the PIN itself never leaves the server). */
    pinSet: z.boolean(),
    /** Whether the general location is set. */
    locationSet: z.boolean(),
    /** The language the account reads BarterBits in (PATCH /user/language changes it). */
    language: ZLocale,
    created_at: z.string(),
    updated_at: z.string(),
    userProfile: ZUserProfile,
    business: ZBusiness.nullable(),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/** A row of the admin users list. */
export const ZUserListItem = z
  .object({
    id: ZId,
    email: z.string(),
    role: ZRole,
    status: ZUserStatus,
    statusId: z.number().int(),
    authMethod: ZLoginProvider,
    memberType: z.enum(['CUSTOMER_PERSONAL', 'CUSTOMER_BUSINESS']).nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userName: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    businessName: z.string().nullable(),
    checkOutStatus: ZOnboardingStage,
    subscription: ZSubscriptionState,
    lastLogin: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZAdminRole = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), isActive: z.boolean() })
  .meta({ id: 'AdminRole' });
export type TAdminRole = z.infer<typeof ZAdminRole>;

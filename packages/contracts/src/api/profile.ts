/**
 * Profile calls: the public view other members see, editing the own personal
 * info, business details, business categories and social links, and the profile photo.
 */
import { z } from 'zod';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZId, ZUser } from '../entities.ts';
import { ZMemberKind } from '../enums.ts';
import { dataEnvelope } from '../envelope.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  SOCIAL_NETWORKS,
  ZBio,
  ZBusinessDescription,
  ZBusinessName,
  ZMobileNumber,
  ZSocials,
  ZWebsite,
} from '../rules.ts';
import {
  MAX_BUSINESS_CATEGORIES,
  ONBOARDING_MESSAGES,
  ZAddressInput,
  ZCategoryId,
  ZCountryCode,
  ZPersonalProfileRequest,
} from './onboarding.ts';

/** Messages of the profile calls that the spec does not give (ours; see the decisions list). */
export const PROFILE_MESSAGES = {
  businessOnly: 'Only business members have business details.',
  ownProfileOnly: 'You can only change your own profile.',
  photoUpdated: 'Your profile photo has been updated.',
  photoRemoved: 'Your profile photo has been removed.',
  noPhoto: 'You have no profile photo.',
  saved: 'Your changes have been saved.',
} as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Social links as stored: null when not given. */
export const ZSocialLinks = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, z.string().nullable()])) as {
      [K in SocialNetwork]: z.ZodNullable<z.ZodString>;
    },
  )
  .meta({ id: 'SocialLinks' });
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

/** A category as shown on a profile. */
export const ZProfileCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The name in French, when the admin gave one. */
    nameFr: z.string().nullable(),
    parentId: z.number().int().nullable(),
  })
  .meta({ id: 'ProfileCategory' });
export type TProfileCategory = z.infer<typeof ZProfileCategory>;

/**
 * What another member sees (GET /user/{id}/public, also GET /user/{id}?raw=explore): never the
 * street address, postal code, e-mail or phone numbers; the last name is shortened to its initial.
 */
export const ZPublicProfile = z
  .object({
    id: ZId,
    userName: z.string().nullable(),
    firstName: z.string().nullable(),
    /** First letter of the last name, e.g. "M". */
    lastNameInitial: z.string().nullable(),
    /** "Alex M." (or the username when no name is set). */
    displayName: z.string(),
    profilePhoto: z.string().nullable(),
    yourBio: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    accountType: ZMemberKind,
    /** ISO date the account was created. */
    memberSince: z.string(),
    business: z
      .object({
        businessName: z.string(),
        description: z.string().nullable(),
        website: z.string().nullable(),
        city: z.string().nullable(),
        province: z.string().nullable(),
        categories: z.array(ZProfileCategory),
      })
      .nullable(),
    socials: ZSocialLinks,
  })
  .strict()
  .meta({ id: 'PublicProfile' });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
export const ZPublicProfileResponse = dataEnvelope(ZPublicProfile);
export type TPublicProfileResponse = z.infer<typeof ZPublicProfileResponse>;

/** The own account as returned after an edit (the private view of GET /user/{id}). */
export const ZProfileUserResponse = dataEnvelope(ZUser);
export type TProfileUserResponse = z.infer<typeof ZProfileUserResponse>;

/** A bio: optional; empty clears it; otherwise at least 5 and under 250 characters. */
export const ZOptionalBio = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(ZBio.max(249, M.textAreaMax).nullable());

/** PUT /user/{id}: the personal info of /my-profile/edit-personal-info. */
export const ZUpdatePersonalInfoRequest = ZPersonalProfileRequest.extend({ yourBio: ZOptionalBio });
export type TUpdatePersonalInfoRequest = z.input<typeof ZUpdatePersonalInfoRequest>;

const ZOptionalWebsite = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .pipe(ZWebsite.nullable());

const ZOptionalDescription = ZBusinessDescription.optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** PUT /user/business: the business details of /my-profile/edit-business-details. */
export const ZUpdateBusinessDetailsRequest = z.object({
  businessName: ZBusinessName,
  description: ZOptionalDescription,
  website: ZOptionalWebsite,
  phoneNumber: ZMobileNumber,
  countryCode: ZCountryCode,
  address: ZAddressInput,
});
export type TUpdateBusinessDetailsRequest = z.input<typeof ZUpdateBusinessDetailsRequest>;

/** PUT /user/business/categories: the business's categories (1 to 5, active ones). */
export const ZUpdateMyCategoriesRequest = z.object({
  categoryIds: z
    .array(ZCategoryId, { error: ONBOARDING_MESSAGES.categoriesMin })
    .min(1, ONBOARDING_MESSAGES.categoriesMin)
    .max(MAX_BUSINESS_CATEGORIES, ONBOARDING_MESSAGES.categoriesMax)
    .refine((ids) => new Set(ids).size === ids.length, ONBOARDING_MESSAGES.categoryUnavailable),
});
export type TUpdateMyCategoriesRequest = z.infer<typeof ZUpdateMyCategoriesRequest>;
export const ZMyCategoriesResponse = dataEnvelope(z.array(ZProfileCategory));
export type TMyCategoriesResponse = z.infer<typeof ZMyCategoriesResponse>;

/** PUT /user/socials: every link optional, https:// only, lower-cased; empty removes it. */
export const ZUpdateSocialsRequest = ZSocials;
export type TUpdateSocialsRequest = z.input<typeof ZUpdateSocialsRequest>;
export const ZSocialsResponse = dataEnvelope(ZSocialLinks);
export type TSocialsResponse = z.infer<typeof ZSocialsResponse>;

/** Sizes of a stored profile photo: the re-encoded original and the 256×256 thumbnail. */
export const UPLOAD_VARIANTS = ['full', 'thumb'] as const;
export const PROFILE_PHOTO_THUMB_PX = 256;
/** The longest side of a stored original (larger photos are scaled down). */
export const PROFILE_PHOTO_MAX_PX = 2048;
export const ZUploadFileParams = z.object({
  id: ZId,
  file: z.enum(UPLOAD_VARIANTS.map((v) => `${v}.webp`) as ['full.webp', 'thumb.webp']),
});

/** The multipart field that carries the file. */
export const PROFILE_PHOTO_FIELD = 'file';

const TAG = 'profile';

export const profileEndpoints = {
  getPublicProfile: {
    method: 'GET',
    path: '/user/:id/public',
    audience: 'user',
    summary: "An active member's public profile (what other members see; also GET /user/{id}?raw=explore)",
    tag: TAG,
    params: z.object({ id: ZId }),
    response: ZPublicProfileResponse,
  },
  updatePersonalInfo: {
    method: 'PUT',
    path: '/user/:id',
    audience: 'member',
    summary: 'Update the own personal info (name, username, mobile, address, bio)',
    tag: TAG,
    params: z.object({ id: ZId }),
    body: ZUpdatePersonalInfoRequest,
    response: ZProfileUserResponse,
    unique: ['userName', 'phoneNumber'],
  },
  updateBusinessDetails: {
    method: 'PUT',
    path: '/user/business',
    audience: 'member',
    summary: 'Update the own business (name, description, website, phone, address)',
    tag: TAG,
    body: ZUpdateBusinessDetailsRequest,
    response: ZProfileUserResponse,
    unique: ['businessName'],
  },
  getMyCategories: {
    method: 'GET',
    path: '/user/business/categories',
    audience: 'member',
    summary: "The own business's selected categories",
    tag: TAG,
    response: ZMyCategoriesResponse,
  },
  updateMyCategories: {
    method: 'PUT',
    path: '/user/business/categories',
    audience: 'member',
    summary: "Replace the own business's categories (1 to 5 active ones)",
    tag: TAG,
    body: ZUpdateMyCategoriesRequest,
    response: ZMyCategoriesResponse,
  },
  getSocials: {
    method: 'GET',
    path: '/user/socials',
    audience: 'member',
    summary: 'The own social links',
    tag: TAG,
    response: ZSocialsResponse,
  },
  updateSocials: {
    method: 'PUT',
    path: '/user/socials',
    audience: 'member',
    summary: 'Set the own social links (https:// only; empty removes one)',
    tag: TAG,
    body: ZUpdateSocialsRequest,
    response: ZSocialsResponse,
  },
  uploadProfilePhoto: {
    method: 'POST',
    path: '/user/profile-photo',
    audience: 'member',
    summary:
      'Upload a profile photo (multipart/form-data, one file in field "file"; JPEG, PNG or WebP by content, at most 5 MB)',
    tag: TAG,
    response: ZProfileUserResponse,
  },
  deleteProfilePhoto: {
    method: 'DELETE',
    path: '/user/profile-photo',
    audience: 'member',
    summary: 'Remove the profile photo',
    tag: TAG,
    response: ZProfileUserResponse,
  },
} as const satisfies Record<string, EndpointDef>;

/**
 * Onboarding calls: account type, personal profile, business details, business
 * categories with the community pledge, the duplicate check used while typing, and the admin's
 * business-category and pledge management.
 */
import { z } from 'zod';
import { CANADIAN_PROVINCES, DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE } from '../constants.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { ZUser } from '../entities.ts';
import { ZDuplicateCheckField, ZMemberKind } from '../enums.ts';
import { dataEnvelope, zNumeric } from '../envelope.ts';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  ZBusinessDescription,
  ZBusinessName,
  ZMobileNumber,
  ZPersonName,
  ZPostalCode,
  ZUserName,
  ZWebsite,
} from '../rules.ts';

// The 13 provinces and territories live with the country in constants.ts (no schemas), for the forms on
// every page.
export { CANADIAN_PROVINCES };
export const ZProvince = z.enum(CANADIAN_PROVINCES, { error: M.required });

/** Only Canada is served for now (spec §9: country default Canada). */
export const SUPPORTED_COUNTRIES = [DEFAULT_COUNTRY] as const;
/** Only +1 is served for now (spec §9: phone country code default +1). */
export const SUPPORTED_COUNTRY_CODES = [DEFAULT_COUNTRY_CODE] as const;

/** Messages of the onboarding forms that the spec does not give (ours; see the decisions list). */
export const ONBOARDING_MESSAGES = {
  businessNameInUse: 'This business name is already in use.',
  countryUnsupported: 'Only Canada is supported for now.',
  countryCodeUnsupported: 'Only +1 phone numbers are supported for now.',
  cityMax: 'City must be at most 100 characters.',
  addressLineMax: 'Address must be at most 200 characters.',
  apartmentMax: 'Apartment must be at most 50 characters.',
  categoriesMin: 'Please select at least one category.',
  categoriesMax: 'You can select at most 5 categories.',
  categoryUnavailable: 'One of the selected categories is no longer available. Please review your choice.',
  pledgeRequired: 'Please accept the pledge to continue.',
  accountTypeFirst: 'Please choose the matching account type first.',
  categoryNameMax: 'Category name must be at most 100 characters.',
  categoryNameTaken: 'A category with this name already exists here.',
  categoryInUse: 'This category is selected by members. Deactivate it instead of deleting it.',
  parentNotFound: 'The parent category does not exist.',
  parentIsSubCategory: 'Sub-categories can only be added to a top-level category.',
  pledgeTextMax: 'The pledge must be at most 5000 characters.',
  categoryNameFrTaken: 'A category with this French name already exists here.',
  pledgeMissing: 'No pledge has been set yet.',
} as const;

/** Most categories a business may pick (spec leaves it open; ours). */
export const MAX_BUSINESS_CATEGORIES = 5;

/** The message shown when `field` already belongs to another account (spec §8 where it has one). */
export const DUPLICATE_MESSAGES = {
  userName: ERROR_MESSAGES.userNameInUse,
  phoneNumber: ERROR_MESSAGES.mobileInUse,
  businessName: ONBOARDING_MESSAGES.businessNameInUse,
  email: ERROR_MESSAGES.emailExists,
} as const satisfies Record<z.infer<typeof ZDuplicateCheckField>, string>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZCountryCode = z
  .string()
  .trim()
  .default(DEFAULT_COUNTRY_CODE)
  .refine((v) => (SUPPORTED_COUNTRY_CODES as readonly string[]).includes(v), {
    message: ONBOARDING_MESSAGES.countryCodeUnsupported,
  });

/** The address of the personal and business sign-up forms (spec §3). */
export const ZAddressInput = z.object({
  province: ZProvince,
  city: z.string({ error: M.required }).trim().min(1, M.required).max(100, ONBOARDING_MESSAGES.cityMax),
  country: z
    .string()
    .trim()
    .default(DEFAULT_COUNTRY)
    .refine((v) => (SUPPORTED_COUNTRIES as readonly string[]).includes(v), {
      message: ONBOARDING_MESSAGES.countryUnsupported,
    }),
  addressLine1: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(200, ONBOARDING_MESSAGES.addressLineMax),
  apartment: optionalText(50, ONBOARDING_MESSAGES.apartmentMax),
  postalCode: ZPostalCode,
});
export type TAddressInput = z.input<typeof ZAddressInput>;

/** POST /onboarding/account-type */
export const ZSetAccountTypeRequest = z.object({ accountType: ZMemberKind });
export type TSetAccountTypeRequest = z.infer<typeof ZSetAccountTypeRequest>;
export const ZOnboardingUserResponse = dataEnvelope(ZUser);
export type TOnboardingUserResponse = z.infer<typeof ZOnboardingUserResponse>;

/** POST /onboarding/personal-profile (spec §3 "Personal sign-up info"). */
export const ZPersonalProfileRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  userName: ZUserName,
  phoneNumber: ZMobileNumber,
  countryCode: ZCountryCode,
  address: ZAddressInput,
});
export type TPersonalProfileRequest = z.input<typeof ZPersonalProfileRequest>;

/** An optional website: empty means none. */
const ZOptionalWebsite = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(ZWebsite.optional());

/** POST /onboarding/business-detail: the business (spec §3 "Business info") and its contact person. */
export const ZBusinessDetailRequest = z.object({
  businessName: ZBusinessName,
  website: ZOptionalWebsite,
  description: ZBusinessDescription.optional().transform((v) => (v ? v : undefined)),
  phoneNumber: ZMobileNumber,
  countryCode: ZCountryCode,
  address: ZAddressInput,
  firstName: ZPersonName,
  lastName: ZPersonName,
  userName: ZUserName,
});
export type TBusinessDetailRequest = z.input<typeof ZBusinessDetailRequest>;

/** GET /user/duplicate-check */
export const ZDuplicateCheckQuery = z.object({
  field: ZDuplicateCheckField,
  value: z.string({ error: M.required }).trim().min(1, M.required).max(254),
  /** For phoneNumber; default +1. */
  countryCode: z.string().trim().max(5).default(DEFAULT_COUNTRY_CODE),
});
export type TDuplicateCheckQuery = z.input<typeof ZDuplicateCheckQuery>;
export const ZDuplicateCheckResponse = dataEnvelope(
  z.object({ available: z.boolean(), message: z.string().nullable() }),
);
export type TDuplicateCheckResponse = z.infer<typeof ZDuplicateCheckResponse>;

/** A business category; `parentId` is set on sub-categories. */
export const ZBusinessSubCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The name in French; null when the admin gave none (French readers then see `name`). */
    nameFr: z.string().nullable(),
    parentId: z.number().int().nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'BusinessSubCategory' });
export type TBusinessSubCategory = z.infer<typeof ZBusinessSubCategory>;
export const ZBusinessCategory = ZBusinessSubCategory.extend({
  subCategories: z.array(ZBusinessSubCategory),
}).meta({ id: 'BusinessCategory' });
export type TBusinessCategory = z.infer<typeof ZBusinessCategory>;

/** Category ids are PostgreSQL `integer`s: larger numbers can name no category. */
export const CATEGORY_ID_MAX = 2_147_483_647;
const CATEGORY_ID_MESSAGE = 'The category id must be a positive whole number.';
/** A category id in a JSON body: a real number, never `true` or a string. */
export const ZCategoryId = z
  .number({ error: CATEGORY_ID_MESSAGE })
  .int(CATEGORY_ID_MESSAGE)
  .positive(CATEGORY_ID_MESSAGE)
  .max(CATEGORY_ID_MAX, CATEGORY_ID_MESSAGE);

export const ZCategoryIdParams = z.object({ id: zNumeric(ZCategoryId, CATEGORY_ID_MESSAGE) });
export const ZListBusinessCategoriesResponse = dataEnvelope(z.array(ZBusinessCategory));
export type TListBusinessCategoriesResponse = z.infer<typeof ZListBusinessCategoriesResponse>;
export const ZBusinessCategoryResponse = dataEnvelope(ZBusinessCategory);
export type TBusinessCategoryResponse = z.infer<typeof ZBusinessCategoryResponse>;

const ZCategoryName = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(100, ONBOARDING_MESSAGES.categoryNameMax);

/**
 * Optional French wording of an admin-written text: blank or null means none (French readers then see
 * the English one).
 */
const optionalFrench = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((v) => (v ? v : null));

/** POST /user/business/category */
export const ZCreateBusinessCategoryRequest = z.object({
  name: ZCategoryName,
  nameFr: optionalFrench(100, ONBOARDING_MESSAGES.categoryNameMax).default(null),
  isActive: z.boolean().default(true),
});
export type TCreateBusinessCategoryRequest = z.input<typeof ZCreateBusinessCategoryRequest>;

/** POST /user/business/sub-category */
export const ZCreateBusinessSubCategoryRequest = ZCreateBusinessCategoryRequest.extend({
  parentId: z
    .number({ error: M.required })
    .int(M.required)
    .positive(M.required)
    .max(CATEGORY_ID_MAX, ONBOARDING_MESSAGES.parentNotFound),
});
export type TCreateBusinessSubCategoryRequest = z.input<typeof ZCreateBusinessSubCategoryRequest>;

/** PUT /user/business/category/{id}: categories and sub-categories alike. */
export const ZUpdateBusinessCategoryRequest = z.object({
  name: ZCategoryName,
  /** Absent: the French name stays as it is; null or blank: removed. */
  nameFr: optionalFrench(100, ONBOARDING_MESSAGES.categoryNameMax).optional(),
  isActive: z.boolean({ error: M.required }),
});
export type TUpdateBusinessCategoryRequest = z.input<typeof ZUpdateBusinessCategoryRequest>;

/** DELETE /user/business/category?categoryIds=1,2 */
export const ZDeleteBusinessCategoriesQuery = z.object({
  categoryIds: z
    .string({ error: M.required })
    .trim()
    .regex(/^\d+(,\d+)*$/, 'categoryIds must be a comma-separated list of ids.')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= 100 && ids.every((n) => ZCategoryId.safeParse(n).success), {
      message: 'categoryIds must be at most 100 positive ids.',
    }),
});
export type TDeleteBusinessCategoriesQuery = z.input<typeof ZDeleteBusinessCategoriesQuery>;
export const ZDeleteBusinessCategoriesResponse = dataEnvelope(z.object({ deletedIds: z.array(z.number()) }));

/** POST /onboarding/business-categories: the chosen categories and the accepted pledge. */
export const ZSaveBusinessCategoriesRequest = z.object({
  categoryIds: z
    .array(ZCategoryId, { error: ONBOARDING_MESSAGES.categoriesMin })
    .min(1, ONBOARDING_MESSAGES.categoriesMin)
    .max(MAX_BUSINESS_CATEGORIES, ONBOARDING_MESSAGES.categoriesMax)
    .refine((ids) => new Set(ids).size === ids.length, ONBOARDING_MESSAGES.categoryUnavailable),
  pledge: z.literal(true, { error: ONBOARDING_MESSAGES.pledgeRequired }),
});
export type TSaveBusinessCategoriesRequest = z.infer<typeof ZSaveBusinessCategoriesRequest>;

/** The community pledge (the newest version is current). */
export const ZPledge = z
  .object({
    id: z.number().int(),
    description: z.string(),
    /** The pledge in French; null when the admin gave none (French readers then see `description`). */
    descriptionFr: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Pledge' });
export type TPledge = z.infer<typeof ZPledge>;
export const ZPledgeResponse = dataEnvelope(ZPledge.nullable());
export type TPledgeResponse = z.infer<typeof ZPledgeResponse>;
export const ZCreatePledgeRequest = z.object({
  description: z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(5000, ONBOARDING_MESSAGES.pledgeTextMax),
  descriptionFr: optionalFrench(5000, ONBOARDING_MESSAGES.pledgeTextMax).default(null),
});
export type TCreatePledgeRequest = z.input<typeof ZCreatePledgeRequest>;

const TAG = 'onboarding';
const CATEGORIES = 'business-categories';

export const onboardingEndpoints = {
  setAccountType: {
    method: 'POST',
    path: '/onboarding/account-type',
    audience: 'member',
    summary: 'Choose Personal or Business at /profile-setup (only while at ACCOUNT_SETUP)',
    tag: TAG,
    body: ZSetAccountTypeRequest,
    response: ZOnboardingUserResponse,
  },
  savePersonalProfile: {
    method: 'POST',
    path: '/onboarding/personal-profile',
    audience: 'member',
    summary: 'Save the personal profile and address; completes ACCOUNT_SETUP',
    tag: TAG,
    body: ZPersonalProfileRequest,
    response: ZOnboardingUserResponse,
    unique: ['userName', 'phoneNumber'],
  },
  saveBusinessDetail: {
    method: 'POST',
    path: '/onboarding/business-detail',
    audience: 'member',
    summary: 'Save the business, its address and contact person; completes ACCOUNT_SETUP',
    tag: TAG,
    body: ZBusinessDetailRequest,
    response: ZOnboardingUserResponse,
    unique: ['businessName', 'userName', 'phoneNumber'],
  },
  saveBusinessCategories: {
    method: 'POST',
    path: '/onboarding/business-categories',
    audience: 'member',
    summary: "Save the business's categories and the accepted pledge; completes CATEGORY_SELECTION",
    tag: TAG,
    body: ZSaveBusinessCategoriesRequest,
    response: ZOnboardingUserResponse,
  },
  duplicateCheck: {
    method: 'GET',
    path: '/user/duplicate-check',
    audience: 'public',
    summary: 'Whether a username, mobile number, business name or e-mail is still free (throttled)',
    tag: TAG,
    query: ZDuplicateCheckQuery,
    response: ZDuplicateCheckResponse,
  },
  listBusinessCategories: {
    method: 'GET',
    path: '/user/business/category',
    audience: 'user',
    summary: 'Business categories with sub-categories, alphabetical (members: active ones; admins: all)',
    tag: CATEGORIES,
    response: ZListBusinessCategoriesResponse,
  },
  getBusinessCategory: {
    method: 'GET',
    path: '/user/business/category/:id',
    audience: 'admin',
    summary: 'One category or sub-category with its sub-categories',
    tag: CATEGORIES,
    params: ZCategoryIdParams,
    response: ZBusinessCategoryResponse,
  },
  createBusinessCategory: {
    method: 'POST',
    path: '/user/business/category',
    audience: 'admin',
    summary: 'Create a top-level business category',
    tag: CATEGORIES,
    body: ZCreateBusinessCategoryRequest,
    response: ZBusinessCategoryResponse,
    unique: ['name'],
  },
  createBusinessSubCategory: {
    method: 'POST',
    path: '/user/business/sub-category',
    audience: 'admin',
    summary: 'Create a sub-category under a top-level category',
    tag: CATEGORIES,
    body: ZCreateBusinessSubCategoryRequest,
    response: ZBusinessCategoryResponse,
    unique: ['name'],
  },
  updateBusinessCategory: {
    method: 'PUT',
    path: '/user/business/category/:id',
    audience: 'admin',
    summary: 'Rename or (de)activate a category or sub-category',
    tag: CATEGORIES,
    params: ZCategoryIdParams,
    body: ZUpdateBusinessCategoryRequest,
    response: ZBusinessCategoryResponse,
    unique: ['name'],
  },
  deleteBusinessCategories: {
    method: 'DELETE',
    path: '/user/business/category',
    audience: 'admin',
    summary: 'Delete categories (with their sub-categories) that no member has selected',
    tag: CATEGORIES,
    query: ZDeleteBusinessCategoriesQuery,
    response: ZDeleteBusinessCategoriesResponse,
  },
  getPledge: {
    method: 'GET',
    path: '/user/pledge',
    audience: 'user',
    summary: 'The current community pledge text',
    tag: CATEGORIES,
    response: ZPledgeResponse,
  },
  createPledge: {
    method: 'POST',
    path: '/user/pledge',
    audience: 'admin',
    summary: 'Save a new version of the pledge text (it becomes the current one)',
    tag: CATEGORIES,
    body: ZCreatePledgeRequest,
    response: ZPledgeResponse,
  },
} as const satisfies Record<string, EndpointDef>;

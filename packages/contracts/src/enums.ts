/** Enumerations of spec §3 and §4. Each is a const tuple plus a zod enum so server, client and OpenAPI agree. */
import { z } from 'zod';
import { PAGES, type PagePath } from './pages.ts';

export const MEMBER_KINDS = ['PERSONAL', 'BUSINESS'] as const;
export const ZMemberKind = z.enum(MEMBER_KINDS);
export type MemberKind = z.infer<typeof ZMemberKind>;

/** Member type: business if a business record exists. */
export const MEMBER_TYPES = ['CUSTOMER_PERSONAL', 'CUSTOMER_BUSINESS'] as const;
export const ZMemberType = z.enum(MEMBER_TYPES);
export type MemberType = z.infer<typeof ZMemberType>;

export const LOGIN_PROVIDERS = ['Google', 'Facebook', 'Apple', 'Custom'] as const;
export const ZLoginProvider = z.enum(LOGIN_PROVIDERS);
export type LoginProvider = z.infer<typeof ZLoginProvider>;

export const REVIEW_REACTIONS = ['LIKE', 'DISLIKE', 'NEUTRAL'] as const;
export const ZReviewReaction = z.enum(REVIEW_REACTIONS);
export type ReviewReaction = z.infer<typeof ZReviewReaction>;

/** Onboarding stages, in the order of spec §4 (CHANGE_PASSWORD is the social sign-up's first step). */
export const ONBOARDING_STAGES = [
  'CHANGE_PASSWORD',
  'EMAIL_VERIFICATION',
  'ACCOUNT_SETUP',
  'CATEGORY_SELECTION',
  'SUBSCRIPTION',
  'PIN_SETUP',
  'COMPLETED',
] as const;
export const ZOnboardingStage = z.enum(ONBOARDING_STAGES);
export type OnboardingStage = z.infer<typeof ZOnboardingStage>;

/** The route a member is sent to for each stage. */
export const ONBOARDING_STAGE_ROUTES: Record<OnboardingStage, PagePath> = {
  CHANGE_PASSWORD: PAGES.choosePassword.path,
  EMAIL_VERIFICATION: PAGES.emailVerification.path,
  ACCOUNT_SETUP: PAGES.profileSetup.path,
  CATEGORY_SELECTION: PAGES.businessCategories.path,
  SUBSCRIPTION: PAGES.subscription.path,
  PIN_SETUP: PAGES.pinSetup.path,
  COMPLETED: PAGES.home.path,
};

/** Human labels that the server may report for a stage; they map to the same routes. */
export const ONBOARDING_STAGE_LABELS: Record<string, OnboardingStage> = {
  'Email Verification': 'EMAIL_VERIFICATION',
  'Account Setup': 'ACCOUNT_SETUP',
};

export const DUPLICATE_CHECK_FIELDS = ['userName', 'phoneNumber', 'businessName', 'email'] as const;
export const ZDuplicateCheckField = z.enum(DUPLICATE_CHECK_FIELDS);
export type DuplicateCheckField = z.infer<typeof ZDuplicateCheckField>;

export const OFFER_CATEGORIES = ['Product', 'Services', 'Cars & Vehicles', 'Vacation Rentals'] as const;
export const ZOfferCategory = z.enum(OFFER_CATEGORIES);
export type OfferCategory = z.infer<typeof ZOfferCategory>;

/** Filter ids of the offer categories: 1 product, 2 services, 3 vacation, 4 vehicles. */
export const OFFER_CATEGORY_FILTER_IDS: Record<OfferCategory, number> = {
  Product: 1,
  Services: 2,
  'Vacation Rentals': 3,
  'Cars & Vehicles': 4,
};
/** Every category at once ('1,2,3,4'), in id order. */
export const ALL_OFFER_CATEGORY_FILTER = Object.values(OFFER_CATEGORY_FILTER_IDS)
  .sort((a, b) => a - b)
  .join(',');

export const OFFER_STATUSES = [
  'DRAFT',
  'ACTIVE',
  'PAUSED',
  'DELETE',
  'ARCHIVE',
  'DEACTIVATED',
  'DISABLED',
  'FAVOURITE',
] as const;
export const ZOfferStatus = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof ZOfferStatus>;

/** Statuses a member may set through PATCH /offer with user=MEMBER. */
export const MEMBER_CHANGEABLE_OFFER_STATUSES = [
  'DRAFT',
  'ARCHIVE',
  'DISABLED',
  'PAUSED',
  'ACTIVE',
  'DELETE',
] as const satisfies readonly OfferStatus[];

export const OFFER_REPORT_REASONS = [
  'SUSPICIOUS',
  'ITS_SPAM',
  'ADULT_CONTENT',
  'FALSE_INFORMATION',
  'MY_INTELLECTUAL_PROPERTY',
  'OFFENSIVE_OR_INAPPROPRIATE',
  'OTHER',
] as const;
export const ZOfferReportReason = z.enum(OFFER_REPORT_REASONS);
export type OfferReportReason = z.infer<typeof ZOfferReportReason>;

export const PRICE_TYPES = ['Hourly', 'Fixed', 'See Description'] as const;
export const ZPriceType = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof ZPriceType>;

export const WALLET_TRANSACTION_TYPES = [
  'ADD_BITS',
  'GIFT',
  'GIFT_REWARD',
  'SALE_PURCHASE',
  'REWARDS',
  'REFUND',
  'TRANSFER',
  'SALE',
  'PURCHASE',
  'UNKNOWN',
  // A card load disputed at the member's bank: its BITS still in the wallet held, then released or charged back.
  'DISPUTE_HOLD',
  'DISPUTE_RELEASE',
  'CHARGEBACK',
] as const;
export const ZWalletTransactionType = z.enum(WALLET_TRANSACTION_TYPES);
export type WalletTransactionType = z.infer<typeof ZWalletTransactionType>;

/** Labels shown for transaction types; the spec names three, the rest read as their names in words. */
export const WALLET_TRANSACTION_TYPE_LABELS: Record<WalletTransactionType, string> = {
  ADD_BITS: 'Load BITS',
  GIFT: 'Gift',
  GIFT_REWARD: 'RW-System',
  SALE_PURCHASE: 'Sale',
  REWARDS: 'Rewards',
  REFUND: 'Refund',
  TRANSFER: 'Transfer',
  SALE: 'Sale',
  PURCHASE: 'Purchase',
  UNKNOWN: 'Unknown',
  DISPUTE_HOLD: 'Held: card payment disputed',
  DISPUTE_RELEASE: 'Released: dispute resolved',
  CHARGEBACK: 'Chargeback',
};

export const TRANSACTION_STATUSES = [
  'PROCESSING',
  'PENDING',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
  'REJECTED',
  'REFUND',
  'ACCEPTED',
  'RETURNED',
] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof ZTransactionStatus>;

export const SUBSCRIPTION_STATES = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export const ZSubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;

export const DOWNLOAD_STATES = ['DOWNLOADED', 'DOWNLOADING', 'DEFAULT'] as const;
export const ZDownloadState = z.enum(DOWNLOAD_STATES);
export type DownloadState = z.infer<typeof ZDownloadState>;

/** Account roles (roles table ids 1 and 2; docs/decisions.md). */
export const ROLES = ['ADMIN', 'MEMBER'] as const;
export const ZRole = z.enum(ROLES);
export type Role = z.infer<typeof ZRole>;
export const ROLE_IDS: Record<Role, number> = { ADMIN: 1, MEMBER: 2 };
/** The role of a roles-table id: ADMIN for the admin id, MEMBER for any other. */
export const roleById = (roleId: number): Role => (roleId === ROLE_IDS.ADMIN ? 'ADMIN' : 'MEMBER');

/** Account statuses (statusId; spec leaves them open, docs/decisions.md). */
export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof ZUserStatus>;
export const USER_STATUS_IDS: Record<UserStatus, number> = { ACTIVE: 1, SUSPENDED: 2, DEACTIVATED: 3 };
export const userStatusById = (id: number): UserStatus | undefined =>
  (Object.entries(USER_STATUS_IDS) as [UserStatus, number][]).find(([, v]) => v === id)?.[0];

/** Rating control label: "N Heart(s)". */
export const heartsLabel = (n: number): string => `${n} Heart${n === 1 ? '' : 's'}`;

/**
 * The one database schema, for PGlite and PostgreSQL alike: each module's tables live next to it, in
 * `modules/<module>/<module>.schema.ts` (the shared services' tables in `db/shared.schema.ts`), and this
 * index lists them all. drizzle-kit reads this file (drizzle.config.ts); changes go through
 * `npm run db:generate`, which writes a committed SQL migration under packages/server/drizzle.
 */

export * from '../modules/accounts/accounts.schema.ts';
export * from '../modules/admin-accounts/admin-accounts.schema.ts';
export * from '../modules/analytics/analytics.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/barter/barter.schema.ts';
export * from '../modules/business-categories/business-categories.schema.ts';
export * from '../modules/chat/chat.schema.ts';
export * from '../modules/feedback/feedback.schema.ts';
export * from '../modules/gifts/gifts.schema.ts';
export * from '../modules/maintenance/maintenance.schema.ts';
export * from '../modules/membership/membership.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/offer-engagement/offer-engagement.schema.ts';
export * from '../modules/offer-media/offer-media.schema.ts';
export * from '../modules/offer-search/offer-search.schema.ts';
export * from '../modules/offers/offers.schema.ts';
export * from '../modules/onboarding/onboarding.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/pin-location/pin-location.schema.ts';
export * from '../modules/profile/profile.schema.ts';
export * from '../modules/referrals/referrals.schema.ts';
export * from '../modules/reviews/reviews.schema.ts';
export * from '../modules/users/users.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export * from '../modules/wants/wants.schema.ts';
export * from './shared.schema.ts';

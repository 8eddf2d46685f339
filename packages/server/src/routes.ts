/**
 * Every v1 route module, registered under /v1. A module's routes function receives the shared
 * dependencies and builds its own service from them.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { preparedSql } from './db/rows.ts';
import type { Deps } from './deps.ts';
import { route } from './lib/route.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { barterRoutes } from './modules/barter/barter.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { donationsRoutes } from './modules/donations/donations.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { giftsRoutes } from './modules/gifts/gifts.routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { offerEngagementRoutes } from './modules/offer-engagement/offer-engagement.routes.ts';
import { offerMediaRoutes } from './modules/offer-media/offer-media.routes.ts';
import { offerSearchRoutes } from './modules/offer-search/offer-search.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes.ts';
import { pinLocationRoutes } from './modules/pin-location/pin-location.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { testingRoutes } from './modules/testing/testing.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { walletAdminRoutes } from './modules/wallet-admin/wallet-admin.routes.ts';
import { wantsRoutes } from './modules/wants/wants.routes.ts';

/** The health check's round trip to the database. */
const databaseAnswers = preparedSql('health', () => sql`select 1`);

export function registerRoutes(v1: FastifyInstance, deps: Deps) {
  route(v1, 'health', async () => {
    await databaseAnswers(deps.db, {});
    return { status: 'ok' as const, db: v1.database.kind };
  });
  authRoutes(v1, deps.auth);
  usersRoutes(v1, deps.users);
  accountsRoutes(v1, deps);
  onboardingRoutes(v1, deps);
  pinLocationRoutes(v1, deps);
  membershipRoutes(v1, deps);
  socialRoutes(v1, deps);
  profileRoutes(v1, deps);
  offersRoutes(v1, deps);
  offerSearchRoutes(v1, deps);
  offerEngagementRoutes(v1, deps);
  offerMediaRoutes(v1, deps);
  walletRoutes(v1, deps);
  barterRoutes(v1, deps);
  giftsRoutes(v1, deps);
  donationsRoutes(v1, deps);
  walletAdminRoutes(v1, deps);
  wantsRoutes(v1, deps);
  paymentsAdminRoutes(v1, deps);
  notificationsRoutes(v1, deps);
  membersRoutes(v1, deps);
  reviewsRoutes(v1, deps);
  referralsRoutes(v1, deps);
  chatRoutes(v1, deps);
  feedbackRoutes(v1, deps);
  maintenanceRoutes(v1, deps);
  analyticsRoutes(v1, deps);
  adminAccountsRoutes(v1, deps);
  if (deps.config.enableTestApi) testingRoutes(v1, deps);
}

/**
 * The admin console's data provider: one provider per resource, each beside its screens, combined
 * with react-admin's `combineDataProviders`. Like ra-data-simple-rest, their methods only map
 * react-admin calls to API calls and shape the answers; the API client does the HTTP, tokens and
 * refresh. Every screen reads and writes through it (pages that are not lists, such as the dashboard,
 * maintenance, pledge and onboarding, through their resource's own calls). A new resource adds its
 * provider here and its `<Resource>` (or page) in `App.tsx`.
 */
import { combineDataProviders, type DataProvider } from 'react-admin';
import {
  ADMIN_ACCOUNTS_RESOURCE,
  type AdminAccountsApi,
  type AdminAccountsDataProvider,
  createAdminAccountsProvider,
} from '../admin-accounts/adminAccountsDataProvider.ts';
import {
  BARTER_DISPUTES_RESOURCE,
  type BarterDisputesApi,
  type BarterDisputesDataProvider,
  createBarterDisputesProvider,
} from '../barter-disputes/barterDisputesDataProvider.ts';
import {
  CATEGORIES_RESOURCE,
  type CategoriesApi,
  createCategoriesProvider,
} from '../business-categories/categoriesDataProvider.ts';
import {
  CARD_LOADS_RESOURCE,
  type CardLoadsApi,
  type CardLoadsDataProvider,
  createCardLoadsProvider,
} from '../card-loads/cardLoadsDataProvider.ts';
import {
  CHAT_BANS_RESOURCE,
  type ChatBansApi,
  type ChatBansDataProvider,
  createChatBansProvider,
} from '../chat-bans/chatBansDataProvider.ts';
import {
  CHAT_REPORTS_RESOURCE,
  type ChatReportsApi,
  type ChatReportsDataProvider,
  createChatReportsProvider,
} from '../chat-reports/chatReportsDataProvider.ts';
import {
  ANALYTICS_RESOURCE,
  type AnalyticsApi,
  type AnalyticsDataProvider,
  createAnalyticsProvider,
} from '../dashboard/analyticsDataProvider.ts';
import {
  createDisputesProvider,
  DISPUTES_RESOURCE,
  type DisputesApi,
  type DisputesDataProvider,
} from '../disputes/disputesDataProvider.ts';
import {
  createFeedbackProvider,
  FEEDBACK_RESOURCE,
  type FeedbackApi,
  type FeedbackDataProvider,
} from '../feedback/feedbackDataProvider.ts';
import {
  createMaintenanceProvider,
  MAINTENANCE_RESOURCE,
  type MaintenanceApi,
  type MaintenanceDataProvider,
} from '../maintenance/maintenanceDataProvider.ts';
import {
  createReportsProvider,
  OFFER_REPORTS_RESOURCE,
  type ReportsApi,
  type ReportsDataProvider,
} from '../offer-reports/reportsDataProvider.ts';
import {
  createOfferSummariesProvider,
  OFFER_SUMMARIES_RESOURCE,
  type OfferSummariesApi,
} from '../offers/offerSummariesDataProvider.ts';
import { createOffersProvider, OFFERS_RESOURCE, type OffersApi } from '../offers/offersDataProvider.ts';
import {
  createOnboardingProvider,
  ONBOARDING_RESOURCE,
  type OnboardingApi,
  type OnboardingDataProvider,
} from '../onboarding/onboardingDataProvider.ts';
import {
  createPledgeProvider,
  PLEDGE_RESOURCE,
  type PledgeApi,
  type PledgeDataProvider,
} from '../pledge/pledgeDataProvider.ts';
import {
  createProfileProvider,
  PROFILE_RESOURCE,
  type ProfileApi,
  type ProfileProviderOptions,
} from '../profile/profileDataProvider.ts';
import {
  createReferralsProvider,
  REFERRALS_RESOURCE,
  type ReferralsApi,
  type ReferralsDataProvider,
} from '../referrals/referralsDataProvider.ts';
import {
  createReportedReviewsProvider,
  REPORTED_REVIEWS_RESOURCE,
  type ReportedReviewsApi,
} from '../reported-reviews/reportedReviewsDataProvider.ts';
import {
  createReviewsProvider,
  REVIEWS_RESOURCE,
  type ReviewsApi,
  type ReviewsDataProvider,
} from '../reviews/reviewsDataProvider.ts';
import {
  createMembershipsProvider,
  MEMBERSHIPS_RESOURCE,
  type MembershipsApi,
} from '../users/membershipsDataProvider.ts';
import {
  createUsersProvider,
  USERS_RESOURCE,
  type UsersApi,
  type UsersDataProvider,
} from '../users/usersDataProvider.ts';
import {
  createWalletTransactionsProvider,
  WALLET_TRANSACTIONS_RESOURCE,
  type WalletTransactionsApi,
  type WalletTransactionsDataProvider,
} from '../wallet-transactions/walletDataProvider.ts';
import {
  createWalletSummariesProvider,
  WALLET_SUMMARIES_RESOURCE,
  type WalletSummariesApi,
} from '../wallet-transactions/walletSummariesDataProvider.ts';
import {
  createWantsProvider,
  WANTS_RESOURCE,
  type WantsApi,
  type WantsDataProvider,
} from '../wants/wantsDataProvider.ts';

/** What the console needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export type AdminDataApi = UsersApi &
  MembershipsApi &
  ProfileApi &
  CategoriesApi &
  OffersApi &
  OfferSummariesApi &
  ReportsApi &
  WantsApi &
  WalletTransactionsApi &
  WalletSummariesApi &
  CardLoadsApi &
  DisputesApi &
  BarterDisputesApi &
  ReviewsApi &
  ReportedReviewsApi &
  ReferralsApi &
  ChatReportsApi &
  ChatBansApi &
  FeedbackApi &
  AdminAccountsApi &
  AnalyticsApi &
  MaintenanceApi &
  PledgeApi &
  OnboardingApi;

/** The combined provider with every resource's own calls (`dismissOfferReports`, `postAdjustment`, `banChatMember`, …). */
export type AdminDataProvider = DataProvider &
  UsersDataProvider &
  ReportsDataProvider &
  WantsDataProvider &
  WalletTransactionsDataProvider &
  CardLoadsDataProvider &
  DisputesDataProvider &
  BarterDisputesDataProvider &
  ReviewsDataProvider &
  ReferralsDataProvider &
  ChatReportsDataProvider &
  ChatBansDataProvider &
  FeedbackDataProvider &
  AdminAccountsDataProvider &
  AnalyticsDataProvider &
  MaintenanceDataProvider &
  PledgeDataProvider &
  OnboardingDataProvider;

/** Every resource of the console and its provider. */
export function createResourceProviders(api: AdminDataApi, options: ProfileProviderOptions = {}) {
  const providers: Record<string, DataProvider> = {
    [USERS_RESOURCE]: createUsersProvider(api),
    [MEMBERSHIPS_RESOURCE]: createMembershipsProvider(api),
    [PROFILE_RESOURCE]: createProfileProvider(api, options),
    [CATEGORIES_RESOURCE]: createCategoriesProvider(api),
    [OFFERS_RESOURCE]: createOffersProvider(api),
    [OFFER_SUMMARIES_RESOURCE]: createOfferSummariesProvider(api),
    [OFFER_REPORTS_RESOURCE]: createReportsProvider(api),
    [WANTS_RESOURCE]: createWantsProvider(api),
    [WALLET_TRANSACTIONS_RESOURCE]: createWalletTransactionsProvider(api),
    [WALLET_SUMMARIES_RESOURCE]: createWalletSummariesProvider(api),
    [CARD_LOADS_RESOURCE]: createCardLoadsProvider(api),
    [DISPUTES_RESOURCE]: createDisputesProvider(api),
    [BARTER_DISPUTES_RESOURCE]: createBarterDisputesProvider(api),
    [REVIEWS_RESOURCE]: createReviewsProvider(api),
    [REPORTED_REVIEWS_RESOURCE]: createReportedReviewsProvider(api),
    [REFERRALS_RESOURCE]: createReferralsProvider(api),
    [CHAT_REPORTS_RESOURCE]: createChatReportsProvider(api),
    [CHAT_BANS_RESOURCE]: createChatBansProvider(api),
    [FEEDBACK_RESOURCE]: createFeedbackProvider(api),
    [ADMIN_ACCOUNTS_RESOURCE]: createAdminAccountsProvider(api),
    [ANALYTICS_RESOURCE]: createAnalyticsProvider(api),
    [MAINTENANCE_RESOURCE]: createMaintenanceProvider(api),
    [PLEDGE_RESOURCE]: createPledgeProvider(api),
    [ONBOARDING_RESOURCE]: createOnboardingProvider(api),
  };
  return providers;
}

export function createDataProvider(
  api: AdminDataApi,
  options: ProfileProviderOptions = {},
): AdminDataProvider {
  const providers = createResourceProviders(api, options);
  return combineDataProviders((resource) => {
    const provider = Object.hasOwn(providers, resource) ? providers[resource] : undefined;
    if (!provider) {
      throw new Error(
        `Unknown resource "${resource}": the admin console serves ${Object.keys(providers).join(', ')}.`,
      );
    }
    return provider;
  }) as AdminDataProvider;
}

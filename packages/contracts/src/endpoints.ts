/**
 * The endpoint registry: one entry per v1 call, with its method, path, audience and schemas.
 * The server registers routes from it, the OpenAPI document is generated from it, and the
 * API client's typed functions are checked against it. Paths are relative to `/v1`.
 * Each API module (`api/*.ts`) defines its own entries; this file joins them.
 */
import type { z } from 'zod';
import { accountsEndpoints } from './api/accounts.ts';
import { adminAccountsEndpoints } from './api/admin-accounts.ts';
import { analyticsEndpoints } from './api/analytics.ts';
import { authEndpoints } from './api/auth.ts';
import { barterEndpoints } from './api/barter.ts';
import { barterDisputeAdminEndpoints, barterDisputeEndpoints } from './api/barter-disputes.ts';
import { chatEndpoints } from './api/chat.ts';
import { donationsEndpoints } from './api/donations.ts';
import { feedbackEndpoints } from './api/feedback.ts';
import { giftsEndpoints } from './api/gifts.ts';
import { maintenanceEndpoints } from './api/maintenance.ts';
import { membersEndpoints } from './api/members.ts';
import { membershipEndpoints } from './api/membership.ts';
import { notificationsEndpoints } from './api/notifications.ts';
import { offerEngagementEndpoints } from './api/offer-engagement.ts';
import { offerMediaEndpoints } from './api/offer-media.ts';
import { offerSearchEndpoints } from './api/offer-search.ts';
import { offersEndpoints } from './api/offers.ts';
import { onboardingEndpoints } from './api/onboarding.ts';
import { paymentsAdminEndpoints } from './api/payments-admin.ts';
import { pinLocationEndpoints } from './api/pin-location.ts';
import { profileEndpoints } from './api/profile.ts';
import { referralsEndpoints } from './api/referrals.ts';
import { reviewsEndpoints } from './api/reviews.ts';
import { socialEndpoints } from './api/social.ts';
import { systemEndpoints } from './api/system.ts';
import { usersEndpoints } from './api/users.ts';
import { walletEndpoints } from './api/wallet.ts';
import { walletAdminEndpoints } from './api/wallet-admin.ts';
import { wantsAdminEndpoints, wantsEndpoints } from './api/wants.ts';

export type { Audience, EndpointDef } from './endpoint-def.ts';

export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...usersEndpoints,
  ...accountsEndpoints,
  ...onboardingEndpoints,
  ...pinLocationEndpoints,
  ...membershipEndpoints,
  ...socialEndpoints,
  ...profileEndpoints,
  ...offersEndpoints,
  ...offerSearchEndpoints,
  ...offerEngagementEndpoints,
  ...offerMediaEndpoints,
  ...wantsEndpoints,
  ...wantsAdminEndpoints,
  ...walletEndpoints,
  ...barterEndpoints,
  ...barterDisputeEndpoints,
  ...barterDisputeAdminEndpoints,
  ...giftsEndpoints,
  ...donationsEndpoints,
  ...walletAdminEndpoints,
  ...paymentsAdminEndpoints,
  ...notificationsEndpoints,
  ...membersEndpoints,
  ...reviewsEndpoints,
  ...referralsEndpoints,
  ...chatEndpoints,
  ...feedbackEndpoints,
  ...maintenanceEndpoints,
  ...analyticsEndpoints,
  ...adminAccountsEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Get<T, K extends string> = T extends Record<K, infer V> ? V : never;
/** Request body / query / params types (input side, before defaults) and response type of an endpoint. */
export type BodyOf<N extends EndpointName> =
  Get<Endpoints[N], 'body'> extends z.ZodType ? z.input<Get<Endpoints[N], 'body'>> : undefined;
export type QueryOf<N extends EndpointName> =
  Get<Endpoints[N], 'query'> extends z.ZodType ? z.input<Get<Endpoints[N], 'query'>> : undefined;
export type ParamsOf<N extends EndpointName> =
  Get<Endpoints[N], 'params'> extends z.ZodType ? z.input<Get<Endpoints[N], 'params'>> : undefined;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

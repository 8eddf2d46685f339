/**
 * BarterBits API client: typed calls for the v1 endpoint registry, with the session rules of
 * spec §4/§7 (token headers, single-flight refresh on 401, session end on refresh failure).
 */
import {
  type Audience,
  type BodyOf,
  DEFAULT_LOCALE,
  type EndpointName,
  type Locale,
  type QueryOf,
  type ResponseOf,
} from '@barterbits/contracts';
import type { AxiosInstance } from 'axios';
import { type CallArgs, call, type Invoke, routeOf } from './call.ts';
import { createClient, createRefresher, type SessionContext } from './client.ts';
import { accountsApi } from './modules/accounts.ts';
import { adminAccountsApi } from './modules/admin-accounts.ts';
import { analyticsApi } from './modules/analytics.ts';
import { barterApi } from './modules/barter.ts';
import { barterDisputesAdminApi } from './modules/barter-disputes-admin.ts';
import { chatApi } from './modules/chat.ts';
import { donationsApi } from './modules/donations.ts';
import { feedbackApi } from './modules/feedback.ts';
import { giftsApi } from './modules/gifts.ts';
import { maintenanceApi } from './modules/maintenance.ts';
import { membersApi } from './modules/members.ts';
import { membershipApi } from './modules/membership.ts';
import { notificationsApi } from './modules/notifications.ts';
import { offerEngagementApi } from './modules/offer-engagement.ts';
import { offerMediaApi } from './modules/offer-media.ts';
import { offerSearchApi } from './modules/offer-search.ts';
import { offersApi } from './modules/offers.ts';
import { onboardingApi } from './modules/onboarding.ts';
import { paymentsAdminApi } from './modules/payments-admin.ts';
import { pinLocationApi } from './modules/pin-location.ts';
import { profileApi } from './modules/profile.ts';
import { referralsApi } from './modules/referrals.ts';
import { reviewsApi } from './modules/reviews.ts';
import { socialApi } from './modules/social.ts';
import { walletApi } from './modules/wallet.ts';
import { walletAdminApi } from './modules/wallet-admin.ts';
import { wantsAdminApi } from './modules/wants-admin.ts';
import { browserLocalStorage, createSession } from './session.ts';
import { cookieTokenStore, type TokenStore } from './token-store.ts';

export { type CallArgs, type CallInput, call, type IdempotentEndpointName, type Invoke } from './call.ts';
export {
  backoffDelay,
  CHAT_CLOSE,
  CHAT_SOCKET_PROTOCOL,
  type ChatSocket,
  type ChatSocketBackoff,
  type ChatSocketFrame,
  type ChatSocketOptions,
  type ChatSocketStatus,
  type ChatWebSocket,
  type ChatWebSocketConstructor,
  createChatSocket,
} from './chat-socket.ts';
export { requestPath } from './client.ts';
export { ApiError, type ApiErrorCode, firstFieldMessages, isApiError, toApiError } from './errors.ts';
export type { Session } from './session.ts';
export {
  cookieTokenStore,
  createCookieTokenStore,
  memoryTokenStore,
  type TokenStore,
} from './token-store.ts';

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** API base including the version prefix: `/v1` in the browser, `http://127.0.0.1:PORT/v1` in tests. */
  baseURL: string;
  /** Where tokens and the last-active marker live. Default: {@link cookieTokenStore}. */
  tokenStore?: TokenStore;
  /** Called after a failed refresh, once the session was cleared. Default: window.location.reload(). */
  onSessionEnded?: () => void;
  /** Clears local storage on logout/refresh failure. Default: window.localStorage.clear() when available. */
  clearLocalStorage?: () => void;
  /** The app's language at start, sent as Accept-Language (change it with `setLanguage`). Default: en-CA. */
  language?: Locale;
}

/** The four axios instances of spec §6, all configured identically. */
export interface ApiClients {
  /** Calls anyone may make: health, login, refresh-token. */
  public: AxiosInstance;
  /** Calls of any signed-in account (members and admins). */
  common: AxiosInstance;
  /** Member-only calls. */
  member: AxiosInstance;
  /** Admin-only calls. */
  admin: AxiosInstance;
}

const reloadPage = (): void => {
  if (typeof window !== 'undefined') window.location.reload();
};
const clearBrowserLocalStorage = (): void => {
  browserLocalStorage()?.clear();
};

/**
 * Create an API client bound to one token store: the calls of members and of any signed-in account (the
 * console's own calls are added by {@link createConsoleApi}, so the member app's pages do not carry them).
 * Every call rejects with an {@link ApiError}; a 401 (except on login, refresh-token, forgot-password
 * verify-link and verify-email-change) refreshes the tokens once, shared by all concurrent calls, and
 * retries the call once. When the refresh fails the session is cleared and `onSessionEnded` runs.
 */
export function createApi(opts: ApiOptions) {
  return createApiParts(opts).api;
}

/** The console's API client: {@link createApi}'s calls and the admin-only ones. */
export function createConsoleApi(opts: ApiOptions) {
  const { api, invoke, clients } = createApiParts(opts);
  return {
    ...api,
    ...walletAdminApi(invoke),
    ...paymentsAdminApi(invoke),
    ...barterDisputesAdminApi(invoke),
    ...analyticsApi(invoke),
    ...adminAccountsApi(invoke),
    ...wantsAdminApi(invoke),

    /** GET /user (admin): paged, sorted, searched and filtered users. */
    listUsers: (query: QueryOf<'listUsers'>) => call(clients.admin, 'listUsers', { query }),

    /** GET /admin: the signed-in admin's profile. */
    getAdmin: () => call(clients.admin, 'getAdmin'),

    /** POST /user/change-status (admin): needs a token from verifyPassword. */
    changeStatus: (body: BodyOf<'changeStatus'>) => call(clients.admin, 'changeStatus', { body }),

    /** PUT /admin: update the signed-in admin's profile. */
    updateAdmin: (body: BodyOf<'updateAdmin'>) => call(clients.admin, 'updateAdmin', { body }),
  };
}

function createApiParts(opts: ApiOptions) {
  const store = opts.tokenStore ?? cookieTokenStore;
  const onSessionEnded = opts.onSessionEnded ?? reloadPage;
  const session = createSession(store, opts.clearLocalStorage ?? clearBrowserLocalStorage);
  /** > 0 while logout runs: its session end is intended, so no reload. */
  let loggingOut = 0;
  /** The app's current language: every call asks for answers in it (Accept-Language). */
  let language: Locale = opts.language ?? DEFAULT_LOCALE;

  const refresher = createRefresher({
    session,
    post: (token) => call(clients.public, 'refreshToken', { body: { token } }),
    endSession() {
      session.clear();
      if (loggingOut === 0) onSessionEnded();
    },
  });
  const ctx: SessionContext = {
    store,
    session,
    language: () => language,
    refresh: refresher.refresh,
    refreshing: refresher.refreshing,
    endedWith: refresher.endedWith,
  };
  const clients: ApiClients = {
    public: createClient(opts.baseURL, ctx),
    common: createClient(opts.baseURL, ctx),
    member: createClient(opts.baseURL, ctx),
    admin: createClient(opts.baseURL, ctx),
  };

  const clientFor: Record<Audience, AxiosInstance> = {
    public: clients.public,
    user: clients.common,
    member: clients.member,
    admin: clients.admin,
  };
  /**
   * Calls any registry endpoint through the client of its audience (public, common, member, admin).
   * Feature modules wrap it in one named, typed function per endpoint.
   */
  const invoke: Invoke = <N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>> =>
    call(clientFor[routeOf(name).audience], name, ...args);

  const api = {
    clients,
    session,
    invoke,

    /** The language sent as Accept-Language with every call. */
    language: (): Locale => language,
    /** Sets the app's language: the calls made from now on ask for answers in it. */
    setLanguage(locale: Locale): void {
      language = locale;
    },

    ...accountsApi(invoke),
    ...onboardingApi(invoke),
    ...pinLocationApi(invoke),
    ...membershipApi(invoke),
    ...socialApi(invoke),
    ...profileApi(invoke),
    ...offersApi(invoke),
    ...offerSearchApi(invoke),
    ...offerEngagementApi(invoke),
    ...offerMediaApi(invoke),
    ...walletApi(invoke),
    ...barterApi(invoke),
    ...giftsApi(invoke),
    ...donationsApi(invoke),
    ...notificationsApi(invoke),
    ...membersApi(invoke),
    ...reviewsApi(invoke),
    ...referralsApi(invoke),
    ...chatApi(invoke),
    ...feedbackApi(invoke),
    ...maintenanceApi(invoke),

    /** GET /health. */
    health: () => call(clients.public, 'health'),

    /** POST /user/login; stores both tokens (7 days) and the last-active marker. */
    login: async (body: BodyOf<'login'>): Promise<ResponseOf<'login'>> => {
      const res = await call(clients.public, 'login', { body });
      session.setTokens(res.data);
      session.touch();
      return res;
    },

    /** POST /user/refresh-token through the single-flight refresh (a failure ends the session). */
    refreshToken: (): Promise<ResponseOf<'refreshToken'>> => refresher.refresh(),

    /** GET /user/logout (its failure is ignored), then clear the session locally. No reload. */
    logout: async (): Promise<void> => {
      loggingOut++;
      try {
        await call(clients.common, 'logout');
      } catch {
        // The local session ends either way.
      } finally {
        loggingOut--;
        session.clear();
      }
    },

    /** GET /user/{id} (members: their own; admins: anyone). */
    getUser: (id: string, query?: QueryOf<'getUser'>) =>
      call(clients.common, 'getUser', { params: { id }, query }),

    /** PATCH /user/language: the own account's language (members and admins). */
    updateLanguage: (body: BodyOf<'updateLanguage'>) => call(clients.common, 'updateLanguage', { body }),
  };
  return { api, invoke, clients };
}

/** The object returned by {@link createApi}. */
export type Api = ReturnType<typeof createApi>;
/** The object returned by {@link createConsoleApi}. */
export type ConsoleApi = ReturnType<typeof createConsoleApi>;

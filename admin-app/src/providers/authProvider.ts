/**
 * The admin console's react-admin auth provider, on top of the API client's session (token
 * cookies, refresh). Only admin accounts get in: login asks for the ADMIN portal, and a stored
 * session must belong to an admin (GET /admin answers) before any page shows.
 */
import { ERROR_MESSAGES, type TUser } from '@barterbits/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';

/** What the auth provider needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface AdminAuthApi {
  login(body: { email: string; password: string; portal: 'ADMIN' }): Promise<{ data: { user: TUser } }>;
  /** Ends the session on the server, then locally (also when the server call fails). */
  logout(): Promise<unknown>;
  getAdmin(): Promise<{ data: TUser }>;
  session: { isSignedIn(): boolean; clear(): void };
}

/** The signed-in admin, kept between calls so identity checks do not hit the API on every page. */
export interface IdentityCache {
  get(): TUser | undefined;
  set(admin: TUser): void;
  clear(): void;
}

export function createIdentityCache(): IdentityCache {
  let admin: TUser | undefined;
  return {
    get: () => admin,
    set: (a) => {
      admin = a;
    },
    clear: () => {
      admin = undefined;
    },
  };
}

export interface AuthProviderOptions {
  /** Absolute path of the login page, basename included (e.g. `/admin/login`). */
  loginPath: string;
  /** Shared with the data provider so a profile update refreshes the identity. */
  identity?: IdentityCache;
}

/** Status of an API error (ApiError, react-admin HttpError), if it has one. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** 401 (no valid session left, the client already tried a refresh) or 403 (not allowed). */
export const isAuthError = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status === 401 || status === 403;
};

const errorMessage = (error: unknown): string | undefined => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

export function toIdentity(admin: TUser): UserIdentity {
  const { firstName, lastName, profilePhoto } = admin.userProfile;
  const fullName = [firstName, lastName].filter((part) => part && part.trim() !== '').join(' ');
  return {
    id: admin.id,
    fullName: fullName || admin.email,
    ...(profilePhoto ? { avatar: profilePhoto } : {}),
  };
}

/** react-admin rejection that sends the user to the login page; `message: false` shows no notification. */
interface AuthRejection {
  redirectTo: string;
  message: string | false;
}

export function createAuthProvider(api: AdminAuthApi, options: AuthProviderOptions): AuthProvider {
  const identity = options.identity ?? createIdentityCache();
  const reject = (message: string | false = false): AuthRejection => ({
    redirectTo: options.loginPath,
    message,
  });

  async function loadAdmin(): Promise<TUser> {
    const cached = identity.get();
    if (cached) return cached;
    const res = await api.getAdmin();
    identity.set(res.data);
    return res.data;
  }

  return {
    async login(params: { email?: unknown; password?: unknown }) {
      identity.clear();
      const email = typeof params.email === 'string' ? params.email.trim() : '';
      const password = typeof params.password === 'string' ? params.password : '';
      // Errors keep the server's message ("Invalid credentials. Please try again.").
      const res = await api.login({ email, password, portal: 'ADMIN' });
      if (res.data.user.role !== 'ADMIN') {
        // The server refuses member accounts on the ADMIN portal; never keep such a session here.
        await api.logout();
        throw new Error(ERROR_MESSAGES.invalidCredentials);
      }
      identity.set(res.data.user);
    },

    async logout() {
      identity.clear();
      // api.logout ends the session locally even when the server call fails.
      if (api.session.isSignedIn()) await api.logout();
      else api.session.clear();
    },

    async checkAuth() {
      if (!api.session.isSignedIn()) throw reject();
      try {
        await loadAdmin();
      } catch (error) {
        // A member's session, or one the server no longer accepts, cannot use the console.
        if (isAuthError(error)) throw reject(errorStatus(error) === 403 ? ERROR_MESSAGES.forbidden : false);
        // Other failures (offline, 5xx) are the pages' business: they show their own errors.
      }
    },

    async checkError(error: unknown) {
      if (!isAuthError(error)) return;
      identity.clear();
      throw reject(errorMessage(error) ?? false);
    },

    async getIdentity() {
      return toIdentity(await loadAdmin());
    },

    async getPermissions() {
      return 'ADMIN';
    },
  };
}

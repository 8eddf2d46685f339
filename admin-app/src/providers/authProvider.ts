/**
 * The admin console's react-admin auth provider, on top of the API client's session (token
 * cookies, refresh). Only admin accounts get in: login asks for the ADMIN portal, and a stored
 * session must belong to an admin (GET /admin answers) before any page shows.
 */
import { ERROR_MESSAGES, type TUser } from '@barterbits/contracts';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AdminPermissions } from '../permissions/adminPermissions.ts';

/** What the auth provider needs from `@barterbits/api-client`'s `Api` (tests pass a fake). */
export interface AdminAuthApi {
  login(body: { email: string; password: string; portal: 'ADMIN' }): Promise<{ data: { user: TUser } }>;
  /** Ends the session on the server, then locally (also when the server call fails). */
  logout(): Promise<unknown>;
  getAdmin(): Promise<{ data: TUser }>;
  /** GET /admin/permissions: the admin's role and the endpoints it may call. */
  getAdminPermissions(): Promise<{ data: AdminPermissions }>;
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

/** The server's code for a call the admin's role may not make (403): the session itself is fine. */
export const ROLE_FORBIDDEN = 'ROLE_FORBIDDEN';

/** A 403 refusing one call to the admin's role, not the account: the page shows the message, no sign-out. */
export const isRoleRefusal = (error: unknown): boolean =>
  errorStatus(error) === 403 && (error as { code?: unknown }).code === ROLE_FORBIDDEN;

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

/** The console's auth provider, plus `startSession` for a sign-in made outside it (admin onboarding). */
export type AdminAuthProvider = AuthProvider & {
  /** A session was opened elsewhere (tokens already stored): use this admin, forget the cached permissions. */
  startSession(admin: TUser): void;
};

export function createAuthProvider(api: AdminAuthApi, options: AuthProviderOptions): AdminAuthProvider {
  const identity = options.identity ?? createIdentityCache();
  /** The admin's permissions, read once per session like the identity (a role change takes a new sign-in or reload). */
  let permissions: Promise<AdminPermissions> | undefined;
  const forget = () => {
    identity.clear();
    permissions = undefined;
  };
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
      forget();
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
      forget();
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
      // A role refusal is the page's business (its notification shows the server's message).
      if (!isAuthError(error) || isRoleRefusal(error)) return;
      forget();
      throw reject(errorMessage(error) ?? false);
    },

    async getIdentity() {
      return toIdentity(await loadAdmin());
    },

    /** GET /admin/permissions, cached until sign-out; a failed read is asked again next time. */
    async getPermissions(): Promise<AdminPermissions> {
      if (!permissions) {
        const pending = api.getAdminPermissions().then((res) => res.data);
        permissions = pending;
        pending.catch(() => {
          if (permissions === pending) permissions = undefined;
        });
      }
      return permissions;
    },

    startSession(admin: TUser) {
      forget();
      identity.set(admin);
    },
  };
}

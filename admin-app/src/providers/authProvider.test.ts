import { ERROR_MESSAGES, type TUser } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type AdminAuthApi, createAuthProvider, createIdentityCache, toIdentity } from './authProvider.ts';

const LOGIN_PATH = '/admin/login';

const admin = (overrides: Partial<TUser['userProfile']> = {}, role: TUser['role'] = 'ADMIN'): TUser => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'admin@barterbits.ca',
  authMethod: 'Custom',
  role,
  roleId: role === 'ADMIN' ? 1 : 2,
  socialId: null,
  statusId: 1,
  status: 'ACTIVE',
  invitedBy: null,
  lastLogin: null,
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  memberType: null,
  accountType: null,
  emailVerified: true,
  pinSet: true,
  locationSet: true,
  language: 'en-CA',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  userProfile: {
    id: '22222222-2222-4222-8222-222222222222',
    userId: '11111111-1111-4111-8111-111111111111',
    firstName: 'Ada',
    lastName: 'Admin',
    userName: null,
    mobileNumber: null,
    countryCode: '+1',
    profilePhoto: 'https://example.com/ada.png',
    yourBio: null,
    addressId: null,
    socialHandleId: null,
    subRoleId: null,
    email: 'admin@barterbits.ca',
    authMethod: 'Custom',
    address: null,
    ...overrides,
  },
  business: null,
});

const apiError = (status: number, message = 'Some error occurred.', code?: string) =>
  Object.assign(new Error(message), { status, ...(code ? { code } : {}) });

const supportPermissions = {
  role: { id: 3, code: 'SUPPORT' as const, name: 'Support' },
  readOnly: true,
  allowedEndpoints: ['listUsers', 'getAdmin'],
};

function fakeApi(signedIn = true) {
  let tokens = signedIn;
  const api = {
    login: vi.fn(async (_body: { email: string; password: string; portal: 'ADMIN' }) => {
      tokens = true;
      return { data: { user: admin() } };
    }),
    logout: vi.fn(async () => {
      tokens = false;
    }),
    getAdmin: vi.fn(async () => ({ data: admin() })),
    getAdminPermissions: vi.fn(async () => ({ data: supportPermissions })),
    session: {
      isSignedIn: vi.fn(() => tokens),
      clear: vi.fn(() => {
        tokens = false;
      }),
    },
  } satisfies AdminAuthApi;
  return api;
}

describe('authProvider.checkError', () => {
  const provider = createAuthProvider(fakeApi(), { loginPath: LOGIN_PATH });

  it.each([401, 403])('rejects on %i and sends the user to the login page', async (status) => {
    await expect(provider.checkError(apiError(status, 'Your session has expired.'))).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: 'Your session has expired.',
    });
  });

  it.each([400, 404, 409, 429, 500, 503, 0])('resolves on %i (the page shows the error)', async (status) => {
    await expect(provider.checkError(apiError(status))).resolves.toBeUndefined();
  });

  it("resolves on a role refusal (403 ROLE_FORBIDDEN): the page shows the server's message", async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.getIdentity?.();
    const refusal = apiError(
      403,
      'Your admin role (Support) cannot make changes: it can read and export lists only.',
      'ROLE_FORBIDDEN',
    );
    await expect(p.checkError(refusal)).resolves.toBeUndefined();
    await p.getIdentity?.();
    expect(api.getAdmin).toHaveBeenCalledOnce();
  });

  it('still signs out on an account-level 403 (FORBIDDEN, ACCOUNT_SUSPENDED)', async () => {
    for (const code of ['FORBIDDEN', 'ACCOUNT_SUSPENDED']) {
      await expect(provider.checkError(apiError(403, 'Not allowed.', code))).rejects.toEqual({
        redirectTo: LOGIN_PATH,
        message: 'Not allowed.',
      });
    }
  });

  it('treats ROLE_FORBIDDEN on a 401 as a sign-in problem', async () => {
    await expect(provider.checkError(apiError(401, 'Expired.', 'ROLE_FORBIDDEN'))).rejects.toMatchObject({
      redirectTo: LOGIN_PATH,
    });
  });

  it('resolves for errors without a status', async () => {
    await expect(provider.checkError(new Error('boom'))).resolves.toBeUndefined();
    await expect(provider.checkError(undefined)).resolves.toBeUndefined();
    await expect(provider.checkError('401')).resolves.toBeUndefined();
  });

  it('forgets the cached identity on 401/403', async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.getIdentity?.();
    await p.checkError(apiError(401)).catch(() => undefined);
    await p.getIdentity?.();
    expect(api.getAdmin).toHaveBeenCalledTimes(2);
  });
});

describe('authProvider.login', () => {
  it('signs in on the ADMIN portal and primes the identity', async () => {
    const api = fakeApi(false);
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.login({ email: ' admin@barterbits.ca ', password: 'BarterAdmin#1' });
    expect(api.login).toHaveBeenCalledWith({
      email: 'admin@barterbits.ca',
      password: 'BarterAdmin#1',
      portal: 'ADMIN',
    });
    expect(await p.getIdentity?.()).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      fullName: 'Ada Admin',
      avatar: 'https://example.com/ada.png',
    });
    expect(api.getAdmin).not.toHaveBeenCalled();
  });

  it("rejects with the server's message", async () => {
    const api = fakeApi(false);
    api.login.mockRejectedValueOnce(apiError(401, ERROR_MESSAGES.invalidCredentials));
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await expect(p.login({ email: 'alex@demo.barterbits.ca', password: 'x' })).rejects.toThrow(
      ERROR_MESSAGES.invalidCredentials,
    );
  });

  it('never keeps a member session', async () => {
    const api = fakeApi(false);
    api.login.mockResolvedValueOnce({ data: { user: admin({}, 'MEMBER') } });
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await expect(p.login({ email: 'alex@demo.barterbits.ca', password: 'x' })).rejects.toThrow(
      ERROR_MESSAGES.invalidCredentials,
    );
    expect(api.logout).toHaveBeenCalledOnce();
  });
});

describe('authProvider.checkAuth', () => {
  it('redirects to the login page without a session, quietly', async () => {
    const api = fakeApi(false);
    await expect(createAuthProvider(api, { loginPath: LOGIN_PATH }).checkAuth({})).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: false,
    });
    expect(api.getAdmin).not.toHaveBeenCalled();
  });

  it("passes for an admin's session, asking the API once", async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.checkAuth({});
    await p.checkAuth({});
    expect(api.getAdmin).toHaveBeenCalledOnce();
  });

  it("rejects a member's session (GET /admin answers 403)", async () => {
    const api = fakeApi();
    api.getAdmin.mockRejectedValueOnce(apiError(403, ERROR_MESSAGES.forbidden));
    await expect(createAuthProvider(api, { loginPath: LOGIN_PATH }).checkAuth({})).rejects.toEqual({
      redirectTo: LOGIN_PATH,
      message: ERROR_MESSAGES.forbidden,
    });
  });

  it('rejects a session the server no longer accepts (401 after the refresh)', async () => {
    const api = fakeApi();
    api.getAdmin.mockRejectedValueOnce(apiError(401));
    await expect(createAuthProvider(api, { loginPath: LOGIN_PATH }).checkAuth({})).rejects.toMatchObject({
      redirectTo: LOGIN_PATH,
    });
  });

  it('lets the pages handle other failures (offline, 5xx)', async () => {
    const api = fakeApi();
    api.getAdmin.mockRejectedValueOnce(apiError(503));
    await expect(createAuthProvider(api, { loginPath: LOGIN_PATH }).checkAuth({})).resolves.toBeUndefined();
  });
});

describe('authProvider.logout, identity and permissions', () => {
  it('ends the session and clears the cached identity', async () => {
    const api = fakeApi();
    const identity = createIdentityCache();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH, identity });
    await p.getIdentity?.();
    expect(identity.get()).toBeDefined();
    await p.logout({});
    expect(api.logout).toHaveBeenCalledOnce();
    expect(identity.get()).toBeUndefined();
  });

  it('only clears the local session when no one is signed in', async () => {
    const api = fakeApi(false);
    await createAuthProvider(api, { loginPath: LOGIN_PATH }).logout({});
    expect(api.logout).not.toHaveBeenCalled();
    expect(api.session.clear).toHaveBeenCalledOnce();
  });

  it('builds the identity from the profile, falling back to the e-mail', () => {
    expect(toIdentity(admin({ firstName: null, lastName: null, profilePhoto: null }))).toEqual({
      id: '11111111-1111-4111-8111-111111111111',
      fullName: 'admin@barterbits.ca',
    });
  });

  it('answers the permissions from GET /admin/permissions, asking once per session', async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    expect(await p.getPermissions?.({})).toEqual(supportPermissions);
    expect(await p.getPermissions?.({})).toEqual(supportPermissions);
    expect(api.getAdminPermissions).toHaveBeenCalledOnce();
  });

  it('asks for the permissions again after a sign-out, a sign-in, a session error or a new session', async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.getPermissions?.({});
    await p.logout({});
    await p.getPermissions?.({});
    await p.login({ email: 'admin@barterbits.ca', password: 'BarterAdmin#1' });
    await p.getPermissions?.({});
    await p.checkError(apiError(401)).catch(() => undefined);
    await p.getPermissions?.({});
    p.startSession(admin());
    await p.getPermissions?.({});
    expect(api.getAdminPermissions).toHaveBeenCalledTimes(5);
  });

  it('keeps the permissions over a role refusal', async () => {
    const api = fakeApi();
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await p.getPermissions?.({});
    await p.checkError(apiError(403, 'No.', 'ROLE_FORBIDDEN'));
    await p.getPermissions?.({});
    expect(api.getAdminPermissions).toHaveBeenCalledOnce();
  });

  it('asks again after a failed read', async () => {
    const api = fakeApi();
    api.getAdminPermissions.mockRejectedValueOnce(apiError(503));
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    await expect(p.getPermissions?.({})).rejects.toMatchObject({ status: 503 });
    expect(await p.getPermissions?.({})).toEqual(supportPermissions);
    expect(api.getAdminPermissions).toHaveBeenCalledTimes(2);
  });

  it('startSession uses the new admin without asking GET /admin', async () => {
    const api = fakeApi(false);
    const p = createAuthProvider(api, { loginPath: LOGIN_PATH });
    p.startSession(admin({ firstName: 'Nia', lastName: 'New' }));
    expect(await p.getIdentity?.()).toMatchObject({ fullName: 'Nia New' });
    expect(api.getAdmin).not.toHaveBeenCalled();
  });
});

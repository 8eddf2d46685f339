import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TListUsersQuery, TUser, TUserListItem } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_ID, type ProfileProviderOptions } from '../profile/profileDataProvider.ts';
import { toListUsersQuery } from '../users/usersDataProvider.ts';
import { type AdminDataApi, createDataProvider as createCombined } from './dataProvider.ts';
import { DataProviderError } from './errors.ts';

/** The combined provider over a fake that implements only what a test calls. */
const createDataProvider = (api: Partial<AdminDataApi>, options?: ProfileProviderOptions) =>
  createCombined(api as AdminDataApi, options);

const listItem = (n: number, overrides: Partial<TUserListItem> = {}): TUserListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `user${n}@example.com`,
  role: 'MEMBER',
  status: 'ACTIVE',
  statusId: 1,
  authMethod: 'Custom',
  memberType: 'CUSTOMER_PERSONAL',
  firstName: 'First',
  lastName: 'Last',
  userName: `user${n}`,
  mobileNumber: null,
  businessName: null,
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  lastLogin: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const user = (overrides: Partial<TUser> = {}): TUser => ({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'maple@example.com',
  authMethod: 'Custom',
  role: 'MEMBER',
  roleId: 2,
  socialId: null,
  statusId: 1,
  status: 'ACTIVE',
  invitedBy: null,
  lastLogin: null,
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  memberType: 'CUSTOMER_BUSINESS',
  accountType: 'BUSINESS',
  emailVerified: true,
  pinSet: true,
  locationSet: true,
  language: 'en-CA',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  userProfile: {
    id: '22222222-2222-4222-8222-222222222222',
    userId: '11111111-1111-4111-8111-111111111111',
    firstName: 'Maple',
    lastName: 'Baker',
    userName: 'maple1',
    mobileNumber: '4165550100',
    countryCode: '+1',
    profilePhoto: null,
    yourBio: null,
    addressId: null,
    socialHandleId: null,
    subRoleId: null,
    email: 'maple@example.com',
    authMethod: 'Custom',
    address: null,
  },
  business: {
    id: '33333333-3333-4333-8333-333333333333',
    userId: '11111111-1111-4111-8111-111111111111',
    businessName: 'Maple Leaf Bakery',
    description: null,
    website: null,
    phoneNumber: null,
    countryCode: '+1',
    address: null,
  },
  ...overrides,
});

/** A fake API that serves `rows` like GET /user would (paging only) and records every query. */
function fakeApi(rows: TUserListItem[] = [listItem(1), listItem(2)]) {
  const queries: TListUsersQuery[] = [];
  const api = {
    listUsers: vi.fn(async (query: TListUsersQuery) => {
      queries.push(query);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 25);
      return { data: rows.slice(offset, offset + limit), meta: { total: rows.length, limit, offset } };
    }),
    getUser: vi.fn(async (id: string) => ({ data: user({ id }) })),
    getAdmin: vi.fn(async () => ({ data: user({ role: 'ADMIN', memberType: null, business: null }) })),
    updateAdmin: vi.fn(async () => ({ data: user({ role: 'ADMIN', memberType: null, business: null }) })),
  } satisfies Partial<AdminDataApi>;
  return { api, queries };
}

describe('toListUsersQuery', () => {
  it('maps page/perPage to offset/limit and the sort to sortBy/sortOrder', () => {
    expect(
      toListUsersQuery({
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'email', order: 'ASC' },
        filter: {},
      }),
    ).toEqual({ offset: 50, limit: 25, sortBy: 'email', sortOrder: 'ASC' });
  });

  it("sorts 'id' and fields the server cannot sort by on created_at", () => {
    for (const field of ['id', 'userName', 'memberType', '']) {
      expect(toListUsersQuery({ sort: { field, order: 'DESC' } }).sortBy).toBe('created_at');
    }
    for (const field of ['created_at', 'email', 'firstName', 'lastName', 'lastLogin', 'status']) {
      expect(toListUsersQuery({ sort: { field, order: 'DESC' } }).sortBy).toBe(field);
    }
  });

  it('defaults to the first page of 25, newest first', () => {
    expect(toListUsersQuery({})).toEqual({ offset: 0, limit: 25, sortBy: 'created_at', sortOrder: 'DESC' });
  });

  it('maps q to search and passes known status, memberType and role values', () => {
    expect(
      toListUsersQuery({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: '  maple ', status: 'SUSPENDED', memberType: 'CUSTOMER_BUSINESS', role: 'MEMBER' },
      }),
    ).toEqual({
      offset: 0,
      limit: 10,
      sortBy: 'created_at',
      sortOrder: 'DESC',
      search: 'maple',
      status: 'SUSPENDED',
      memberType: 'CUSTOMER_BUSINESS',
      role: 'MEMBER',
    });
  });

  it('drops blank searches, unknown enum values and unknown filters', () => {
    const query = toListUsersQuery({
      filter: { q: '   ', status: 'BANNED', memberType: 'X', role: 'ROOT', foo: 1 },
    });
    expect(query).toEqual({ offset: 0, limit: 25, sortBy: 'created_at', sortOrder: 'DESC' });
  });

  it('caps the search at the 100 characters the server accepts', () => {
    expect(toListUsersQuery({ filter: { q: 'a'.repeat(150) } }).search).toHaveLength(100);
  });
});

describe('createDataProvider: users', () => {
  it('getList calls listUsers with the mapped query and returns { data, total } from meta.total', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => listItem(i + 1));
    const { api, queries } = fakeApi(rows);
    const dp = createDataProvider(api);
    const result = await dp.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: 'user', status: 'ACTIVE' },
    });
    expect(queries).toEqual([
      { offset: 25, limit: 25, sortBy: 'lastName', sortOrder: 'ASC', search: 'user', status: 'ACTIVE' },
    ]);
    expect(result.total).toBe(30);
    expect(result.data.map((u) => u.id)).toEqual(rows.slice(25).map((u) => u.id));
  });

  it('reads lists larger than the server page size (1000) page by page, e.g. for exports', async () => {
    const rows = Array.from({ length: 2300 }, (_, i) => listItem(i + 1));
    const { api, queries } = fakeApi(rows);
    const result = await createDataProvider(api).getList('users', {
      pagination: { page: 1, perPage: 5000 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(queries.map((q) => [q.offset, q.limit])).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 1000],
    ]);
    expect(result.data).toHaveLength(2300);
    expect(result.total).toBe(2300);
  });

  it('getOne reads the raw user and flattens the profile fields', async () => {
    const { api } = fakeApi();
    const { data } = await createDataProvider(api).getOne('users', { id: 'abc' });
    expect(api.getUser).toHaveBeenCalledWith('abc', { raw: 'true' });
    expect(data).toMatchObject({
      id: 'abc',
      firstName: 'Maple',
      lastName: 'Baker',
      userName: 'maple1',
      businessName: 'Maple Leaf Bakery',
      business: { businessName: 'Maple Leaf Bakery' },
    });
  });

  it('getMany reads each user', async () => {
    const { api } = fakeApi();
    const { data } = await createDataProvider(api).getMany('users', { ids: ['a', 'b'] });
    expect(data.map((u) => u.id)).toEqual(['a', 'b']);
    expect(api.getUser).toHaveBeenCalledTimes(2);
  });

  it('getManyReference filters the list by the target', async () => {
    const { api, queries } = fakeApi();
    await createDataProvider(api).getManyReference('users', {
      target: 'status',
      id: 'SUSPENDED',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(queries[0]).toMatchObject({ status: 'SUSPENDED', sortBy: 'email', limit: 10 });
  });

  it('rejects writes to users with a clear message', async () => {
    const dp = createDataProvider(fakeApi().api);
    await expect(dp.update('users', { id: 'a', data: {}, previousData: { id: 'a' } })).rejects.toThrow(
      'update is not supported for "users"',
    );
    await expect(dp.create('users', { data: {} })).rejects.toThrow('create is not supported for "users"');
    await expect(dp.delete('users', { id: 'a' })).rejects.toThrow('delete is not supported for "users"');
    await expect(dp.deleteMany('users', { ids: ['a'] })).rejects.toThrow('deleteMany is not supported');
    await expect(dp.updateMany('users', { ids: ['a'], data: {} })).rejects.toThrow(
      'updateMany is not supported',
    );
  });

  it('names an unknown resource in its error, with the resources the console serves', () => {
    const dp = createDataProvider(fakeApi().api);
    // combineDataProviders asks for the resource's provider before calling it: the error is thrown at once.
    expect(() => dp.getList('nope', {})).toThrow('Unknown resource "nope"');
    expect(() => dp.getOne('nope', { id: 1 })).toThrow('Unknown resource "nope"');
    expect(() => dp.delete('nope', { id: 1 })).toThrow(
      /serves users, memberships, profile, business-categories/,
    );
  });

  it('passes API errors through with their status (for checkError)', async () => {
    const { api } = fakeApi();
    const failure = Object.assign(new Error('You do not have permission to do this.'), { status: 403 });
    api.listUsers.mockRejectedValueOnce(failure);
    await expect(createDataProvider(api).getList('users', {})).rejects.toBe(failure);
  });
});

describe('createDataProvider: profile', () => {
  it('getOne reads GET /admin as the form record', async () => {
    const { api } = fakeApi();
    const { data } = await createDataProvider(api).getOne('profile', { id: PROFILE_ID });
    expect(data).toMatchObject({
      id: PROFILE_ID,
      firstName: 'Maple',
      lastName: 'Baker',
      mobileNo: '4165550100',
      email: 'maple@example.com',
    });
  });

  it('update sends the trimmed form fields to PUT /admin and reports the new profile', async () => {
    const { api } = fakeApi();
    const onAdminUpdated = vi.fn();
    await createDataProvider(api, { onAdminUpdated }).update('profile', {
      id: PROFILE_ID,
      data: {
        id: PROFILE_ID,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        mobileNo: '4165550199',
        email: 'x@y.z',
      },
      previousData: { id: PROFILE_ID },
    });
    expect(api.updateAdmin).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobileNo: '4165550199',
    });
    expect(onAdminUpdated).toHaveBeenCalledOnce();
  });

  it("turns the server's per-field messages into form errors", async () => {
    const { api } = fakeApi();
    api.updateAdmin.mockRejectedValueOnce(
      Object.assign(new Error('Please check the highlighted fields.'), {
        status: 400,
        fieldErrors: { mobileNo: ['Mobile number must be 10 digits.'] },
      }),
    );
    await expect(
      createDataProvider(api).update('profile', {
        id: PROFILE_ID,
        data: {},
        previousData: { id: PROFILE_ID },
      }),
    ).rejects.toMatchObject({
      message: 'Please check the highlighted fields.',
      status: 400,
      body: { errors: { mobileNo: 'Mobile number must be 10 digits.' } },
    });
  });
});

describe('createDataProvider: every resource', () => {
  const fieldError = () =>
    Object.assign(new Error('Please check the highlighted fields.'), {
      status: 400,
      fieldErrors: { q: ['Must be at most 100 characters.'] },
    });
  /** An API whose every call fails with per-field messages. */
  const failingApi = new Proxy({}, { get: () => async () => Promise.reject(fieldError()) }) as AdminDataApi;
  const list = {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
  };

  it('routes each resource to its own provider', async () => {
    const api = {
      listUsers: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminOffers: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      offerReports: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminWalletTransactions: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      listBusinessCategories: vi.fn(async () => ({ data: [] })),
      adminListChatReports: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminListChatBans: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminCardLoads: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminDisputes: vi.fn(async () => ({
        data: [],
        meta: { total: 0, limit: 5, offset: 0, exposure: { heldCents: 0, debtCents: 0 } },
      })),
      adminBarterDisputes: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminWants: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      listAdminAccounts: vi.fn(async () => ({ data: [], meta: { total: 0, limit: 5, offset: 0 } })),
      adminAnalytics: vi.fn(async () => ({ data: {} })),
      maintenanceCheck: vi.fn(async () => ({ data: {} })),
      getPledge: vi.fn(async () => ({ data: null })),
    };
    const dp = createDataProvider(api as never);
    for (const resource of [
      'users',
      'offers',
      'offer-reports',
      'wallet-transactions',
      'business-categories',
      'chat-reports',
      'chat-bans',
      'card-loads',
      'disputes',
      'barter-disputes',
      'wants',
      'admin-accounts',
    ]) {
      await dp.getList(resource, list);
    }
    // The pages that are not lists, through their resource's own calls.
    await dp.analyticsOverview('analytics', { from: '2026-01-01', to: '2026-01-07' });
    await dp.maintenanceState('maintenance', {});
    await dp.currentPledge('pledge', {});
    for (const fn of Object.values(api)) expect(fn).toHaveBeenCalledOnce();
  });

  it('turns per-field messages into form errors in every method of every resource', async () => {
    const dp = createDataProvider(failingApi);
    const calls: [string, Promise<unknown>][] = [
      ['users getList', dp.getList('users', list)],
      ['users getOne', dp.getOne('users', { id: 'u1' })],
      ['memberships getOne', dp.getOne('memberships', { id: 'u1' })],
      ['profile getOne', dp.getOne('profile', { id: PROFILE_ID })],
      ['categories getList', dp.getList('business-categories', list)],
      ['categories delete', dp.delete('business-categories', { id: 1 })],
      ['offers getList', dp.getList('offers', list)],
      ['offers getManyReference', dp.getManyReference('offers', { ...list, target: 'userId', id: 'u1' })],
      ['offer-summaries getOne', dp.getOne('offer-summaries', { id: 'o1' })],
      ['offer-reports getList', dp.getList('offer-reports', list)],
      ['offer-reports dismiss', dp.dismissOfferReports('offer-reports', { offerId: 'o1' })],
      ['wants getList', dp.getList('wants', list)],
      ['wants changeWantStatus', dp.changeWantStatus('wants', { id: 'w1', status: 'DISABLED', reason: 'r' })],
      ['wants declineWantReports', dp.declineWantReports('wants', { id: 'w1' })],
      ['wallet getList', dp.getList('wallet-transactions', list)],
      ['wallet getOne', dp.getOne('wallet-transactions', { id: 't1' })],
      [
        'wallet postAdjustment',
        dp.postAdjustment('wallet-transactions', {
          userId: 'u1',
          kind: 'REWARD',
          amountCents: 100,
          reason: 'Thanks',
          idempotencyKey: 'k1',
        }),
      ],
      ['wallet-summaries getOne', dp.getOne('wallet-summaries', { id: 'u1' })],
      [
        'users changeUserStatus',
        dp.changeUserStatus('users', { id: 'u1', status: 'SUSPENDED', reason: 'r', password: 'p' }),
      ],
      ['admin-accounts inviteAdmin', dp.inviteAdmin('admin-accounts', { email: 'a@b.ca', roleId: 3 })],
      ['analytics stats', dp.analyticsStats('analytics', { from: '2026-01-01', to: '2026-01-07' })],
      ['maintenance lockSystem', dp.lockSystem('maintenance', { adminNote: 'Back soon', systemDown: true })],
      ['pledge savePledge', dp.savePledge('pledge', { description: 'Be kind.' })],
      [
        'onboarding completeOnboarding',
        dp.completeOnboarding('onboarding', {
          token: 't',
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
          firstName: 'Robin',
          lastName: 'Lee',
          mobileNo: '4165550123',
        }),
      ],
    ];
    for (const [name, call] of calls) {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(DataProviderError);
      expect(error, name).toMatchObject({
        status: 400,
        body: { errors: { q: 'Must be at most 100 characters.' } },
      });
    }
  });

  it('refuses the methods a resource lacks, naming the method and the resource', async () => {
    const dp = createDataProvider(fakeApi().api);
    await expect(dp.create('offer-reports', { data: {} })).rejects.toThrow(
      'create is not supported for "offer-reports".',
    );
    await expect(dp.getList('wallet-summaries', list)).rejects.toThrow(
      'getList is not supported for "wallet-summaries".',
    );
  });
});

describe("the console's screens", () => {
  const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => [f.split(path.sep).join('/'), readFileSync(path.join(SRC, f), 'utf8')] as const);

  it('reach the API only through the data provider: the API client is for the start, the session and the provider', () => {
    const usingClient = sources.filter(([, text]) => /from '(\.\.?\/)+api\.ts'/.test(text)).map(([f]) => f);
    // App.tsx builds the data provider from it; boot.tsx and the session sign in with it (no screen of data);
    // language.ts sets the language it asks the API in (Accept-Language).
    expect(usingClient.sort()).toEqual(['App.tsx', 'boot.tsx', 'language.ts', 'providers/consoleSession.ts']);
    expect(sources.filter(([, text]) => /\bcreate(Console)?Api\(/.test(text)).map(([f]) => f)).toEqual([
      'api.ts',
    ]);
  });
});

import type { TAdminAccount } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import {
  ADMIN_ACCOUNTS_RESOURCE,
  type AdminAccountsApi,
  createAdminAccountsProvider,
  toAdminAccountsQuery,
  toInviteBody,
} from './adminAccountsDataProvider.ts';

const account = (i: number): TAdminAccount => ({
  id: `a${i}`,
  email: `admin${i}@barterbits.ca`,
  firstName: null,
  lastName: null,
  mobileNumber: null,
  role: { id: 3, code: 'SUPPORT', name: 'Support' },
  status: 'INVITED',
  invitedBy: { id: 'a0', email: 'admin@barterbits.ca', name: 'Ada Admin' },
  invitedAt: '2026-11-20T10:00:00.000Z',
  inviteExpiresAt: '2026-11-27T10:00:00.000Z',
  lastLogin: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

const fakeApi = (overrides: Partial<AdminAccountsApi> = {}): AdminAccountsApi => ({
  listAdminAccounts: vi.fn(async () => ({ data: [], meta: { total: 0, offset: 0, limit: 25 } })),
  listAdminRoles: vi.fn(async () => ({ data: [] })),
  inviteAdmin: vi.fn(async () => ({ data: account(1), message: 'Invitation sent.' })),
  updateAdminAccount: vi.fn(async () => ({ data: account(1), message: 'Admin account updated.' })),
  ...overrides,
});

describe('admin-accounts data provider', () => {
  it('maps the search, status, role and page', () => {
    expect(
      toAdminAccountsQuery({
        pagination: { page: 2, perPage: 25 },
        filter: { q: '  nia ', status: 'INVITED', roleId: '2' },
      }),
    ).toEqual({ offset: 25, limit: 25, search: 'nia', status: 'INVITED', roleId: 2 });
    expect(toAdminAccountsQuery({ filter: { roleId: 3 } }).roleId).toBe(3);
  });

  it('leaves out blank searches, unknown statuses and bad roles', () => {
    expect(toAdminAccountsQuery({ filter: { q: '   ', status: 'BANNED', roleId: 'x' } })).toEqual({
      offset: 0,
      limit: 25,
    });
    for (const roleId of [0, -1, 1.5, '', null]) {
      expect(toAdminAccountsQuery({ filter: { roleId } }).roleId).toBeUndefined();
    }
  });

  it('reads an export of every filtered row in pages of 1000', async () => {
    const all = Array.from({ length: 1500 }, (_, i) => account(i));
    const listAdminAccounts = vi.fn(async (q?: { offset?: unknown; limit?: unknown }) => {
      const offset = Number(q?.offset);
      const limit = Number(q?.limit);
      return { data: all.slice(offset, offset + limit), meta: { total: all.length, offset, limit } };
    });
    const dp = createAdminAccountsProvider(fakeApi({ listAdminAccounts }));
    const res = await dp.getList(ADMIN_ACCOUNTS_RESOURCE, {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'ACTIVE' },
    });
    expect(res.data).toHaveLength(1500);
    expect(res.total).toBe(1500);
    expect(listAdminAccounts.mock.calls.map(([q]) => q)).toEqual([
      { offset: 0, limit: 1000, status: 'ACTIVE' },
      { offset: 1000, limit: 1000, status: 'ACTIVE' },
    ]);
  });

  it('invites with the trimmed address and only the names given, answering the server message', async () => {
    const api = fakeApi();
    const dp = createAdminAccountsProvider(api);
    const res = await dp.inviteAdmin(ADMIN_ACCOUNTS_RESOURCE, {
      email: ' nia@barterbits.ca ',
      roleId: 2,
      firstName: ' Nia ',
      lastName: '  ',
    });
    expect(api.inviteAdmin).toHaveBeenCalledWith({ email: 'nia@barterbits.ca', roleId: 2, firstName: 'Nia' });
    expect(res.message).toBe('Invitation sent.');
    expect(toInviteBody({ email: 'a@b.ca', roleId: 1 })).toEqual({ email: 'a@b.ca', roleId: 1 });
  });

  it('changes the role or the status as asked', async () => {
    const api = fakeApi();
    const dp = createAdminAccountsProvider(api);
    await dp.updateAdminAccount(ADMIN_ACCOUNTS_RESOURCE, { adminId: 'a1', roleId: 2 });
    const res = await dp.updateAdminAccount(ADMIN_ACCOUNTS_RESOURCE, {
      adminId: 'a1',
      status: 'DEACTIVATED',
    });
    expect(vi.mocked(api.updateAdminAccount).mock.calls).toEqual([
      [{ adminId: 'a1', roleId: 2 }],
      [{ adminId: 'a1', status: 'DEACTIVATED' }],
    ]);
    expect(res.message).toBe('Admin account updated.');
  });

  it('reads the roles', async () => {
    const roles = [
      { id: 1, code: 'SUPER_ADMIN' as const, name: 'Super admin', description: 'All', isActive: true },
    ];
    const dp = createAdminAccountsProvider(fakeApi({ listAdminRoles: vi.fn(async () => ({ data: roles })) }));
    expect(await dp.listAdminRoles(ADMIN_ACCOUNTS_RESOURCE, {})).toEqual(roles);
  });

  it("turns the server's per-field messages into form errors and keeps a refusal as it is", async () => {
    const invalid = Object.assign(new Error('Please check the highlighted fields.'), {
      status: 400,
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    const refusal = Object.assign(new Error('This email address belongs to a member account.'), {
      status: 409,
      code: 'CONFLICT',
    });
    const inviteAdmin = vi.fn().mockRejectedValueOnce(invalid).mockRejectedValueOnce(refusal);
    const dp = createAdminAccountsProvider(fakeApi({ inviteAdmin }));
    const first = await dp
      .inviteAdmin(ADMIN_ACCOUNTS_RESOURCE, { email: 'x', roleId: 1 })
      .catch((e: unknown) => e);
    expect(first).toBeInstanceOf(DataProviderError);
    expect(first).toMatchObject({ status: 400, body: { errors: { email: 'Enter a valid email address.' } } });
    const second = await dp
      .inviteAdmin(ADMIN_ACCOUNTS_RESOURCE, { email: 'a@b.ca', roleId: 1 })
      .catch((e: unknown) => e);
    expect(second).toBe(refusal);
  });

  it('has no single-record read (the list holds every field)', async () => {
    const dp = createAdminAccountsProvider(fakeApi());
    await expect(dp.getOne(ADMIN_ACCOUNTS_RESOURCE, { id: 'a1' })).rejects.toThrow(
      'getOne is not supported for "admin-accounts".',
    );
  });
});

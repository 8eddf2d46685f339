import type { TAdminEmailChangeRequest, TUser, TUserNameMatch } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import { createUsersProvider, USERS_RESOURCE, type UsersApi } from './usersDataProvider.ts';

const member = { id: 'u1', status: 'SUSPENDED', userProfile: { firstName: 'Maple' }, business: null };
const match: TUserNameMatch = {
  id: 'u1',
  userName: 'alex',
  firstName: 'Alex',
  lastName: null,
  email: 'alex@demo.barterbits.ca',
  businessName: null,
  status: 'ACTIVE',
};

function fakeApi(): UsersApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    listUsers: vi.fn(),
    getUser: vi.fn(),
    verifyPassword: vi.fn(async () => {
      calls.push('verifyPassword');
      return { data: { token: 'tok-1' } };
    }),
    changeStatus: vi.fn(async () => {
      calls.push('changeStatus');
      return { data: member as unknown as TUser };
    }),
    lookupUserNames: vi.fn(async () => ({
      data: [match],
      meta: { total: 31, limit: 10, offset: 0 },
    })),
    adminChangeEmail: vi.fn(async (body: TAdminEmailChangeRequest) => {
      calls.push('adminChangeEmail');
      return {
        data: { userId: body.userId, oldEmail: 'alex@demo.barterbits.ca', newEmail: body.newEmail },
        message: "The member's email address was changed. Both addresses were told.",
      };
    }),
  };
}

describe('users provider: changeUserStatus', () => {
  it("checks the admin's password first, then changes the status with its token and the trimmed reason", async () => {
    const api = fakeApi();
    const res = await createUsersProvider(api).changeUserStatus(USERS_RESOURCE, {
      id: 'u1',
      status: 'SUSPENDED',
      reason: '  Repeated no-shows ',
      password: 'BarterAdmin#1',
    });
    expect(api.calls).toEqual(['verifyPassword', 'changeStatus']);
    expect(api.verifyPassword).toHaveBeenCalledWith({ password: 'BarterAdmin#1' });
    expect(api.changeStatus).toHaveBeenCalledWith({
      userId: 'u1',
      status: 'SUSPENDED',
      reason: 'Repeated no-shows',
      token: 'tok-1',
    });
    expect(res.data).toMatchObject({ id: 'u1', status: 'SUSPENDED', firstName: 'Maple' });
  });

  it('stops at a wrong password with its message (a form error, not a sign-out)', async () => {
    const api = fakeApi();
    const wrong = 'The credentials you have entered are incorrect. Please try again.';
    vi.mocked(api.verifyPassword).mockRejectedValueOnce(
      Object.assign(new Error(wrong), { status: 400, fieldErrors: { password: [wrong] } }),
    );
    const call = createUsersProvider(api).changeUserStatus(USERS_RESOURCE, {
      id: 'u1',
      status: 'SUSPENDED',
      reason: 'r',
      password: 'Wrong#Pass1',
    });
    await expect(call).rejects.toBeInstanceOf(DataProviderError);
    await expect(call).rejects.toMatchObject({ message: wrong, status: 400 });
    expect(api.changeStatus).not.toHaveBeenCalled();
  });
});

describe('users provider: lookupUserNames', () => {
  it('asks GET /user/user-name for the text and answers the matches with the total', async () => {
    const api = fakeApi();
    const res = await createUsersProvider(api).lookupUserNames(USERS_RESOURCE, { q: 'ale' });
    expect(api.lookupUserNames).toHaveBeenCalledWith({ q: 'ale' });
    expect(res).toEqual({ data: [match], total: 31 });
  });
});

describe('users provider: changeMemberEmail', () => {
  const params = {
    id: 'u1',
    newEmail: ' alex.new@example.ca ',
    reason: ' Lost access to the old mailbox ',
    password: 'BarterAdmin#1',
  };

  it("checks the admin's password first, then sends the change with its token, trimmed", async () => {
    const api = fakeApi();
    const res = await createUsersProvider(api).changeMemberEmail(USERS_RESOURCE, params);
    expect(api.calls).toEqual(['verifyPassword', 'adminChangeEmail']);
    expect(api.verifyPassword).toHaveBeenCalledWith({ password: 'BarterAdmin#1' });
    expect(api.adminChangeEmail).toHaveBeenCalledWith({
      userId: 'u1',
      newEmail: 'alex.new@example.ca',
      reason: 'Lost access to the old mailbox',
      token: 'tok-1',
    });
    expect(res.data.newEmail).toBe('alex.new@example.ca');
    expect(res.message).toMatch(/Both addresses were told/);
  });

  it('stops at a wrong password, and keeps a taken address as a form error of newEmail', async () => {
    const wrong = 'The credentials you have entered are incorrect. Please try again.';
    const api = fakeApi();
    vi.mocked(api.verifyPassword).mockRejectedValueOnce(
      Object.assign(new Error(wrong), { status: 400, fieldErrors: { password: [wrong] } }),
    );
    const provider = createUsersProvider(api);
    await expect(provider.changeMemberEmail(USERS_RESOURCE, params)).rejects.toMatchObject({
      message: wrong,
      body: { errors: { password: wrong } },
    });
    expect(api.adminChangeEmail).not.toHaveBeenCalled();

    const taken = 'This email address is already associated with an account.';
    vi.mocked(api.adminChangeEmail).mockRejectedValueOnce(
      Object.assign(new Error(taken), { status: 409, fieldErrors: { newEmail: [taken] } }),
    );
    const call = provider.changeMemberEmail(USERS_RESOURCE, params);
    await expect(call).rejects.toBeInstanceOf(DataProviderError);
    await expect(call).rejects.toMatchObject({ status: 409, body: { errors: { newEmail: taken } } });
  });
});

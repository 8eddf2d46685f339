import type { TUser } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import { createUsersProvider, USERS_RESOURCE, type UsersApi } from './usersDataProvider.ts';

const member = { id: 'u1', status: 'SUSPENDED', userProfile: { firstName: 'Maple' }, business: null };

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

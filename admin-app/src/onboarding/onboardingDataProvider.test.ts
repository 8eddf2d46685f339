import type { TUser } from '@barterbits/contracts';
import { describe, expect, it, vi } from 'vitest';
import { DataProviderError } from '../providers/errors.ts';
import {
  createOnboardingProvider,
  ONBOARDING_RESOURCE,
  type OnboardingApi,
} from './onboardingDataProvider.ts';
import { onboardingFailure } from './onboardingForm.ts';

const admin = { id: 'a2', email: 'robin@admins.example.com', role: 'ADMIN' } as TUser;
const body = {
  token: 'invite-1',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  firstName: 'Robin',
  lastName: 'Lee',
  mobileNo: '4165550123',
};

const fakeApi = (adminOnboarding: OnboardingApi['adminOnboarding']) => {
  const calls: string[] = [];
  const api: OnboardingApi = {
    adminOnboarding,
    session: {
      setTokens: vi.fn((tokens) => calls.push(`tokens ${tokens.accessToken} ${tokens.refreshToken}`)),
      touch: vi.fn(() => calls.push('touch')),
    },
  };
  return { api, calls };
};

describe('onboarding data provider', () => {
  it('sends the form, stores the new session as sign-in does and answers the admin', async () => {
    const adminOnboarding = vi.fn(async () => ({
      data: { accessToken: 'access-1', refreshToken: 'refresh-1', user: admin },
    }));
    const { api, calls } = fakeApi(adminOnboarding as never);
    expect(await createOnboardingProvider(api).completeOnboarding(ONBOARDING_RESOURCE, body)).toBe(admin);
    expect(adminOnboarding).toHaveBeenCalledWith(body);
    expect(calls).toEqual(['tokens access-1 refresh-1', 'touch']);
  });

  it('stores no session when the link is refused, and the page still reads it as a dead link', async () => {
    const expired = Object.assign(new Error('This link has expired.'), { status: 410, code: 'LINK_EXPIRED' });
    const { api, calls } = fakeApi(vi.fn(async () => Promise.reject(expired)));
    const error = await createOnboardingProvider(api)
      .completeOnboarding(ONBOARDING_RESOURCE, body)
      .catch((e: unknown) => e);
    expect(error).toBe(expired);
    expect(onboardingFailure(error)).toEqual({ kind: 'link' });
    expect(calls).toEqual([]);
  });

  it("turns the server's per-field messages into errors the page puts under its fields", async () => {
    const taken = Object.assign(new Error('Please check the highlighted fields.'), {
      status: 409,
      fieldErrors: { mobileNo: ['This mobile number is already in use.'] },
    });
    const { api } = fakeApi(vi.fn(async () => Promise.reject(taken)));
    const error = await createOnboardingProvider(api)
      .completeOnboarding(ONBOARDING_RESOURCE, body)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataProviderError);
    expect(onboardingFailure(error)).toEqual({
      kind: 'fields',
      errors: { mobileNo: 'This mobile number is already in use.' },
      message: 'Please check the highlighted fields.',
    });
  });
});

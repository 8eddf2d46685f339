import type { TUser } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { displayName, initialsOf, memberTypeOf, toLoggedInMember } from './member.ts';

const user: TUser = {
  id: '4f5a1f7e-3b3a-4b55-9a5e-0f0e7c1a2b3c',
  email: 'alex@demo.barterbits.ca',
  authMethod: 'Custom',
  role: 'MEMBER',
  roleId: 2,
  socialId: null,
  statusId: 1,
  status: 'ACTIVE',
  invitedBy: null,
  lastLogin: '2026-11-01T10:00:00.000Z',
  checkOutStatus: 'COMPLETED',
  subscription: 'ACTIVE',
  memberType: 'CUSTOMER_PERSONAL',
  accountType: 'PERSONAL',
  emailVerified: true,
  pinSet: true,
  locationSet: true,
  language: 'en-CA',
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  userProfile: {
    id: '5f5a1f7e-3b3a-4b55-9a5e-0f0e7c1a2b3c',
    userId: '4f5a1f7e-3b3a-4b55-9a5e-0f0e7c1a2b3c',
    firstName: 'Alex',
    lastName: 'Martin',
    userName: 'alex42',
    mobileNumber: '4165550100',
    countryCode: '+1',
    profilePhoto: null,
    yourBio: null,
    addressId: null,
    socialHandleId: null,
    subRoleId: null,
    email: 'alex@demo.barterbits.ca',
    authMethod: 'Custom',
    address: null,
  },
  business: null,
};

describe('toLoggedInMember', () => {
  it('flattens the profile and keeps the user id', () => {
    const member = toLoggedInMember(user);
    expect(member.userId).toBe(user.id);
    expect(member.firstName).toBe('Alex');
    expect(member.checkOutStatus).toBe('COMPLETED');
    expect(member.memberType).toBe('CUSTOMER_PERSONAL');
    expect(member.firstTime).toBe(false);
    // Stored with the member (bb.user): the app starts in the account's language.
    expect(member.language).toBe('en-CA');
    expect(toLoggedInMember({ ...user, language: 'fr-CA' }).language).toBe('fr-CA');
  });
});

describe('memberTypeOf', () => {
  it('is business when a business record exists and no type is given', () => {
    expect(memberTypeOf({ memberType: null, business: null })).toBe('CUSTOMER_PERSONAL');
    expect(memberTypeOf({ memberType: null, business: {} as TUser['business'] })).toBe('CUSTOMER_BUSINESS');
    expect(memberTypeOf({ memberType: 'CUSTOMER_BUSINESS', business: null })).toBe('CUSTOMER_BUSINESS');
  });
});

describe('displayName and initialsOf', () => {
  it('prefer the first name, then the user name, then the e-mail', () => {
    expect(displayName({ firstName: 'Alex', userName: 'alex42', email: 'a@b.c' })).toBe('Alex');
    expect(displayName({ firstName: ' ', userName: 'alex42', email: 'a@b.c' })).toBe('alex42');
    expect(displayName({ firstName: null, userName: null, email: 'sam@b.c' })).toBe('sam');
  });

  it('build initials from the names or the e-mail', () => {
    expect(initialsOf({ firstName: 'Alex', lastName: 'Martin', email: 'a@b.c' })).toBe('AM');
    expect(initialsOf({ firstName: null, lastName: null, email: 'sam@b.c' })).toBe('S');
  });
});

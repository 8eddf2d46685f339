import { VALIDATION_MESSAGES as M } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_ONBOARDING, onboardingFailure, tokenOf, validateOnboarding } from './onboardingForm.ts';

const good = {
  password: 'Welcome#2026',
  confirmPassword: 'Welcome#2026',
  firstName: ' Nia ',
  lastName: 'New',
  mobileNo: '4165550123',
};

describe('onboarding form', () => {
  it('reads the token of the link', () => {
    expect(tokenOf('?token=abc123')).toBe('abc123');
    expect(tokenOf('?token=a%2Bb')).toBe('a+b');
    expect(tokenOf('?token=%20')).toBeUndefined();
    expect(tokenOf('')).toBeUndefined();
  });

  it('sends the token and the trimmed profile', () => {
    expect(validateOnboarding('t1', good)).toEqual({
      ok: true,
      body: { token: 't1', ...good, firstName: 'Nia' },
    });
  });

  it('asks for every field', () => {
    const res = validateOnboarding('t1', EMPTY_ONBOARDING);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(Object.keys(res.errors).sort()).toEqual(
        ['confirmPassword', 'firstName', 'lastName', 'mobileNo', 'password'].sort(),
      );
    }
  });

  it("applies the spec's password rules and the confirmation", () => {
    const weak = validateOnboarding('t1', {
      ...good,
      password: 'welcome2026',
      confirmPassword: 'welcome2026',
    });
    expect(weak).toMatchObject({ ok: false, errors: { password: M.passwordUppercase } });
    const mismatch = validateOnboarding('t1', { ...good, confirmPassword: 'Welcome#2027' });
    expect(mismatch).toEqual({ ok: false, errors: { confirmPassword: M.passwordsMustMatch } });
  });

  it('wants a 10-digit mobile number', () => {
    expect(validateOnboarding('t1', { ...good, mobileNo: '555-0123' })).toMatchObject({
      ok: false,
      errors: { mobileNo: M.mobile },
    });
  });

  it('sends a dead link (410, unknown token) to the "ask for a new invite" page', () => {
    expect(onboardingFailure({ status: 410, code: 'LINK_EXPIRED', message: 'Expired.' })).toEqual({
      kind: 'link',
    });
    expect(onboardingFailure({ status: 400, code: 'LINK_INVALID', message: 'Invalid.' })).toEqual({
      kind: 'link',
    });
    expect(onboardingFailure({ status: 400, fieldErrors: { token: ['Required field.'] } })).toEqual({
      kind: 'link',
    });
  });

  it('shows field errors under the fields and other failures as a message', () => {
    expect(
      onboardingFailure({
        status: 409,
        code: 'MOBILE_IN_USE',
        message: 'In use.',
        fieldErrors: { mobileNo: ['In use.'] },
      }),
    ).toEqual({ kind: 'fields', errors: { mobileNo: 'In use.' }, message: 'In use.' });
    expect(onboardingFailure({ status: 503, message: 'Try later.' })).toEqual({
      kind: 'message',
      message: 'Try later.',
    });
    expect(onboardingFailure(undefined)).toEqual({ kind: 'message', message: 'Some error occurred.' });
  });
});

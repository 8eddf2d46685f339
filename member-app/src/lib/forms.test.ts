import { ApiError } from '@barterbits/api-client';
import { describe, expect, it } from 'vitest';
import { asProvince, digitsOnly, formErrorMessage } from './forms.ts';

describe('digitsOnly', () => {
  it('drops non-digits and keeps 10 digits', () => {
    expect(digitsOnly('(416) 555-0101 ext 9')).toBe('4165550101');
    expect(digitsOnly('e12')).toBe('12');
  });
});

describe('asProvince', () => {
  it('keeps the 13 names only', () => {
    expect(asProvince('Ontario')).toBe('Ontario');
    expect(asProvince('Texas')).toBeUndefined();
    expect(asProvince('')).toBeUndefined();
  });
});

describe('formErrorMessage', () => {
  it("shows the server's message above the form unless it came with per-field messages", () => {
    expect(formErrorMessage(null)).toBeNull();
    expect(formErrorMessage(new ApiError('Too many invites today.', 429, 'RATE_LIMITED'))).toBe(
      'Too many invites today.',
    );
    expect(
      formErrorMessage(new ApiError('Invalid.', 400, 'VALIDATION_FAILED', { text: ['Required field.'] })),
    ).toBeNull();
    expect(formErrorMessage(new Error('Network down'))).toBe('Network down');
  });
});

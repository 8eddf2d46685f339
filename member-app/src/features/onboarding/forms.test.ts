import { describe, expect, it } from 'vitest';
import { asProvince, digitsOnly, formFieldErrors } from './forms.ts';

describe('formFieldErrors', () => {
  it('keeps the first message of the fields the form has', () => {
    expect(
      formFieldErrors({ userName: ['taken', 'other'], 'address.city': ['Required field.'], extra: ['x'] }, [
        'userName',
        'address.city',
        'phoneNumber',
      ]),
    ).toEqual([
      ['userName', 'taken'],
      ['address.city', 'Required field.'],
    ]);
    expect(formFieldErrors(undefined, ['userName'])).toEqual([]);
  });
});

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

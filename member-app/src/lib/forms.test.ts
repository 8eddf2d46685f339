import { describe, expect, it } from 'vitest';
import { asProvince, digitsOnly } from './forms.ts';

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

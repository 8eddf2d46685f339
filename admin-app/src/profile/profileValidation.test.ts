import { VALIDATION_MESSAGES as M } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { validateProfileForm } from './profileValidation.ts';

describe('validateProfileForm', () => {
  it('accepts a valid profile', () => {
    expect(validateProfileForm({ firstName: 'Ada', lastName: 'Lovelace', mobileNo: '4165550100' })).toEqual(
      {},
    );
  });

  it('reports the first contracts message per field', () => {
    expect(validateProfileForm({ firstName: '', lastName: 'A', mobileNo: '12345' })).toEqual({
      firstName: M.required,
      lastName: M.nameLength,
      mobileNo: M.mobile,
    });
    expect(validateProfileForm({ firstName: 'Ada1', lastName: 'Lovelace', mobileNo: '416555010x' })).toEqual({
      firstName: M.nameLetters,
      mobileNo: M.mobile,
    });
  });

  it('treats missing values as empty', () => {
    expect(validateProfileForm({})).toEqual({
      firstName: M.required,
      lastName: M.required,
      mobileNo: M.required,
    });
  });
});

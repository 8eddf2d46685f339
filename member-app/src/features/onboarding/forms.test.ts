import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './forms.ts';

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

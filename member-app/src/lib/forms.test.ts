import { ApiError } from '@barterbits/api-client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, asProvince, digitsOnly, formErrorMessage, serverFieldMessages } from './forms.ts';

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

const refused = (fieldErrors: Record<string, string[]>) =>
  new ApiError('Invalid.', 400, 'VALIDATION_FAILED', fieldErrors);

describe('serverFieldMessages', () => {
  it('keeps the first message of each field the form has, in the order of the form', () => {
    const error = refused({
      extra: ['x'],
      'address.city': ['Required field.'],
      userName: ['Taken.', 'Other'],
    });
    expect(serverFieldMessages(error, ['userName', 'address.city', 'phoneNumber'])).toEqual([
      ['userName', 'Taken.'],
      ['address.city', 'Required field.'],
    ]);
  });

  it("puts a message named the server's way on the form's field, once", () => {
    const error = refused({
      'card.expYear': ['Card expired.'],
      expMonth: ['Invalid month.'],
      amountCents: ['Too low.'],
    });
    expect(
      serverFieldMessages(error, {
        expMonth: 'expiry',
        'card.expMonth': 'expiry',
        expYear: 'expiry',
        'card.expYear': 'expiry',
        amountCents: 'amount',
      }),
    ).toEqual([
      ['expiry', 'Invalid month.'],
      ['amount', 'Too low.'],
    ]);
  });

  it('finds nothing without per-field messages', () => {
    expect(serverFieldMessages(new ApiError('Busy.', 429, 'RATE_LIMITED'), ['email'])).toEqual([]);
    expect(serverFieldMessages(new Error('Network down'), ['email'])).toEqual([]);
    expect(serverFieldMessages(undefined, ['email'])).toEqual([]);
  });
});

describe('applyServerErrors', () => {
  it('sets each message on its field, focuses the first, and says whether any was set', () => {
    const setError = vi.fn();
    const error = refused({ password: ['Too weak.'], email: ['Taken.'], other: ['x'] });
    expect(applyServerErrors(error, ['email', 'password'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too weak.' }, { shouldFocus: false }],
    ]);
  });

  it('sets nothing when no field of the form has a message', () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused({ other: ['x'] }), ['email'], setError)).toBe(false);
    expect(applyServerErrors(new Error('Network down'), ['email'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('formErrorMessage', () => {
  it('shows nothing above the form when a field message went on one of its fields', () => {
    const error = refused({ text: ['Required field.'], other: ['x'] });
    expect(formErrorMessage(error, ['text'])).toBeNull();
    // Named the server's way: the message goes on the form's own field.
    expect(formErrorMessage(refused({ amountCents: ['Too low.'] }), { amountCents: 'amount' })).toBeNull();
  });

  it("shows the server's message when its field messages name only fields the form does not have", () => {
    expect(formErrorMessage(refused({ screenshotUploadId: ['Invalid id.'] }), ['text'])).toBe('Invalid.');
    expect(formErrorMessage(refused({ amountCents: ['Too low.'] }), ['amount'])).toBe('Invalid.');
    expect(formErrorMessage(refused({ text: [] }), ['text'])).toBe('Invalid.');
  });

  it("shows the server's message when it has no field messages, and nothing without an error", () => {
    expect(formErrorMessage(new ApiError('Too many invites today.', 429, 'RATE_LIMITED'), ['email'])).toBe(
      'Too many invites today.',
    );
    expect(formErrorMessage(new Error('Network down'), ['email'])).toBe('Network down');
    expect(formErrorMessage(null, ['email'])).toBeNull();
    expect(formErrorMessage(undefined, ['email'])).toBeNull();
  });
});

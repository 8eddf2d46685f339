/** Spec §8 error catalogue, the error-code vocabulary and the error response body. */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorResponse, ZErrorCode, ZErrorResponse } from '../../src/errors.ts';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../src/messages.ts';

/** The user-facing messages of spec §8, verbatim. */
const SPEC_ERROR_MESSAGES = [
  'Some error occurred.',
  'Invalid credentials. Please try again.',
  'The credentials you have entered are incorrect. Please try again.',
  'Email already exists.',
  'This email address is already associated with an account.',
  'This email address is not associated with any account.',
  'Please enter a registered email address.',
  'Sign in using the same method you used to create the account.',
  'This username is already in use.',
  'This mobile number is already in use.',
  'Incorrect PIN. Please try again.',
];

describe('ERROR_MESSAGES (spec §8)', () => {
  const catalogue = Object.values(ERROR_MESSAGES) as string[];
  it.each(SPEC_ERROR_MESSAGES)('contains "%s" verbatim', (message) => {
    expect(catalogue).toContain(message);
  });
  it('has the forgot-password confirmation (an email is sent if an account exists)', () => {
    expect(ERROR_MESSAGES.forgotPasswordSent).toMatch(
      /^If an account exists for .+, an email will be sent\.$/,
    );
  });
  it('has the 404 page text of spec §2', () => {
    expect(ERROR_MESSAGES.notFoundPage).toBe("Like a polar bear in a snowstorm, we can't find this page.");
  });
  it('no message is empty', () => {
    for (const m of catalogue) expect(m.trim()).not.toBe('');
  });
});

describe('VALIDATION_MESSAGES (spec §5)', () => {
  it.each([
    ['required', 'Required field.'],
    ['invalidEmail', 'Invalid email format.'],
    ['locationRequired', 'A location must be selected.'],
    ['passwordsMustMatch', 'Passwords must match.'],
  ] as const)('%s is "%s"', (key, message) => {
    expect(VALIDATION_MESSAGES[key]).toBe(message);
  });
  it('every message is non-empty and distinct, so a message identifies its rule', () => {
    const values = Object.values(VALIDATION_MESSAGES) as string[];
    for (const m of values) expect(m.trim()).not.toBe('');
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('ERROR_CODES', () => {
  const entries = Object.entries(ERROR_CODES);
  it.each(entries)('%s has a 4xx/5xx status and a catalogue message', (_code, { status, message }) => {
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(message.trim()).not.toBe('');
    expect(Object.values(ERROR_MESSAGES)).toContain(message);
  });
  it.each([
    ['INVALID_CREDENTIALS', 401, 'Invalid credentials. Please try again.'],
    ['INCORRECT_CREDENTIALS', 400, 'The credentials you have entered are incorrect. Please try again.'],
    ['EMAIL_EXISTS', 409, 'Email already exists.'],
    ['EMAIL_ALREADY_ASSOCIATED', 409, 'This email address is already associated with an account.'],
    ['EMAIL_NOT_ASSOCIATED', 404, 'This email address is not associated with any account.'],
    ['SAME_SIGN_IN_METHOD', 409, 'Sign in using the same method you used to create the account.'],
    ['USERNAME_IN_USE', 409, 'This username is already in use.'],
    ['MOBILE_IN_USE', 409, 'This mobile number is already in use.'],
    ['INCORRECT_PIN', 400, 'Incorrect PIN. Please try again.'],
    ['INTERNAL', 500, 'Some error occurred.'],
  ] as const)('%s -> %i "%s"', (code, status, message) => {
    expect(ERROR_CODES[code]).toEqual({ status, message });
  });
  it('ZErrorCode lists every code', () => {
    expect([...ZErrorCode.options].sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });
});

describe('ZErrorResponse', () => {
  const sample = {
    statusCode: 409,
    code: 'EMAIL_EXISTS',
    message: ERROR_MESSAGES.emailExists,
  };
  it('parses an error body', () => {
    expect(ZErrorResponse.parse(sample)).toEqual(sample);
    expect(isErrorResponse(sample)).toBe(true);
  });
  it('parses a validation error with field messages', () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ERROR_MESSAGES.validationFailed,
      fieldErrors: {
        email: [VALIDATION_MESSAGES.invalidEmail],
        'address.postalCode': [VALIDATION_MESSAGES.required],
      },
    };
    expect(ZErrorResponse.parse(body)).toEqual(body);
  });
  it.each([
    ['an unknown code', { ...sample, code: 'NOPE' }],
    ['a missing message', { statusCode: 409, code: 'EMAIL_EXISTS' }],
    ['a non-integer status', { ...sample, statusCode: 409.5 }],
    ['field errors that are not lists', { ...sample, fieldErrors: { email: 'bad' } }],
    ['a success body', { data: {} }],
    ['null', null],
  ])('rejects %s', (_name, body) => {
    expect(ZErrorResponse.safeParse(body).success).toBe(false);
    expect(isErrorResponse(body)).toBe(false);
  });
});

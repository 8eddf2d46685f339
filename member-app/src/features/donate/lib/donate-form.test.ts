// First: the API client's modules read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { ApiError } from '@barterbits/api-client';
import { DONATION_MESSAGES, ERROR_MESSAGES } from '@barterbits/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import {
  confirmQuestion,
  donateBody,
  donateFailure,
  givenSummary,
  isPresetChosen,
  PRESETS,
  typedCents,
  ZDonateForm,
} from './donate-form.ts';

// The page's words (the one-tap amounts, the question, the fund's figures) come from its catalog.
beforeAll(() => {
  startLanguage('en-CA');
  return loadCatalogs(['donate']);
});

const messagesOf = (input: Record<string, string>) => {
  const r = ZDonateForm.safeParse({ amount: '10', message: '', pin: '2468', ...input });
  const first: Record<string, string> = {};
  for (const issue of r.success ? [] : r.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('the donate form', () => {
  it('turns the typed amount into cents and keeps the message and PIN', () => {
    const r = ZDonateForm.parse({ amount: '12.50', message: '  For the garden  ', pin: '2468' });
    expect(r).toEqual({ amount: 1250, message: 'For the garden', pin: '2468' });
    expect(donateBody(r)).toEqual({ amountCents: 1250, message: 'For the garden', pin: '2468' });
  });

  it('sends no message when none is written', () => {
    expect(donateBody(ZDonateForm.parse({ amount: '5', message: '   ', pin: '2468' }))).toEqual({
      amountCents: 500,
      pin: '2468',
    });
  });

  it.each([
    ['0', 'Must be greater than 0.'],
    ['0.99', DONATION_MESSAGES.amountMin],
    ['10000.01', DONATION_MESSAGES.amountMax],
    ['1.234', 'At most 2 decimal places are allowed.'],
    ['', 'Required field.'],
  ])('refuses the amount %j', (amount, message) => {
    expect(messagesOf({ amount }).amount).toBe(message);
  });

  it('takes 1.00 and 10000 BITS, the bounds', () => {
    expect(messagesOf({ amount: '1' })).toEqual({});
    expect(messagesOf({ amount: '10000' })).toEqual({});
  });

  it('refuses a message of 250 characters and a PIN that is not 4 digits', () => {
    expect(messagesOf({ message: 'x'.repeat(250) }).message).toBeDefined();
    expect(messagesOf({ message: 'x'.repeat(249) }).message).toBeUndefined();
    expect(messagesOf({ pin: '12' }).pin).toBeDefined();
    expect(messagesOf({ pin: '' }).pin).toBe('Required field.');
  });
});

describe('the one-tap amounts', () => {
  it('are 5, 10, 25 and 50 BITS, each filling the amount field', () => {
    expect(PRESETS.map((p) => [p.label, p.value, p.cents])).toEqual([
      ['5 BITS', '5.00', 500],
      ['10 BITS', '10.00', 1000],
      ['25 BITS', '25.00', 2500],
      ['50 BITS', '50.00', 5000],
    ]);
  });

  it('show pressed when the field holds their amount, however it is typed', () => {
    const ten = PRESETS[1]!;
    expect(isPresetChosen('10', ten)).toBe(true);
    expect(isPresetChosen('10.0', ten)).toBe(true);
    expect(isPresetChosen('10.00', ten)).toBe(true);
    expect(isPresetChosen('10.01', ten)).toBe(false);
    expect(isPresetChosen('', ten)).toBe(false);
    expect(isPresetChosen('1.', ten)).toBe(false);
  });

  it('read nothing from an amount that is not one yet', () => {
    expect(typedCents('')).toBeNull();
    expect(typedCents('.')).toBeNull();
    expect(typedCents('3.5')).toBe(350);
  });
});

describe('the confirmation', () => {
  it('asks with the amount in BITS, grouped', () => {
    expect(confirmQuestion(1000)).toBe('Give 10.00 BITS to the Community Fund?');
    expect(confirmQuestion(123_456)).toBe('Give 1,234.56 BITS to the Community Fund?');
  });
});

describe("the member's own share", () => {
  it('reads nothing yet, one donation, or the total and count', () => {
    expect(givenSummary(0, 0)).toBe('Nothing yet');
    expect(givenSummary(500, 1)).toBe('5.00 BITS™ in 1 donation');
    expect(givenSummary(1_234_500, 1200)).toBe('12,345.00 BITS™ in 1,200 donations');
  });
});

describe('a refused donation', () => {
  it('is a short wallet, shown with the way to load BITS', () => {
    expect(donateFailure(new ApiError(ERROR_MESSAGES.insufficientBits, 409, 'INSUFFICIENT_BITS'))).toEqual({
      kind: 'insufficient',
      message: ERROR_MESSAGES.insufficientBits,
    });
  });

  it('puts a wrong or locked PIN on the PIN field', () => {
    expect(donateFailure(new ApiError(ERROR_MESSAGES.incorrectPin, 400, 'INCORRECT_PIN'))).toEqual({
      kind: 'fields',
      errors: { pin: ERROR_MESSAGES.incorrectPin },
    });
    expect(donateFailure(new ApiError(ERROR_MESSAGES.pinLocked, 423, 'PIN_LOCKED'))).toEqual({
      kind: 'fields',
      errors: { pin: ERROR_MESSAGES.pinLocked },
    });
  });

  it("puts the server's field messages on the form's fields (amountCents → amount)", () => {
    const e = new ApiError('Check the fields.', 400, 'VALIDATION_FAILED', {
      amountCents: [DONATION_MESSAGES.amountMin],
      message: ['Too long.', 'Second message.'],
      unknownField: ['Ignored.'],
    });
    expect(donateFailure(e)).toEqual({
      kind: 'fields',
      errors: { amount: DONATION_MESSAGES.amountMin, message: 'Too long.' },
    });
  });

  it('is anything else, with its message', () => {
    expect(donateFailure(new ApiError('The wallet is being upgraded.', 503, 'MAINTENANCE'))).toEqual({
      kind: 'other',
      message: 'The wallet is being upgraded.',
    });
    expect(donateFailure(new ApiError('Only these.', 400, 'VALIDATION_FAILED', { other: ['x'] }))).toEqual({
      kind: 'other',
      message: 'Only these.',
    });
    expect(donateFailure(new Error('Network down'))).toEqual({ kind: 'other', message: 'Network down' });
  });
});

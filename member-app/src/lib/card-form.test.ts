import { CARD_MESSAGES, VALIDATION_MESSAGES } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import {
  EXPIRY_MESSAGE,
  formatCardNumber,
  formatExpiry,
  formatMoney,
  makeCardFormSchema,
  parseExpiry,
  toCardInput,
} from './card-form.ts';

const schema = makeCardFormSchema(() => new Date(2026, 5, 15));
const errors = (v: Partial<Record<'number' | 'expiry' | 'cvc' | 'holderName', string>>) => {
  const r = schema.safeParse({
    number: '4242 4242 4242 4242',
    expiry: '12/28',
    cvc: '123',
    holderName: 'Casey',
    ...v,
  });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('card form', () => {
  it('accepts a good card and converts it for the API', () => {
    expect(errors({})).toEqual({});
    expect(
      toCardInput({ number: '4242 4242 4242 4242', expiry: '07/27', cvc: ' 123 ', holderName: ' Casey ' }),
    ).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2027,
      cvc: '123',
      holderName: 'Casey',
    });
  });

  it('shows the rule messages on the typed fields', () => {
    expect(errors({ number: '4242 4242 4242 4241' })).toEqual({ number: CARD_MESSAGES.number });
    expect(errors({ expiry: '5/26' })).toEqual({ expiry: VALIDATION_MESSAGES.monthPast });
    expect(errors({ expiry: '13/27' })).toEqual({ expiry: VALIDATION_MESSAGES.monthRange });
    expect(errors({ expiry: '12/25' })).toEqual({ expiry: VALIDATION_MESSAGES.yearInvalid });
    expect(errors({ expiry: '1227' })).toEqual({ expiry: EXPIRY_MESSAGE });
    expect(errors({ expiry: '' })).toEqual({ expiry: VALIDATION_MESSAGES.required });
    expect(errors({ cvc: '12' })).toEqual({ cvc: CARD_MESSAGES.cvc });
    expect(errors({ number: '3782 822463 10005', cvc: '123' })).toEqual({ cvc: CARD_MESSAGES.cvcAmex });
    expect(errors({ holderName: ' ' })).toEqual({ holderName: CARD_MESSAGES.holderName });
  });

  it('formats the number and the expiry as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 });
  });

  it('shows cents as dollars', () => {
    expect(formatMoney(999)).toBe('$9.99 CAD');
    expect(formatMoney(100000)).toBe('$1,000.00 CAD');
  });
});
